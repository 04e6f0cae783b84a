import { sql, type Kysely, type Transaction } from 'kysely';
import { MESSAGES } from 'shared-kit/domain';
import { writeAudit } from '../audit/audit.service';
import type { Database } from '../db/database.types';
import { conflict, type Scope } from './access.service';
import { announceEncounterChange } from '../events/encounter-change.announcer';
import { findEncounterInScope } from './encounter-scope.repository';

type Db = Kysely<Database> | Transaction<Database>;

/** The encounter's ACTIVE lock with its holder's username, or null. */
export async function activeLock(db: Db, encounterId: number) {
  const row = await db
    .selectFrom('locks as l')
    .innerJoin('users as u', 'u.id', 'l.created_by_id')
    .selectAll('l')
    .select('u.username')
    .where('l.encounter_id', '=', encounterId)
    .where('l.status_code', '=', 'ACTIVE')
    .executeTakeFirst();
  return row ?? null;
}

export type ActiveLock = NonNullable<Awaited<ReturnType<typeof activeLock>>>;

export function lockBody(lock: ActiveLock | (Omit<ActiveLock, 'status_code'> & { status_code: 'ACTIVE' | 'DISABLED' })) {
  return {
    id: lock.id,
    encounterId: lock.encounter_id,
    statusCode: lock.status_code,
    createdById: lock.created_by_id,
    createdByUsername: lock.username,
    creationDate: lock.creation_date.toISOString(),
  };
}

/**
 * Takes the encounter's lock for the caller (spec 2 §4.4). One INSERT .. ON CONFLICT DO NOTHING against the partial
 * unique index (one ACTIVE lock per encounter) decides between concurrent callers: exactly one row wins. The caller's
 * own lock is answered as is; another user's is a 409 with the catalogue's lock-conflict text. A new lock is audited
 * and announced to live streams in the same transaction.
 */
export async function takeLock(db: Kysely<Database>, scope: Scope, encounterId: number, now: Date) {
  await findEncounterInScope(db, scope, encounterId);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('locks')
      .values({ tenant_id: scope.tenantId, encounter_id: encounterId, status_code: 'ACTIVE', created_by_id: scope.userId, creation_date: now, disabled_date: null })
      // The arbiter is the partial unique index on ACTIVE locks: its predicate must be a literal, since a prepared
      // statement's generic plan cannot prove a parameter matches it (connection.ts prepares statements).
      .onConflict((oc) => oc.column('encounter_id').where('status_code', '=', sql.lit('ACTIVE')).doNothing())
      .returning('id')
      .executeTakeFirst();
    const lock = await activeLock(trx, encounterId);
    if (!lock || lock.created_by_id !== scope.userId) throw conflict(MESSAGES.encounterLockConflict);
    if (inserted) {
      await writeAudit(trx, { tenantId: scope.tenantId, userId: scope.userId, action: 'LOCK', entityType: 'ENCOUNTER', entityId: encounterId, after: lockBody(lock) });
      await announceEncounterChange(trx, { encounterId, change: 'LOCKED', actorUserId: scope.userId, at: now });
    }
    return lockBody(lock);
  });
}

/** Releases the caller's ACTIVE lock, audited and announced in the caller's transaction; null when the caller holds none. */
export async function releaseOwnLock(trx: Transaction<Database>, scope: Scope, encounterId: number, now: Date) {
  const released = await trx
    .updateTable('locks')
    .set({ status_code: 'DISABLED', disabled_date: now })
    .where('encounter_id', '=', encounterId)
    .where('status_code', '=', 'ACTIVE')
    .where('created_by_id', '=', scope.userId)
    .returningAll()
    .executeTakeFirst();
  if (!released) return null;
  await writeAudit(trx, { tenantId: scope.tenantId, userId: scope.userId, action: 'UNLOCK', entityType: 'ENCOUNTER', entityId: encounterId });
  await announceEncounterChange(trx, { encounterId, change: 'UNLOCKED', actorUserId: scope.userId, at: now });
  return lockBody({ ...released, username: scope.username });
}

/** Throws 409 unless the caller holds the encounter's ACTIVE lock (spec 2 §4.4: editing requires the lock). */
export async function requireOwnLock(db: Db, scope: Scope, encounterId: number): Promise<void> {
  const lock = await activeLock(db, encounterId);
  if (!lock) throw conflict('Lock the encounter before changing it');
  if (lock.created_by_id !== scope.userId) throw conflict(`The encounter is locked by ${lock.username}`);
}
