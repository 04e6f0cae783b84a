import type { Kysely } from 'kysely';
import {
  allowedConditionQueryStatuses,
  canSetConditionQuery,
  cdiTagsProblem,
  coderDecisionProblems,
  normaliseCdiTags,
  practitionerResponseOfferProblem,
  practitionerResponseProblem,
  type ActivityMetStatus,
  type CdiTagsUpdate,
  type CoderQueryStatus,
  type OnClaimStatus,
  type PractitionerResponseCode,
  type ReportableHeaderCode,
  type ReportableStatus,
} from 'shared-kit/domain';
import { writeAudit } from '../audit/audit.service';
import { announceEncounterChange } from '../events/encounter-change.announcer';
import type { Database } from '../db/database.types';
import { badRequest } from '../http/api-error';
import { conflict, scopeTimeZone, type Scope } from './access.service';
import { conditionAnswer, findConditionInScope } from './condition.service';
import { requireOwnLock } from './lock.service';

const isCoderQueryStatus = (value: string | null): value is CoderQueryStatus =>
  value === 'QUERY_OUTSTANDING' || value === 'QUERY_RESPONSE_RECEIVED' || value === 'QUERY_RESPONSE_NOT_RECEIVED';

/** The condition a CDI or coder user writes: in scope, and its encounter locked by the caller (spec 2 §4.4). */
async function lockedCondition(db: Kysely<Database>, scope: Scope, id: number) {
  const found = await findConditionInScope(db, scope, id);
  await requireOwnLock(db, scope, found.encounter.id);
  return found;
}

const state = (c: { condition_status: 'KNOWN' | 'POTENTIAL' | 'ACTIVITY'; condition_code: 'ADDRESSED' | 'DISMISSED' | 'OPEN' | 'SEEN' | 'REMOVED' | 'CLOSED' }) => ({
  conditionStatus: c.condition_status,
  conditionCode: c.condition_code,
});

/**
 * PUT /api/encounter/condition/:id/query (spec 2 §4.5, §7): a coder holding the lock moves the condition's query status
 * along allowedConditionQueryStatuses (raising stamps who and when; an answer stamps the response). Sending the current
 * status changes nothing. Conditions without the query editor (activities, removed ...) answer 409, as do other moves.
 */
export async function setConditionQuery(db: Kysely<Database>, scope: Scope, id: number, status: CoderQueryStatus, now: Date) {
  const { condition, encounter } = await lockedCondition(db, scope, id);
  if (!canSetConditionQuery(scope.role, state(condition))) {
    throw conflict('Queries apply only to known or potential conditions that are open or addressed');
  }
  const before = await db.selectFrom('coder_tags').selectAll().where('encounter_condition_id', '=', id).executeTakeFirst();
  const current = before?.query_status_code ?? null;
  if (current !== status) {
    const allowed = allowedConditionQueryStatuses(isCoderQueryStatus(current) ? current : null);
    if (!allowed.includes(status)) throw conflict(`The query status can move from ${current ?? 'none'} to ${allowed.join(' or ')} only`);
    const stamp = status === 'QUERY_OUTSTANDING'
      ? { query_creation_date: now, query_creation_username: scope.username, query_response_date: null, query_response_username: null }
      : { query_response_date: now, query_response_username: scope.username };
    await db.transaction().execute(async (trx) => {
      const after = await trx
        .insertInto('coder_tags')
        .values({ encounter_condition_id: id, tenant_id: scope.tenantId, query_status_code: status, ...stamp })
        .onConflict((oc) => oc.column('encounter_condition_id').doUpdateSet({ query_status_code: status, ...stamp }))
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeAudit(trx, { tenantId: scope.tenantId, userId: scope.userId, action: 'UPDATE', entityType: 'CODER_TAGS', entityId: id, before, after });
      await announceEncounterChange(trx, { encounterId: encounter.id, change: 'CONDITIONS_CHANGED', actorUserId: scope.userId, at: now });
    });
  }
  return conditionAnswer(db, scope, condition);
}

export type CdiTagsWrite = CdiTagsUpdate['cdiTags'];

