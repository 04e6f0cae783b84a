// The coder condition form (spec 2 §4.5 coder tags, §5 coder form, §6 when it shows): its auto-fill and clearing
// rules, the Submit rule, the checks of a decision and which parts of the form show. Pure, so the coder screen and
// mock-api (PUT /api/encounter/condition/{id}/tags/coder) run the same rules.
import {
  DOCUMENTATION_SUPPORTS_REASON,
  REPORTABLE_HEADER_CODES,
  REPORTABLE_HEADER_STATUS,
  SPECIFIC_CODE_REASON,
  type ActivityMetStatus,
  type OnClaimStatus,
  type ReportableHeaderCode,
  type ReportableStatus,
} from './condition.constants';
import { isInMainList } from './condition-display.rules';
import { coderTagsProblems, hasCoderClaimEditors } from './condition-tag.rules';
import type { CoderTags, Condition } from './condition.types';
import { firstIcd10, hasHccCode } from './hcc.rules';
import { featureFlag, PROPERTY_KEYS } from './properties';
import type { PropertyEntry } from './session';

/** What the coder records per condition (the decision part of coderTags; the query status has its own call). */
export type CoderDecision = Pick<
  CoderTags,
  'onClaimStatusCode' | 'reportableStatusCode' | 'reportableHeaderCode' | 'reportableReason' | 'reportableText' | 'conditionDiagnosisCode' | 'activityMetStatusCode'
>;

/** The condition fields the coder rules read. */
export type CoderCondition = Pick<Condition, 'conditionStatus' | 'conditionCode' | 'statusCode' | 'hccCode' | 'icd10CodeJson'>;

export const EMPTY_CODER_DECISION: CoderDecision = {
  onClaimStatusCode: null,
  reportableStatusCode: null,
  reportableHeaderCode: null,
  reportableReason: null,
  reportableText: null,
  conditionDiagnosisCode: null,
  activityMetStatusCode: null,
};

const blank = (s: string | null | undefined): boolean => !s || s.trim() === '';

/** The decision stored on a condition (none yet: every field empty). */
export function coderDecisionOf(tags: CoderTags | null | undefined): CoderDecision {
  if (!tags) return EMPTY_CODER_DECISION;
  return {
    onClaimStatusCode: tags.onClaimStatusCode,
    reportableStatusCode: tags.reportableStatusCode,
    reportableHeaderCode: tags.reportableHeaderCode,
    reportableReason: tags.reportableReason,
    reportableText: tags.reportableText,
    conditionDiagnosisCode: tags.conditionDiagnosisCode,
    activityMetStatusCode: tags.activityMetStatusCode,
  };
}

/**
 * The auto-fill (spec 2 §4.5): reportable as reportable (under the Reportable header), the reason "provider
 * documentation supports the code", and the diagnosis code from the condition's first ICD-10 code.
 */
export function autoFilledDecision(decision: CoderDecision, condition: Pick<CoderCondition, 'icd10CodeJson'>): CoderDecision {
  return {
    ...decision,
    reportableStatusCode: 'REPORTABLE',
    reportableHeaderCode: 'REPORTABLE',
    reportableReason: DOCUMENTATION_SUPPORTS_REASON,
    reportableText: null,
    conditionDiagnosisCode: firstIcd10(condition.icd10CodeJson),
  };
}

/**
 * Choosing on claim / not on claim (spec 2 §4.5): 'not on claim' while the condition is reportable (its status or
 * its header) auto-fills the decision; otherwise only the claim status changes.
 */
export function withOnClaim(decision: CoderDecision, value: OnClaimStatus | null, condition: Pick<CoderCondition, 'icd10CodeJson'>): CoderDecision {
  const next = { ...decision, onClaimStatusCode: value };
  const reportable = decision.reportableStatusCode === 'REPORTABLE' || decision.reportableHeaderCode === 'REPORTABLE';
  return value === 'NOT_ON_CLAIM' && reportable ? autoFilledDecision(next, condition) : next;
}

/**
 * Choosing a reportable status (spec 2 §4.5) clears header, reason, text and diagnosis code; choosing reportable while
 * not on claim then auto-fills.
 */
