import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Platform base: tenants, users and their roles and properties, sessions, feedback, mail outbox and audit.
 * Kysely's schema builder keeps it portable between PGlite and PostgreSQL.
 */
export const initialMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('tenants')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('tenant_properties')
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('property_key', 'text', (c) => c.notNull())
      .addColumn('property_value', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('tenant_properties_pk', ['tenant_id', 'property_key'])
      .execute();

    await db.schema
      .createTable('users')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      // Sign-in names no tenant, so usernames (stored lower case) are unique across tenants.
      .addColumn('username', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('alias', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_at', 'timestamptz')
      .addColumn('mfa_type', 'text', (c) => c.check(sql`mfa_type in ('EMAIL', 'TOTP', 'QR_TOTP')`))
      .addColumn('totp_secret', 'text')
      .addColumn('mfa_setup_done', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('qr_code_uuid', 'text', (c) => c.unique())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('users_tenant_idx').on('users').column('tenant_id').execute();

    await db.schema
      .createTable('user_roles')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
      .addUniqueConstraint('user_roles_position_uq', ['user_id', 'position'])
      .execute();

    await db.schema
      .createTable('user_properties')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('property_key', 'text', (c) => c.notNull())
      .addColumn('property_value', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_properties_pk', ['user_id', 'property_key'])
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('active_role', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
    await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

    await db.schema
      .createTable('feedback')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('feedback_type_code', 'text', (c) => c.notNull())
      .addColumn('encounter_id', 'integer')
      .addColumn('application_type_code', 'text', (c) => c.notNull())
      .addColumn('application_state', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('feedback_tenant_created_idx').on('feedback').columns(['tenant_id', 'created_at']).execute();

    await db.schema
      .createTable('outbox_mails')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('to', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('outbox_mails_sent_idx').on('outbox_mails').column('sent_at').execute();

    await db.schema
      .createTable('audit_events')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('entity_type', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text')
      .addColumn('before', 'jsonb')
      .addColumn('after', 'jsonb')
      .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('audit_events_entity_idx')
      .on('audit_events')
      .columns(['tenant_id', 'entity_type', 'entity_id'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['audit_events', 'outbox_mails', 'feedback', 'sessions', 'user_properties', 'user_roles', 'users', 'tenant_properties', 'tenants']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
