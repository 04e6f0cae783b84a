import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Marks the conditions an encounter copy created (spec 2 §4.6), so resetting the copy removes exactly those and
 * leaves the encounter's own conditions. Deleting the copy record deletes its conditions too.
 */
export const encounterCopyMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('conditions')
      .addColumn('encounter_copy_id', 'integer', (c) => c.references('encounter_copies.id').onDelete('cascade'))
      .execute();
    await db.schema.createIndex('conditions_encounter_copy_idx').on('conditions').column('encounter_copy_id').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('conditions_encounter_copy_idx').ifExists().execute();
    await db.schema.alterTable('conditions').dropColumn('encounter_copy_id').execute();
  },
};
