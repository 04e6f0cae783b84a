import {
  REPORTABLE_REASONS,
  SPECIFIC_CODE_REASON,
  type CoderQueryStatus,
  type ConditionCode,
  type ConditionStatus,
  type ConditionStatusCode,
  type PractitionerResponseCode,
} from './condition.constants';
import type { CdiTags, CoderTags } from './condition.types';
import { canDismiss, isAddressed } from './condition.rules';
import { MESSAGES } from './messages';
import { isCdiType, isCoderType } from './role-groups';
import type { Role } from './roles';
import type { PropertyEntry } from './session';

type When = string | Date | null | undefined;

interface ConditionState {
  conditionStatus: ConditionStatus;
  conditionCode: ConditionCode;
}

/** CDI tags are set by CDI-type users (spec 2 §4.5, §6). */
export const canEditCdiTags = (role: Role | null | undefined): boolean => isCdiType(role);
/** Coder tags are set by coder-type users (spec 2 §4.5, §6). */
export const canEditCoderTags = (role: Role | null | undefined): boolean => isCoderType(role);

/**
 * CDI tags as saved (spec 2 §4.5): Net New and Known Potential are mutually exclusive (both set is a problem, see
 * cdiTagsProblem); the expected diagnosis belongs to potential conditions only, so it is cleared on any other
 * (selecting Known or Activity clears it).
 */
export function normaliseCdiTags<T extends Pick<CdiTags, 'netNewStatusCode' | 'knownPotentialStatusCode' | 'expectedDiagnosis'>>(
  tags: T,
  conditionStatus: ConditionStatus,
): T {
  return conditionStatus === 'POTENTIAL' ? tags : { ...tags, expectedDiagnosis: null };
}

/** Why CDI tags cannot be saved, or null. */
export function cdiTagsProblem(tags: Pick<CdiTags, 'netNewStatusCode' | 'knownPotentialStatusCode'>): string | null {
  if (tags.netNewStatusCode && tags.knownPotentialStatusCode) return 'Net New and Known Potential are mutually exclusive';
  return null;
}

/** Query and on-claim editors exist only for known or potential conditions that are open or addressed (spec 2 §6). */
export function hasCoderClaimEditors(condition: ConditionState): boolean {
  return (
    (condition.conditionStatus === 'KNOWN' || condition.conditionStatus === 'POTENTIAL') &&
    (condition.conditionCode === 'OPEN' || condition.conditionCode === 'ADDRESSED')
  );
}

/** Whether `role` may set the condition's query status (the coder's query editor). */
export function canSetConditionQuery(role: Role | null | undefined, condition: ConditionState): boolean {
  return isCoderType(role) && hasCoderClaimEditors(condition);
}

/**
 * The query statuses a condition may move to (spec 2 §4.5): a query is raised (outstanding), then answered
 * (response received) or closed unanswered (response not received); an answered query may be raised again.
 */
export function allowedConditionQueryStatuses(current: CoderQueryStatus | null | undefined): CoderQueryStatus[] {
  if (current === 'QUERY_OUTSTANDING') return ['QUERY_RESPONSE_RECEIVED', 'QUERY_RESPONSE_NOT_RECEIVED'];
  return ['QUERY_OUTSTANDING'];
}

type CoderDecision = Pick<
  CoderTags,
  'onClaimStatusCode' | 'reportableStatusCode' | 'reportableHeaderCode' | 'reportableReason' | 'reportableText' | 'conditionDiagnosisCode' | 'activityMetStatusCode'
>;

/** Why the coder's decision cannot be saved (spec 2 §5 coder form); empty when it can. */
export function coderTagsProblems(tags: CoderDecision, condition: ConditionState): string[] {
  const problems: string[] = [];
  const blank = (s: string | null) => !s || s.trim() === '';
  if (tags.onClaimStatusCode !== null && !hasCoderClaimEditors(condition)) {
    problems.push('On-claim status applies only to known or potential conditions that are open or addressed');
  }
  if (tags.activityMetStatusCode !== null && condition.conditionStatus !== 'ACTIVITY') problems.push('Activity met status applies only to activities');
  if (tags.reportableHeaderCode === 'OTHER') {
    if (blank(tags.reportableText)) problems.push('A reportable header OTHER needs reportableText');
  } else if (tags.reportableReason !== null) {
    const reason = REPORTABLE_REASONS.find((r) => r.code === tags.reportableReason);
    if (!reason) problems.push(`Unknown reportable reason ${tags.reportableReason}`);
    else if (reason.header !== tags.reportableHeaderCode) problems.push(`Reason ${reason.code} belongs to header ${reason.header}`);
    else if (reason.code === SPECIFIC_CODE_REASON && blank(tags.conditionDiagnosisCode)) {
      problems.push('The more/less specific code reason needs conditionDiagnosisCode');
    }
  }
  if (tags.reportableStatusCode === 'NOT_REPORTABLE' && tags.reportableReason === null && tags.reportableHeaderCode !== 'OTHER') {
    problems.push(MESSAGES.notReportableReasonRequired);
  }
  return problems;
}

/**
 * Why a practitioner response cannot be recorded, or null (spec 2 §4.5, §6): physicians and clinical admins respond
 * to active conditions that are not addressed (addressed, removed and closed ones take no response); answering
 * DISMISSED is a dismissal, so it follows canDismiss. `zone`: the tenant's, as isAddressed.
 */
export function practitionerResponseProblem(
  role: Role | null | undefined,
  condition: ConditionState & { statusCode: ConditionStatusCode; addressedDate: When },
  response: PractitionerResponseCode | null,
  encounterStart: When,
  zone: string,
  tenantProperties: readonly PropertyEntry[],
  userProperties: readonly PropertyEntry[] = [],
): string | null {
  if (role !== 'PHYSICIAN' && role !== 'CLINICAL_ADMIN') return `The ${role ?? 'current'} role cannot respond to conditions`;
  if (condition.statusCode !== 'ACTIVE' || ['ADDRESSED', 'REMOVED', 'CLOSED'].includes(condition.conditionCode) || isAddressed(condition, encounterStart, zone)) {
    return 'This condition takes no response';
  }
  if (response === 'DISMISSED' && !canDismiss(role, condition, tenantProperties, encounterStart, zone, userProperties)) {
    return 'You cannot dismiss this condition';
  }
  return null;
}
