// Practitioner responses (spec 2 §3 derived values, §4.5, §6): required and default state, the group required counts,
// expansion at start, the response options and the 'Action Recommended' count. Pure: the physician views and the API
// (PUT .../tags/practitioner) read the same rules. Every rule that depends on "addressed" takes the tenant's `zone`, in
// which isAddressed reads calendar years (issue 17): the API and the views must pass the same one.
import { PRACTITIONER_RESPONSE_CODES, type ConditionStatus, type PractitionerResponseCode } from './condition.constants';
import { canDismiss, isAddressed } from './condition.rules';
import type { Condition, ConditionView, Rule, TagOption } from './condition.types';
import { displayTitle } from './condition-display.rules';
import { practitionerResponseProblem } from './condition-tag.rules';
import { MESSAGES } from './messages';
import { practitionerView, takesPractitionerResponses } from './practitioner-view.rules';
import { PROPERTY_KEYS, propertyValue } from './properties';
import type { Role } from './roles';
import type { PropertyEntry } from './session';

type When = string | Date | null | undefined;
type Response = PractitionerResponseCode | null | undefined;
type Responded = Pick<Condition, 'practitionerTags'>;
/** What the response choices depend on: kind, addressed date, source and the reasons' target sources. */
export interface ResponseSubject {
  conditionStatus: ConditionStatus;
  addressedDate: When;
  source: string | null;
  rules: ReadonlyArray<Pick<Rule, 'statusCode' | 'targetSourceCode'>>;
}

/** The condition's practitioner response, or null. */
export const responseOf = (condition: Responded): PractitionerResponseCode | null => condition.practitionerTags?.practitionerResponseCode ?? null;

/** An empty response (spec 2 §4.5): none, or the unclicked value NOT_CLICKED. */
export const isEmptyResponse = (response: Response): boolean => response === null || response === undefined || response === 'NOT_CLICKED';

/** Known and addressed (spec 2 §3 isKnownAddressed). */
export function isKnownAddressed(condition: Pick<Condition, 'conditionStatus' | 'addressedDate'>, encounterStart: When, zone: string): boolean {
  return condition.conditionStatus === 'KNOWN' && isAddressed(condition, encounterStart, zone);
}

/** External (spec 2 §3 isExternal): the condition, or one of its active reasons, comes from an external source. */
export function isExternalCondition(condition: Pick<ResponseSubject, 'source' | 'rules'>): boolean {
  return condition.source === 'EXTERNAL' || condition.rules.some((r) => r.statusCode === 'ACTIVE' && r.targetSourceCode === 'EXTERNAL');
}

/** Required (spec 2 §4.5): the response is empty or not-evaluated, and the condition is not known-addressed. */
export function isRequiredCondition(condition: Responded & Pick<Condition, 'conditionStatus' | 'addressedDate'>, encounterStart: When, zone: string): boolean {
  const response = responseOf(condition);
  return (isEmptyResponse(response) || response === 'NOT_EVALUATED') && !isKnownAddressed(condition, encounterStart, zone);
}

/** Default state (spec 2 §4.5): not required and not addressed. */
export function isDefaultState(condition: Responded & Pick<Condition, 'conditionStatus' | 'addressedDate'>, encounterStart: When, zone: string): boolean {
  return !isRequiredCondition(condition, encounterStart, zone) && !isAddressed(condition, encounterStart, zone);
}

/** Not yet clicked: no response recorded (or NOT_CLICKED). */
export const isNotYetClicked = (condition: Responded): boolean => isEmptyResponse(responseOf(condition));

/** The 'Action Recommended' count (spec 2 §2.5, §4.5): conditions that are required and not yet clicked. */
export function actionRecommendedCount(
  conditions: ReadonlyArray<Responded & Pick<Condition, 'conditionStatus' | 'addressedDate'>>,
  encounterStart: When,
  zone: string,
): number {
  return conditions.filter((c) => isRequiredCondition(c, encounterStart, zone) && isNotYetClicked(c)).length;
}

/** A group's required count when the view opens: its required conditions. */
export function initialGroupRequiredCount(
  conditions: ReadonlyArray<Responded & Pick<Condition, 'conditionStatus' | 'addressedDate'>>,
  encounterStart: When,
  zone: string,
): number {
  return conditions.filter((c) => isRequiredCondition(c, encounterStart, zone)).length;
}

