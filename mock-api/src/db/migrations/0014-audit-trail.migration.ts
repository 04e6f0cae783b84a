import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The audit trail's reads (issue 14): each event names the encounter it concerns (`encounter_id`, no foreign key: the
 * trail outlives the rows it describes, e.g. after a demo data reset), so the trail reads by encounter, user and time
 * through indexes. Events written before this migration get their encounter from the rows they name.
 */
export const auditTrailMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('audit_events').addColumn('encounter_id', 'integer').execute();
    await sql`update audit_events a set encounter_id = a.entity_id::int
      where a.entity_type = 'ENCOUNTER' and a.entity_id ~ '^[0-9]{1,9}$'`.execute(db);
    await sql`update audit_events a set encounter_id = c.encounter_id from conditions c
      where a.entity_type in ('ENCOUNTER_CONDITION', 'CDI_TAGS', 'CODER_TAGS', 'PRACTITIONER_TAGS')
        and a.entity_id ~ '^[0-9]{1,9}$' and c.id = a.entity_id::int`.execute(db);
    await sql`update audit_events a set encounter_id = r.encounter_id from reviews r
      where a.entity_type = 'REVIEW' and a.entity_id ~ '^[0-9]{1,9}$' and r.id = a.entity_id::int`.execute(db);
    await sql`update audit_events a set encounter_id = n.encounter_id from notes n
      where a.entity_type = 'NOTE' and a.entity_id ~ '^[0-9]{1,9}$' and n.id = a.entity_id::int`.execute(db);
    await sql`update audit_events a set encounter_id = c.encounter_id from condition_rules r join conditions c on c.id = r.encounter_condition_id
      where a.entity_type = 'CONDITION_RULE' and a.entity_id ~ '^[0-9]{1,9}$' and r.id = a.entity_id::int`.execute(db);
    await db.schema.createIndex('audit_events_tenant_at_idx').on('audit_events').columns(['tenant_id', 'at', 'id']).execute();
    await db.schema.createIndex('audit_events_encounter_idx').on('audit_events').columns(['tenant_id', 'encounter_id', 'at']).execute();
    await db.schema.createIndex('audit_events_user_idx').on('audit_events').columns(['tenant_id', 'user_id', 'at']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const index of ['audit_events_user_idx', 'audit_events_encounter_idx', 'audit_events_tenant_at_idx']) await db.schema.dropIndex(index).ifExists().execute();
    await db.schema.alterTable('audit_events').dropColumn('encounter_id').execute();
  },
};
