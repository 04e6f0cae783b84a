import type { Kysely } from 'kysely';
import {
  ENCOUNTER_STATUS_LABELS,
  allowedStatusChanges,
  canChangeEncounterStatus,
  storedEncounterType,
  type EncounterStatus,
  type EncounterTypeCode,
} from 'shared-kit/domain';
import { writeAudit } from '../audit/audit.service';
import { announceEncounterChange } from '../events/encounter-change.announcer';
import type { Database } from '../db/database.types';
import { conflict, type Scope } from './access.service';
import { encounterDetail } from './encounter-detail.service';
import { findEncounterInScope } from './encounter-scope.repository';
import { requireOwnLock } from './lock.service';

/**
 * PUT /api/encounter/status/:encounterId/:status (spec 2 §4.3): the lock holder toggles Cancel (PLANNED ⇄ CANCELLED)
 * or, in an ignore role, Ignore (PLANNED ⇄ IGNORED); shared-kit `allowedStatusChanges` decides, any other move is a
 * 409 naming the moves offered. Audited with before/after; answers the encounter as the detail shows it.
 */
export async function changeEncounterStatus(db: Kysely<Database>, scope: Scope, id: number, status: EncounterStatus) {
  await findEncounterInScope(db, scope, id);
  await db.transaction().execute(async (trx) => {
    await requireOwnLock(trx, scope, id);
    const { status: from } = await trx.selectFrom('encounters').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    if (!canChangeEncounterStatus(scope.role, from, status)) {
      const offered = allowedStatusChanges(scope.role, from).map((s) => ENCOUNTER_STATUS_LABELS[s]);
      throw conflict(
        `The ${scope.role} role cannot change the encounter status from ${ENCOUNTER_STATUS_LABELS[from]} to ${ENCOUNTER_STATUS_LABELS[status]}` +
          (offered.length > 0 ? ` (offered: ${offered.join(', ')})` : ' (no status changes are offered here)'),
      );
    }
    await trx.updateTable('encounters').set({ status }).where('id', '=', id).execute();
    await writeAudit(trx, {
      tenantId: scope.tenantId, userId: scope.userId, action: 'UPDATE', entityType: 'ENCOUNTER', entityId: id,
      before: { status: from }, after: { status },
    });
    await announceEncounterChange(trx, { encounterId: id, change: 'STATUS_CHANGED', actorUserId: scope.userId });
  });
  return (await encounterDetail(db, scope, id)).encounter;
}

/**
 * PUT /api/encounter/type/:encounterId/:typeCode (spec 2 §4.3): the lock holder sets TELEHEALTH or TELEPHONIC, or
 * UNKNOWN (labelled Reset), which clears the type. Choosing the current type changes and audits nothing.
 */
export async function changeEncounterType(db: Kysely<Database>, scope: Scope, id: number, typeCode: EncounterTypeCode) {
  await findEncounterInScope(db, scope, id);
  const type = storedEncounterType(typeCode);
  await db.transaction().execute(async (trx) => {
    await requireOwnLock(trx, scope, id);
    const { type: from } = await trx.selectFrom('encounters').select('type').where('id', '=', id).executeTakeFirstOrThrow();
    if (from === type) return;
    await trx.updateTable('encounters').set({ type }).where('id', '=', id).execute();
    await writeAudit(trx, {
      tenantId: scope.tenantId, userId: scope.userId, action: 'UPDATE', entityType: 'ENCOUNTER', entityId: id,
      before: { encounterTypeCode: from }, after: { encounterTypeCode: type },
    });
    await announceEncounterChange(trx, { encounterId: id, change: 'ENCOUNTER_CHANGED', actorUserId: scope.userId });
  });
  return (await encounterDetail(db, scope, id)).encounter;
}