/**
 * The group's required count after a response (spec 2 §4.5, as written): choosing not-evaluated on a condition with
 * no prior response raises it by one; any other response lowers it by one, never below 0.
 */
export function nextGroupRequiredCount(count: number, previous: Response, next: PractitionerResponseCode): number {
  if (next === 'NOT_EVALUATED' && isEmptyResponse(previous)) return count + 1;
  return Math.max(0, count - 1);
}

export type GroupResponseState = 'required' | 'addressed' | 'default';

/** A group shows as required while its count is above 0, and as addressed when 0 and known-addressed (spec 2 §4.5). */
export function groupResponseState(
  count: number,
  conditions: ReadonlyArray<Pick<Condition, 'conditionStatus' | 'addressedDate'>>,
  encounterStart: When,
  zone: string,
): GroupResponseState {
  if (count > 0) return 'required';
  return conditions.some((c) => isKnownAddressed(c, encounterStart, zone)) ? 'addressed' : 'default';
}

/**
 * Expansion at start (spec 2 §4.5): expanded if required, an activity, or a potential condition standing alone; a
 * potential condition in a group (of more than one) starts expanded only when all in its group are potential and
 * none is not-evaluated. `group` is the condition's HCC group (itself alone when ungrouped).
 */
export function isExpandedAtStart(
  condition: Responded & Pick<Condition, 'conditionStatus' | 'addressedDate'>,
  group: ReadonlyArray<Responded & Pick<Condition, 'conditionStatus'>>,
  encounterStart: When,
  zone: string,
): boolean {
  if (isRequiredCondition(condition, encounterStart, zone) || condition.conditionStatus === 'ACTIVITY') return true;
  if (condition.conditionStatus !== 'POTENTIAL') return false;
  if (group.length <= 1) return true;
  return group.every((c) => c.conditionStatus === 'POTENTIAL' && responseOf(c) !== 'NOT_EVALUATED');
}

/** Labels of the response choices (spec 2 §2.5 quotes 'Mark as documented'; the others are ours) and their chosen form. */
export const PRACTITIONER_RESPONSE_LABELS: Readonly<Record<PractitionerResponseCode, { label: string; text: string }>> = {
  ACCEPT: { label: MESSAGES.markAsDocumented, text: MESSAGES.markedAsDocumented },
  NONE: { label: 'Not documented', text: 'Not documented' },
  NOT_EVALUATED: { label: 'Not evaluated', text: 'Not evaluated' },
  DISMISSED: { label: MESSAGES.dismiss, text: MESSAGES.dismissedByProvider },
  REMOVED: { label: MESSAGES.remove, text: 'Removed' },
  NOT_CLICKED: { label: 'Not clicked', text: 'Not clicked' },
};

/** The kinds a tenant configures responses for (PRACTITIONER_TAGS): the three condition kinds and EXTERNAL. */
export type ResponseKind = ConditionStatus | 'EXTERNAL';

/** The choices offered when the tenant configures none (ours; the spec names the codes, not the sets). */
export const DEFAULT_PRACTITIONER_RESPONSES: Readonly<Record<ResponseKind, readonly PractitionerResponseCode[]>> = {
  KNOWN: ['ACCEPT', 'NONE', 'NOT_EVALUATED'],
  POTENTIAL: ['ACCEPT', 'NONE', 'NOT_EVALUATED'],
  ACTIVITY: ['ACCEPT', 'NONE', 'NOT_EVALUATED'],
  EXTERNAL: ['ACCEPT', 'NONE', 'NOT_EVALUATED'],
};

const isResponseCode = (value: unknown): value is PractitionerResponseCode =>
  typeof value === 'string' && (PRACTITIONER_RESPONSE_CODES as readonly string[]).includes(value);

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The response choices of a condition (spec 2 §6: options depend on the condition's status — external, activity,
 * known, potential — and the tenant configuration). PRACTITIONER_TAGS (JSON) maps a kind (KNOWN, POTENTIAL, ACTIVITY,
 * EXTERNAL) to its codes; PRACTITIONER_TAG_VALUES (JSON) maps a code to its label (a string) or `{ label, text }`.
 * Unusable JSON falls back to the defaults. NOT_CLICKED is never a choice; DISMISSED only where canDismiss allows.
 */
