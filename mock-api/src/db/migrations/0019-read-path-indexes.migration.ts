import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Indexes for the hot read paths measured at 100,000 encounters (issue 15): the detail's condition notes were found by
 * a sequential scan of every note (`notes` had an index on the encounter only).
 */
export const readPathIndexesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createIndex('notes_condition_idx').on('notes').columns(['encounter_condition_id', 'creation_date']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('notes_condition_idx').execute();
  },
};
