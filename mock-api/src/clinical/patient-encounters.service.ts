import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import type { Scope } from './access.service';
import { findPatientInScope } from './patient-search.service';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** Most encounters one patient list modal loads (the demo's busiest patient has about a dozen). */
export const PATIENT_ENCOUNTER_LIMIT = 500;

/**
 * A patient's encounters for the patient list's modal (spec 1 §2.7, §7 "GET encounters per patient"), rows shaped as
 * GET /api/encounter's. The patient must be in the caller's tenant (and regions): 404 otherwise.
 */
export async function patientEncounters(db: Kysely<Database>, scope: Scope, patientId: number, sortDir: 'asc' | 'desc') {
  await findPatientInScope(db, scope, patientId);
  const rows = await db
    .selectFrom('encounters as e')
    .innerJoin('patients as p', 'p.id', 'e.patient_id')
    .leftJoin('regions as rg', 'rg.id', 'p.region_id')
    .leftJoin('reviews as r', 'r.encounter_id', 'e.id')
    .leftJoin('locks as l', (join) => join.onRef('l.encounter_id', '=', 'e.id').on('l.status_code', '=', 'ACTIVE'))
    .leftJoin('users as lu', 'lu.id', 'l.created_by_id')
    .leftJoin('practitioners as pr', 'pr.id', 'e.practitioner_id')
    .where('e.patient_id', '=', patientId)
    .where('e.tenant_id', '=', scope.tenantId)
    .select([
      'e.id', 'e.start', 'e.ingest_date', 'e.status', 'e.appointment_type', 'e.open_hcc_count', 'e.last_review_date',
      'e.coder_query_outstanding_date',
      'p.id as p_id', 'p.first_name as p_first_name', 'p.last_name as p_last_name', 'p.birth_date as p_birth_date', 'p.mrn as p_mrn',
      'p.vbc_program as p_vbc_program', 'p.tenant_id as p_tenant_id', 'rg.name as p_region', 'p.org_id as p_org_id',
      'p.rules_filter_specialty_prefix as p_rules_prefix', 'p.personal_email as p_email', 'p.home_phone as p_phone',
      'p.insurance as p_insurance', 'p.status as p_status',
      'pr.id as pr_id', 'pr.first_name as pr_first_name', 'pr.last_name as pr_last_name', 'pr.status_code as pr_status',
      'pr.org_id as pr_org_id', 'pr.specialty as pr_specialty',
      'r.review_code', 'r.query_status_code',
      'l.id as l_id', 'l.status_code as l_status', 'l.created_by_id as l_by_id', 'l.creation_date as l_date', 'lu.username as l_by_name',
    ])
    .orderBy('e.start', sortDir)
    .orderBy('e.id', sortDir)
    .limit(PATIENT_ENCOUNTER_LIMIT)
    .execute();

  return rows.map((row) => ({
    id: row.id,
    start: row.start.toISOString(),
    ingestDate: iso(row.ingest_date),
    status: row.status,
    appointmentType: row.appointment_type,
    openHccCount: row.open_hcc_count,
    lastReviewDate: iso(row.last_review_date),
    coderQueryOutstandingDate: iso(row.coder_query_outstanding_date),
    patient: {
      id: row.p_id,
      firstName: row.p_first_name,
      lastName: row.p_last_name,
      birthDate: row.p_birth_date,
      mrn: row.p_mrn,
      vbcProgram: row.p_vbc_program,
      tenantId: row.p_tenant_id,
      patientRegion: row.p_region,
      patientOrgId: row.p_org_id,
      rulesFilterSpecialtyPrefix: row.p_rules_prefix,
      personalEmail: row.p_email,
      homePhone: row.p_phone,
      insurance: row.p_insurance,
      status: row.p_status,
    },
    practitioner:
      row.pr_id !== null && row.pr_first_name !== null && row.pr_last_name !== null && row.pr_status !== null
        ? { id: row.pr_id, firstName: row.pr_first_name, lastName: row.pr_last_name, statusCode: row.pr_status, orgId: row.pr_org_id }
        : null,
    review: row.review_code ? { reviewCode: row.review_code, queryStatusCode: row.query_status_code } : null,
    lock:
      row.l_id !== null && row.l_status !== null && row.l_by_id !== null && row.l_date !== null
        ? { id: row.l_id, encounterId: row.id, statusCode: row.l_status, createdById: row.l_by_id, createdByUsername: row.l_by_name ?? '', creationDate: row.l_date.toISOString() }
        : null,
  }));
}
