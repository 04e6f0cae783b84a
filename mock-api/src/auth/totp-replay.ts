import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';

/**
 * Records `step` as the user's last accepted authenticator step, only if it is newer than the last one.
 * One conditional UPDATE, so two simultaneous requests with the same code cannot both succeed.
 * Returns false when the step (or a later one) was already used: the code is a replay.
 */
export async function claimTotpStep(db: Kysely<Database>, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
