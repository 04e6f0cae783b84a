import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Space } from 'antd';
import { KIT_TEXTS, useConditionActivation, useKitTimeZone } from 'encounter-kit';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  addressedLast,
  formatMessage,
  groupByHcc,
  groupsByHcc,
  hccLabel,
  isExpandedAtStart,
  isInPractitionerList,
  practitionerGroups,
  takesPractitionerResponses,
  ungrouped,
  visiblePractitionerGroups,
  type Condition,
  type ConditionGroup,
  type ConditionStatus,
  type PractitionerGroupKey,
  type PractitionerResponseCode,
  type PractitionerView,
  type SessionUser,
} from 'shared-kit/domain';
import { PHYSICIAN_TEXTS } from '../physician.messages';
import { useGroupRequiredCounts } from '../responses/use-group-required-counts.hook';
import { ConditionRow } from './condition-row.component';
import { CountTag } from './count-tag.component';

interface Props {
  conditions: readonly Condition[];
  encounterStart: string;
  session: Readonly<SessionUser>;
  view: PractitionerView;
  /** The kinds of the route's optional `conditions` parameter, or null for all. */
  kinds: readonly ConditionStatus[] | null;
  dropdownResponses: boolean;
}

/**
 * The conditions of the practitioner views (spec 2 §2.4, §4.5): the groups 'Clinical Conditions' and 'Activities'
 * that the user sees (shared-kit visiblePractitionerGroups), each collapsible with Expand all / Collapse all when it
 * holds more than one condition, its empty text otherwise; inside, conditions by HCC group (a card titled from the HCC
 * lookup for more than one condition) or flat by CONDITION_DISPLAY_VERSION, addressed last. Rows open at start by the
 * §4.5 rule; opening one activates it and posts its READ audit. In the views that take responses each group shows its
 * required count.
 */
