// How the encounter detail shows conditions (spec 2 §4.5, §5, §6): which list a condition is in, group order and
// labels, HCC grouping, titles, green checks, evidence, and the description collapse. Pure, so every encounter view
// (CDI, coder, physician) and the tests read the same rules.
import {
  CLINICAL_EVIDENCE_HCC_VERSION,
  CMS_V28_RULE_ID_RANGE,
  GREEN_CHECK,
  GROUP_ORDER_DEFAULT,
  GROUP_ORDER_PRACTITIONER,
  KNOWN_POTENTIAL_STATUS_CODE,
  NET_NEW_STATUS_CODE,
  SUSPECT_TITLE_PREFIX,
  CONDITION_STATUSES,
  type CdiTagChoice,
  type ConditionStatus,
} from './condition.constants';
import { isAddressed } from './condition.rules';
import type { CdiTags, Condition } from './condition.types';
import { hasHccCode } from './hcc.rules';
import { DESCRIPTION_COLLAPSE_CHARS } from './limits.constants';
import { MESSAGES } from './messages';
import { featureFlag, PROPERTY_KEYS, propertyList, propertyValue } from './properties';
import { isCdiType } from './role-groups';
import type { Role } from './roles';
import type { PropertyEntry } from './session';

type When = string | Date | null | undefined;

/** Hidden, dismissed and removed conditions leave the main lists (spec 2 §4.5). */
export function isInMainList(condition: Pick<Condition, 'statusCode' | 'conditionCode'>): boolean {
  return condition.statusCode !== 'HIDDEN' && condition.statusCode !== 'REMOVED' && !isRemovedOrDismissed(condition);
}

/** Removed and dismissed conditions go to 'Removed Conditions' (spec 2 §2.3, §4.5). */
export function isRemovedOrDismissed(condition: Pick<Condition, 'conditionCode'>): boolean {
  return condition.conditionCode === 'REMOVED' || condition.conditionCode === 'DISMISSED';
}

/**
 * The order of the condition groups (spec 2 §6): known, potential, activity for physicians and clinical admins;
 * activity, known, potential for everyone else; the tenant's DISPLAY_GROUPS (a comma list of the kinds) overrides.
 */
export function conditionGroupOrder(role: Role | null | undefined, tenantProperties: readonly PropertyEntry[]): ConditionStatus[] {
  const configured = propertyList(PROPERTY_KEYS.displayGroups, tenantProperties)
    .map((value) => value.toUpperCase())
    .filter((value): value is ConditionStatus => (CONDITION_STATUSES as readonly string[]).includes(value));
  if (configured.length > 0) return [...new Set(configured)];
  return [...(role === 'PHYSICIAN' || role === 'CLINICAL_ADMIN' ? GROUP_ORDER_PRACTITIONER : GROUP_ORDER_DEFAULT)];
}

/** Whether conditions are grouped by HCC (spec 2 §2.4, §6): CONDITION_DISPLAY_VERSION '1' or GROUPING 'none' is flat. */
export function groupsByHcc(tenantProperties: readonly PropertyEntry[]): boolean {
  if (propertyValue(PROPERTY_KEYS.conditionDisplayVersion, tenantProperties)?.trim() === '1') return false;
  return propertyValue(PROPERTY_KEYS.grouping, tenantProperties)?.trim().toLowerCase() !== 'none';
}

/** Addressed conditions (years read in the tenant's `zone`) sort after unaddressed ones (spec 2 §4.5); the order is otherwise kept. */
export function addressedLast<T extends Pick<Condition, 'addressedDate'>>(conditions: readonly T[], encounterStart: When, zone: string): T[] {
  const open = conditions.filter((c) => !isAddressed(c, encounterStart, zone));
  return [...open, ...conditions.filter((c) => isAddressed(c, encounterStart, zone))];
}

/** A card of a condition list: an HCC category holding one or more conditions, or one condition standing alone. */
export interface ConditionGroup<T> {
  key: string;
  /** The HCC code of a category; null for a condition without one (null, '' or '0': spec 2 §4.5 "Grouping"). */
  hccCode: string | null;
  /** The group title (spec 2 §2.4): for a category of more than one condition, from the HCC lookup. */
  title: string | null;
  conditions: T[];
}

/**
 * Groups conditions by HCC code and description (spec 2 §4.5): conditions without a category are cards of their own.
 * The categories keep the order of their first condition. A category's title is the HCC lookup's name, which the
 * API gives as each condition's hccDescription for its version; where the versions disagree the title reads
 * 'Description Varies Between HCC Versions' (spec 2 §3).
 */
export function groupByHcc<T extends Pick<Condition, 'id' | 'hccCode' | 'hccDescription'>>(conditions: readonly T[]): ConditionGroup<T>[] {
  const groups: ConditionGroup<T>[] = [];
  const byCode = new Map<string, ConditionGroup<T>>();
  for (const condition of conditions) {
    if (!hasHccCode(condition.hccCode)) {
      groups.push({ key: `condition-${condition.id}`, hccCode: null, title: null, conditions: [condition] });
      continue;
    }
    const code = condition.hccCode.trim();
    const group = byCode.get(code);
    if (group) group.conditions.push(condition);
    else {
      const created: ConditionGroup<T> = { key: `hcc-${code}`, hccCode: code, title: null, conditions: [condition] };
      byCode.set(code, created);
      groups.push(created);
    }
  }
  for (const group of byCode.values()) {
    const titles = [...new Set(group.conditions.map((c) => c.hccDescription?.trim()).filter((t): t is string => !!t))];
    group.title = titles.length > 1 ? MESSAGES.descriptionVaries : (titles[0] ?? null);
  }
  return groups;
}

