import { sql, type Insertable, type Transaction } from 'kysely';
import {
  ENCOUNTER_STATUSES,
  PROPERTY_KEYS,
  REVIEW_CODES,
  SOURCE_CODES,
  SPECIALTIES,
  NET_NEW_STATUS_CODE,
  addDays,
  isOpenHccCondition,
  tenantTimeZone,
  zonedDateTime,
  zonedDay,
  zonedToday,
  type ConditionCode,
  type EncounterTypeCode,
  type HccVersion,
  type PractitionerResponseCode,
  type ConditionStatus,
  type ConditionStatusCode,
  type EncounterStatus,
  type ReviewCode,
  type ReviewQueryStatus,
} from 'shared-kit/domain';
import type { Database } from '../database.types';
import type { CdiTagsTable, CoderTagsTable, ConditionsTable, EncountersTable, LocksTable } from '../domain.types';
import { ensureReferenceData } from '../reference/reference-data.loader';
import {
  ACTIVITIES,
  APPOINTMENT_TYPES,
  CONDITION_ICD10_CODES,
  FIRST_NAMES,
  INSURANCES,
  LAST_NAMES,
  NLP_DOCUMENT_TYPES,
  NOTE_BODIES,
  REASONS,
  REGIONS,
  VBC_PROGRAMS,
} from './clinical.fixtures';
import { Prng } from './prng';
import { pointAutoSchedulePractitioner } from './tenants.seed';

export interface ClinicalSeed {
  tenantId: string;
  /** Encounters to create (patients: a fifth of it, at least 300). */
  encounters: number;
  /** PRNG seed: same seed and same day give the same data. */
  seed: number;
}

/**
 * Platform design §6: both tenants, at least 300 patients and 1,500 encounters each; then `aloha` (issue 17), small so
 * that every seed (each test run's template, each e2e start) stays quick: it is there to show another zone.
 */
export const DEMO_CLINICAL: readonly ClinicalSeed[] = [
  { tenantId: 'demo', encounters: 1500, seed: 20260101 },
  { tenantId: 'acme', encounters: 1500, seed: 20260202 },
  { tenantId: 'aloha', encounters: 400, seed: 20260303 },
];

/** The users who get a practitioner of their own (daily lists), by position in the tenant's practitioner list. */
const USER_PRACTITIONER: Readonly<Record<string, number>> = { physician: 0, multirole: 1, mfaqr: 2, alohaphysician: 0 };
/** Fixed names of a tenant's first practitioner (the one with the daily lists), so the demo and the tests can name it. */
const FIRST_PRACTITIONER: Readonly<Record<string, { first: string; last: string }>> = {
  demo: { first: 'Priya', last: 'Shah' },
  aloha: { first: 'Leilani', last: 'Kahale' },
};
/** MRN letters where a tenant's first letter is taken (acme has 'A'). */
const MRN_PREFIX: Readonly<Record<string, string>> = { aloha: 'H' };
/** cdirestricted works only these regions (spec 1 §6 assigned regions, the user region filter property). */
export const RESTRICTED_REGIONS = ['NORTH_EAST', 'MIDWEST'] as const;
/** Users who hold the seeded locks ("some encounters locked by other users"). */
const LOCK_HOLDERS = ['cdiqa', 'coderqa', 'multirole', 'lockme', 'acmecdi', 'alohacdiqa'];

const BATCH = 500;
const DAY_MS = 86_400_000;

type Trx = Transaction<Database>;

async function insertAll<T>(rows: readonly T[], insert: (batch: T[]) => Promise<{ id: number }[]>): Promise<number[]> {
  const ids: number[] = [];
  // INSERT .. VALUES .. RETURNING gives the ids in the order of the rows (PostgreSQL and PGlite).
  for (let i = 0; i < rows.length; i += BATCH) ids.push(...(await insert(rows.slice(i, i + BATCH))).map((r) => r.id));
  return ids;
}

async function insertPlain<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

// Birth dates are built as UTC calendar dates: their UTC day is the day meant.
const utcDay = (d: Date): string => d.toISOString().slice(0, 10);

