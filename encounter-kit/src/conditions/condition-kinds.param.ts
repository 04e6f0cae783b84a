import { CONDITION_STATUSES, type ConditionStatus } from 'shared-kit/domain';

/**
 * The condition kinds an encounter route's optional `conditions` parameter asks for (spec 2 §1: condition groups,
 * e.g. 'known,potential'), or null for all. Unknown words are ignored.
 */
export function conditionKindsParam(param: string | undefined): ConditionStatus[] | null {
  const kinds = (param ?? '')
    .split(',')
    .map((k) => k.trim().toUpperCase())
    .filter((k): k is ConditionStatus => (CONDITION_STATUSES as readonly string[]).includes(k));
  return kinds.length > 0 ? kinds : null;
}