export function withReportableStatus(decision: CoderDecision, value: ReportableStatus | null, condition: Pick<CoderCondition, 'icd10CodeJson'>): CoderDecision {
  const next: CoderDecision = {
    ...decision,
    reportableStatusCode: value,
    reportableHeaderCode: null,
    reportableReason: null,
    reportableText: null,
    conditionDiagnosisCode: null,
  };
  return value === 'REPORTABLE' && decision.onClaimStatusCode === 'NOT_ON_CLAIM' ? autoFilledDecision(next, condition) : next;
}

/** Choosing a header clears reason, text and code (spec 2 §4.5). */
export const withReportableHeader = (decision: CoderDecision, header: ReportableHeaderCode | null): CoderDecision => ({
  ...decision,
  reportableHeaderCode: header,
  reportableReason: null,
  reportableText: null,
  conditionDiagnosisCode: null,
});

/** Choosing a reason clears text and code (spec 2 §4.5). */
export const withReportableReason = (decision: CoderDecision, reason: string | null): CoderDecision => ({
  ...decision,
  reportableReason: reason,
  reportableText: null,
  conditionDiagnosisCode: null,
});

export const withReportableText = (decision: CoderDecision, text: string): CoderDecision => ({ ...decision, reportableText: text === '' ? null : text });
export const withDiagnosisCode = (decision: CoderDecision, code: string | null): CoderDecision => ({ ...decision, conditionDiagnosisCode: code });
export const withActivityMet = (decision: CoderDecision, value: ActivityMetStatus | null): CoderDecision => ({ ...decision, activityMetStatusCode: value });

/** The headers offered for a reportable status: the ones that explain it, and 'Other' (none before a status). */
export function reportableHeadersFor(status: ReportableStatus | null): ReportableHeaderCode[] {
  if (!status) return [];
  return REPORTABLE_HEADER_CODES.filter((header) => REPORTABLE_HEADER_STATUS[header] === null || REPORTABLE_HEADER_STATUS[header] === status);
}

/**
 * A coder addition: a condition not on the claim that the coder marks reportable because the provider's
 * documentation supports the code (what the auto-fill produces). Its success message is the second of spec 2 §5.
 */
export const isCoderAddition = (decision: CoderDecision): boolean =>
  decision.onClaimStatusCode === 'NOT_ON_CLAIM' && decision.reportableStatusCode === 'REPORTABLE' && decision.reportableReason === DOCUMENTATION_SUPPORTS_REASON;

export interface CoderFormVisibility {
  /** The coder form shows on this condition at all. */
  form: boolean;
  /** The query status and on claim / not on claim editors. */
  queryAndClaim: boolean;
  /** Reportable status, header, reason and text (known and potential conditions). */
  reportable: boolean;
  /** Activity met (activities). */
  activityMet: boolean;
  /** The diagnosis-code edit: potential conditions on claim and reportable, or the more/less-specific reason's search. */
  diagnosisCode: boolean;
}

/**
 * Which parts of the coder form show (spec 2 §6): conditions of the main list (not hidden, removed or dismissed); with
 * the tenant's claim risk-adjustment eligibility on (RISK_ADJUSTMENT_ELIGIBLE), only conditions that map to an HCC
 * category, since only those adjust risk on the claim. The query and on-claim editors on known or potential
 * conditions that are open or addressed; the diagnosis-code edit on potential conditions on claim and reportable,
 * and with the more/less-specific reason (spec 2 §5).
 */
export function coderFormVisibility(condition: CoderCondition, tenantProperties: readonly PropertyEntry[], decision: CoderDecision = EMPTY_CODER_DECISION): CoderFormVisibility {
  const riskAdjustmentOnly = featureFlag(PROPERTY_KEYS.riskAdjustmentEligible, tenantProperties);
  const form = isInMainList(condition) && (!riskAdjustmentOnly || hasHccCode(condition.hccCode));
  const activity = condition.conditionStatus === 'ACTIVITY';
  return {
    form,
    queryAndClaim: form && hasCoderClaimEditors(condition),
    reportable: form && !activity,
    activityMet: form && activity,
    diagnosisCode:
      form &&
      ((condition.conditionStatus === 'POTENTIAL' && decision.onClaimStatusCode === 'ON_CLAIM' && decision.reportableStatusCode === 'REPORTABLE') ||
        decision.reportableReason === SPECIFIC_CODE_REASON),
  };
}

/** Why Submit is disabled, or null when it is enabled (spec 2 §5). */
export type CoderSubmitBlock = 'SUBMITTING' | 'UNCHANGED' | 'NOTHING_SET' | 'DIAGNOSIS_CODE_MISSING';

