import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The last accepted authenticator time step per user, so a TOTP code cannot be used twice (issue 4). */
export const totpReplayMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').dropColumn('totp_last_step').execute();
  },
};
