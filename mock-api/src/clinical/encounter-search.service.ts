import { sql, type CompiledQuery, type Kysely } from 'kysely';
import {
  PAGE_SIZE,
  dateFilterBounds,
  isCoderType,
  nameFilterPrefix,
  parseFilterDate,
  unwrapParentheses,
  worklistQueryWindow,
  worklistViewFilter,
  type EncounterStatus,
  type LockStatus,
  type ReviewCode,
  type ReviewQueryStatus,
} from 'shared-kit/domain';
import { writtenOrderDatabase } from '../db/connection';
import type { Database } from '../db/database.types';
import { badRequest } from '../http/api-error';
import { scopeTimeZone, type Scope } from './access.service';
import { regionCondition } from './encounter-scope.repository';

export interface EncounterSearchParams {
  start?: string;
  end?: string;
  reviewCode?: ReviewCode | ReviewCode[];
  'reviewCode[]'?: ReviewCode | ReviewCode[];
  encounterStatus?: EncounterStatus | EncounterStatus[];
  'encounterStatus[]'?: EncounterStatus | EncounterStatus[];
  lockStatus?: LockStatus;
  reviewQueryStatus?: ReviewQueryStatus;
  practitionerId?: number;
  /** The patient's encounters only (GET/POST /api/encounter/search). */
  patientId?: number;
  patientRegion?: string;
  patientOrgId?: string;
  onOffShore?: 'ONSHORE' | 'OFFSHORE';
  mrn?: string;
  firstName?: string;
  lastName?: string;
  birthDate?: string;
  appointmentType?: string;
  vbcProgram?: string;
  potentialConditionCount?: '1' | '2' | '3' | '4+';
  nlpConditionCount?: number;
  specialty?: string;
  view?: string;
  limit?: number;
  offset?: number;
  sort?: string;
}

const SORT_COLUMNS = {
  start: 'e.start',
  openHccCount: 'e.open_hcc_count',
  lastName: 'p.last_name',
  firstName: 'p.first_name',
  birthDate: 'p.birth_date',
  appointmentType: 'e.appointment_type',
  ingestDate: 'e.ingest_date',
  lastReviewDate: 'e.last_review_date',
  id: 'e.id',
} as const;
type SortField = keyof typeof SORT_COLUMNS;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function dateParam(name: string, value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  const day = parseFilterDate(value);
  if (!day) throw badRequest(`query.${name}: not a date (YYYY-MM-DD or M/D/YYYY)`);
  return day;
}

const asList = <T>(value: T | readonly T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? [...(value as readonly T[])] : [value as T]);

const listOf = (text: string | undefined): string[] =>
  (text ?? '').split(',').map((s) => s.trim()).filter((s) => s.length > 0);

/**
 * Runs the search with PostgreSQL keeping the joins in the order written (encounters, then each lookup). Choosing an
 * order among its eight relations took PostgreSQL 8 ms of planning for 1.5 ms of execution of a worklist view at
 * 100,000 encounters (issue 15); for lists filtered on the encounter the written order is the plan it chose anyway.
 * On PostgreSQL the written-order pool runs it as one statement, planned once per connection; on PGlite (one
 * connection) and inside a transaction, `set local` keeps the order and the generic plan until the transaction ends.
 */
