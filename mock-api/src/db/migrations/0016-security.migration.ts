import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Security hardening (issue 16): demo tenants are marked (the demo data reset runs on nothing else), mails carry the
 * tenant they were sent for (the demo outbox shows a tenant its own mail only), and sign-in failures are counted in a
 * table of their own — per account, per unknown name and per client IP, with lockouts that end — so every API
 * process sees the same counts. The permanent lock columns on users give way to it.
 */
export const securityMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('tenants').addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
    // Data folders seeded before this migration hold only the demo tenants' data under these ids.
    await sql`update tenants set is_demo = true where id in ('demo', 'acme')`.execute(db);

    await db.schema
      .alterTable('outbox_mails')
      .addColumn('tenant_id', 'text', (c) => c.references('tenants.id').onDelete('cascade'))
      .execute();
    await sql`update outbox_mails o set tenant_id = u.tenant_id from users u where lower(u.email) = lower(o."to")`.execute(db);
    await db.schema.createIndex('outbox_mails_tenant_idx').on('outbox_mails').columns(['tenant_id', 'sent_at']).execute();

    await db.schema
      .createTable('auth_failures')
      // 'account:<user id>', 'name:<unknown login, lower case>', 'client:<scope>:<ip>'.
      .addColumn('subject', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('lockouts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'timestamptz')
      .addColumn('window_started_at', 'timestamptz', (c) => c.notNull())
      .addColumn('last_failure_at', 'timestamptz', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('request_counters')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();

    await db.schema.alterTable('users').dropColumn('failed_attempts').execute();
    await db.schema.alterTable('users').dropColumn('locked_at').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('users').addColumn('locked_at', 'timestamptz').execute();
    await db.schema.dropTable('request_counters').execute();
    await db.schema.dropTable('auth_failures').execute();
    await db.schema.dropIndex('outbox_mails_tenant_idx').execute();
    await db.schema.alterTable('outbox_mails').dropColumn('tenant_id').execute();
    await db.schema.alterTable('tenants').dropColumn('is_demo').execute();
  },
};
