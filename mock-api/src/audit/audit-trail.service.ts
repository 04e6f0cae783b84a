import dayjs from 'dayjs';
import type { Kysely } from 'kysely';
import { addDays, auditChanges, DEFAULT_AUDIT_PAGE_SIZE, MAX_AUDIT_EXPORT_ROWS, startOfZonedDay, type AuditEntry, type AuditFilter, type AuditPage } from 'shared-kit/domain';
import { notFound, scopeTimeZone, type Scope } from '../clinical/access.service';
import type { Database } from '../db/database.types';
import { badRequest } from '../http/api-error';
import { writeAudit } from './audit.service';

/** A checked day of the filter: a real calendar day, YYYY-MM-DD. */
function day(value: string | undefined, field: 'from' | 'to'): dayjs.Dayjs | null {
  if (value === undefined) return null;
  const parsed = dayjs(value, 'YYYY-MM-DD');
  if (!parsed.isValid() || parsed.format('YYYY-MM-DD') !== value) throw badRequest(`query.${field}: not a day (YYYY-MM-DD)`);
  return parsed;
}

/**
 * Checks the filters: days are real and in order (the tenant's days: `from` from its start, `to` up to the start of
 * the day after it); an encounter must be one of the caller's tenant (another tenant's id
 * answers 404, as every route does, and is not audited as a read of anything).
 */
async function checkedFilter(db: Kysely<Database>, scope: Scope, filter: AuditFilter) {
  const from = day(filter.from, 'from');
  const to = day(filter.to, 'to');
  if (from && to && to.isBefore(from)) throw badRequest('query.to: must not be before query.from');
  if (filter.encounterId !== undefined) {
    const found = await db.selectFrom('encounters').select('id').where('id', '=', filter.encounterId).where('tenant_id', '=', scope.tenantId).executeTakeFirst();
    if (!found) throw notFound(`Encounter ${filter.encounterId} not found`);
  }
  const zone = scopeTimeZone(scope);
  return {
    from: filter.from && from ? startOfZonedDay(filter.from, zone) : null,
    to: filter.to && to ? startOfZonedDay(addDays(filter.to, 1), zone) : null,
  };
}

function matching(db: Kysely<Database>, scope: Scope, filter: AuditFilter, range: { from: Date | null; to: Date | null }) {
  let query = db.selectFrom('audit_events as a').leftJoin('users as u', 'u.id', 'a.user_id').where('a.tenant_id', '=', scope.tenantId);
  if (filter.encounterId !== undefined) query = query.where('a.encounter_id', '=', filter.encounterId);
  if (filter.username !== undefined) query = query.where((eb) => eb(eb.fn('lower', ['u.username']), '=', filter.username?.trim().toLowerCase() ?? ''));
  if (range.from) query = query.where('a.at', '>=', range.from);
  if (range.to) query = query.where('a.at', '<', range.to);
  return query;
}

async function entries(db: Kysely<Database>, scope: Scope, filter: AuditFilter, range: { from: Date | null; to: Date | null }, limit: number, offset: number): Promise<AuditEntry[]> {
  const rows = await matching(db, scope, filter, range)
    .select(['a.id', 'a.at', 'a.action', 'a.entity_type', 'a.entity_id', 'a.encounter_id', 'a.before', 'a.after', 'u.id as userId', 'u.username', 'u.alias'])
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    user: row.userId !== null && row.username !== null ? { id: row.userId, username: row.username, alias: row.alias ?? row.username } : null,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    encounterId: row.encounter_id,
    changes: auditChanges(row.before, row.after),
  }));
}

/** What the trail's own audit event records of a read: the filters asked (and the page). */
const readDetail = (filter: AuditFilter, page?: { limit: number; offset: number }) =>
  Object.fromEntries(Object.entries({ ...filter, ...page }).filter(([, v]) => v !== undefined));

/**
 * GET /api/audit: one page of the caller's tenant's audit events, newest first, with the number matching. The read is
 * itself audited (`READ AUDIT_TRAIL`, with the filters, under the encounter asked for) in the same transaction, after
 * the page is read: the page does not show its own read, the next one does.
 */
export async function auditTrailPage(db: Kysely<Database>, scope: Scope, query: AuditFilter & { limit?: number; offset?: number }): Promise<AuditPage> {
  const { limit = DEFAULT_AUDIT_PAGE_SIZE, offset = 0, ...filter } = query;
  const range = await checkedFilter(db, scope, filter);
  return db.transaction().execute(async (trx) => {
    const { n } = await matching(trx, scope, filter, range).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const items = await entries(trx, scope, filter, range, limit, offset);
    await writeAudit(trx, {
      tenantId: scope.tenantId, userId: scope.userId, action: 'READ', entityType: 'AUDIT_TRAIL', entityId: null,
      encounterId: filter.encounterId ?? null, after: readDetail(filter, { limit, offset }),
    });
    return { total: Number(n), items };
  });
}

/**
 * GET /api/audit/csv: the matching events (at most MAX_AUDIT_EXPORT_ROWS, newest first) for the CSV export; audited
 * as `EXPORT AUDIT_TRAIL` with the filters and the number of events exported.
 */
export async function auditTrailExport(db: Kysely<Database>, scope: Scope, filter: AuditFilter): Promise<AuditEntry[]> {
  const range = await checkedFilter(db, scope, filter);
  return db.transaction().execute(async (trx) => {
    const items = await entries(trx, scope, filter, range, MAX_AUDIT_EXPORT_ROWS, 0);
    await writeAudit(trx, {
      tenantId: scope.tenantId, userId: scope.userId, action: 'EXPORT', entityType: 'AUDIT_TRAIL', entityId: null,
      encounterId: filter.encounterId ?? null, after: { ...readDetail(filter), events: items.length },
    });
    return items;
  });
}
