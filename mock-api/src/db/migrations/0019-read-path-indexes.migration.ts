import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The hot read paths measured at 100,000 encounters (issue 15):
 * - The worklist views filter on the review's code and sort by the visit's start. With the code only on `reviews`,
 *   PostgreSQL walked the tenant's PLANNED encounters in start order and probed each one's review (992 probes to keep
 *   51 for the CDI worklist). `encounters.review_code` mirrors the review's code, kept by a trigger on `reviews` (so no
 *   write path can forget it), and indexes serve each view's filter in start order: one per code for the
 *   single-code views, and the CDI worklist's own (PLANNED, OPEN or READY_FOR_CDI_QA).
 * - The detail's condition notes were found by a sequential scan of every note (`notes` had an index on the
 *   encounter only).
 */
export const readPathIndexesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('encounters').addColumn('review_code', 'text').execute();
    await sql`update encounters e set review_code = r.review_code from reviews r where r.encounter_id = e.id`.execute(db);
    await sql`
      create function encounters_review_code_sync() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          if tg_op = 'DELETE' or new.encounter_id <> old.encounter_id then
            update encounters set review_code = null where id = old.encounter_id;
          end if;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          update encounters set review_code = new.review_code where id = new.encounter_id and review_code is distinct from new.review_code;
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger reviews_review_code_sync after insert or delete or update of review_code, encounter_id on reviews
      for each row execute function encounters_review_code_sync()`.execute(db);
    await db.schema.createIndex('encounters_review_start_idx').on('encounters').columns(['tenant_id', 'review_code', 'start', 'id']).execute();
    await db.schema
      .createIndex('encounters_cdi_worklist_idx')
      .on('encounters')
      .columns(['tenant_id', 'start', 'id'])
      .where(sql.ref('status'), '=', 'PLANNED')
      .where(sql.ref('review_code'), 'in', ['OPEN', 'READY_FOR_CDI_QA'])
      .execute();
    await db.schema.createIndex('notes_condition_idx').on('notes').columns(['encounter_condition_id', 'creation_date']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('notes_condition_idx').execute();
    await db.schema.dropIndex('encounters_cdi_worklist_idx').execute();
    await db.schema.dropIndex('encounters_review_start_idx').execute();
    await sql`drop trigger reviews_review_code_sync on reviews`.execute(db);
    await sql`drop function encounters_review_code_sync()`.execute(db);
    await db.schema.alterTable('encounters').dropColumn('review_code').execute();
  },
};
