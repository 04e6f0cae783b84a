import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  nameFilterPrefix,
  PAGE_SIZE,
  parseFilterDate,
  parsePatientQuery,
  type PatientEncounterSummary,
  type PatientListRow,
  type PatientPropertyKey,
} from 'shared-kit/domain';
import type { Database } from '../db/database.types';
import { badRequest } from '../http/api-error';
import { notFound, type Scope } from './access.service';
import { regionCondition } from './encounter-scope.repository';

export interface PatientSearchParams {
  query?: string;
  mrn?: string;
  firstName?: string;
  lastName?: string;
  birthDate?: string;
  patientRegion?: string;
  patientOrgId?: string;
  onOffShore?: 'ONSHORE' | 'OFFSHORE';
  defaultPatientOffshoreFilter?: 'ONSHORE' | 'OFFSHORE';
  vbcProgram?: string;
  nlpConditionCount?: number;
  sort?: string;
  limit?: number;
  offset?: number;
  userRole?: string;
  append?: boolean;
}

export const PATIENT_SORT_COLUMNS = { lastName: 'p.last_name', firstName: 'p.first_name', birthDate: 'p.birth_date', mrn: 'p.mrn' } as const;
type PatientSortField = keyof typeof PATIENT_SORT_COLUMNS;

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const listOf = (text: string | undefined): string[] => (text ?? '').split(',').map((s) => s.trim()).filter((s) => s.length > 0);
const prefixLike = (column: string, text: string): RawBuilder<boolean> =>
  sql<boolean>`lower(${sql.ref(column)}) like ${`${escapeLike(text.toLowerCase())}%`}`;
const mrnMatches = (mrn: string): RawBuilder<boolean> => sql<boolean>`string_to_array(p.mrn, ';') @> array[${mrn}]::text[]`;

/**
 * One encounter of the patient as a JSON object (or null): `where` picks it, `order` the one wanted first. A correlated
 * subquery per page row, on the (patient, start) index.
 */
function encounterSummary(where: RawBuilder<boolean>, order: 'asc' | 'desc') {
  return sql<PatientEncounterSummary | null>`(
    select json_build_object(
      'encounterId', e.id,
      'encounterStart', to_char(e.start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'appointmentType', e.appointment_type,
      'practitioner', case when pr.id is null then null
        else json_build_object('id', pr.id, 'firstName', pr.first_name, 'lastName', pr.last_name) end)
    from encounters e left join practitioners pr on pr.id = e.practitioner_id
    where e.patient_id = p.id and ${where}
    order by e.start ${sql.raw(order)}, e.id ${sql.raw(order)} limit 1)`;
}

/**
 * The patient list search (spec 1 §2.7, §7 GET /api/patient/enhanced_search): the caller's tenant (and regions), ACTIVE
 * patients only, the free-text `query` read by shared-kit `parsePatientQuery`, plus the list's filters. Each row
 * carries the next appointment, the proposed encounter and the previous encounter its columns need.
 */
