import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import {
  canDismiss,
  DEFAULT_NEW_CONDITION,
  isCdiType,
  isCoderType,
  normaliseConditionContent,
  parseIsoDay,
  type ConditionCode,
  type ConditionStatus,
  type ConditionStatusCode,
  type HccVersion,
} from 'shared-kit/domain';
import { writeAudit } from '../audit/audit.service';
import { announceEncounterChange } from '../events/encounter-change.announcer';
import type { Database } from '../db/database.types';
import type { ConditionRow, ConditionsTable } from '../db/domain.types';
import { badRequest } from '../http/api-error';
import { conflict, forbidden, notFound, scopeTimeZone, type Scope } from './access.service';
import { conditionBodies } from './condition.mapper';
import { findEncounterInScope, type ScopedEncounter } from './encounter-scope.repository';
import { requireOwnLock } from './lock.service';
import { isOpenHccSql } from './open-hcc.sql';

/** The fields PUT /api/encounter/condition may change; absent ones stay as they are. */
export interface ConditionUpdate {
  id: number;
  version: number;
  title: string;
  content?: string | null;
  conditionStatus?: ConditionStatus;
  conditionCode?: ConditionCode;
  statusCode?: ConditionStatusCode;
  icd10CodeJson?: string | string[] | null;
  hccCode?: string | null;
  hccDescription?: string | null;
  hccVersion?: HccVersion | null;
  confidence?: number | null;
  clinicalEvidence?: string | null;
  addressedDate?: string | null;
  priority?: number;
  checkMark?: string | null;
  comments?: string | null;
}

function changes(body: ConditionUpdate): Updateable<ConditionsTable> {
  const set: Updateable<ConditionsTable> = { title: body.title.trim() };
  if (body.content !== undefined) set.content = body.content === null ? null : normaliseConditionContent(body.content);
  if (body.conditionStatus !== undefined) set.condition_status = body.conditionStatus;
  if (body.conditionCode !== undefined) set.condition_code = body.conditionCode;
  if (body.statusCode !== undefined) set.status_code = body.statusCode;
  if (body.icd10CodeJson !== undefined) set.icd10_code_json = body.icd10CodeJson === null ? null : JSON.stringify(body.icd10CodeJson);
  if (body.hccCode !== undefined) set.hcc_code = body.hccCode;
  if (body.hccDescription !== undefined) set.hcc_description = body.hccDescription;
  if (body.hccVersion !== undefined) set.hcc_version = body.hccVersion;
  if (body.confidence !== undefined) set.confidence = body.confidence;
  if (body.clinicalEvidence !== undefined) set.clinical_evidence = body.clinicalEvidence;
  if (body.addressedDate !== undefined) {
    // `new Date('2026-02-30')` rolls over to March; the calendar day itself must exist.
    const text = body.addressedDate;
    if (text !== null && (parseIsoDay(text.slice(0, 10)) === null || Number.isNaN(new Date(text).getTime()))) {
      throw badRequest('body.addressedDate: not a date');
    }
    set.addressed_date = body.addressedDate;
  }
  if (body.priority !== undefined) set.priority = body.priority;
  if (body.checkMark !== undefined) set.check_mark = body.checkMark;
  if (body.comments !== undefined) set.comments = body.comments;
  return set;
}

/**
 * PUT /api/encounter/condition (spec 2 §7). CDI and coder roles edit while holding the encounter's lock; physicians
 * and clinical admins may only toggle DISMISSED and OPEN, where canDismiss allows (spec 2 §6). The update names the
 * version it read: a stale version is a 409 and nothing is written. Content is trimmed and spaces collapsed (spec 2 §5).
 */
