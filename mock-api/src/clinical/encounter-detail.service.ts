import { sql, type Kysely } from 'kysely';
import { isCdiType, isCoderType, isoDay } from 'shared-kit/domain';
import { writtenOrderDatabase } from '../db/connection';
import type { Database } from '../db/database.types';
import { notFound, scopeTimeZone, type Scope } from './access.service';
import { conditionBody, noteBody } from './condition.mapper';
import { encounterConditions } from './encounter-conditions.repository';
import { regionCondition } from './encounter-scope.repository';
import { lockBody } from './lock.service';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const link = (row: { id: number; start: Date } | undefined) => (row ? { encounterId: row.id, encounterStart: row.start.toISOString() } : null);

/**
 * GET /api/encounter/detail/:id (spec 2 §3): the encounter with patient, practitioner, review, lock and copies;
 * its conditions; encounter notes (CDI and coder users only, spec 2 §6); prev/next links and the patient's earlier
 * encounters. Hidden conditions are left out for non-CDI roles (spec 2 §6).
 */
export async function encounterDetail(anyDb: Kysely<Database>, scope: Scope, id: number) {
  // Every statement below starts from the encounter's id and joins outwards in the order written: on PostgreSQL they
  // run on the written-order pool, planned once per connection (binding them with fresh plans took 0.2-1.1 ms each).
  const db = writtenOrderDatabase(anyDb) ?? anyDb;
  // The encounter, scoped to the caller's tenant and regions in the same statement (another tenant's id: 404).
  const e = await db
    .selectFrom('encounters as e')
    .innerJoin('patients as p', 'p.id', 'e.patient_id')
    .leftJoin('regions as rg', 'rg.id', 'p.region_id')
    .leftJoin('practitioners as pr', 'pr.id', 'e.practitioner_id')
    .leftJoin('reviews as r', 'r.encounter_id', 'e.id')
    .leftJoin('users as ru', 'ru.id', 'r.reviewer_user_id')
    .selectAll('e')
    .select([
      'p.first_name as p_first_name', 'p.last_name as p_last_name', 'p.birth_date as p_birth_date', 'p.mrn as p_mrn',
      'p.vbc_program as p_vbc', 'rg.name as p_region', 'p.org_id as p_org_id', 'p.rules_filter_specialty_prefix as p_prefix',
      'p.personal_email as p_email', 'p.home_phone as p_phone', 'p.insurance as p_insurance', 'p.status as p_status',
      'pr.id as pr_id', 'pr.first_name as pr_first', 'pr.last_name as pr_last', 'pr.status_code as pr_status', 'pr.org_id as pr_org',
      'pr.specialty as pr_specialty',
      'r.id as r_id', 'r.review_code', 'r.query_status_code', 'ru.id as ru_id', 'ru.first_name as ru_first', 'ru.last_name as ru_last',
    ])
    .where('e.id', '=', id)
    .where('e.tenant_id', '=', scope.tenantId)
    .where((eb) => regionCondition(eb, scope))
    .executeTakeFirst();
  if (!e) throw notFound(`Encounter ${id} not found`);

  // Everything else in one wave of six statements (issue 15: it took three waves of eleven). 'ACTIVE' is a literal:
  // a generic plan then still uses the partial index on active locks.
  const seesNotes = isCdiType(scope.role) || isCoderType(scope.role);
  const [lock, loaded, others, copies] = await Promise.all([
    db
      .selectFrom('locks as l')
      .innerJoin('users as u', 'u.id', 'l.created_by_id')
      .selectAll('l')
      .select('u.username')
      // The patient's other active locks, shown with this one (spec 2 §3).
      .select((eb) =>
        eb
          .selectFrom('encounters as oe')
          .innerJoin('locks as ol', 'ol.encounter_id', 'oe.id')
          .select(eb.fn.countAll<string>().as('n'))
          .where('oe.patient_id', '=', e.patient_id)
          .where('ol.status_code', '=', sql.lit('ACTIVE'))
          .where('oe.id', '<>', id)
          .as('patient_lock_count'),
      )
      .where('l.encounter_id', '=', id)
      .where('l.status_code', '=', sql.lit('ACTIVE'))
      .executeTakeFirst(),
    encounterConditions(db, id, { includeHidden: isCdiType(scope.role), includeNotes: seesNotes }),
    db
      .selectFrom('encounters as oe')
      .leftJoin('reviews as orv', 'orv.encounter_id', 'oe.id')
      .select(['oe.id', 'oe.start', 'oe.status', 'oe.appointment_type', 'oe.reason_description', 'orv.review_code', 'orv.query_status_code'])
      .where('oe.patient_id', '=', e.patient_id)
      .where('oe.id', '<>', id)
      .orderBy('oe.start')
      .orderBy('oe.id')
      .execute(),
    db
      .selectFrom('encounter_copies as c')
      .innerJoin('users as u', 'u.id', 'c.created_by_id')
      .select(['c.id', 'c.encounter_id', 'c.source_encounter_id', 'c.creation_date', 'u.username'])
      .where('c.encounter_id', '=', id)
      .orderBy('c.creation_date')
      .execute(),
  ]);

  // `others` is in (start, id) order: the encounters before this one, then those after it.
  const firstAfter = others.findIndex((o) => o.start > e.start || (o.start.getTime() === e.start.getTime() && o.id > e.id));
  const before = firstAfter === -1 ? others : others.slice(0, firstAfter);
  const after = firstAfter === -1 ? [] : others.slice(firstAfter);

  return {
    encounter: {
      id: e.id,
      start: e.start.toISOString(),
      // The tenant's day (the day the appointment lists use).
      startDate: isoDay(e.start, scopeTimeZone(scope)),
      ingestDate: iso(e.ingest_date),
      status: e.status,
      type: e.type,
      encounterTypeCode: e.type,
      description: e.description,
      reasonDescription: e.reason_description,
      appointmentType: e.appointment_type,
      sourceCodeType: e.source,
      openHccCount: e.open_hcc_count,
      copiedFromId: e.copied_from_id,
      tenantId: e.tenant_id,
      patient: {
        id: e.patient_id,
        firstName: e.p_first_name,
        lastName: e.p_last_name,
        birthDate: e.p_birth_date,
        mrn: e.p_mrn,
        id_mrn: e.p_mrn,
        vbcProgram: e.p_vbc,
        tenantId: e.tenant_id,
        patientRegion: e.p_region,
        regionName: e.p_region,
        patientOrgId: e.p_org_id,
        rulesFilterSpecialtyPrefix: e.p_prefix,
        rulesFilterTypes: e.p_prefix,
        rulesHccVersion: null,
        personalEmail: e.p_email,
        homePhone: e.p_phone,
        insurance: e.p_insurance,
        status: e.p_status,
      },
      practitioner:
        e.pr_id !== null && e.pr_first !== null && e.pr_last !== null && e.pr_status !== null
          ? { id: e.pr_id, firstName: e.pr_first, lastName: e.pr_last, statusCode: e.pr_status, orgId: e.pr_org, specialty: e.pr_specialty }
          : null,
      review:
        e.r_id !== null && e.review_code !== null
          ? {
              id: e.r_id,
              reviewCode: e.review_code,
              queryStatusCode: e.query_status_code,
              reviewer: e.ru_id !== null && e.ru_first !== null && e.ru_last !== null ? { userId: e.ru_id, firstName: e.ru_first, lastName: e.ru_last } : null,
            }
          : null,
      lock: lock ? { ...lockBody(lock), patientLockCount: Number(lock.patient_lock_count ?? 0) } : null,
      raf: null,
      copies: copies.map((c) => ({
        id: c.id,
        encounterId: c.encounter_id,
        sourceEncounterId: c.source_encounter_id,
        createdByUsername: c.username,
        creationDate: c.creation_date.toISOString(),
      })),
      nextEncounter: link(after.find((o) => o.status !== 'PROPOSED' && o.status !== 'CANCELLED')),
      proposedEncounter: link(others.find((o) => o.status === 'PROPOSED')),
    },
    conditions: loaded.conditions.map((c) => conditionBody(c, loaded.children)),
    notes: loaded.encounterNotes.map(noteBody),
    links: { prev: link(before[before.length - 1]), next: link(after[0]) },
    previous: before
      .slice()
      .reverse()
      .map((o) => ({
        id: o.id,
        start: o.start.toISOString(),
        status: o.status,
        appointmentType: o.appointment_type,
        reasonDescription: o.reason_description,
        review: o.review_code ? { reviewCode: o.review_code, queryStatusCode: o.query_status_code } : null,
      })),
  };
}
