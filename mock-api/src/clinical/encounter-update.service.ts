import type { Kysely, Updateable } from 'kysely';
import { storedEncounterType, type EncounterTypeCode } from 'shared-kit/domain';
import { writeAudit } from '../audit/audit.service';
import { announceEncounterChange } from '../events/encounter-change.announcer';
import type { Database } from '../db/database.types';
import type { EncountersTable } from '../db/domain.types';
import { badRequest } from '../http/api-error';
import type { Scope } from './access.service';
import { encounterDetail } from './encounter-detail.service';
import { findEncounterInScope } from './encounter-scope.repository';
import { requireOwnLock } from './lock.service';

/**
 * The fields PUT /api/encounter may change (spec 2 §3): the curated description, reason for visit, appointment type
 * and encounter type. Everything else the client sends back (status, review, lock, patient, ...) is read-only here
 * and ignored: status, review and lock have their own calls with their own rules.
 */
export interface EncounterUpdate {
  id: number;
  description?: string | null;
  reasonDescription?: string | null;
  appointmentType?: string | null;
  type?: EncounterTypeCode | null;
  encounterTypeCode?: EncounterTypeCode | null;
}

/** Trimmed text; blank is no value (the screens show 'Unavailable' for a missing reason or appointment type). */
const text = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

type Editable = Pick<Updateable<EncountersTable>, 'description' | 'reason_description' | 'appointment_type' | 'type'>;

/**
 * The stored type the body asks for, or undefined when it names none. The detail answers `type` and
 * `encounterTypeCode` with the same value, and a client sending the encounter back may change only one of them: the
 * one that differs from the stored type wins; 400 when both change to different values.
 */
function requestedType(body: EncounterUpdate, stored: EncounterTypeCode | null): EncounterTypeCode | null | undefined {
  const toStored = (code: EncounterTypeCode | null | undefined) => (code === undefined ? undefined : code === null ? null : storedEncounterType(code));
  const fromType = toStored(body.type);
  const fromCode = toStored(body.encounterTypeCode);
  if (fromType === undefined || fromType === stored) return fromCode;
  if (fromCode === undefined || fromCode === stored || fromCode === fromType) return fromType;
  throw badRequest(`body.type and body.encounterTypeCode ask for different types (${String(body.type)} / ${String(body.encounterTypeCode)}); send one`);
}

/** API names of the editable columns, for the audit's before/after. */
const AUDIT_NAMES: Record<keyof Editable, string> = {
  description: 'description',
  reason_description: 'reasonDescription',
  appointment_type: 'appointmentType',
  type: 'encounterTypeCode',
};

/**
 * PUT /api/encounter (spec 2 §7): the lock holder (CDI-type or coder-type role) edits the encounter's editable fields.
 * An appointment type must be one the tenant uses (GET /api/appointment/types). Only fields that change are written
 * and audited (before/after); the answer is the encounter as the detail shows it.
 */
export async function updateEncounter(db: Kysely<Database>, scope: Scope, body: EncounterUpdate) {
  await findEncounterInScope(db, scope, body.id);
  const wanted: Editable = {};
  if (body.description !== undefined) wanted.description = text(body.description);
  if (body.reasonDescription !== undefined) wanted.reason_description = text(body.reasonDescription);
  if (body.appointmentType !== undefined) wanted.appointment_type = text(body.appointmentType);

  if (wanted.appointment_type) {
    const known = await db
      .selectFrom('encounters')
      .select('id')
      .where('tenant_id', '=', scope.tenantId)
      .where('appointment_type', '=', wanted.appointment_type)
      .limit(1)
      .executeTakeFirst();
    if (!known) throw badRequest(`body.appointmentType: '${wanted.appointment_type}' is not an appointment type of this tenant`);
  }

  await db.transaction().execute(async (trx) => {
    await requireOwnLock(trx, scope, body.id);
    const current = await trx
      .selectFrom('encounters')
      .select(['description', 'reason_description', 'appointment_type', 'type'])
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    const type = requestedType(body, current.type);
    if (type !== undefined) wanted.type = type;
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const set: Editable = {};
    const copy = <K extends keyof Editable>(key: K) => {
      set[key] = wanted[key];
    };
    for (const key of Object.keys(wanted) as (keyof Editable)[]) {
      if (wanted[key] === current[key]) continue;
      copy(key);
      before[AUDIT_NAMES[key]] = current[key];
      after[AUDIT_NAMES[key]] = wanted[key];
    }
    if (Object.keys(set).length === 0) return;
    await trx.updateTable('encounters').set(set).where('id', '=', body.id).execute();
    await writeAudit(trx, { tenantId: scope.tenantId, userId: scope.userId, action: 'UPDATE', entityType: 'ENCOUNTER', entityId: body.id, before, after });
    await announceEncounterChange(trx, { encounterId: body.id, change: 'ENCOUNTER_CHANGED', actorUserId: scope.userId });
  });
  return (await encounterDetail(db, scope, body.id)).encounter;
}