export async function updateCondition(db: Kysely<Database>, scope: Scope, body: ConditionUpdate, now: Date) {
  const current = await db.selectFrom('conditions').selectAll().where('id', '=', body.id).where('tenant_id', '=', scope.tenantId).executeTakeFirst();
  if (!current) throw notFound(`Condition ${body.id} not found`);
  const encounter = await findEncounterInScope(db, scope, current.encounter_id);

  let set: Updateable<ConditionsTable>;
  if (isCdiType(scope.role) || isCoderType(scope.role)) {
    await requireOwnLock(db, scope, current.encounter_id);
    set = changes(body);
  } else {
    const to = body.conditionCode ?? current.condition_code;
    const toggle = (current.condition_code === 'OPEN' && to === 'DISMISSED') || (current.condition_code === 'DISMISSED' && to === 'OPEN');
    const condition = { conditionStatus: current.condition_status, addressedDate: current.addressed_date };
    if (!toggle || !canDismiss(scope.role, condition, scope.tenantProperties, encounter.start, scopeTimeZone(scope), scope.userProperties)) {
      throw forbidden(`The ${scope.role} role cannot change this condition`);
    }
    set = { condition_code: to };
  }

  const updated = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('conditions')
      .set({ ...set, version: current.version + 1, modification_date: now, modified_by_id: scope.userId })
      .where('id', '=', body.id)
      .where('version', '=', body.version)
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    await refreshOpenHccCount(trx, row.encounter_id);
    await writeAudit(trx, {
      tenantId: scope.tenantId, userId: scope.userId, action: 'UPDATE', entityType: 'ENCOUNTER_CONDITION', entityId: row.id,
      before: current, after: row,
    });
    await announceEncounterChange(trx, { encounterId: row.encounter_id, change: 'CONDITIONS_CHANGED', actorUserId: scope.userId, at: now });
    return row;
  });
  if (!updated) {
    throw conflict(`Condition ${body.id} was changed by someone else (version ${current.version}, you sent ${body.version}); reload it`);
  }
  const [condition] = await conditionBodies(db, [updated], true);
  if (!condition) throw notFound(`Condition ${body.id} not found`);
  return condition;
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A condition the caller may see, with its encounter: another tenant's id, an encounter outside a restricted user's
 * regions, and a HIDDEN condition asked for by a non-CDI role (the detail leaves those out, spec 2 §6) all answer 404.
 */
export async function findConditionInScope(db: Db, scope: Scope, id: number): Promise<{ condition: ConditionRow; encounter: ScopedEncounter }> {
  const condition = await db.selectFrom('conditions').selectAll().where('id', '=', id).where('tenant_id', '=', scope.tenantId).executeTakeFirst();
  if (!condition || (condition.status_code === 'HIDDEN' && !isCdiType(scope.role))) throw notFound(`Condition ${id} not found`);
  const encounter = await findEncounterInScope(db, scope, condition.encounter_id);
  return { condition, encounter };
}

/** The condition as the API answers it (with rules, tags and, for CDI and coder roles, notes). */
export async function conditionAnswer(db: Db, scope: Scope, row: Selectable<ConditionsTable>) {
  const [condition] = await conditionBodies(db, [row], isCdiType(scope.role) || isCoderType(scope.role));
  if (!condition) throw notFound(`Condition ${row.id} not found`);
  return condition;
}

/**
 * Keeps encounters.open_hcc_count (the worklists' sort and filter) equal to its open, active, non-activity conditions
 * with an HCC code, as the seed computes it; called in the transaction of every condition write.
 */
