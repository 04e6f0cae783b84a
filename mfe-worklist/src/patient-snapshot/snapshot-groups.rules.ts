import { hasHccCode, hccLabel } from 'shared-kit/domain';
import type { HccVersion } from 'shared-kit';
import type { SnapshotCondition } from 'shared-kit';

/** A card of the snapshot's clinical conditions: an HCC risk category, or a condition without one. */
export interface SnapshotGroup {
  key: string;
  /** 'HCC 37' / 'RA' for a category; null for a condition that stands alone. */
  hccLabel: string | null;
  title: string;
  hccVersion: HccVersion | null;
  conditions: SnapshotCondition[];
}

const codeOrder = (code: string): number => {
  const n = Number.parseInt(code.replace(/^\D+/, ''), 10);
  return Number.isNaN(n) ? Number.MAX_SAFE_INTEGER : n;
};

/**
 * The snapshot's clinical conditions (KNOWN and POTENTIAL) by HCC risk category (spec 1 §2.9, spec 2 §3): one card
 * per model and HCC code, titled with the lookup name (else the condition's HCC description), by model then code;
 * conditions without a category follow as cards of their own, in the order given. Activities are not here.
 */
export function groupSnapshotConditions(conditions: readonly SnapshotCondition[]): SnapshotGroup[] {
  const groups = new Map<string, SnapshotGroup>();
  const alone: SnapshotGroup[] = [];
  for (const condition of conditions) {
    if (condition.conditionStatus === 'ACTIVITY') continue;
    if (!hasHccCode(condition.hccCode)) {
      alone.push({ key: `condition-${condition.id}`, hccLabel: null, title: condition.title, hccVersion: null, conditions: [condition] });
      continue;
    }
    const code = condition.hccCode.trim();
    const key = `${condition.hccVersion ?? ''}|${code}`;
    const group = groups.get(key);
    if (group) group.conditions.push(condition);
    else
      groups.set(key, {
        key,
        hccLabel: hccLabel(code),
        title: condition.hccGroupTitle ?? condition.hccDescription ?? '',
        hccVersion: condition.hccVersion,
        conditions: [condition],
      });
  }
  const byCategory = [...groups.values()].sort(
    (a, b) => (a.hccVersion ?? '').localeCompare(b.hccVersion ?? '') || codeOrder(a.conditions[0]?.hccCode ?? '') - codeOrder(b.conditions[0]?.hccCode ?? ''),
  );
  return [...byCategory, ...alone];
}

/** The snapshot's activities, in the order given. */
export const snapshotActivities = (conditions: readonly SnapshotCondition[]): SnapshotCondition[] =>
  conditions.filter((condition) => condition.conditionStatus === 'ACTIVITY');
