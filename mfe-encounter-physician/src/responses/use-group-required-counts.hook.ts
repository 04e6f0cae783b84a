import { useCallback, useState } from 'react';
import { initialGroupRequiredCount, nextGroupRequiredCount, type Condition, type PractitionerResponseCode } from 'shared-kit/domain';

/**
 * The required count of each condition group (spec 2 §4.5): starts at the group's required conditions and moves with
 * each response by shared-kit nextGroupRequiredCount (never below 0). Kept for the life of the view. `timeZone`: the
 * tenant's, in which addressed years are read.
 */
export function useGroupRequiredCounts(groups: ReadonlyArray<{ key: string; conditions: readonly Condition[] }>, encounterStart: string, timeZone: string) {
  const [counts, setCounts] = useState<ReadonlyMap<string, number>>(
    () => new Map(groups.map((g) => [g.key, initialGroupRequiredCount(g.conditions, encounterStart, timeZone)])),
  );
  const countOf = useCallback(
    (key: string, conditions: readonly Condition[]) => counts.get(key) ?? initialGroupRequiredCount(conditions, encounterStart, timeZone),
    [counts, encounterStart, timeZone],
  );
  const respond = useCallback(
    (key: string, conditions: readonly Condition[], previous: PractitionerResponseCode | null, next: PractitionerResponseCode) =>
      setCounts((current) => new Map(current).set(key, nextGroupRequiredCount(current.get(key) ?? initialGroupRequiredCount(conditions, encounterStart, timeZone), previous, next))),
    [encounterStart, timeZone],
  );
  return { countOf, respond };
}