export async function refreshOpenHccCount(trx: Db, encounterId: number): Promise<void> {
  const { n } = await trx
    .selectFrom('conditions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('encounter_id', '=', encounterId)
    .where(isOpenHccSql)
    .executeTakeFirstOrThrow();
  await trx.updateTable('encounters').set({ open_hcc_count: Number(n) }).where('id', '=', encounterId).execute();
}

/** Body of POST /api/encounter/condition: the editable condition fields (no id, no version) and its encounter. */
export type ConditionCreate = Omit<ConditionUpdate, 'id' | 'version'> & { encounter: { id: number } };

/** ICD-10-CM codes as stored: upper case without the dot (the reference table's form). */
const icdKey = (code: string) => code.replace(/\./g, '').toUpperCase();

/**
 * Checks the codes against the reference tables (spec 2 §5: the ICD10 field accepts only codes the search finds):
 * every ICD-10-CM code must exist; an HCC code needs its version; for CMS_V24/CMS_V28 the HCC must be one the first
 * ICD-10 code maps to (when a code is given) and a known category, whose label fills a missing description.
 * HHS_V07 has no reference table here, so it is taken as sent. Answers the codes and description to store.
 */
async function checkCodes(db: Db, body: ConditionCreate): Promise<{ icd10: string[] | null; hccDescription: string | null }> {
  const raw = body.icd10CodeJson;
  const icd10 = raw === null || raw === undefined ? null : (typeof raw === 'string' ? [raw] : raw).map(icdKey);
  const rows = icd10 && icd10.length > 0 ? await db.selectFrom('icd10_codes').selectAll().where('code', 'in', icd10).execute() : [];
  const unknown = (icd10 ?? []).filter((code) => !rows.some((r) => r.code === code));
  if (unknown.length > 0) throw badRequest(`body.icd10CodeJson: unknown ICD-10-CM code ${unknown.join(', ')}`);

  const hcc = body.hccCode?.trim() || null;
  let hccDescription = body.hccDescription?.trim() || null;
  if (hcc === null) return { icd10, hccDescription };
  const version = body.hccVersion ?? null;
  if (version === null) throw badRequest('body.hccVersion: is required with an hccCode');
  if (version === 'CMS_V24' || version === 'CMS_V28') {
    const first = rows.find((r) => r.code === icd10?.[0]);
    const mapped = first ? (version === 'CMS_V24' ? first.cms_hcc_v24 : first.cms_hcc_v28) : null;
    if (first && !(mapped ?? '').split('|').includes(hcc)) {
      throw badRequest(`body.hccCode: ${first.code} does not map to HCC ${hcc} in ${version} (it maps to ${mapped ? mapped.split('|').join(', ') : 'none'})`);
    }
    const label = await db.selectFrom('hcc_labels').select('label').where('model', '=', version).where('hcc', '=', hcc).executeTakeFirst();
    if (!label) throw badRequest(`body.hccCode: unknown ${version} HCC ${hcc}`);
    hccDescription ??= label.label;
  }
  return { icd10, hccDescription };
}

/**
 * POST /api/encounter/condition (spec 2 §7): CDI-type users holding the encounter's lock add a condition (spec 2 §4.4).
 * Defaults are the spec's new condition (§9: ACTIVE, OPEN, POTENTIAL, priority 0, not addressed); title trimmed, content
 * trimmed with spaces collapsed (§5); codes checked against the reference tables. Version 1; audited CREATE.
 */
export async function createCondition(db: Kysely<Database>, scope: Scope, body: ConditionCreate, now: Date) {
  const encounter = await findEncounterInScope(db, scope, body.encounter.id);
  await requireOwnLock(db, scope, encounter.id);
  const { icd10, hccDescription } = await checkCodes(db, body);
  const fields = changes({ ...body, id: 0, version: 0 });
  const values: Insertable<ConditionsTable> = {
    tenant_id: scope.tenantId,
    encounter_id: encounter.id,
    title: body.title.trim(),
    content: fields.content ?? null,
    condition_status: body.conditionStatus ?? DEFAULT_NEW_CONDITION.conditionStatus,
    condition_code: body.conditionCode ?? DEFAULT_NEW_CONDITION.conditionCode,
    status_code: body.statusCode ?? DEFAULT_NEW_CONDITION.statusCode,
    icd10_code_json: icd10 === null ? null : JSON.stringify(icd10),
    hcc_code: body.hccCode?.trim() || null,
    hcc_description: hccDescription,
    hcc_version: body.hccVersion ?? null,
    confidence: body.confidence ?? null,
    clinical_evidence: body.clinicalEvidence ?? null,
    addressed_date: fields.addressed_date ?? DEFAULT_NEW_CONDITION.addressedDate,
    check_mark: body.checkMark ?? null,
    priority: body.priority ?? DEFAULT_NEW_CONDITION.priority,
    source: null,
    rule_filter_id: null,
    reason_code: null,
    comments: body.comments ?? null,
    creation_date: now,
    modification_date: null,
    created_by_id: scope.userId,
    modified_by_id: null,
  };
  const created = await db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('conditions').values(values).returningAll().executeTakeFirstOrThrow();
    await refreshOpenHccCount(trx, encounter.id);
    await writeAudit(trx, { tenantId: scope.tenantId, userId: scope.userId, action: 'CREATE', entityType: 'ENCOUNTER_CONDITION', entityId: row.id, after: row });
    await announceEncounterChange(trx, { encounterId: encounter.id, change: 'CONDITIONS_CHANGED', actorUserId: scope.userId, at: now });
    return row;
  });
  return conditionAnswer(db, scope, created);
}

/** POST /api/audit/read/encounter-condition/:id: the READ audit event of a condition the caller opened (spec 2 §2.4). */
export async function auditConditionRead(db: Kysely<Database>, scope: Scope, id: number): Promise<void> {
  await findConditionInScope(db, scope, id);
  await writeAudit(db, { tenantId: scope.tenantId, userId: scope.userId, action: 'READ', entityType: 'ENCOUNTER_CONDITION', entityId: id });
}