interface PlannedCondition {
  title: string;
  conditionStatus: ConditionStatus;
  conditionCode: ConditionCode;
  statusCode: ConditionStatusCode;
  icd10: string | null;
  hccCode: string | null;
  hccDescription: string | null;
  hccVersion: HccVersion | null;
  confidence: number | null;
  nlp: boolean;
}

interface PlannedEncounter {
  row: Omit<Insertable<EncountersTable>, 'tenant_id'>;
  reviewCode: ReviewCode;
  queryStatus: ReviewQueryStatus | null;
  conditions: PlannedCondition[];
}

const FUTURE_STATUSES: readonly [EncounterStatus, number][] = [['PLANNED', 0.8], ['PROPOSED', 0.08], ['CANCELLED', 0.08], ['IGNORED', 0.04]];
const PAST_STATUSES: readonly [EncounterStatus, number][] = [
  ['FINISHED', 0.6], ['ARRIVED', 0.1], ['IN_PROGRESS', 0.05], ['CANCELLED', 0.15], ['IGNORED', 0.05], ['PLANNED', 0.05],
];
const FUTURE_REVIEWS: readonly [ReviewCode, number][] = [['OPEN', 0.5], ['READY_FOR_CDI_QA', 0.2], ['READY_FOR_PHYSICIAN', 0.25], ['REMOVED', 0.05]];
const PAST_REVIEWS: readonly [ReviewCode, number][] = [
  ['READY_FOR_CODER', 0.3], ['READY_FOR_CODER_QA', 0.15], ['COMPLETED', 0.3], ['READY_FOR_PHYSICIAN', 0.1],
  ['CODER_BYPASSED', 0.04], ['REMOVED', 0.03], ['LOCKED', 0.03], ['OPEN', 0.05],
];

function weighted<T>(rng: Prng, choices: readonly [T, number][]): T {
  let r = rng.next() * choices.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, w] of choices) {
    r -= w;
    if (r < 0) return value;
  }
  const last = choices[choices.length - 1];
  if (!last) throw new Error('no choices');
  return last[0];
}

/** Seeds organizations .. NLP documents for each tenant (its users must exist), after loading the reference data. */
export async function seedClinicalData(trx: Trx, tenants: readonly ClinicalSeed[] = DEMO_CLINICAL, now: Date = new Date()): Promise<void> {
  await ensureReferenceData(trx);
  for (const tenant of tenants) await seedTenant(trx, tenant, now);
  // Fresh statistics after a bulk load: without them the planner scans conditions per encounter (100 s at 100k rows).
  await sql`analyze encounters, patients, reviews, locks, conditions, practitioners, regions, icd10_codes`.execute(trx);
}

/** Drops one tenant's clinical data (users, sessions and settings stay) and seeds it again at `encounters` scale. */
export async function reseedClinicalData(trx: Trx, tenant: ClinicalSeed, now: Date = new Date()): Promise<void> {
  for (const table of ['encounters', 'patients', 'practitioners', 'organizations', 'regions'] as const) {
    await trx.deleteFrom(table).where('tenant_id', '=', tenant.tenantId).execute();
  }
  await trx.deleteFrom('user_properties').where('property_key', '=', PROPERTY_KEYS.userRegionFilter)
    .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('tenant_id', '=', tenant.tenantId)).execute();
  await seedClinicalData(trx, [tenant], now);
}