export function PractitionerConditions({ conditions, encounterStart, session, view, kinds, dropdownResponses }: Props) {
  // The visible groups are recomputed from the session on each render: memoise on their contents, not their identity.
  const visibleKey = visiblePractitionerGroups(session.type, session.tenantProperties, session.userProperties).join();
  const byHcc = groupsByHcc(session.tenantProperties);
  const timeZone = useKitTimeZone();
  const groups = useMemo(() => {
    const visible = visibleKey.split(',').filter(Boolean) as PractitionerGroupKey[];
    const shown = addressedLast(
      conditions.filter(isInPractitionerList).filter((c) => !kinds || kinds.includes(c.conditionStatus)),
      encounterStart,
      timeZone,
    );
    return practitionerGroups(shown, visible).map((group) => ({ ...group, cards: byHcc ? groupByHcc(group.conditions) : ungrouped(group.conditions) }));
  }, [conditions, kinds, encounterStart, timeZone, byHcc, visibleKey]);
  const cards = useMemo(() => groups.flatMap((g) => g.cards), [groups]);
  const activation = useConditionActivation(
    cards.flatMap((card) => card.conditions.filter((c) => isExpandedAtStart(c, card.conditions, encounterStart, timeZone)).map((c) => c.id)),
  );
  const { countOf, respond } = useGroupRequiredCounts(cards, encounterStart, timeZone);
  const [collapsed, setCollapsed] = useState<ReadonlySet<PractitionerGroupKey>>(new Set());
  const showCounts = takesPractitionerResponses(view);
  // Rows are memoised (a response or dismissal re-renders its own row, not all 150): they get callbacks that keep
  // their identity, and read the card's conditions from here when a response moves the card's count.
  const cardConditions = useRef<ReadonlyMap<string, readonly Condition[]>>(new Map());
  useEffect(() => {
    cardConditions.current = new Map(cards.map((card) => [card.key, card.conditions]));
  }, [cards]);
  const onResponded = useCallback(
    (cardKey: string, previous: PractitionerResponseCode | null, next: PractitionerResponseCode) =>
      respond(cardKey, cardConditions.current.get(cardKey) ?? [], previous, next),
    [respond],
  );

  const row = (card: ConditionGroup<Condition>, condition: Condition, inGroup: boolean) => (
    <ConditionRow
      key={condition.id}
      condition={condition}
      encounterStart={encounterStart}
      session={session}
      view={view}
      dropdownResponses={dropdownResponses}
      open={activation.isOpen(condition.id)}
      active={activation.activeId === condition.id}
      onToggle={inGroup ? undefined : activation.toggle}
      requiredCount={!inGroup && showCounts ? countOf(card.key, card.conditions) : undefined}
      cardKey={card.key}
      onResponded={onResponded}
    />
  );

  const hccCard = (card: ConditionGroup<Condition>) => {
    const ids = card.conditions.map((c) => c.id);
    const open = ids.some((id) => activation.isOpen(id));
    const title = `${hccLabel(card.hccCode ?? '')} ${card.title ?? ''}`.trim();
    return (
      <Card
        key={card.key}
        size="small"
        title={
          <Button
            type="text"
            style={{ height: 'auto', padding: 0, textAlign: 'left', whiteSpace: 'normal' }}
            aria-expanded={open}
            aria-label={title}
            icon={open ? <DownOutlined /> : <RightOutlined />}
            onClick={() => activation.setOpen(ids, !open)}
          >
            <h3 style={{ fontSize: 15, margin: 0, display: 'inline' }}>{title}</h3>
          </Button>
        }
        extra={showCounts ? <CountTag count={countOf(card.key, card.conditions)} conditions={card.conditions} encounterStart={encounterStart} /> : undefined}
      >
        <Flex vertical gap="small">
          {card.conditions.map((c) => row(card, c, true))}
        </Flex>
      </Card>
    );
  };

  return (
    <Flex vertical gap="large">
      {groups.map((group) => {
        const ids = group.conditions.map((c) => c.id);
        const isCollapsed = collapsed.has(group.key);
        const bodyId = `practitioner-group-${group.key}`;
        return (
          <section key={group.key} aria-label={group.title}>
            <Flex justify="space-between" align="center" style={{ marginBottom: 8 }} wrap gap="small">
              <Button
                type="text"
                style={{ height: 'auto', padding: 0 }}
                aria-expanded={!isCollapsed}
                aria-controls={bodyId}
                aria-label={formatMessage(isCollapsed ? PHYSICIAN_TEXTS.showGroup : PHYSICIAN_TEXTS.hideGroup, { title: group.title })}
                icon={isCollapsed ? <RightOutlined /> : <DownOutlined />}
                onClick={() =>
                  setCollapsed((current) => {
                    const next = new Set(current);
                    if (next.has(group.key)) next.delete(group.key);
                    else next.add(group.key);
                    return next;
                  })
                }
              >
                <h2 style={{ fontSize: 18, margin: 0, display: 'inline' }}>{group.title}</h2>
              </Button>
              {group.conditions.length > 1 && !isCollapsed && (
                <Space size="small">
                  <Button size="small" onClick={() => activation.setOpen(ids, true)} aria-label={`${KIT_TEXTS.expandAll}: ${group.title}`}>
                    {KIT_TEXTS.expandAll}
                  </Button>
                  <Button size="small" onClick={() => activation.setOpen(ids, false)} aria-label={`${KIT_TEXTS.collapseAll}: ${group.title}`}>
                    {KIT_TEXTS.collapseAll}
                  </Button>
                </Space>
              )}
            </Flex>
            {!isCollapsed && (
              <div id={bodyId}>
                {group.conditions.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={group.emptyText} />
                ) : (
                  <Flex vertical gap="small">
                    {group.cards.map((card) => (card.conditions.length > 1 && card.hccCode ? hccCard(card) : row(card, card.conditions[0] as Condition, false)))}
                  </Flex>
                )}
              </div>
            )}
          </section>
        );
      })}
    </Flex>
  );
}