/** Each condition a card of its own (CONDITION_DISPLAY_VERSION '1'). */
export function ungrouped<T extends Pick<Condition, 'id' | 'hccCode'>>(conditions: readonly T[]): ConditionGroup<T>[] {
  return conditions.map((c) => ({ key: `condition-${c.id}`, hccCode: hasHccCode(c.hccCode) ? c.hccCode.trim() : null, title: null, conditions: [c] }));
}

/**
 * The title as shown (spec 2 §5): 'Suspect: ' stripped, and ' [CMS v28]' added when the first rule's internal id is a
 * number from 100 to 308, its target type is CLAIM and the condition is KNOWN.
 */
export function displayTitle(condition: Pick<Condition, 'title' | 'conditionStatus' | 'rules'>): string {
  const title = condition.title.startsWith(SUSPECT_TITLE_PREFIX) ? condition.title.slice(SUSPECT_TITLE_PREFIX.length) : condition.title;
  return hasCmsV28Suffix(condition) ? `${title}${MESSAGES.cmsV28Suffix}` : title;
}

function hasCmsV28Suffix(condition: Pick<Condition, 'conditionStatus' | 'rules'>): boolean {
  const first = condition.rules[0];
  if (!first || condition.conditionStatus !== 'KNOWN' || first.targetType !== 'CLAIM') return false;
  const id = Number(first.ruleInputJson?.ruleInternalId ?? NaN);
  return Number.isInteger(id) && id >= CMS_V28_RULE_ID_RANGE.min && id <= CMS_V28_RULE_ID_RANGE.max;
}

/**
 * The content as shown (spec 2 §5): the clinical evidence is appended only for CMS_V28 conditions and when the
 * tenant includes CMS v28 evidence (CMS_V28_EVIDENCE).
 */
export function displayContent(condition: Pick<Condition, 'content' | 'clinicalEvidence' | 'hccVersion'>, tenantProperties: readonly PropertyEntry[]): string {
  const content = condition.content ?? '';
  const evidence = condition.clinicalEvidence?.trim();
  if (!evidence || condition.hccVersion !== CLINICAL_EVIDENCE_HCC_VERSION || !featureFlag(PROPERTY_KEYS.cmsV28Evidence, tenantProperties)) return content;
  return content.trim() === '' ? evidence : `${content}\n\n${evidence}`;
}

/**
 * The green check (spec 2 §4.5): checkMark GREEN_CHECK when set; otherwise addressed known conditions and closed
 * activities; potential conditions never. `zone`: the tenant's, as isAddressed.
 */
export function hasGreenCheck(
  condition: Pick<Condition, 'checkMark' | 'conditionStatus' | 'conditionCode' | 'addressedDate'>,
  encounterStart: When,
  zone: string,
): boolean {
  if (condition.checkMark) return condition.checkMark === GREEN_CHECK;
  if (condition.conditionStatus === 'POTENTIAL') return false;
  if (condition.conditionStatus === 'ACTIVITY') return condition.conditionCode === 'CLOSED';
  return isAddressed(condition, encounterStart, zone);
}

/** Whether a description is long enough to collapse with More/Less (spec 2 §5: beyond 200 characters). */
export const isLongDescription = (text: string): boolean => text.length > DESCRIPTION_COLLAPSE_CHARS;
/** The collapsed form of a long description: its first 200 characters. */
export const collapsedDescription = (text: string): string => (isLongDescription(text) ? `${text.slice(0, DESCRIPTION_COLLAPSE_CHARS).trimEnd()}…` : text);

/** The CDI tag choice a condition holds (spec 2 §4.5): Net New, Known Potential or Neither. */
export function cdiTagChoice(tags: Pick<CdiTags, 'netNewStatusCode' | 'knownPotentialStatusCode'> | null | undefined): CdiTagChoice {
  if (tags?.netNewStatusCode === NET_NEW_STATUS_CODE) return 'NET_NEW';
  if (tags?.knownPotentialStatusCode === KNOWN_POTENTIAL_STATUS_CODE) return 'KNOWN_POTENTIAL';
  return 'NEITHER';
}

/** The cdiTags codes of a choice: mutually exclusive; Neither clears both (spec 2 §4.5). */
export function cdiTagCodes(choice: CdiTagChoice): Pick<CdiTags, 'netNewStatusCode' | 'knownPotentialStatusCode'> {
  return {
    netNewStatusCode: choice === 'NET_NEW' ? NET_NEW_STATUS_CODE : null,
    knownPotentialStatusCode: choice === 'KNOWN_POTENTIAL' ? KNOWN_POTENTIAL_STATUS_CODE : null,
  };
}

/**
 * Whether the Expected Diagnosis control is shown (spec 2 §5): on potential conditions, to CDI-type users only
 * (never practitioners or coders), when the tenant's EXPECTED_DIAGNOSIS (default on) is not turned off.
 */
export function showsExpectedDiagnosis(role: Role | null | undefined, conditionStatus: ConditionStatus, tenantProperties: readonly PropertyEntry[]): boolean {
  return conditionStatus === 'POTENTIAL' && isCdiType(role) && featureFlag(PROPERTY_KEYS.expectedDiagnosis, tenantProperties);
}
