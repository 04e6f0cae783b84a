// The physician and clinical-admin encounter views (spec 2 §1, §2.4, §2.5, §6; platform design §7): which variant a
// user gets, the past / future banner, the route's condition kinds, the two condition groups and who sees them, the
// NLP link. Pure: the remote decides its screens with these and mock-api refuses what they rule out.
import { CONDITION_STATUSES, type ConditionStatus } from './condition.constants';
import type { Condition } from './condition.types';
import { MESSAGES } from './messages';
import { PROPERTY_KEYS, propertyFlag, propertyList, propertyValue } from './properties';
import type { Role } from './roles';
import type { PropertyEntry } from './session';
import { runtimeTimeZone, zonedDayOffset } from './tenant-time.rules';

/**
 * The three practitioner views (platform design §7): the simple curation view (spec 2 §2.5), the review view with a
 * practitioner response control on each condition (spec 2 §4.5), and the review view of spec 2 §2.4 with Dismiss/Undo.
 */
export const PRACTITIONER_VIEWS = ['SIMPLE_CURATION', 'REVIEW_RESPONSES', 'REVIEW_DISMISS'] as const;
export type PractitionerView = (typeof PRACTITIONER_VIEWS)[number];

/**
 * The variant of PHYSICIAN_DISPLAY_VARIANT for the active role (platform design §7, spec 2 §1): PHYSICIAN '3' and
 * CLINICAL_ADMIN '2' get the simple curation view, '1' the review view with responses, anything else (or nothing)
 * the review view with Dismiss/Undo. Any other role gets no practitioner view (null): nothing is shown.
 */
export function practitionerView(role: Role | null | undefined, tenantProperties: readonly PropertyEntry[]): PractitionerView | null {
  if (role !== 'PHYSICIAN' && role !== 'CLINICAL_ADMIN') return null;
  const value = propertyValue(PROPERTY_KEYS.physicianDisplayVariant, tenantProperties)?.trim();
  if (value === (role === 'PHYSICIAN' ? '3' : '2')) return 'SIMPLE_CURATION';
  if (value === '1') return 'REVIEW_RESPONSES';
  return 'REVIEW_DISMISS';
}

/** Whether a view records practitioner responses (PUT .../tags/practitioner): the simple curation and response views. */
export const takesPractitionerResponses = (view: PractitionerView | null): boolean => view === 'SIMPLE_CURATION' || view === 'REVIEW_RESPONSES';

export type EncounterTiming = 'past' | 'today' | 'future';

/**
 * Whether the encounter's start day is before, on or after today, both days read in the tenant's zone
 * (tenantTimeZone; the runtime's zone until every caller passes it). An unreadable start counts as today (no banner).
 */
export function encounterTiming(start: string | Date, now: Date, zone: string = runtimeTimeZone()): EncounterTiming {
  const offset = zonedDayOffset(start, now, zone);
  if (offset === null) return 'today';
  return offset < 0 ? 'past' : offset > 0 ? 'future' : 'today';
}

/** The warning banner of spec 2 §2.4 for a past or future encounter; null on the day itself. */
export function encounterTimingWarning(start: string | Date, now: Date, zone: string = runtimeTimeZone()): string | null {
  const timing = encounterTiming(start, now, zone);
  if (timing === 'past') return MESSAGES.pastEncounterWarning;
  if (timing === 'future') return MESSAGES.futureEncounterWarning;
  return null;
}

/**
 * The condition kinds the route's optional `conditions` parameter asks for (spec 2 §1 "an optional conditions
 * parameter (condition groups)"): a comma list of KNOWN, POTENTIAL, ACTIVITY in any case; null (all kinds) when it
 * names none.
 */
export function parseConditionKinds(param: string | null | undefined): ConditionStatus[] | null {
  const kinds = (param ?? '')
    .split(',')
    .map((k) => k.trim().toUpperCase())
    .filter((k): k is ConditionStatus => (CONDITION_STATUSES as readonly string[]).includes(k));
  return kinds.length > 0 ? [...new Set(kinds)] : null;
}

/** The two condition groups of the practitioner views (spec 2 §2.4): 'Clinical Conditions' and 'Activities'. */
export const PRACTITIONER_GROUPS = ['CLINICAL', 'ACTIVITY'] as const;
export type PractitionerGroupKey = (typeof PRACTITIONER_GROUPS)[number];

