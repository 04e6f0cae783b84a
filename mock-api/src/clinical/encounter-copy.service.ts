import type { Kysely, Transaction } from 'kysely';
import {
  MESSAGES,
  PROPERTY_KEYS,
  REVIEW_CODE_LABELS,
  canResetCopiedEncounter,
  copyRefusal,
  firstIcd10,
  featureFlag,
  type CopyRefusal,
} from 'shared-kit/domain';
import { writeAudit } from '../audit/audit.service';
import { announceEncounterChange } from '../events/encounter-change.announcer';
import type { Database } from '../db/database.types';
import type { ConditionRow } from '../db/domain.types';
import { badRequest } from '../http/api-error';
import { conflict, forbidden, notFound, type Scope } from './access.service';
import { encounterDetail } from './encounter-detail.service';
import { findEncounterInScope } from './encounter-scope.repository';
import { refreshOpenHccCount } from './condition.service';
import { activeLock, requireOwnLock } from './lock.service';

type Db = Kysely<Database> | Transaction<Database>;

/** The encounter's review code and copy mark (read inside the write's transaction). */
async function copyState(db: Db, id: number) {
  return db
    .selectFrom('encounters as e')
    .leftJoin('reviews as r', 'r.encounter_id', 'e.id')
    .select(['e.id', 'e.patient_id', 'e.start', 'e.status', 'e.copied_from_id', 'r.review_code'])
    .where('e.id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Two conditions are the same curation when kind and first ICD-10 code (or, without a code, the title) agree. */
const sameness = (c: Pick<ConditionRow, 'condition_status' | 'icd10_code_json' | 'title'>): string =>
  `${c.condition_status}|${firstIcd10(c.icd10_code_json) ?? `title:${c.title.trim().toLowerCase()}`}`;

function refusalError(refusal: CopyRefusal, previousId: number, previousReview: string | null): Error {
  switch (refusal) {
    case 'ROLE':
      return forbidden('Only CDI users copy encounters');
    case 'FEATURE_OFF':
      return forbidden('Encounter copy is not enabled for this tenant');
    case 'CURRENT_REVIEW':
      return conflict('Only an encounter whose review is Open or Ready for CDI QA can receive a copy');
    case 'PREVIOUS_REVIEW':
      return conflict(`Encounter ${previousId} is still in CDI review (${previousReview ?? 'no review'}) and cannot be copied`);
    case 'NOT_LOCKED':
      return conflict(MESSAGES.copyRequiresLock);
  }
}

/**
 * PUT /api/encounter/:currentId/copy/:previousId (spec 2 §4.6). Copies the CDI curation of one of the patient's
 * earlier encounters onto the current one, when shared-kit `copyRefusal` allows it (flag, review codes, lock).
 * CDI curation = the previous encounter's live conditions (ACTIVE or HIDDEN, not removed or dismissed) with their
 * active rules and CDI tags; each copy starts OPEN and unaddressed, since addressing belongs to the new visit; coder
 * and practitioner tags, notes and comments stay with their visit. A condition the current encounter already has
 * (same kind and first ICD-10 code, or title) is not duplicated. The copy is recorded in encounter_copies, the
 * encounter's copiedFromId is set, each new condition carries the copy's id (for reset), and the whole is audited.
 */
export async function copyEncounter(db: Kysely<Database>, scope: Scope, currentId: number, previousId: number, now: Date) {
  if (currentId === previousId) throw badRequest('params.previousId: an encounter cannot be copied onto itself');
  await findEncounterInScope(db, scope, currentId);
  await findEncounterInScope(db, scope, previousId);

  await db.transaction().execute(async (trx) => {
    const current = await copyState(trx, currentId);
    const previous = await copyState(trx, previousId);
    const earlier = previous.start < current.start || (previous.start.getTime() === current.start.getTime() && previous.id < current.id);
    if (previous.patient_id !== current.patient_id || !earlier) {
      throw conflict(`Encounter ${previousId} is not one of this patient's previous encounters`);
    }
    if (current.copied_from_id !== null) {
      throw conflict(`This encounter is already a copy of encounter ${current.copied_from_id}; reset it before copying again`);
    }
    const lock = await activeLock(trx, currentId);
    const refusal = copyRefusal({
      role: scope.role,
      copyPasteEnabled: featureFlag(PROPERTY_KEYS.cdiCopyPaste, scope.tenantProperties, scope.userProperties),
      currentReviewCode: current.review_code,
      previousStatus: previous.status,
      previousReviewCode: previous.review_code,
      lockedByMe: lock !== null && lock.created_by_id === scope.userId,
    });
    if (refusal) throw refusalError(refusal, previousId, previous.review_code ? REVIEW_CODE_LABELS[previous.review_code] : null);

    const copy = await trx
      .insertInto('encounter_copies')
      .values({ tenant_id: scope.tenantId, encounter_id: currentId, source_encounter_id: previousId, created_by_id: scope.userId, creation_date: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('encounters').set({ copied_from_id: previousId }).where('id', '=', currentId).execute();

    const existing = await trx
      .selectFrom('conditions')
      .select(['condition_status', 'icd10_code_json', 'title'])
      .where('encounter_id', '=', currentId)
      .where('status_code', 'in', ['ACTIVE', 'HIDDEN'])
      .where('condition_code', 'not in', ['REMOVED', 'DISMISSED'])
      .execute();
    const present = new Set(existing.map(sameness));
    const sources = await trx
      .selectFrom('conditions')
      .selectAll()
      .where('encounter_id', '=', previousId)
      .where('status_code', 'in', ['ACTIVE', 'HIDDEN'])
      .where('condition_code', 'not in', ['REMOVED', 'DISMISSED'])
      .orderBy('id')
      .execute();

    const copied: { from: number; to: number }[] = [];
    for (const source of sources) {
      const key = sameness(source);
      if (present.has(key)) continue;
      present.add(key);
      const { id } = await trx
        .insertInto('conditions')
        .values({
          tenant_id: scope.tenantId,
          encounter_id: currentId,
          title: source.title,
          content: source.content,
          condition_status: source.condition_status,
          condition_code: 'OPEN',
          status_code: source.status_code,
          icd10_code_json: source.icd10_code_json === null ? null : JSON.stringify(source.icd10_code_json),
          hcc_code: source.hcc_code,
          hcc_description: source.hcc_description,
          hcc_version: source.hcc_version,
          confidence: source.confidence,
          clinical_evidence: source.clinical_evidence,
          addressed_date: null,
          check_mark: null,
          priority: source.priority,
          source: source.source,
          rule_filter_id: source.rule_filter_id,
          reason_code: source.reason_code,
          comments: null,
          creation_date: now,
          modification_date: null,
          created_by_id: scope.userId,
          modified_by_id: null,
          encounter_copy_id: copy.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      copied.push({ from: source.id, to: id });

      const rules = await trx.selectFrom('condition_rules').selectAll().where('encounter_condition_id', '=', source.id).where('status_code', '=', 'ACTIVE').orderBy('id').execute();
      if (rules.length > 0) {
        await trx
          .insertInto('condition_rules')
          .values(
            rules.map((r) => ({
              tenant_id: scope.tenantId,
              encounter_condition_id: id,
              reason: r.reason,
              title: r.title,
              status_code: r.status_code,
              target_id: r.target_id,
              target_source_code: r.target_source_code,
              target_type: r.target_type,
              target_subtype_code: r.target_subtype_code,
              rule_input_json: r.rule_input_json === null ? null : JSON.stringify(r.rule_input_json),
            })),
          )
          .execute();
      }
      const tags = await trx.selectFrom('cdi_tags').selectAll().where('encounter_condition_id', '=', source.id).executeTakeFirst();
      if (tags) await trx.insertInto('cdi_tags').values({ ...tags, encounter_condition_id: id, tenant_id: scope.tenantId }).execute();
    }
    await refreshOpenHccCount(trx, currentId);
    await writeAudit(trx, {
      tenantId: scope.tenantId, userId: scope.userId, action: 'COPY', entityType: 'ENCOUNTER', entityId: currentId,
      before: { copiedFromId: null },
      after: { copiedFromId: previousId, encounterCopyId: copy.id, copiedConditions: copied },
    });
    await announceEncounterChange(trx, { encounterId: currentId, change: 'CONDITIONS_CHANGED', actorUserId: scope.userId, at: now });
  });
  return encounterDetail(db, scope, currentId);
}

/**
 * PUT /api/encounter/reset/:id (spec 2 §4.6): the CDI lock holder undoes the copy of a copied encounter whose review
 * shared-kit `canResetCopiedEncounter` allows: the conditions the copy created are deleted (with their rules, tags
 * and notes, edits included), the copy records are deleted and copiedFromId cleared, so the encounter is as before the
 * copy and may be copied again. The audit keeps what was removed. Answers the encounter detail, reloaded.
 */
export async function resetCopiedEncounter(db: Kysely<Database>, scope: Scope, id: number) {
  await findEncounterInScope(db, scope, id);
  await db.transaction().execute(async (trx) => {
    await requireOwnLock(trx, scope, id);
    const state = await copyState(trx, id);
    const copies = await trx.selectFrom('encounter_copies').selectAll().where('encounter_id', '=', id).orderBy('id').execute();
    if (state.copied_from_id === null && copies.length === 0) throw conflict(`Encounter ${id} is not a copied encounter`);
    if (!canResetCopiedEncounter(scope.role, state.review_code)) {
      throw conflict(
        state.review_code
          ? `A copied encounter cannot be reset once its review is ${REVIEW_CODE_LABELS[state.review_code]}`
          : 'A copied encounter without a review cannot be reset',
      );
    }
    const copyIds = copies.map((c) => c.id);
    const removed = copyIds.length > 0
      ? await trx.deleteFrom('conditions').where('encounter_id', '=', id).where('encounter_copy_id', 'in', copyIds).returningAll().execute()
      : [];
    if (copyIds.length > 0) await trx.deleteFrom('encounter_copies').where('id', 'in', copyIds).execute();
    await trx.updateTable('encounters').set({ copied_from_id: null }).where('id', '=', id).execute();
    await refreshOpenHccCount(trx, id);
    await writeAudit(trx, {
      tenantId: scope.tenantId, userId: scope.userId, action: 'RESET', entityType: 'ENCOUNTER', entityId: id,
      before: { copiedFromId: state.copied_from_id, copies, conditions: removed },
      after: { copiedFromId: null, copies: [], conditions: [] },
    });
    await announceEncounterChange(trx, { encounterId: id, change: 'CONDITIONS_CHANGED', actorUserId: scope.userId });
  });
  return encounterDetail(db, scope, id);
}

/** GET /api/encounter/:id/copies: the copies applied to the encounter (spec 2 §3 Encounter.copies), oldest first. */
export async function encounterCopies(db: Kysely<Database>, scope: Scope, id: number) {
  await findEncounterInScope(db, scope, id);
  const rows = await db
    .selectFrom('encounter_copies as c')
    .innerJoin('users as u', 'u.id', 'c.created_by_id')
    .select(['c.id', 'c.encounter_id', 'c.source_encounter_id', 'c.creation_date', 'u.username'])
    .where('c.encounter_id', '=', id)
    .orderBy('c.creation_date')
    .orderBy('c.id')
    .execute();
  return rows.map((c) => ({
    id: c.id,
    encounterId: c.encounter_id,
    sourceEncounterId: c.source_encounter_id,
    createdByUsername: c.username,
    creationDate: c.creation_date.toISOString(),
  }));
}

/**
 * GET /api/encounter/previous/:subjectId/:encounterId (spec 2 §2.7, §7): the patient's encounters before this one,
 * newest first, as the detail's `previous`. The encounter must be the patient's (404 otherwise, as across tenants).
 */
export async function previousEncounters(db: Kysely<Database>, scope: Scope, patientId: number, encounterId: number) {
  const encounter = await findEncounterInScope(db, scope, encounterId);
  if (encounter.patient_id !== patientId) throw notFound(`Encounter ${encounterId} of patient ${patientId} not found`);
  const rows = await db
    .selectFrom('encounters as oe')
    .leftJoin('reviews as orv', 'orv.encounter_id', 'oe.id')
    .select(['oe.id', 'oe.start', 'oe.status', 'oe.appointment_type', 'oe.reason_description', 'orv.review_code', 'orv.query_status_code'])
    .where('oe.patient_id', '=', patientId)
    .where('oe.id', '<>', encounterId)
    .where((eb) => eb.or([eb('oe.start', '<', encounter.start), eb.and([eb('oe.start', '=', encounter.start), eb('oe.id', '<', encounterId)])]))
    .orderBy('oe.start', 'desc')
    .orderBy('oe.id', 'desc')
    .execute();
  return rows.map((o) => ({
    id: o.id,
    start: o.start.toISOString(),
    status: o.status,
    appointmentType: o.appointment_type,
    reasonDescription: o.reason_description,
    review: o.review_code ? { reviewCode: o.review_code, queryStatusCode: o.query_status_code } : null,
  }));
}
