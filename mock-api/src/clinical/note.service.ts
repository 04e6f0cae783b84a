import type { Kysely } from 'kysely';
import { allowedNoteReasons, normaliseNoteBody, type NoteReasonCode } from 'shared-kit/domain';
import { writeAudit } from '../audit/audit.service';
import type { Database } from '../db/database.types';
import { badRequest } from '../http/api-error';
import { forbidden, notFound, scopeTimeZone, type Scope } from './access.service';
import { noteBody, notesWithAuthor } from './condition.mapper';
import { findConditionInScope } from './condition.service';
import { findEncounterInScope } from './encounter-scope.repository';
import { requireOwnLock } from './lock.service';

/** The condition, which must sit on `encounterId` (in scope, and not HIDDEN for non-CDI roles); 404 otherwise. */
async function conditionOnEncounter(db: Kysely<Database>, scope: Scope, encounterId: number, conditionId: number) {
  const found = await findConditionInScope(db, scope, conditionId);
  if (found.encounter.id !== encounterId) throw notFound(`Condition ${conditionId} not found on encounter ${encounterId}`);
  return found;
}

/**
 * GET /api/encounter/note/:encounterId[/condition/:conditionId] (spec 2 §7): encounter-level notes (no condition) or
 * one condition's notes, oldest first, as the detail lists them. Only CDI and coder roles read notes (the route's roles).
 */
export async function listNotes(db: Kysely<Database>, scope: Scope, encounterId: number, conditionId: number | null) {
  if (conditionId === null) await findEncounterInScope(db, scope, encounterId);
  else await conditionOnEncounter(db, scope, encounterId, conditionId);
  const rows = await notesWithAuthor(db)
    .where('n.encounter_id', '=', encounterId)
    .where('n.tenant_id', '=', scope.tenantId)
    .$if(conditionId === null, (q) => q.where('n.encounter_condition_id', 'is', null))
    .$if(conditionId !== null, (q) => q.where('n.encounter_condition_id', '=', conditionId ?? 0))
    .execute();
  return rows.map(noteBody);
}

export interface NewNoteBody {
  encounterId: number;
  noteBody: string;
  noteReasonCode: NoteReasonCode;
  encounterConditionId?: number | null;
}

/**
 * POST /api/encounter/note (spec 2 §5, §7): a CDI or coder user holding the encounter's lock adds a note to the
 * encounter or one of its conditions. The reason must be one allowedNoteReasons offers for the role and condition
 * (coders query only open known/potential conditions; else 403 naming what is allowed). Body trimmed; audited CREATE.
 */
export async function createNote(db: Kysely<Database>, scope: Scope, body: NewNoteBody, now: Date) {
  const text = normaliseNoteBody(body.noteBody);
  if (!text) throw badRequest('body.noteBody: must contain some text');
  const conditionId = body.encounterConditionId ?? null;
  const encounter = await findEncounterInScope(db, scope, body.encounterId);
  const condition = conditionId === null ? null : (await conditionOnEncounter(db, scope, encounter.id, conditionId)).condition;
  await requireOwnLock(db, scope, encounter.id);
  const allowed = allowedNoteReasons(
    scope.role,
    condition ? { conditionStatus: condition.condition_status, addressedDate: condition.addressed_date } : null,
    encounter.start,
    scopeTimeZone(scope),
  );
  if (!allowed.includes(body.noteReasonCode)) {
    throw forbidden(`The ${scope.role} role can add only ${allowed.join(' or ')} notes ${condition ? 'to this condition' : 'to the encounter'}`);
  }
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('notes')
      .values({
        tenant_id: scope.tenantId, encounter_id: encounter.id, encounter_condition_id: conditionId, note_body: text,
        note_reason_code: body.noteReasonCode, created_by_id: scope.userId, creation_date: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, { tenantId: scope.tenantId, userId: scope.userId, action: 'CREATE', entityType: 'NOTE', entityId: inserted.id, after: inserted });
    return inserted;
  });
  return noteBody({ ...row, username: scope.username });
}
