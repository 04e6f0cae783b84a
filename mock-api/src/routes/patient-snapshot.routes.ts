import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { BOOKED_ENCOUNTER_STATUSES, firstIcd10, HCC_VERSIONS, WORKING_ROLES, type PatientSnapshot, type Role, type SnapshotCondition } from 'shared-kit/domain';
import { notFound, scopeOf, type Scope } from '../clinical/access.service';
import { regionCondition } from '../clinical/encounter-scope.repository';
import type { Database } from '../db/database.types';
import { contractSchema, READ_ERRORS } from '../http/contract-route';

/** Who may open a snapshot: every working role and the PATIENT_SNAPSHOT role the product names for it (spec 1 §6). */
const SNAPSHOT_ROLES: readonly Role[] = [...WORKING_ROLES, 'PATIENT_SNAPSHOT'];

const hccVersionOf = (value: string | null) => HCC_VERSIONS.find((version) => version === value) ?? null;

/**
 * The patient snapshot (spec 1 §2.9): the patient (404 for another tenant's id and, for CDI_RESTRICTED, outside
 * their regions), the practitioner of the next visit (else the last one), links to the last and next visits, and the
 * patient's open, active conditions across their visits, newest visit first, one per condition kind and ICD-10 code
 * (title when there is no code), each with the HCC lookup name of its category as the group title (spec 2 §3).
 */
export async function patientSnapshot(db: Kysely<Database>, scope: Scope, patientId: number, now: Date): Promise<PatientSnapshot> {
  const patient = await db
    .selectFrom('patients as p')
    .leftJoin('regions as rg', 'rg.id', 'p.region_id')
    .selectAll('p')
    .select('rg.name as region_name')
    .where('p.id', '=', patientId)
    .where('p.tenant_id', '=', scope.tenantId)
    .where((eb) => regionCondition(eb, scope))
    .executeTakeFirst();
  if (!patient) throw notFound(`Patient ${patientId} not found`);

  const visits = db
    .selectFrom('encounters as e')
    .leftJoin('practitioners as pr', 'pr.id', 'e.practitioner_id')
    .select(['e.id', 'e.start', 'pr.id as pr_id', 'pr.first_name', 'pr.last_name', 'pr.status_code', 'pr.org_id', 'pr.specialty'])
    .where('e.patient_id', '=', patientId)
    .where('e.tenant_id', '=', scope.tenantId)
    .where('e.status', 'in', BOOKED_ENCOUNTER_STATUSES);
  const [prev, next, conditionRows] = await Promise.all([
    visits.where('e.start', '<', now).orderBy('e.start', 'desc').orderBy('e.id', 'desc').executeTakeFirst(),
    visits.where('e.start', '>=', now).orderBy('e.start', 'asc').orderBy('e.id', 'asc').executeTakeFirst(),
    db
      .selectFrom('conditions as c')
      .innerJoin('encounters as e', 'e.id', 'c.encounter_id')
      .leftJoin('hcc_labels as h', (join) => join.onRef('h.model', '=', 'c.hcc_version').onRef('h.hcc', '=', 'c.hcc_code'))
      .select([
        'c.id',
        'c.encounter_id',
        'e.start',
        'c.title',
        'c.condition_status',
        'c.icd10_code_json',
        'c.hcc_code',
        'c.hcc_description',
        'c.hcc_version',
        'h.label as hcc_label',
      ])
      .where('e.patient_id', '=', patientId)
      .where('e.tenant_id', '=', scope.tenantId)
      .where('e.status', 'in', BOOKED_ENCOUNTER_STATUSES)
      .where('c.condition_code', '=', 'OPEN')
      .where('c.status_code', '=', 'ACTIVE')
      .orderBy('e.start', 'desc')
      .orderBy('c.priority', 'asc')
      .orderBy('c.id', 'asc')
      .execute(),
  ]);

  const seen = new Set<string>();
  const conditions: SnapshotCondition[] = [];
  for (const row of conditionRows) {
    const icd10Code = firstIcd10(row.icd10_code_json);
    const key = `${row.condition_status}|${icd10Code ?? row.title.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    conditions.push({
      id: row.id,
      encounterId: row.encounter_id,
      encounterStart: row.start.toISOString(),
      title: row.title,
      conditionStatus: row.condition_status,
      icd10Code,
      hccCode: row.hcc_code,
      hccDescription: row.hcc_description,
      hccVersion: hccVersionOf(row.hcc_version),
      hccGroupTitle: row.hcc_label ?? row.hcc_description,
    });
  }

  const visit = next ?? prev;
  return {
    patient: {
      id: patient.id,
      firstName: patient.first_name,
      lastName: patient.last_name,
      birthDate: patient.birth_date,
      mrn: patient.mrn,
      vbcProgram: patient.vbc_program,
      tenantId: patient.tenant_id,
      patientRegion: patient.region_name,
      regionName: patient.region_name,
      patientOrgId: patient.org_id,
      rulesFilterSpecialtyPrefix: patient.rules_filter_specialty_prefix,
      personalEmail: patient.personal_email,
      homePhone: patient.home_phone,
      insurance: patient.insurance,
      status: patient.status,
    },
    practitioner:
      visit && visit.pr_id !== null && visit.first_name !== null && visit.last_name !== null && visit.status_code !== null
        ? { id: visit.pr_id, firstName: visit.first_name, lastName: visit.last_name, statusCode: visit.status_code, orgId: visit.org_id, specialty: visit.specialty }
        : null,
    prevEncounter: prev ? { encounterId: prev.id, encounterStart: prev.start.toISOString() } : null,
    nextEncounter: next ? { encounterId: next.id, encounterStart: next.start.toISOString() } : null,
    conditions,
  };
}

/** GET /api/patient/{id}/snapshot and its /api/restricted/ twin (CDI_RESTRICTED only there, within their regions). */
export const patientSnapshotRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const restricted of [false, true]) {
    app.get(
      `${restricted ? '/api/restricted/patient' : '/api/patient'}/:id/snapshot`,
      {
        preHandler: app.requireSession,
        schema: contractSchema('GET /api/patient/:id/snapshot', { tags: ['patient'], summary: 'Patient snapshot: the patient, last and next visits, open conditions with their HCC group titles' }, READ_ERRORS),
      },
      async (request) => patientSnapshot(app.db, scopeOf(request, restricted, SNAPSHOT_ROLES), request.params.id, app.now()),
    );
  }
};