async function seedTenant(trx: Trx, { tenantId, encounters: encounterCount, seed }: ClinicalSeed, now: Date): Promise<void> {
  const rng = new Prng(seed);
  // The tenant's clock (its TIMEZONE, else the server's zone, as the API reads it): "today" and the 8:00 of the daily
  // lists are the tenant's, so a tenant in Honolulu has its appointments at 8:00 Honolulu time whatever the server.
  const properties = await trx
    .selectFrom('tenant_properties')
    .select(['property_key as propertyKey', 'property_value as propertyValue'])
    .where('tenant_id', '=', tenantId)
    .execute();
  const zone = tenantTimeZone(properties);
  const today = zonedToday(now, zone);
  /** The instant the tenant's clock shows hour:minute, `dayOffset` calendar days from its today. */
  const atTenantClock = (dayOffset: number, hour: number, minute: number): Date => zonedDateTime(addDays(today, dayOffset), hour, minute, zone);
  const users = await trx.selectFrom('users').select(['id', 'username']).where('tenant_id', '=', tenantId).orderBy('id').execute();
  const userId = (name: string): number | null => users.find((u) => u.username === name)?.id ?? null;
  const anyUser = users[0]?.id;
  if (anyUser === undefined) throw new Error(`tenant ${tenantId} has no users to own its clinical data`);
  const cdiReviewer = userId('cdi') ?? userId('acmecdi') ?? userId('alohacdi') ?? anyUser;
  const coderReviewer = userId('coder') ?? anyUser;
  const lockHolders = LOCK_HOLDERS.map(userId).filter((id): id is number => id !== null);
  if (lockHolders.length === 0) lockHolders.push(anyUser);

  const regionIds = await insertAll(
    REGIONS.map((r) => ({ tenant_id: tenantId, name: r.name, alias: r.alias })),
    (b) => trx.insertInto('regions').values(b).returning('id').execute(),
  );
  const orgNames = ['Riverside Primary Care', 'Lakeview Medical', 'Summit Family Health', 'Harbor Clinic', 'Oak Valley Physicians', 'Closed Practice Group'];
  const orgIds = await insertAll(
    // Other tenants' names carry the tenant's ('… (Acme)'), so a leak across tenants shows.
    orgNames.map((name, i) => ({ tenant_id: tenantId, name: tenantId === 'demo' ? name : `${name} (${tenantId.charAt(0).toUpperCase()}${tenantId.slice(1)})`, active: i < orgNames.length - 1 })),
    (b) => trx.insertInto('organizations').values(b).returning('id').execute(),
  );
  const activeOrgIds = orgIds.slice(0, -1);

  const practitionerCount = Math.max(24, Math.ceil(encounterCount / 60));
  const firstPractitioner = FIRST_PRACTITIONER[tenantId];
  const practitionerIds = await insertAll(
    Array.from({ length: practitionerCount }, (_, i) => ({
      tenant_id: tenantId,
      org_id: activeOrgIds[i % activeOrgIds.length] ?? null,
      // A fixed name draws nothing from the PRNG, as before.
      first_name: i === 0 && firstPractitioner ? firstPractitioner.first : rng.pick(FIRST_NAMES),
      last_name: i === 0 && firstPractitioner ? firstPractitioner.last : rng.pick(LAST_NAMES),
      status_code: i >= practitionerCount - 2 ? ('INACTIVE' as const) : ('ACTIVE' as const),
      specialty: SPECIALTIES[i % SPECIALTIES.length] ?? null,
    })),
    (b) => trx.insertInto('practitioners').values(b).returning('id').execute(),
  );
  const activePractitioners = practitionerIds.slice(0, -2);
  await pointAutoSchedulePractitioner(trx, tenantId, activePractitioners);
  const links = Object.entries(USER_PRACTITIONER).flatMap(([name, index]) => {
    const id = userId(name);
    const practitioner = practitionerIds[index];
    return id !== null && practitioner !== undefined ? [{ user_id: id, practitioner_id: practitioner }] : [];
  });
  if (links.length > 0) await trx.insertInto('user_practitioners').values(links).execute();
  const restricted = userId('cdirestricted');
  if (restricted !== null) {
    await trx
      .insertInto('user_properties')
      .values({ user_id: restricted, property_key: PROPERTY_KEYS.userRegionFilter, property_value: RESTRICTED_REGIONS.join(',') })
      .execute();
  }

  const patientCount = Math.max(300, Math.ceil(encounterCount / 5));
  const prefix = MRN_PREFIX[tenantId] ?? tenantId.slice(0, 1).toUpperCase();
  const patientIds = await insertAll(
    Array.from({ length: patientCount }, (_, i) => {
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      const mrn = `${prefix}${String(100000 + i)}`;
      return {
        tenant_id: tenantId,
        first_name: first,
        last_name: last,
        birth_date: utcDay(new Date(Date.UTC(rng.int(1932, 1975), rng.int(0, 11), rng.int(1, 28)))),
        // Every tenth patient has a second MRN from another system.
        mrn: i % 10 === 0 ? `${mrn};X${String(500000 + i)}` : mrn,
        region_id: regionIds[i % regionIds.length] ?? null,
        org_id: activeOrgIds[i % activeOrgIds.length] ?? null,
        vbc_program: rng.chance(0.6) ? rng.pick(VBC_PROGRAMS) : null,
        status: i % 20 === 19 ? ('INACTIVE' as const) : ('ACTIVE' as const),
        personal_email: `${first}.${last}.${i}@patients.test`.toLowerCase(),
        home_phone: `555-${String(rng.int(100, 999))}-${String(rng.int(1000, 9999))}`,
        insurance: rng.pick(INSURANCES),
        rules_filter_specialty_prefix: rng.chance(0.3) ? rng.pick(['CARD', 'ENDO', 'NEPH', 'PULM']) : null,
        on_off_shore: rng.chance(0.15) ? ('OFFSHORE' as const) : ('ONSHORE' as const),
      };
    }),
    (b) => trx.insertInto('patients').values(b).returning('id').execute(),
  );
  // Active patients carry the encounters: searches always require an active patient (spec 1 §4).
  const activePatients = patientIds.filter((_, i) => i % 20 !== 19);

  const icdRows = await trx.selectFrom('icd10_codes').selectAll().where('code', 'in', CONDITION_ICD10_CODES).execute();
  const labels = await trx.selectFrom('hcc_labels').selectAll().where('model', 'in', ['CMS_V24', 'CMS_V28']).execute();
  const labelMap = new Map(labels.map((l) => [`${l.model}:${l.hcc}`, l.label]));
  const labelOf = (model: string, hcc: string): string | null => labelMap.get(`${model}:${hcc}`) ?? null;

  const planCondition = (kind: ConditionStatus, code: ConditionCode): PlannedCondition => {
    if (kind === 'ACTIVITY') {
      return {
        title: rng.pick(ACTIVITIES), conditionStatus: kind, conditionCode: code, statusCode: 'ACTIVE',
        icd10: null, hccCode: null, hccDescription: null, hccVersion: null, confidence: null, nlp: false,
      };
    }
    const icd = rng.pick(icdRows);
    const useV28 = icd.cms_hcc_v28 !== null && (icd.cms_hcc_v24 === null || rng.chance(0.75));
    const model: HccVersion = useV28 ? 'CMS_V28' : 'CMS_V24';
    const hcc = (useV28 ? icd.cms_hcc_v28 : icd.cms_hcc_v24)?.split('|')[0] ?? null;
    return {
      title: kind === 'POTENTIAL' ? `Suspect: ${icd.description}` : icd.description,
      conditionStatus: kind,
      conditionCode: code,
      statusCode: code === 'REMOVED' ? 'REMOVED' : rng.chance(0.04) ? 'HIDDEN' : 'ACTIVE',
      icd10: icd.code,
      hccCode: hcc,
      hccDescription: hcc ? labelOf(model, hcc) : null,
      hccVersion: hcc ? model : null,
      confidence: kind === 'POTENTIAL' ? Math.round((0.5 + rng.next() * 0.49) * 100) / 100 : null,
      nlp: kind === 'POTENTIAL' && rng.chance(0.2),
    };
  };

  const planConditions = (status: EncounterStatus): PlannedCondition[] => {
    const count = status === 'PROPOSED' ? rng.int(0, 2) : rng.int(0, 6);
    return Array.from({ length: count }, () => {
      const kind = weighted<ConditionStatus>(rng, [['KNOWN', 0.4], ['POTENTIAL', 0.4], ['ACTIVITY', 0.2]]);
      const code = kind === 'ACTIVITY'
        ? weighted<ConditionCode>(rng, [['OPEN', 0.7], ['CLOSED', 0.3]])
        : weighted<ConditionCode>(rng, [['OPEN', 0.7], ['ADDRESSED', 0.12], ['DISMISSED', 0.06], ['REMOVED', 0.06], ['SEEN', 0.06]]);
      return planCondition(kind, code);
    });
  };

  const planned: PlannedEncounter[] = [];
  const plan = (patient: number, practitioner: number | null, start: Date, status: EncounterStatus, reviewCode: ReviewCode, queryStatus: ReviewQueryStatus | null) => {
    const conditions = planConditions(status);
    const openHcc = conditions.filter(isOpenHccCondition).length;
    const coderSide = ['READY_FOR_CODER', 'READY_FOR_CODER_QA', 'COMPLETED'].includes(reviewCode);
    planned.push({
      row: {
        patient_id: patient,
        practitioner_id: practitioner,
        start,
        // Some arrive the same day as the visit (the Same Day Encounter icon), most one to five days before.
        ingest_date: rng.chance(0.15) ? new Date(start.getTime() - rng.int(1, 3) * 3_600_000) : new Date(start.getTime() - rng.int(1, 5) * DAY_MS),
        status,
        type: weighted<EncounterTypeCode | null>(rng, [['TELEHEALTH', 0.15], ['TELEPHONIC', 0.05], [null, 0.8]]),
        appointment_type: rng.chance(0.95) ? rng.pick(APPOINTMENT_TYPES) : null,
        reason_description: rng.chance(0.9) ? rng.pick(REASONS) : null,
        description: null,
        source: rng.pick(SOURCE_CODES),
        open_hcc_count: openHcc,
        copied_from_id: null,
        coder_query_outstanding_date: queryStatus === 'REVIEW_QUERY_OUTSTANDING' && coderSide ? new Date(now.getTime() - rng.int(1, 72) * 3_600_000) : null,
        last_review_date: reviewCode === 'OPEN' ? null : new Date(Math.min(start.getTime(), now.getTime()) - rng.int(0, 48) * 3_600_000),
      },
      reviewCode,
      queryStatus,
      conditions,
    });
  };

  // The first practitioner's daily lists: the tenant's yesterday, today and tomorrow, every 30 minutes from 8:00 on its
  // clock (design §6).
  const daily = practitionerIds[0] ?? null;
  for (const [day, statuses] of [
    [-1, ['FINISHED', 'ARRIVED']],
    [0, ['ARRIVED', 'IN_PROGRESS', 'PLANNED']],
    [1, ['PLANNED']],
  ] as const) {
    for (let slot = 0; slot < 10; slot++) {
      const status: EncounterStatus = statuses[slot % statuses.length] ?? 'PLANNED';
      const review: ReviewCode = day < 0 ? rng.pick<ReviewCode>(['READY_FOR_CODER', 'COMPLETED']) : rng.pick<ReviewCode>(['OPEN', 'READY_FOR_PHYSICIAN', 'READY_FOR_CDI_QA']);
      plan(rng.pick(activePatients), daily, atTenantClock(day, 8 + Math.floor(slot / 2), (slot % 2) * 30), status, review, null);
    }
  }

  const remaining = Math.max(0, encounterCount - planned.length);
  for (let i = 0; i < remaining; i++) {
    const dayOffset = rng.int(-120, 30);
    const start = atTenantClock(dayOffset, rng.int(7, 17), rng.pick([0, 15, 30, 45]));
    const future = start.getTime() > now.getTime();
    // The first rows cycle through every status and review code so each view and filter has rows whatever the PRNG says.
    const status = i < ENCOUNTER_STATUSES.length ? (ENCOUNTER_STATUSES[i] ?? 'PLANNED') : weighted(rng, future ? FUTURE_STATUSES : PAST_STATUSES);
    const reviewCode = i < REVIEW_CODES.length ? (REVIEW_CODES[i] ?? 'OPEN') : weighted(rng, future ? FUTURE_REVIEWS : PAST_REVIEWS);
    const queryStatus: ReviewQueryStatus | null =
      i % 50 === 0 ? 'REVIEW_QUERY_OUTSTANDING' : i % 50 === 1 ? 'REVIEW_QUERY_RESPONSE_RECEIVED'
        : weighted<ReviewQueryStatus | null>(rng, [['REVIEW_QUERY_OUTSTANDING', 0.08], ['REVIEW_QUERY_RESPONSE_RECEIVED', 0.07], [null, 0.85]]);
    // Proposed encounters may have no practitioner yet (spec 1 §2.7 'Start Encounter' / 'Schedule').
    const practitioner = status === 'PROPOSED' && rng.chance(0.5) ? null : rng.pick(activePractitioners);
    plan(rng.pick(activePatients), practitioner, start, status, reviewCode, queryStatus);
  }

  const encounterIds = await insertAll(
    planned.map((p) => ({ ...p.row, tenant_id: tenantId })),
    (b) => trx.insertInto('encounters').values(b).returning('id').execute(),
  );

  const coderCodes: readonly ReviewCode[] = ['READY_FOR_CODER', 'READY_FOR_CODER_QA', 'COMPLETED'];
  await insertPlain(
    planned.map((p, i) => ({
      tenant_id: tenantId,
      encounter_id: encounterIds[i] ?? 0,
      review_code: p.reviewCode,
      query_status_code: p.queryStatus,
      reviewer_user_id: rng.chance(0.1) ? null : coderCodes.includes(p.reviewCode) ? coderReviewer : cdiReviewer,
      modification_date: now,
    })),
    (b) => trx.insertInto('reviews').values(b).execute(),
  );

  const conditionRows: Insertable<ConditionsTable>[] = [];
  const conditionPlans: { plan: PlannedCondition; encounterIndex: number }[] = [];
  planned.forEach((p, index) => {
    const start = p.row.start as Date;
    for (const c of p.conditions) {
      conditionPlans.push({ plan: c, encounterIndex: index });
      conditionRows.push({
        tenant_id: tenantId,
        encounter_id: encounterIds[index] ?? 0,
        title: c.title,
        content: c.conditionStatus === 'ACTIVITY' ? `${c.title} is due this year.` : `Evidence of ${c.title.replace('Suspect: ', '').toLowerCase()} in prior records.`,
        condition_status: c.conditionStatus,
        condition_code: c.conditionCode,
        status_code: c.statusCode,
        icd10_code_json: c.icd10 ? JSON.stringify([c.icd10]) : null,
        hcc_code: c.hccCode,
        hcc_description: c.hccDescription,
        hcc_version: c.hccVersion,
        confidence: c.confidence,
        clinical_evidence: c.hccVersion === 'CMS_V28' ? 'Documented in the last visit note and problem list.' : null,
        addressed_date: c.conditionCode === 'ADDRESSED' ? start : null,
        check_mark: c.conditionCode === 'CLOSED' ? 'GREEN_CHECK' : null,
        priority: rng.int(0, 3),
        source: c.nlp ? 'NLP' : rng.pick(SOURCE_CODES.filter((s) => s !== 'NLP')),
        rule_filter_id: rng.chance(0.3) ? rng.int(1, 12) : null,
        reason_code: null,
        comments: null,
        creation_date: new Date(start.getTime() - 7 * DAY_MS),
        modification_date: null,
        created_by_id: null,
        modified_by_id: null,
      });
    }
  });
  const conditionIds = await insertAll(conditionRows, (b) => trx.insertInto('conditions').values(b).returning('id').execute());

  const rules = conditionPlans.map(({ plan: c }, i) => ({
    tenant_id: tenantId,
    encounter_condition_id: conditionIds[i] ?? 0,
    reason: c.conditionStatus === 'ACTIVITY' ? 'Due per quality measure' : `Supported by ${rng.pick(['claims history', 'lab results', 'medication list', 'prior diagnosis'])}`,
    title: null,
    status_code: 'ACTIVE' as const,
    target_id: null,
    target_source_code: c.nlp ? ('EXTERNAL' as const) : ('CURATION' as const),
    target_type: rng.pick(['STANDARD', 'CLAIM']),
    target_subtype_code: null,
    rule_input_json: JSON.stringify({ type: 'rule', ruleInternalId: String(rng.int(1, 400)), conditionStatus: c.conditionStatus, claimUseEnum: null }),
  }));
  await insertPlain(rules, (b) => trx.insertInto('condition_rules').values(b).execute());

  const cdiTags = conditionPlans.flatMap(({ plan: c }, i): Insertable<CdiTagsTable>[] =>
    c.conditionStatus === 'POTENTIAL'
      ? [{
          encounter_condition_id: conditionIds[i] ?? 0,
          tenant_id: tenantId,
          net_new_status_code: rng.chance(0.3) ? NET_NEW_STATUS_CODE : null,
          known_potential_status_code: null,
          expected_diagnosis: rng.chance(0.5),
        }]
      : [],
  );
  await insertPlain(cdiTags, (b) => trx.insertInto('cdi_tags').values(b).execute());

  const coderTags = conditionPlans.flatMap(({ plan: c, encounterIndex }, i): Insertable<CoderTagsTable>[] => {
    const p = planned[encounterIndex];
    if (!p || !coderCodes.includes(p.reviewCode) || c.conditionStatus === 'ACTIVITY' || !rng.chance(0.6)) return [];
    const onClaim = rng.chance(0.6);
    const outstanding = rng.chance(0.15);
    return [{
      encounter_condition_id: conditionIds[i] ?? 0,
      tenant_id: tenantId,
      query_status_code: outstanding ? 'QUERY_OUTSTANDING' : null,
      // Raised 1 to 96 hours ago (no extra draw from the PRNG, so the rest of the seed stays as it was): the query
      // aging view and the red warning icon have both fresh and overdue queries to show.
      query_creation_date: outstanding ? new Date(now.getTime() - (((i * 7) % 96) + 1) * 3_600_000) : null,
      query_creation_username: outstanding ? (users.find((u) => u.id === coderReviewer)?.username ?? null) : null,
      query_response_date: null,
      query_response_username: null,
      on_claim_status_code: onClaim ? 'ON_CLAIM' : 'NOT_ON_CLAIM',
      reportable_status_code: onClaim ? 'REPORTABLE' : 'NOT_REPORTABLE',
      reportable_header_code: onClaim ? 'REPORTABLE' : 'NOT_DOCUMENTED',
      reportable_reason: onClaim ? 'PROVIDER_DOCUMENTATION_SUPPORTS_CODE' : 'CONDITION_NOT_DOCUMENTED_OR_ADDRESSED',
      reportable_text: null,
      condition_diagnosis_code: onClaim ? c.icd10 : null,
      activity_met_status_code: null,
    }];
  });
  await insertPlain(coderTags, (b) => trx.insertInto('coder_tags').values(b).execute());

  const practitionerTags = conditionPlans.flatMap(({ plan: c }, i) =>
    c.conditionStatus !== 'ACTIVITY' && rng.chance(0.3)
      ? [{ encounter_condition_id: conditionIds[i] ?? 0, tenant_id: tenantId, practitioner_response_code: rng.pick<PractitionerResponseCode>(['NOT_EVALUATED', 'ACCEPT', 'DISMISSED', 'NONE']) }]
      : [],
  );
  await insertPlain(practitionerTags, (b) => trx.insertInto('practitioner_tags').values(b).execute());

  const nlpDocuments = conditionPlans.flatMap(({ plan: c, encounterIndex }, i) => {
    if (!c.nlp) return [];
    const start = planned[encounterIndex]?.row.start as Date;
    const description = c.title.replace('Suspect: ', '');
    return Array.from({ length: rng.int(1, 2) }, (_, k) => ({
      tenant_id: tenantId,
      encounter_condition_id: conditionIds[i] ?? 0,
      page_text: `Assessment and plan. The patient has a history consistent with ${description.toLowerCase()}. Continue current management and follow up in three months.`,
      predicted_text: description.toLowerCase(),
      hcc_code: c.hccCode,
      hcc_description: c.hccDescription,
      icd10_code: c.icd10,
      icd10_description: description,
      document_type_code: rng.pick(NLP_DOCUMENT_TYPES),
      // The visit's day on the tenant's calendar, less whole days (no instant arithmetic across daylight saving).
      document_date_of_service: addDays(zonedDay(start, zone) ?? today, -(30 + k * 60)),
    }));
  });
  await insertPlain(nlpDocuments, (b) => trx.insertInto('nlp_documents').values(b).execute());

  const firstConditionOf = new Map<number, number>();
  conditionPlans.forEach((c, i) => {
    if (!firstConditionOf.has(c.encounterIndex)) firstConditionOf.set(c.encounterIndex, i);
  });
  const notes = planned.flatMap((p, index) => {
    if (!rng.chance(0.2)) return [];
    const encounterId = encounterIds[index] ?? 0;
    const firstCondition = firstConditionOf.get(index) ?? -1;
    return Array.from({ length: rng.int(1, 2) }, (_, k) => ({
      tenant_id: tenantId,
      encounter_id: encounterId,
      encounter_condition_id: k === 1 && firstCondition >= 0 ? (conditionIds[firstCondition] ?? null) : null,
      note_body: rng.pick(NOTE_BODIES),
      note_reason_code: rng.chance(0.2) ? ('CODER_QUERY' as const) : ('OPEN' as const),
      created_by_id: rng.chance(0.5) ? cdiReviewer : coderReviewer,
      creation_date: new Date(now.getTime() - rng.int(1, 240) * 3_600_000),
    }));
  });
  await insertPlain(notes, (b) => trx.insertInto('notes').values(b).execute());

  // About 3% locked by other users, plus released (DISABLED) locks as history. Never the daily-list rows (index < 30).
  const locks = planned.flatMap<Insertable<LocksTable>>((p, index) => {
    if (index < 30) return [];
    const roll = rng.next();
    const encounterId = encounterIds[index] ?? 0;
    const since = new Date(now.getTime() - rng.int(1, 600) * 60_000);
    if (roll < 0.03) return [{ tenant_id: tenantId, encounter_id: encounterId, status_code: 'ACTIVE' as const, created_by_id: rng.pick(lockHolders), creation_date: since, disabled_date: null }];
    if (roll < 0.08) return [{ tenant_id: tenantId, encounter_id: encounterId, status_code: 'DISABLED' as const, created_by_id: rng.pick(lockHolders), creation_date: since, disabled_date: now }];
    return [];
  });
  await insertPlain(locks, (b) => trx.insertInto('locks').values(b).execute());

  // Copied encounters: CDI curation copied from the patient's previous encounter (spec 2 §4.6).
  const byPatient = new Map<number, number[]>();
  planned.forEach((p, index) => {
    const list = byPatient.get(p.row.patient_id);
    if (list) list.push(index);
    else byPatient.set(p.row.patient_id, [index]);
  });
  const copies = planned.flatMap((p, index) => {
    if (index < 30 || !rng.chance(0.03) || !['OPEN', 'READY_FOR_CDI_QA'].includes(p.reviewCode)) return [];
    const startMs = (p.row.start as Date).getTime();
    const earlier = (byPatient.get(p.row.patient_id) ?? []).filter((j) => (planned[j]?.row.start as Date).getTime() < startMs);
    const source = earlier.length > 0 ? earlier[earlier.length - 1] : undefined;
    if (source === undefined) return [];
    return [{ tenant_id: tenantId, encounter_id: encounterIds[index] ?? 0, source_encounter_id: encounterIds[source] ?? 0, created_by_id: cdiReviewer, creation_date: now }];
  });
  await insertPlain(copies, (b) => trx.insertInto('encounter_copies').values(b).execute());
  await sql`update encounters e set copied_from_id = c.source_encounter_id
            from encounter_copies c where c.encounter_id = e.id and c.tenant_id = ${tenantId}`.execute(trx);
}
