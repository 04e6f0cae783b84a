import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

const REVIEW_CODES = ['OPEN', 'READY_FOR_CDI_QA', 'READY_FOR_PHYSICIAN', 'CODER_BYPASSED', 'READY_FOR_CODER', 'READY_FOR_CODER_QA', 'COMPLETED', 'REMOVED', 'LOCKED'];
const ENCOUNTER_STATUSES = ['ARRIVED', 'CANCELLED', 'FINISHED', 'IGNORED', 'IN_PROGRESS', 'PLANNED', 'PROPOSED'];

/**
 * Clinical data (spec 1 §3, spec 2 §3): organizations, regions, practitioners, patients, encounters with their
 * review, locks, notes, conditions and tags, copies, NLP documents, and the ICD-10/HCC reference tables.
 * Every tenant-owned row carries tenant_id so each query can scope by tenant without joins.
 * Codes are fixed here (not imported) so the migration never changes after it ships.
 */
export const domainMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const tenantId = (c: ColumnDefinitionBuilder) =>
      c.notNull().references('tenants.id').onDelete('cascade');

    await db.schema
      .createTable('organizations')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', tenantId)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .execute();
    await db.schema.createIndex('organizations_tenant_name_idx').on('organizations').columns(['tenant_id', 'name']).execute();

    await db.schema
      .createTable('regions')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', tenantId)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('alias', 'text', (c) => c.notNull())
      .addUniqueConstraint('regions_tenant_name_uq', ['tenant_id', 'name'])
      .execute();

    await db.schema
      .createTable('practitioners')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', tenantId)
      .addColumn('org_id', 'integer', (c) => c.references('organizations.id').onDelete('set null'))
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('status_code', 'text', (c) => c.notNull().check(sql`status_code in ('ACTIVE', 'INACTIVE')`))
      .addColumn('specialty', 'text')
      .execute();
    await db.schema.createIndex('practitioners_tenant_name_idx').on('practitioners').columns(['tenant_id', 'last_name', 'first_name']).execute();

    await db.schema
      .createTable('user_practitioners')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('practitioner_id', 'integer', (c) => c.notNull().references('practitioners.id').onDelete('cascade'))
      .execute();

    await db.schema
      .createTable('patients')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', tenantId)
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('birth_date', 'text', (c) => c.notNull().check(sql`birth_date ~ '^\\d{4}-\\d{2}-\\d{2}$'`))
      .addColumn('mrn', 'text', (c) => c.notNull())
      .addColumn('region_id', 'integer', (c) => c.references('regions.id').onDelete('set null'))
      .addColumn('org_id', 'integer', (c) => c.references('organizations.id').onDelete('set null'))
      .addColumn('vbc_program', 'text')
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ACTIVE', 'INACTIVE')`))
      .addColumn('personal_email', 'text')
      .addColumn('home_phone', 'text')
      .addColumn('insurance', 'text')
      .addColumn('rules_filter_specialty_prefix', 'text')
      .addColumn('on_off_shore', 'text', (c) => c.notNull().defaultTo('ONSHORE').check(sql`on_off_shore in ('ONSHORE', 'OFFSHORE')`))
      .execute();
    // Name filters are prefix searches on lower(name) (spec 1 §5 trailing wildcard): text_pattern_ops serves LIKE 'x%'.
    await db.schema.createIndex('patients_last_name_idx').on('patients').expression(sql`tenant_id, lower(last_name) text_pattern_ops`).execute();
    await db.schema.createIndex('patients_first_name_idx').on('patients').expression(sql`tenant_id, lower(first_name) text_pattern_ops`).execute();
    await db.schema.createIndex('patients_birth_date_idx').on('patients').columns(['tenant_id', 'birth_date']).execute();
    // One patient may carry several MRNs ('a;b'); the array index answers "has this MRN".
    await db.schema.createIndex('patients_mrn_idx').on('patients').using('gin').expression(sql`string_to_array(mrn, ';')`).execute();
    await db.schema.createIndex('patients_region_idx').on('patients').columns(['region_id']).execute();

    await db.schema
      .createTable('encounters')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', tenantId)
      .addColumn('patient_id', 'integer', (c) => c.notNull().references('patients.id').onDelete('cascade'))
      .addColumn('practitioner_id', 'integer', (c) => c.references('practitioners.id').onDelete('set null'))
      .addColumn('start', 'timestamptz', (c) => c.notNull())
      .addColumn('ingest_date', 'timestamptz')
      .addColumn('status', 'text', (c) => c.notNull().check(inList('status', ENCOUNTER_STATUSES)))
      .addColumn('type', 'text')
      .addColumn('appointment_type', 'text')
      .addColumn('reason_description', 'text')
      .addColumn('description', 'text')
      .addColumn('source', 'text')
      .addColumn('open_hcc_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('copied_from_id', 'integer', (c) => c.references('encounters.id').onDelete('set null'))
      .addColumn('coder_query_outstanding_date', 'timestamptz')
      .addColumn('last_review_date', 'timestamptz')
      .execute();
    await db.schema.createIndex('encounters_tenant_start_idx').on('encounters').columns(['tenant_id', 'start', 'id']).execute();
    await db.schema.createIndex('encounters_tenant_status_start_idx').on('encounters').columns(['tenant_id', 'status', 'start']).execute();
    await db.schema.createIndex('encounters_practitioner_start_idx').on('encounters').columns(['practitioner_id', 'start']).execute();
    await db.schema.createIndex('encounters_patient_start_idx').on('encounters').columns(['patient_id', 'start']).execute();
    await db.schema.createIndex('encounters_tenant_hcc_idx').on('encounters').columns(['tenant_id', 'open_hcc_count']).execute();

    await db.schema
      .createTable('reviews')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', tenantId)
      .addColumn('encounter_id', 'integer', (c) => c.notNull().unique().references('encounters.id').onDelete('cascade'))
      .addColumn('review_code', 'text', (c) => c.notNull().check(inList('review_code', REVIEW_CODES)))
      .addColumn('query_status_code', 'text', (c) =>
        c.check(sql`query_status_code in ('REVIEW_QUERY_OUTSTANDING', 'REVIEW_QUERY_RESPONSE_RECEIVED')`),
      )
      .addColumn('reviewer_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('modification_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('reviews_tenant_code_idx').on('reviews').columns(['tenant_id', 'review_code', 'encounter_id']).execute();
    await db.schema.createIndex('reviews_tenant_query_idx').on('reviews').columns(['tenant_id', 'query_status_code']).execute();

    await db.schema
      .createTable('locks')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', tenantId)
      .addColumn('encounter_id', 'integer', (c) => c.notNull().references('encounters.id').onDelete('cascade'))
      .addColumn('status_code', 'text', (c) => c.notNull().check(sql`status_code in ('ACTIVE', 'DISABLED')`))
      .addColumn('created_by_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('creation_date', 'timestamptz', (c) => c.notNull())
      .addColumn('disabled_date', 'timestamptz')
      .execute();
    // At most one ACTIVE lock per encounter: taking a lock is one INSERT .. ON CONFLICT DO NOTHING, atomic on any engine.
    await db.schema
      .createIndex('locks_one_active_uq')
      .on('locks')
      .column('encounter_id')
      .unique()
      .where(sql.ref('status_code'), '=', 'ACTIVE')
      .execute();
    await db.schema.createIndex('locks_tenant_status_idx').on('locks').columns(['tenant_id', 'status_code', 'encounter_id']).execute();

    await db.schema
      .createTable('conditions')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', tenantId)
      .addColumn('encounter_id', 'integer', (c) => c.notNull().references('encounters.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text')
      .addColumn('condition_status', 'text', (c) => c.notNull().check(sql`condition_status in ('KNOWN', 'POTENTIAL', 'ACTIVITY')`))
      .addColumn('condition_code', 'text', (c) =>
        c.notNull().check(sql`condition_code in ('ADDRESSED', 'DISMISSED', 'OPEN', 'SEEN', 'REMOVED', 'CLOSED')`),
      )
      .addColumn('status_code', 'text', (c) => c.notNull().check(sql`status_code in ('ACTIVE', 'HIDDEN', 'REMOVED', 'DISABLED')`))
      .addColumn('icd10_code_json', 'jsonb')
      .addColumn('hcc_code', 'text')
      .addColumn('hcc_description', 'text')
      .addColumn('hcc_version', 'text')
      .addColumn('confidence', 'double precision')
      .addColumn('clinical_evidence', 'text')
      .addColumn('addressed_date', 'timestamptz')
      .addColumn('check_mark', 'text')
      .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('source', 'text')
      .addColumn('rule_filter_id', 'integer')
      .addColumn('reason_code', 'text')
      .addColumn('comments', 'text')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('creation_date', 'timestamptz', (c) => c.notNull())
      .addColumn('modification_date', 'timestamptz')
      .addColumn('created_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('modified_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('conditions_encounter_idx').on('conditions').columns(['encounter_id', 'condition_status', 'condition_code']).execute();

    await db.schema
      .createTable('condition_rules')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', tenantId)
      .addColumn('encounter_condition_id', 'integer', (c) => c.notNull().references('conditions.id').onDelete('cascade'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('title', 'text')
      .addColumn('status_code', 'text', (c) => c.notNull().check(sql`status_code in ('ACTIVE', 'REMOVED')`))
      .addColumn('target_id', 'integer')
      .addColumn('target_source_code', 'text')
      .addColumn('target_type', 'text')
      .addColumn('target_subtype_code', 'text')
      .addColumn('rule_input_json', 'jsonb')
      .execute();
    await db.schema.createIndex('condition_rules_condition_idx').on('condition_rules').column('encounter_condition_id').execute();

    const conditionKey = (c: ColumnDefinitionBuilder) =>
      c.primaryKey().references('conditions.id').onDelete('cascade');
    await db.schema
      .createTable('cdi_tags')
      .addColumn('encounter_condition_id', 'integer', conditionKey)
      .addColumn('tenant_id', 'text', tenantId)
      .addColumn('net_new_status_code', 'text')
      .addColumn('known_potential_status_code', 'text')
      .addColumn('expected_diagnosis', 'boolean')
      .execute();
    await db.schema
      .createTable('coder_tags')
      .addColumn('encounter_condition_id', 'integer', conditionKey)
      .addColumn('tenant_id', 'text', tenantId)
      .addColumn('query_status_code', 'text')
      .addColumn('query_creation_date', 'timestamptz')
      .addColumn('query_creation_username', 'text')
      .addColumn('query_response_date', 'timestamptz')
      .addColumn('query_response_username', 'text')
      .addColumn('on_claim_status_code', 'text')
      .addColumn('reportable_status_code', 'text')
      .addColumn('reportable_header_code', 'text')
      .addColumn('reportable_reason', 'text')
      .addColumn('reportable_text', 'text')
      .addColumn('condition_diagnosis_code', 'text')
      .addColumn('activity_met_status_code', 'text')
      .execute();
    await db.schema
      .createTable('practitioner_tags')
      .addColumn('encounter_condition_id', 'integer', conditionKey)
      .addColumn('tenant_id', 'text', tenantId)
      .addColumn('practitioner_response_code', 'text')
      .execute();

    await db.schema
      .createTable('notes')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', tenantId)
      .addColumn('encounter_id', 'integer', (c) => c.notNull().references('encounters.id').onDelete('cascade'))
      .addColumn('encounter_condition_id', 'integer', (c) => c.references('conditions.id').onDelete('cascade'))
      .addColumn('note_body', 'text', (c) => c.notNull())
      .addColumn('note_reason_code', 'text', (c) => c.notNull().check(sql`note_reason_code in ('OPEN', 'CODER_QUERY')`))
      .addColumn('created_by_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('creation_date', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('notes_encounter_idx').on('notes').columns(['encounter_id', 'creation_date']).execute();

    await db.schema
      .createTable('encounter_copies')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', tenantId)
      .addColumn('encounter_id', 'integer', (c) => c.notNull().references('encounters.id').onDelete('cascade'))
      .addColumn('source_encounter_id', 'integer', (c) => c.notNull().references('encounters.id').onDelete('cascade'))
      .addColumn('created_by_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('creation_date', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('encounter_copies_encounter_idx').on('encounter_copies').column('encounter_id').execute();

    await db.schema
      .createTable('nlp_documents')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', tenantId)
      .addColumn('encounter_condition_id', 'integer', (c) => c.notNull().references('conditions.id').onDelete('cascade'))
      .addColumn('page_text', 'text', (c) => c.notNull())
      .addColumn('predicted_text', 'text', (c) => c.notNull())
      .addColumn('hcc_code', 'text')
      .addColumn('hcc_description', 'text')
      .addColumn('icd10_code', 'text')
      .addColumn('icd10_description', 'text')
      .addColumn('document_type_code', 'text', (c) => c.notNull())
      .addColumn('document_date_of_service', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('nlp_documents_condition_idx').on('nlp_documents').column('encounter_condition_id').execute();

    await db.schema
      .createTable('icd10_codes')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('cms_hcc_v24', 'text')
      .addColumn('cms_hcc_v28', 'text')
      .execute();
    await db.schema.createIndex('icd10_codes_code_pattern_idx').on('icd10_codes').expression(sql`code text_pattern_ops`).execute();
    await db.schema.createIndex('icd10_codes_description_idx').on('icd10_codes').expression(sql`lower(description) text_pattern_ops`).execute();

    await db.schema
      .createTable('hcc_labels')
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('hcc', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('hcc_labels_pk', ['model', 'hcc'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'hcc_labels', 'icd10_codes', 'nlp_documents', 'encounter_copies', 'notes', 'practitioner_tags', 'coder_tags', 'cdi_tags',
      'condition_rules', 'conditions', 'locks', 'reviews', 'encounters', 'patients', 'user_practitioners', 'practitioners',
      'regions', 'organizations',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
