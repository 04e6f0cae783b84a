import type { Kysely } from 'kysely';
import {
  BOOKED_ENCOUNTER_STATUSES,
  isoDay,
  isSchedulable,
  SCHEDULE_PRACTITIONER_FIELD,
  scheduleStartProblem,
  zonedDayBounds,
  type PractitionerDaySchedule,
} from 'shared-kit/domain';
import { writeAudit } from '../audit/audit.service';
import { announceEncounterChange } from '../events/encounter-change.announcer';
import type { Database } from '../db/database.types';
import { badRequest } from '../http/api-error';
import { conflict, notFound, scopeTimeZone, type Scope } from './access.service';
import { findEncounterInScope } from './encounter-scope.repository';
import { activeLock } from './lock.service';

/**
 * A practitioner of the caller's tenant; another tenant's id is 404. The message begins with the field (`field`), so
 * the auto-scheduling UI can tell a refused practitioner from a refused encounter (shared-kit `isPractitionerRefusal`).
 */
async function tenantPractitioner(db: Kysely<Database>, scope: Scope, practitionerId: number, field: string) {
  const practitioner = await db
    .selectFrom('practitioners')
    .select(['id', 'status_code', 'first_name', 'last_name'])
    .where('id', '=', practitionerId)
    .where('tenant_id', '=', scope.tenantId)
    .executeTakeFirst();
  if (!practitioner) throw notFound(`${field}: practitioner ${practitionerId} not found`);
  return practitioner;
}

/**
 * PUT /api/appointment/schedule/{encounterId}/{practitionerId}/{startMillis} (spec 2 §4.7, §7): a PROPOSED encounter
 * becomes a PLANNED appointment with that practitioner at that start. The encounter keeps its id, review, conditions and
 * notes (the curation prepared on it carries over), so the answer's id is the encounter the browser opens next.
 * Refused: another tenant's or region's encounter or practitioner (404), a start off the 5-minute grid or before the tenant's today
 * or an inactive practitioner (400), an encounter that is not proposed (409; also when a concurrent call scheduled it
 * first), an encounter locked by another user (409). Audited `SCHEDULE ENCOUNTER` with before and after.
 */
export async function scheduleEncounter(
  db: Kysely<Database>,
  scope: Scope,
  encounterId: number,
  practitionerId: number,
  startMillis: number,
  now: Date,
): Promise<{ id: number }> {
  const encounter = await findEncounterInScope(db, scope, encounterId);
  const practitioner = await tenantPractitioner(db, scope, practitionerId, SCHEDULE_PRACTITIONER_FIELD);
  if (!isSchedulable(encounter)) throw conflict(`Only proposed encounters can be scheduled; encounter ${encounterId} is ${encounter.status}`);
  const problem = scheduleStartProblem(startMillis, now, scopeTimeZone(scope));
  if (problem) throw badRequest(`params.startMillis: ${problem}`);
  if (practitioner.status_code !== 'ACTIVE') throw badRequest(`${SCHEDULE_PRACTITIONER_FIELD}: practitioner ${practitionerId} is not active`);
  const lock = await activeLock(db, encounterId);
  if (lock && lock.created_by_id !== scope.userId) throw conflict(`The encounter is locked by ${lock.username}`);

  const start = new Date(startMillis);
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('encounters')
      .select(['status', 'practitioner_id', 'start'])
      .where('id', '=', encounterId)
      .executeTakeFirstOrThrow();
    // The status check in the UPDATE decides between two simultaneous schedulers: only one finds it PROPOSED.
    const updated = await trx
      .updateTable('encounters')
      .set({ status: 'PLANNED', practitioner_id: practitionerId, start })
      .where('id', '=', encounterId)
      .where('status', '=', 'PROPOSED')
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw conflict(`Only proposed encounters can be scheduled; encounter ${encounterId} was scheduled meanwhile`);
    await writeAudit(trx, {
      tenantId: scope.tenantId,
      userId: scope.userId,
      action: 'SCHEDULE',
      entityType: 'ENCOUNTER',
      entityId: encounterId,
      before: { status: before.status, practitionerId: before.practitioner_id, start: before.start.toISOString() },
      after: { status: 'PLANNED', practitionerId, start: start.toISOString() },
    });
    await announceEncounterChange(trx, { encounterId, change: 'STATUS_CHANGED', actorUserId: scope.userId, at: now });
    return { id: updated.id };
  });
}

/**
 * GET /api/appointment/schedule/{id}?practitionerId&start (spec 1 §7, shape not shown): the chosen practitioner's
 * booked appointments on the tenant's day of `start`, so the schedule modal can warn of a double booking. The encounter must be
 * one the caller may schedule (in scope), the practitioner of the tenant.
 */
export async function practitionerDaySchedule(
  db: Kysely<Database>,
  scope: Scope,
  encounterId: number,
  practitionerId: number,
  startMillis: number,
): Promise<PractitionerDaySchedule> {
  await findEncounterInScope(db, scope, encounterId);
  await tenantPractitioner(db, scope, practitionerId, 'query.practitionerId');
  const zone = scopeTimeZone(scope);
  const day = isoDay(new Date(startMillis), zone);
  const { start: dayStart, end: dayEnd } = zonedDayBounds(day, zone);
  const rows = await db
    .selectFrom('encounters')
    .select(['id', 'start', 'status', 'appointment_type'])
    .where('tenant_id', '=', scope.tenantId)
    .where('practitioner_id', '=', practitionerId)
    .where('start', '>=', dayStart)
    .where('start', '<', dayEnd)
    .where('status', 'in', BOOKED_ENCOUNTER_STATUSES)
    .orderBy('start')
    .orderBy('id')
    .execute();
  return {
    encounterId,
    practitionerId,
    day,
    appointments: rows.map((r) => ({ id: r.id, start: r.start.toISOString(), status: r.status, appointmentType: r.appointment_type })),
  };
}
