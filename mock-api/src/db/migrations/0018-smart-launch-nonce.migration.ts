import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * SMART App Launch: each launch's OpenID Connect nonce, sent in the authorization request and required back in the
 * ID token, so an ID token issued for another launch (or replayed) is refused even with a valid code.
 */
export const smartLaunchNonceMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    // Launches under way at the upgrade have none: their callbacks are refused; the user launches again.
    await db.schema.alterTable('smart_launch_states').addColumn('nonce', 'text', (c) => c.notNull().defaultTo(sql`''`)).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('smart_launch_states').dropColumn('nonce').execute();
  },
};