/**
 * PUT /api/encounter/condition/:id/tags/cdi (spec 2 §4.5): CDI-type users holding the lock set Net New, Known Potential
 * or neither (both set is a 400) and the expected diagnosis, which is kept only on potential conditions.
 */
export async function saveCdiTags(db: Kysely<Database>, scope: Scope, id: number, body: CdiTagsWrite) {
  const problem = cdiTagsProblem(body);
  if (problem) throw badRequest(`body.cdiTags: ${problem}`);
  const { condition, encounter } = await lockedCondition(db, scope, id);
  const tags = normaliseCdiTags({ ...body, expectedDiagnosis: body.expectedDiagnosis ?? null }, condition.condition_status);
  const values = { net_new_status_code: tags.netNewStatusCode, known_potential_status_code: tags.knownPotentialStatusCode, expected_diagnosis: tags.expectedDiagnosis };
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('cdi_tags').selectAll().where('encounter_condition_id', '=', id).executeTakeFirst();
    const after = await trx
      .insertInto('cdi_tags')
      .values({ encounter_condition_id: id, tenant_id: scope.tenantId, ...values })
      .onConflict((oc) => oc.column('encounter_condition_id').doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, { tenantId: scope.tenantId, userId: scope.userId, action: 'UPDATE', entityType: 'CDI_TAGS', entityId: id, before, after });
    await announceEncounterChange(trx, { encounterId: encounter.id, change: 'CONDITIONS_CHANGED', actorUserId: scope.userId });
  });
  return conditionAnswer(db, scope, condition);
}

export interface CoderTagsWrite {
  onClaimStatusCode?: OnClaimStatus | null;
  reportableStatusCode?: ReportableStatus | null;
  reportableHeaderCode?: ReportableHeaderCode | null;
  reportableReason?: string | null;
  reportableText?: string | null;
  conditionDiagnosisCode?: string | null;
  activityMetStatusCode?: ActivityMetStatus | null;
}

/**
 * PUT /api/encounter/condition/:id/tags/coder (spec 2 §4.5, §5, §6): a coder holding the lock records the claim and
 * reportability decision. The decision is replaced as a whole (absent fields become null); the query fields belong
 * to the query call and are kept. shared-kit's coderDecisionProblems (the coder form's own rules, with the tenant's
 * risk-adjustment flag) refusals are 400s; a diagnosis code must be a known ICD-10-CM code (the form's search finds
 * only those).
 */
export async function saveCoderTags(db: Kysely<Database>, scope: Scope, id: number, body: CoderTagsWrite) {
  const { condition, encounter } = await lockedCondition(db, scope, id);
  const text = body.reportableText?.trim() || null;
  const decision = {
    onClaimStatusCode: body.onClaimStatusCode ?? null,
    reportableStatusCode: body.reportableStatusCode ?? null,
    reportableHeaderCode: body.reportableHeaderCode ?? null,
    reportableReason: body.reportableReason ?? null,
    reportableText: text,
    conditionDiagnosisCode: body.conditionDiagnosisCode ? body.conditionDiagnosisCode.replace(/\./g, '').toUpperCase() : null,
    activityMetStatusCode: body.activityMetStatusCode ?? null,
  };
  const problems = coderDecisionProblems(
    decision,
    { ...state(condition), statusCode: condition.status_code, hccCode: condition.hcc_code, icd10CodeJson: condition.icd10_code_json },
    scope.tenantProperties,
  );
  if (problems.length > 0) throw badRequest(`body.coderTags: ${problems.join('; ')}`);
  if (decision.conditionDiagnosisCode) {
    const known = await db.selectFrom('icd10_codes').select('code').where('code', '=', decision.conditionDiagnosisCode).executeTakeFirst();
    if (!known) throw badRequest(`body.coderTags.conditionDiagnosisCode: ${decision.conditionDiagnosisCode} is not an ICD-10-CM code`);
  }
  const values = {
    on_claim_status_code: decision.onClaimStatusCode,
    reportable_status_code: decision.reportableStatusCode,
    reportable_header_code: decision.reportableHeaderCode,
    reportable_reason: decision.reportableReason,
    reportable_text: decision.reportableText,
    condition_diagnosis_code: decision.conditionDiagnosisCode,
    activity_met_status_code: decision.activityMetStatusCode,
  };
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('coder_tags').selectAll().where('encounter_condition_id', '=', id).executeTakeFirst();
    const after = await trx
      .insertInto('coder_tags')
      .values({ encounter_condition_id: id, tenant_id: scope.tenantId, ...values })
      .onConflict((oc) => oc.column('encounter_condition_id').doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, { tenantId: scope.tenantId, userId: scope.userId, action: 'UPDATE', entityType: 'CODER_TAGS', entityId: id, before, after });
    await announceEncounterChange(trx, { encounterId: encounter.id, change: 'CONDITIONS_CHANGED', actorUserId: scope.userId });
  });
  return conditionAnswer(db, scope, condition);
}

