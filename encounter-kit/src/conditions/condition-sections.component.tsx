import { Button, Card, Flex, Space } from 'antd';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  addressedLast,
  CONDITION_GROUP_LABELS,
  conditionGroupOrder,
  groupByHcc,
  groupsByHcc,
  hccLabel,
  isInMainList,
  isRemovedOrDismissed,
  MESSAGES,
  ungrouped,
  type Condition,
  type ConditionStatus,
  type PropertyEntry,
  type Role,
} from 'shared-kit/domain';
import { useKitTimeZone } from '../api/kit-session.context';
import { KIT_TEXTS } from '../kit.messages';

export interface ConditionRowState {
  expanded: boolean;
  toggle: () => void;
}

interface Props {
  conditions: readonly Condition[];
  encounterStart: string;
  role: Role | null;
  tenantProperties: readonly PropertyEntry[];
  /** The role's view of one condition. */
  renderCondition: (condition: Condition, state: ConditionRowState) => ReactNode;
  /** Show the 'Removed Conditions' group (removed and dismissed conditions) last. */
  showRemoved?: boolean;
  /** Conditions expanded at first (default: none). */
  initiallyExpanded?: (condition: Condition) => boolean;
}

/**
 * The condition sections (spec 2 §4.5, §6): one per kind in the role's order (Activities, Known Conditions, Potential
 * Opportunities), each grouped by HCC category (or flat by tenant property), addressed conditions last; expand all and
 * collapse all when a section holds more than one condition; 'Removed Conditions' last when asked for.
 */
export function ConditionSections({ conditions, encounterStart, role, tenantProperties, renderCondition, showRemoved = false, initiallyExpanded }: Props) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(conditions.filter((c) => initiallyExpanded?.(c) ?? false).map((c) => c.id)));
  const grouped = groupsByHcc(tenantProperties);
  // Addressed years are the tenant's, as the API reads them (issue 17).
  const timeZone = useKitTimeZone();
  const sections = useMemo(() => {
    const main = conditions.filter(isInMainList);
    return conditionGroupOrder(role, tenantProperties)
      .map((kind) => ({ kind, conditions: addressedLast(main.filter((c) => c.conditionStatus === kind), encounterStart, timeZone) }))
      .filter((section) => section.conditions.length > 0);
  }, [conditions, role, tenantProperties, encounterStart, timeZone]);
  const removed = useMemo(() => conditions.filter(isRemovedOrDismissed), [conditions]);

  const setAll = useCallback(
    (ids: readonly number[], open: boolean) =>
      setExpanded((current) => {
        const next = new Set(current);
        for (const id of ids) if (open) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  // One state object per condition while its expansion is unchanged, so a memoised row (150 of them on a large
  // encounter) re-renders only when its own condition or expansion changed, not on every save of another row.
  const rowStates = useRef(new Map<number, ConditionRowState>());
  const stateOf = (condition: Condition): ConditionRowState => {
    const isOpen = expanded.has(condition.id);
    const known = rowStates.current.get(condition.id);
    if (known?.expanded === isOpen) return known;
    const state = { expanded: isOpen, toggle: () => setAll([condition.id], !isOpen) };
    rowStates.current.set(condition.id, state);
    return state;
  };

  const section = (key: string, title: string, list: readonly Condition[], byHcc: boolean) => {
    const ids = list.map((c) => c.id);
    const groups = byHcc ? groupByHcc(list) : ungrouped(list);
    return (
      <section key={key} aria-label={title}>
        <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
          <h2 style={{ fontSize: 18, margin: 0 }}>{title}</h2>
          {list.length > 1 && (
            <Space size="small">
              <Button size="small" onClick={() => setAll(ids, true)} aria-label={`${KIT_TEXTS.expandAll}: ${title}`}>
                {KIT_TEXTS.expandAll}
              </Button>
              <Button size="small" onClick={() => setAll(ids, false)} aria-label={`${KIT_TEXTS.collapseAll}: ${title}`}>
                {KIT_TEXTS.collapseAll}
              </Button>
            </Space>
          )}
        </Flex>
        <Flex vertical gap="small">
          {groups.map((group) =>
            group.conditions.length > 1 && group.hccCode ? (
              <Card key={group.key} size="small" title={<h3 style={{ fontSize: 15, margin: 0, whiteSpace: 'normal' }}>{`${hccLabel(group.hccCode)} ${group.title ?? ''}`.trim()}</h3>}>
                <Flex vertical gap="small">
                  {group.conditions.map((c) => (
                    <div key={c.id}>{renderCondition(c, stateOf(c))}</div>
                  ))}
                </Flex>
              </Card>
            ) : (
              group.conditions.map((c) => <div key={c.id}>{renderCondition(c, stateOf(c))}</div>)
            ),
          )}
        </Flex>
      </section>
    );
  };

  return (
    <Flex vertical gap="large">
      {sections.map((s) => section(s.kind, CONDITION_GROUP_LABELS[s.kind as ConditionStatus], s.conditions, grouped))}
      {showRemoved && removed.length > 0 && section('removed', MESSAGES.removedConditions, removed, false)}
    </Flex>
  );
}