async function inWrittenJoinOrder<R>(db: Kysely<Database>, query: CompiledQuery<R>): Promise<R[]> {
  const fixed = db.isTransaction ? null : writtenOrderDatabase(db);
  if (fixed) return (await fixed.executeQuery(query)).rows;
  const run = async (trx: Kysely<Database>) => {
    // The written-order pool's settings, for this transaction (the statement is prepared by name, as everywhere).
    await sql`set local join_collapse_limit = 1; set local plan_cache_mode = force_generic_plan`.execute(trx);
    return (await trx.executeQuery(query)).rows;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/**
 * The encounter search behind the worklists, daily lists and appointments (spec 1 §7), scoped to the caller's tenant
 * (and regions). Patient status ACTIVE is always applied. A view adds its fixed keys (spec 1 §2.6) on top of the
 * user's filters. Every filter runs on an indexed column or a correlated count over conditions(encounter_id). A coder
 * worklist view also keeps to the worklist query window at `now` (spec 1 §9, shared-kit worklistQueryWindow).
 */
export async function searchEncounters(db: Kysely<Database>, scope: Scope, params: EncounterSearchParams, now: Date) {
  const view = params.view ? worklistViewFilter(scope.role, params.view) : null;
  if (params.view && !view) throw badRequest(`query.view: '${params.view}' is not a worklist view of the ${scope.role} role`);
  const start = dateParam('start', params.start);
  const end = dateParam('end', params.end);
  const birthDate = dateParam('birthDate', params.birthDate);
  const [sortField = 'start', sortDir = 'asc'] = (params.sort ?? 'start asc').split(' ') as [SortField, 'asc' | 'desc'];

  let q = db
    .selectFrom('encounters as e')
    .innerJoin('patients as p', 'p.id', 'e.patient_id')
    .leftJoin('regions as rg', 'rg.id', 'p.region_id')
    .leftJoin('reviews as r', 'r.encounter_id', 'e.id')
    .leftJoin('locks as l', (join) => join.onRef('l.encounter_id', '=', 'e.id').on('l.status_code', '=', sql.lit('ACTIVE')))
    .leftJoin('users as lu', 'lu.id', 'l.created_by_id')
    .leftJoin('practitioners as pr', 'pr.id', 'e.practitioner_id')
    .where('e.tenant_id', '=', scope.tenantId)
    .where('p.status', '=', sql.lit('ACTIVE'))
    .where((eb) => regionCondition(eb, scope));
  // The two 'ACTIVE's are literals: a generic plan (inWrittenJoinOrder) sees the partial index on active locks and the
  // share of active patients only in a constant; as parameters they turned a 0.4 ms plan into hash joins of 80 ms.

  // Each list given (by key, by key[] or by the view) must hold: together they intersect.
  // encounters.review_code (the review's, kept by a trigger): the views' indexes serve it in start order.
  for (const codes of [params.reviewCode, params['reviewCode[]']].map(asList)) {
    if (codes.length > 0) q = q.where('e.review_code', 'in', codes);
  }
  for (const statuses of [params.encounterStatus, params['encounterStatus[]']].map(asList)) {
    if (statuses.length > 0) q = q.where('e.status', 'in', statuses);
  }
  // A view's fixed keys are shared-kit constants, written into the SQL as literals: each view is then one statement
  // text whose prepared plan can use its partial index (migration 0019), which a parameter would hide from the planner.
  const viewCodes = asList(view?.reviewCode);
  if (viewCodes.length > 0) q = q.where('e.review_code', 'in', viewCodes.map((code) => sql.lit(code)));
  const viewStatuses = asList(view?.encounterStatus);
  if (viewStatuses.length > 0) q = q.where('e.status', 'in', viewStatuses.map((status) => sql.lit(status)));
  for (const lockStatus of [params.lockStatus, view?.lockStatus]) {
    // An encounter's lock status is ACTIVE while an active lock exists, otherwise DISABLED (or never locked).
    if (lockStatus === 'ACTIVE') q = q.where('l.id', 'is not', null);
    if (lockStatus === 'DISABLED') q = q.where('l.id', 'is', null);
  }
  if (params.reviewQueryStatus) q = q.where('r.query_status_code', '=', params.reviewQueryStatus);
  if (view?.reviewQueryStatus) q = q.where('r.query_status_code', '=', sql.lit(view.reviewQueryStatus));
  // Days are the tenant's; the end day counts whole, a start alone is that one day (spec 2 §9, dateFilterBounds).
  const zone = scopeTimeZone(scope);
  const bounds = dateFilterBounds(start, end, zone);
  if (bounds.from) q = q.where('e.start', '>=', bounds.from);
  if (bounds.to) q = q.where('e.start', '<', bounds.to);
  if (view && isCoderType(scope.role)) {
    // Only the coder worklist's views are windowed (README "Tenant time zones"): coding starts once a visit is a few
    // hours old. Added to the date filter's bounds, so the two intersect.
    const coderWindow = worklistQueryWindow(now, scope.tenantProperties, zone);
    q = q.where('e.start', '>=', coderWindow.from).where('e.start', '<', coderWindow.to);
  }
  if (params.practitionerId !== undefined) q = q.where('e.practitioner_id', '=', params.practitionerId);
  if (params.patientId !== undefined) q = q.where('e.patient_id', '=', params.patientId);
  const regions = listOf(params.patientRegion);
  if (regions.length > 0) q = q.where('rg.name', 'in', regions);
  const orgIds = listOf(params.patientOrgId).map(Number);
  if (orgIds.length > 0) q = q.where('p.org_id', 'in', orgIds);
  if (params.onOffShore) q = q.where('p.on_off_shore', '=', params.onOffShore);
  const mrn = params.mrn?.trim();
  if (mrn) q = q.where(sql<boolean>`string_to_array(p.mrn, ';') @> array[${mrn}]::text[]`);
  for (const [key, column] of [['firstName', 'p.first_name'], ['lastName', 'p.last_name']] as const) {
    const prefix = nameFilterPrefix(params[key] ?? '').toLowerCase();
    if (prefix) q = q.where(sql<boolean>`lower(${sql.ref(column)}) like ${`${escapeLike(prefix)}%`}`);
  }
  if (birthDate) q = q.where('p.birth_date', '=', birthDate);
  const appointmentType = unwrapParentheses(params.appointmentType ?? '');
  if (appointmentType) q = q.where('e.appointment_type', '=', appointmentType);
  const vbc = params.vbcProgram?.trim();
  if (vbc) q = q.where('p.vbc_program', '=', vbc);
  const specialty = unwrapParentheses(params.specialty ?? '');
  if (specialty) q = q.where('pr.specialty', '=', specialty);
  if (params.potentialConditionCount) {
    // Open, visible potential conditions are the encounter's potential opportunities.
    const count = sql<number>`(select count(*) from conditions c where c.encounter_id = e.id and c.condition_status = 'POTENTIAL'
      and c.condition_code = 'OPEN' and c.status_code = 'ACTIVE')`;
    const n = params.potentialConditionCount === '4+' ? 4 : Number(params.potentialConditionCount);
    q = q.where(params.potentialConditionCount === '4+' ? sql<boolean>`${count} >= ${n}` : sql<boolean>`${count} = ${n}`);
  }
  if (params.nlpConditionCount !== undefined) {
    q = q.where(sql<boolean>`(select count(*) from conditions c where c.encounter_id = e.id and c.source = 'NLP'
      and c.status_code <> 'REMOVED') >= ${params.nlpConditionCount}`);
  }

  const page = q
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
    // Unknown values (no visit type, no review date) stay at the end whichever way the list is sorted.
    .orderBy(sql`${sql.ref(SORT_COLUMNS[sortField])} ${sql.raw(sortDir === 'desc' ? 'desc' : 'asc')} nulls last`)
    .orderBy('e.id', sortDir)
    .limit(params.limit ?? PAGE_SIZE)
    .offset(params.offset ?? 0);
  // Filters on the patient, region or practitioner let PostgreSQL start elsewhere (a last-name search over a region
  // ran twice as slow in the written order): those searches keep the planner's own join order.
  const patientSide = [params.patientRegion, params.patientOrgId, params.onOffShore, mrn, params.firstName, params.lastName, birthDate, vbc, specialty]
    .some((value) => value !== undefined && value !== null && String(value).trim() !== '');
  const rows = patientSide ? (await db.executeQuery(page.compile())).rows : await inWrittenJoinOrder(db, page.compile());

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
        ? { id: row.pr_id, firstName: row.pr_first_name, lastName: row.pr_last_name, statusCode: row.pr_status, orgId: row.pr_org_id, specialty: row.pr_specialty }
        : null,
    review: row.review_code ? { reviewCode: row.review_code, queryStatusCode: row.query_status_code } : null,
    lock:
      row.l_id !== null && row.l_status !== null && row.l_by_id !== null && row.l_date !== null
        ? { id: row.l_id, encounterId: row.id, statusCode: row.l_status, createdById: row.l_by_id, createdByUsername: row.l_by_name ?? '', creationDate: row.l_date.toISOString() }
        : null,
  }));
}