export function practitionerResponseOptions(
  role: Role | null | undefined,
  condition: ResponseSubject,
  encounterStart: When,
  zone: string,
  tenantProperties: readonly PropertyEntry[],
  userProperties: readonly PropertyEntry[] = [],
): TagOption[] {
  const kind: ResponseKind = isExternalCondition(condition) ? 'EXTERNAL' : condition.conditionStatus;
  const configured = parseJson(propertyValue(PROPERTY_KEYS.practitionerTags, tenantProperties));
  const perKind = typeof configured === 'object' && configured !== null ? (configured as Record<string, unknown>)[kind] : undefined;
  const codes = Array.isArray(perKind) && perKind.every(isResponseCode) && perKind.length > 0 ? perKind : DEFAULT_PRACTITIONER_RESPONSES[kind];
  const values = parseJson(propertyValue(PROPERTY_KEYS.practitionerTagValues, tenantProperties));
  const valueOf = (code: PractitionerResponseCode): { label: string; text: string } => {
    const entry = typeof values === 'object' && values !== null ? (values as Record<string, unknown>)[code] : undefined;
    if (typeof entry === 'string' && entry.trim()) return { label: entry, text: entry };
    if (typeof entry === 'object' && entry !== null) {
      const { label, text } = entry as { label?: unknown; text?: unknown };
      if (typeof label === 'string' && label.trim()) return { label, text: typeof text === 'string' && text.trim() ? text : label };
    }
    return PRACTITIONER_RESPONSE_LABELS[code];
  };
  return [...new Set(codes)]
    .filter((code) => code !== 'NOT_CLICKED')
    .filter((code) => code !== 'DISMISSED' || canDismiss(role, condition, tenantProperties, encounterStart, zone, userProperties))
    .map((code) => ({ value: code, ...valueOf(code) }));
}

/** Whether the user sees response controls on a condition (spec 2 §6): the role permits and it is not yet addressed. */
export function showsResponseControls(
  role: Role | null | undefined,
  condition: Pick<Condition, 'conditionStatus' | 'conditionCode' | 'statusCode' | 'addressedDate'>,
  encounterStart: When,
  zone: string,
): boolean {
  return practitionerResponseProblem(role, condition, null, encounterStart, zone, []) === null;
}

/**
 * Why the API refuses a practitioner response beyond practitionerResponseProblem: the tenant's view for the role takes
 * no responses (the review view with Dismiss/Undo), or the response is not one of the condition's choices. null: none.
 */
export function practitionerResponseOfferProblem(
  role: Role | null | undefined,
  condition: ResponseSubject,
  response: PractitionerResponseCode | null,
  encounterStart: When,
  zone: string,
  tenantProperties: readonly PropertyEntry[],
  userProperties: readonly PropertyEntry[] = [],
): string | null {
  if (!takesPractitionerResponses(practitionerView(role, tenantProperties))) return "This tenant's view takes no practitioner responses";
  if (response === null) return null;
  const offered = practitionerResponseOptions(role, condition, encounterStart, zone, tenantProperties, userProperties).map((o) => o.value);
  return offered.includes(response) ? null : `${response} is not one of this condition's choices (${offered.join(', ')})`;
}

/** A condition with the derived values of spec 2 §3, as the practitioner views use it. */
export function conditionView(
  condition: Condition,
  role: Role | null | undefined,
  encounterStart: When,
  zone: string,
  tenantProperties: readonly PropertyEntry[],
  userProperties: readonly PropertyEntry[] = [],
): ConditionView {
  return {
    ...condition,
    isKnown: condition.conditionStatus === 'KNOWN',
    isPotential: condition.conditionStatus === 'POTENTIAL',
    isExternal: isExternalCondition(condition),
    isAddressed: isAddressed(condition, encounterStart, zone),
    isKnownAddressed: isKnownAddressed(condition, encounterStart, zone),
    isRequired: isRequiredCondition(condition, encounterStart, zone),
    isDefaultState: isDefaultState(condition, encounterStart, zone),
    tagOptions: practitionerResponseOptions(role, condition, encounterStart, zone, tenantProperties, userProperties),
    description: displayTitle(condition),
  };
}