/**
 * Nothing set (spec 2 §5 "no reportable status, reason or text"). An activity's decision is its activity-met status
 * (the reportable editors do not show on activities), so there that counts as set too.
 */
export function isNothingSet(decision: CoderDecision, condition: Pick<CoderCondition, 'conditionStatus'>): boolean {
  const reportable = decision.reportableStatusCode !== null || !blank(decision.reportableReason) || !blank(decision.reportableText);
  return !reportable && !(condition.conditionStatus === 'ACTIVITY' && decision.activityMetStatusCode !== null);
}

const comparable = (d: CoderDecision) => JSON.stringify({ ...d, reportableText: blank(d.reportableText) ? null : d.reportableText?.trim() });

/** Whether the form differs from the decision it started from. */
export const isCoderDecisionChanged = (decision: CoderDecision, initial: CoderDecision): boolean => comparable(decision) !== comparable(initial);

/**
 * The Submit rule (spec 2 §5): disabled while submitting, when nothing changed, when no reportable status, reason or
 * text is set, and when the reason is the more/less-specific one without a diagnosis code.
 */
export function coderSubmitBlock(decision: CoderDecision, initial: CoderDecision, condition: Pick<CoderCondition, 'conditionStatus'>, submitting: boolean): CoderSubmitBlock | null {
  if (submitting) return 'SUBMITTING';
  if (!isCoderDecisionChanged(decision, initial)) return 'UNCHANGED';
  if (isNothingSet(decision, condition)) return 'NOTHING_SET';
  if (decision.reportableReason === SPECIFIC_CODE_REASON && blank(decision.conditionDiagnosisCode)) return 'DIAGNOSIS_CODE_MISSING';
  return null;
}

/** Not Reportable chosen without a reason: 'If Not Reportable, A Reason Must be Provided' (spec 2 §5, §8). 'Other' gives its reason as text. */
export const needsNotReportableReason = (decision: CoderDecision): boolean =>
  decision.reportableStatusCode === 'NOT_REPORTABLE' && decision.reportableReason === null && decision.reportableHeaderCode !== 'OTHER';

/** 'Other' needs non-blank text (spec 2 §5). */
export const needsOtherText = (decision: CoderDecision): boolean => decision.reportableHeaderCode === 'OTHER' && blank(decision.reportableText);

/**
 * Why a decision cannot be stored, or [] (the API's check; the form prevents each): the form must show on the
 * condition, shared-kit's coderTagsProblems (reason under its header, on-claim and activity-met where they apply, the
 * more/less-specific code, 'Other' text, a reason when not reportable), and beyond it: a header explains its own
 * status, text belongs to 'Other', a diagnosis code only where the form sets one, reportable fields only on known and
 * potential conditions, and something set (the Submit rule).
 */
export function coderDecisionProblems(decision: CoderDecision, condition: CoderCondition, tenantProperties: readonly PropertyEntry[]): string[] {
  const shows = coderFormVisibility(condition, tenantProperties, decision);
  if (!shows.form) return ['This condition takes no coder decision'];
  const problems = coderTagsProblems(decision, condition);
  const header = decision.reportableHeaderCode;
  const reportableSet = decision.reportableStatusCode !== null || header !== null || decision.reportableReason !== null || !blank(decision.reportableText);
  if (reportableSet && !shows.reportable) problems.push('Reportable decisions apply only to known and potential conditions');
  if (header !== null) {
    const explains = REPORTABLE_HEADER_STATUS[header];
    if (decision.reportableStatusCode === null) problems.push('A reportable header needs a reportable status');
    else if (explains !== null && explains !== decision.reportableStatusCode) problems.push(`Header ${header} explains ${explains} conditions only`);
  }
  if (!blank(decision.reportableText) && header !== 'OTHER') problems.push('reportableText belongs to the header OTHER');
  const autoFilled = decision.reportableStatusCode === 'REPORTABLE' && decision.reportableReason === DOCUMENTATION_SUPPORTS_REASON;
  if (!blank(decision.conditionDiagnosisCode) && !shows.diagnosisCode && !autoFilled) {
    problems.push('conditionDiagnosisCode applies to potential conditions on claim and reportable, or the more/less specific code reason');
  }
  if (isNothingSet(decision, condition)) problems.push('Set a reportable status, reason or text');
  return problems;
}