export interface PractitionerTagWrite {
  encounterConditionId: number;
  practitionerResponseCode: PractitionerResponseCode | null;
}

/**
 * PUT /api/encounter/condition/tags/practitioner (spec 2 §4.5, §7): physicians and clinical admins record responses,
 * fired on each click. No lock: practitioners never take one (their dismissal works without, see canDismiss), and a
 * response is its own row, so it cannot clash with a CDI user's edit. Every row is checked first
 * (practitionerResponseProblem → 409); then all are written in one transaction, each audited. Answers the saved tags.
 */
export async function savePractitionerTags(db: Kysely<Database>, scope: Scope, tags: readonly PractitionerTagWrite[]) {
  const encounterIds = new Set<number>();
  // Addressed years are the tenant's (issue 17), as the physician views read them, so Dismiss is offered where it is taken.
  const zone = scopeTimeZone(scope);
  for (const tag of tags) {
    const { condition, encounter } = await findConditionInScope(db, scope, tag.encounterConditionId);
    encounterIds.add(encounter.id);
    const problem = practitionerResponseProblem(
      scope.role,
      { ...state(condition), statusCode: condition.status_code, addressedDate: condition.addressed_date },
      tag.practitionerResponseCode,
      encounter.start,
      zone,
      scope.tenantProperties,
      scope.userProperties,
    );
    if (problem) throw conflict(`Condition ${condition.id}: ${problem}`);
    // The tenant's view must take responses, and the response must be one of the condition's choices (shared-kit
    // practitionerResponseOfferProblem, the rule the views offer their choices by).
    const rules = await db
      .selectFrom('condition_rules')
      .select(['status_code as statusCode', 'target_source_code as targetSourceCode'])
      .where('encounter_condition_id', '=', condition.id)
      .where('tenant_id', '=', scope.tenantId)
      .execute();
    const offerProblem = practitionerResponseOfferProblem(
      scope.role,
      { conditionStatus: condition.condition_status, addressedDate: condition.addressed_date, source: condition.source, rules },
      tag.practitionerResponseCode,
      encounter.start,
      zone,
      scope.tenantProperties,
      scope.userProperties,
    );
    if (offerProblem) throw conflict(`Condition ${condition.id}: ${offerProblem}`);
  }
  return db.transaction().execute(async (trx) => {
    const saved: PractitionerTagWrite[] = [];
    for (const tag of tags) {
      const id = tag.encounterConditionId;
      const before = await trx.selectFrom('practitioner_tags').selectAll().where('encounter_condition_id', '=', id).executeTakeFirst();
      const after = await trx
        .insertInto('practitioner_tags')
        .values({ encounter_condition_id: id, tenant_id: scope.tenantId, practitioner_response_code: tag.practitionerResponseCode })
        .onConflict((oc) => oc.column('encounter_condition_id').doUpdateSet({ practitioner_response_code: tag.practitionerResponseCode }))
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeAudit(trx, { tenantId: scope.tenantId, userId: scope.userId, action: 'UPDATE', entityType: 'PRACTITIONER_TAGS', entityId: id, before, after });
      saved.push({ encounterConditionId: id, practitionerResponseCode: tag.practitionerResponseCode });
    }
    for (const encounterId of encounterIds) await announceEncounterChange(trx, { encounterId, change: 'CONDITIONS_CHANGED', actorUserId: scope.userId });
    return saved;
  });
}
