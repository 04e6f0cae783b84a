import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * SMART App Launch: the state of each launch under way (state, PKCE verifier, issuer, tenant), kept on the server so
 * the verifier never reaches the browser, every API process sees it, and the callback can use it once only.
 */
export const smartLaunchMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('smart_launch_states')
      .addColumn('state', 'text', (c) => c.primaryKey())
      .addColumn('code_verifier', 'text', (c) => c.notNull())
      .addColumn('issuer', 'text', (c) => c.notNull())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('smart_launch_states').execute();
  },
};
