import { sql, type Kysely } from 'kysely';
import { CODER_QUERY_AGING_DEFAULT_LIMIT } from 'shared-kit/schemas';
import {
  escalationThresholdHours,
  firstIcd10,
  isEscalated,
  ONE_HOUR_MS,
  queryAgeHours,
  type CoderQueryAging,
  type CoderQueryAgingQuery,
  type Icd10CodeJson,
} from 'shared-kit/domain';
import type { Database } from '../db/database.types';
import type { Scope } from './access.service';

/**
 * The outstanding coder queries of the caller's tenant as one relation: condition queries (coderTags
 * QUERY_OUTSTANDING on a known or potential, open or addressed, active condition, the ones the coder form can answer:
 * shared-kit hasCoderClaimEditors) and encounter queries (the coder's query icon: the review's
 * REVIEW_QUERY_OUTSTANDING with its coderQueryOutstandingDate). Ignored encounters are off every work list (spec 2
 * §4.3), so off this one too.
 */
function outstandingQueries(db: Kysely<Database>, tenantId: string) {
  const conditionQueries = db
    .selectFrom('coder_tags as t')
    .innerJoin('conditions as c', 'c.id', 't.encounter_condition_id')
    .innerJoin('encounters as e', 'e.id', 'c.encounter_id')
    .where('t.tenant_id', '=', tenantId)
    .where('t.query_status_code', '=', 'QUERY_OUTSTANDING')
    .where('c.status_code', '=', 'ACTIVE')
    .where('c.condition_status', 'in', ['KNOWN', 'POTENTIAL'])
    .where('c.condition_code', 'in', ['OPEN', 'ADDRESSED'])
    .where('e.status', '<>', 'IGNORED')
    .select([
      sql<'CONDITION' | 'ENCOUNTER'>`'CONDITION'`.as('kind'),
      'e.id as encounter_id',
      sql<number | null>`c.id`.as('condition_id'),
      sql<string | null>`c.title`.as('condition_title'),
      sql<Icd10CodeJson>`c.icd10_code_json`.as('icd10'),
      't.query_creation_date as since',
      't.query_creation_username as username',
    ]);
  const encounterQueries = db
    .selectFrom('reviews as r')
    .innerJoin('encounters as e', 'e.id', 'r.encounter_id')
    .where('r.tenant_id', '=', tenantId)
    .where('r.query_status_code', '=', 'REVIEW_QUERY_OUTSTANDING')
    .where('e.coder_query_outstanding_date', 'is not', null)
    .where('e.status', '<>', 'IGNORED')
    .select([
      sql<'CONDITION' | 'ENCOUNTER'>`'ENCOUNTER'`.as('kind'),
      'e.id as encounter_id',
      sql<number | null>`null::integer`.as('condition_id'),
      sql<string | null>`null::text`.as('condition_title'),
      sql<Icd10CodeJson>`null::jsonb`.as('icd10'),
      'e.coder_query_outstanding_date as since',
      sql<string | null>`null::text`.as('username'),
    ]);
  return conditionQueries.unionAll(encounterQueries);
}

/**
 * GET /api/coder/query/aging (issue 12, beyond the spec): every outstanding coder query of the tenant with its age,
 * provider (the encounter's practitioner), patient and encounter, oldest first (unknown dates first), each marked
 * escalated when older than the tenant's threshold (shared-kit escalationThresholdHours). Paged; `total` and
 * `escalatedCount` count all of them.
 */
export async function coderQueryAging(db: Kysely<Database>, scope: Scope, query: CoderQueryAgingQuery, now: Date): Promise<CoderQueryAging> {
  const threshold = escalationThresholdHours(scope.tenantProperties);
  const cutoff = new Date(now.getTime() - threshold * ONE_HOUR_MS);
  const base = db.selectFrom(outstandingQueries(db, scope.tenantId).as('q'));
  const counts = await base
    .select((eb) => [eb.fn.countAll<string>().as('total'), sql<string>`count(*) filter (where q.since < ${cutoff})`.as('escalated')])
    .executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('encounters as e', 'e.id', 'q.encounter_id')
    .innerJoin('patients as p', 'p.id', 'e.patient_id')
    .leftJoin('practitioners as pr', 'pr.id', 'e.practitioner_id')
    .leftJoin('reviews as r', 'r.encounter_id', 'e.id')
    .select([
      'q.kind',
      'q.encounter_id',
      'q.condition_id',
      'q.condition_title',
      'q.icd10',
      'q.since',
      'q.username',
      'e.start',
      'e.status',
      'r.review_code',
      'p.id as patient_id',
      'p.first_name as patient_first_name',
      'p.last_name as patient_last_name',
      'pr.id as practitioner_id',
      'pr.first_name as practitioner_first_name',
      'pr.last_name as practitioner_last_name',
    ])
    .$if(query.escalatedOnly === true, (qb) => qb.where('q.since', '<', cutoff))
    .orderBy(sql`q.since asc nulls first`)
    .orderBy('q.encounter_id')
    .orderBy(sql`q.condition_id asc nulls first`)
    .limit(query.limit ?? CODER_QUERY_AGING_DEFAULT_LIMIT)
    .offset(query.offset ?? 0)
    .execute();
  const escalatedCount = Number(counts.escalated);
  return {
    generatedAt: now.toISOString(),
    escalationHours: threshold,
    total: query.escalatedOnly === true ? escalatedCount : Number(counts.total),
    escalatedCount,
    rows: rows.map((row) => {
      const since = row.since ? new Date(row.since) : null;
      const ageHours = queryAgeHours(since, now);
      return {
        kind: row.kind,
        encounterId: row.encounter_id,
        encounterStart: row.start.toISOString(),
        encounterStatus: row.status,
        reviewCode: row.review_code,
        patient: { id: row.patient_id, firstName: row.patient_first_name, lastName: row.patient_last_name },
        practitioner:
          row.practitioner_id !== null && row.practitioner_first_name !== null && row.practitioner_last_name !== null
            ? { id: row.practitioner_id, firstName: row.practitioner_first_name, lastName: row.practitioner_last_name }
            : null,
        conditionId: row.condition_id,
        conditionTitle: row.condition_title,
        icd10Code: firstIcd10(row.icd10 ?? null),
        queryCreationDate: since ? since.toISOString() : null,
        queryCreationUsername: row.username,
        ageHours,
        escalated: isEscalated(ageHours, threshold),
      };
    }),
  };
}
