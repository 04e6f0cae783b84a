import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Saved list filters per user (spec 1 §7: "Filter values are saved per user for the worklist, the appointment list
 * and the patient list"), written by PUT /api/user/{id}/update and answered in the session user. jsonb, null = none.
 */
export const userFiltersMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('users')
      .addColumn('worklist_filters', 'jsonb')
      .addColumn('appointmentlist_filters', 'jsonb')
      .addColumn('patient_list_filters', 'jsonb')
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('users')
      .dropColumn('worklist_filters')
      .dropColumn('appointmentlist_filters')
      .dropColumn('patient_list_filters')
      .execute();
  },
};