export interface PractitionerGroup<T> {
  key: PractitionerGroupKey;
  title: string;
  /** The group's empty text (spec 2 §2.4). */
  emptyText: string;
  conditions: T[];
}

const GROUP_KINDS: Readonly<Record<PractitionerGroupKey, readonly ConditionStatus[]>> = { CLINICAL: ['KNOWN', 'POTENTIAL'], ACTIVITY: ['ACTIVITY'] };

/**
 * Which of the two groups a user sees (spec 2 §2.4 "shown according to per-user permissions", §6): PHYSICIAN and
 * CLINICAL_ADMIN see the groups their DISPLAY_GROUPS names (the user's property over the tenant's; 'Clinical
 * Conditions' for KNOWN or POTENTIAL, 'Activities' for ACTIVITY), and need at least one: a list naming neither shows
 * both. Every other role sees none (spec 2 §1: nothing is shown).
 */
export function visiblePractitionerGroups(
  role: Role | null | undefined,
  tenantProperties: readonly PropertyEntry[],
  userProperties: readonly PropertyEntry[] = [],
): PractitionerGroupKey[] {
  if (role !== 'PHYSICIAN' && role !== 'CLINICAL_ADMIN') return [];
  const kinds = propertyList(PROPERTY_KEYS.displayGroups, tenantProperties, userProperties).map((k) => k.toUpperCase());
  const shown = PRACTITIONER_GROUPS.filter((key) => GROUP_KINDS[key].some((kind) => kinds.includes(kind)));
  return shown.length > 0 ? shown : [...PRACTITIONER_GROUPS];
}

/**
 * The visible groups with their conditions, in the practitioners' order (spec 2 §6: known, potential, activity), each
 * keeping the given order of its conditions; a group with none shows its empty text.
 */
export function practitionerGroups<T extends Pick<Condition, 'conditionStatus'>>(
  conditions: readonly T[],
  visible: readonly PractitionerGroupKey[],
): PractitionerGroup<T>[] {
  return PRACTITIONER_GROUPS.filter((key) => visible.includes(key)).map((key) => ({
    key,
    title: key === 'CLINICAL' ? MESSAGES.clinicalConditions : MESSAGES.activities,
    emptyText: key === 'CLINICAL' ? MESSAGES.noConditions : MESSAGES.noActivities,
    conditions: conditions.filter((c) => GROUP_KINDS[key].includes(c.conditionStatus)),
  }));
}

/** Conditions of the practitioner views: active ones, dismissed ones included (they show 'Dismissed by Provider' and Undo). */
export function isInPractitionerList(condition: Pick<Condition, 'statusCode' | 'conditionCode'>): boolean {
  return condition.statusCode === 'ACTIVE' && condition.conditionCode !== 'REMOVED';
}

/**
 * Whether a condition shows its NLP source-document link (spec 2 §6): it comes from NLP and NLP insights are on
 * (the user's property over the tenant's).
 */
export function showsNlpLink(
  condition: Pick<Condition, 'source'>,
  tenantProperties: readonly PropertyEntry[],
  userProperties: readonly PropertyEntry[] = [],
): boolean {
  return condition.source === 'NLP' && propertyFlag(PROPERTY_KEYS.nlpInsights, tenantProperties, userProperties);
}

/** The NLP viewer's route for a condition in a mode (spec 2 §2): /auth/{smart|embedded}/condition/{id}/encounter/{id}. */
export const nlpDocumentPath = (mode: 'smart' | 'embedded', conditionId: number, encounterId: number): string =>
  `/auth/${mode}/condition/${conditionId}/encounter/${encounterId}`;

/** The encounter detail path of a mode, with the optional conditions suffix (spec 2 §2). */
export function encounterDetailPathFor(mode: 'standalone' | 'smart' | 'embedded', encounterId: number, conditions?: string | null): string {
  const base = mode === 'standalone' ? `/auth/encounter/detail/${encounterId}` : `/auth/${mode}/encounter/detail/${encounterId}`;
  return conditions ? `${base}/conditions/${encodeURIComponent(conditions)}` : base;
}