export async function searchPatients(db: Kysely<Database>, scope: Scope, params: PatientSearchParams, now: Date): Promise<PatientListRow[]> {
  if (params.userRole !== undefined && params.userRole !== scope.role) {
    throw badRequest(`query.userRole: '${params.userRole}' is not your active role (${scope.role})`);
  }
  const [sortField = 'lastName', sortDir = 'asc'] = (params.sort ?? 'lastName asc').split(' ') as [PatientSortField, 'asc' | 'desc'];
  const dir = sortDir === 'desc' ? 'desc' : 'asc';

  let q = db
    .selectFrom('patients as p')
    .leftJoin('regions as rg', 'rg.id', 'p.region_id')
    .where('p.tenant_id', '=', scope.tenantId)
    .where('p.status', '=', 'ACTIVE')
    .where((eb) => regionCondition(eb, scope));

  const text = parsePatientQuery(params.query);
  if (text.kind === 'birthDate') q = q.where('p.birth_date', '=', text.birthDate);
  if (text.kind === 'mrn') q = q.where(mrnMatches(text.mrn));
  if (text.kind === 'name') {
    if (text.lastName) q = q.where(prefixLike('p.last_name', text.lastName));
    if (text.firstName) q = q.where(prefixLike('p.first_name', text.firstName));
  }

  const mrn = params.mrn?.trim();
  if (mrn) q = q.where(mrnMatches(mrn));
  for (const [key, column] of [['firstName', 'p.first_name'], ['lastName', 'p.last_name']] as const) {
    const prefix = nameFilterPrefix(params[key] ?? '');
    if (prefix) q = q.where(prefixLike(column, prefix));
  }
  if (params.birthDate !== undefined && params.birthDate.trim() !== '') {
    const day = parseFilterDate(params.birthDate);
    if (!day) throw badRequest('query.birthDate: not a date (YYYY-MM-DD or M/D/YYYY)');
    q = q.where('p.birth_date', '=', day);
  }
  const regions = listOf(params.patientRegion);
  if (regions.length > 0) q = q.where('rg.name', 'in', regions);
  const orgIds = listOf(params.patientOrgId).map(Number);
  if (orgIds.length > 0) q = q.where('p.org_id', 'in', orgIds);
  const offshore = params.onOffShore ?? params.defaultPatientOffshoreFilter;
  if (offshore) q = q.where('p.on_off_shore', '=', offshore);
  const vbc = params.vbcProgram?.trim();
  if (vbc) q = q.where('p.vbc_program', '=', vbc);
  if (params.nlpConditionCount !== undefined) {
    // Patients with at least N NLP-sourced conditions over their encounters ('NLP Encounters Only' sends 1).
    q = q.where(sql<boolean>`(select count(*) from conditions c join encounters e on e.id = c.encounter_id
      where e.patient_id = p.id and c.source = 'NLP' and c.status_code <> 'REMOVED') >= ${params.nlpConditionCount}`);
  }

  const rows = await q
    .select([
      'p.id', 'p.first_name', 'p.last_name', 'p.birth_date', 'p.mrn', 'p.vbc_program', 'p.tenant_id', 'rg.name as region', 'p.org_id',
      'p.rules_filter_specialty_prefix', 'p.personal_email', 'p.home_phone', 'p.insurance', 'p.status', 'p.on_off_shore',
    ])
    .select([
      encounterSummary(sql<boolean>`e.status in ('PLANNED', 'ARRIVED') and e.start >= ${now}`, 'asc').as('next_encounter'),
      encounterSummary(sql<boolean>`e.status = 'PROPOSED'`, 'asc').as('proposed_encounter'),
      encounterSummary(sql<boolean>`e.status not in ('PROPOSED', 'CANCELLED') and e.start < ${now}`, 'desc').as('prev_encounter'),
    ])
    .orderBy(sql`${sql.ref(PATIENT_SORT_COLUMNS[sortField])} ${sql.raw(dir)}`)
    .orderBy('p.first_name', dir)
    .orderBy('p.id', dir)
    .limit(params.limit ?? PAGE_SIZE)
    .offset(params.offset ?? 0)
    .execute();

  return rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date,
    mrn: row.mrn,
    vbcProgram: row.vbc_program,
    tenantId: row.tenant_id,
    patientRegion: row.region,
    patientOrgId: row.org_id,
    rulesFilterSpecialtyPrefix: row.rules_filter_specialty_prefix,
    personalEmail: row.personal_email,
    homePhone: row.home_phone,
    insurance: row.insurance,
    status: row.status,
    onOffShore: row.on_off_shore,
    nextEncounter: row.next_encounter,
    proposedEncounter: row.proposed_encounter,
    prevEncounter: row.prev_encounter,
  }));
}

/** The patient when the caller's tenant (and regions) may see it; 404 otherwise, the same for another tenant's id. */
export async function findPatientInScope(db: Kysely<Database>, scope: Scope, id: number): Promise<{ id: number; first_name: string; last_name: string }> {
  const row = await db
    .selectFrom('patients as p')
    .leftJoin('regions as rg', 'rg.id', 'p.region_id')
    .select(['p.id', 'p.first_name', 'p.last_name'])
    .where('p.id', '=', id)
    .where('p.tenant_id', '=', scope.tenantId)
    .where((eb) => regionCondition(eb, scope))
    .executeTakeFirst();
  if (!row) throw notFound(`Patient ${id} not found`);
  return row;
}

const PROPERTY_COLUMNS: Readonly<Record<PatientPropertyKey, 'vbc_program' | 'insurance' | 'rules_filter_specialty_prefix'>> = {
  vbcProgram: 'vbc_program',
  insurance: 'insurance',
  rulesFilterSpecialtyPrefix: 'rules_filter_specialty_prefix',
};

/** Distinct non-empty values of an allow-listed patient field among the caller's patients, A to Z. */
export async function patientPropertyValues(db: Kysely<Database>, scope: Scope, key: PatientPropertyKey): Promise<string[]> {
  const column = PROPERTY_COLUMNS[key];
  const rows = await db
    .selectFrom('patients as p')
    .leftJoin('regions as rg', 'rg.id', 'p.region_id')
    .select(sql<string>`${sql.ref(`p.${column}`)}`.as('value'))
    .distinct()
    .where('p.tenant_id', '=', scope.tenantId)
    .where((eb) => regionCondition(eb, scope))
    .where(sql.ref(`p.${column}`), 'is not', null)
    .where(sql<string>`trim(${sql.ref(`p.${column}`)})`, '<>', '')
    .orderBy('value')
    .execute();
  return rows.map((r) => r.value);
}
