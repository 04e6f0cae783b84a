import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { useId, type ReactNode } from 'react';
import { displayTitle, formatMessage, type Condition } from 'shared-kit/domain';
import { KIT_VIEW_TEXTS } from '../kit-views.messages';
import type { ConditionRowState } from './condition-sections.component';
import { ConditionTitle } from './condition-summary.component';

/**
 * One condition as an expandable card (spec 2 §2.4 "condition rows are expandable"): the chevron button 'Show details
 * of {title}' opens and closes it (a click on the title line too), `marks` sit beside the title (icons a view
 * adds), `actions` on the right, and `children` are its details, drawn only while it is open.
 */
export function ConditionCard({
  condition,
  encounterStart,
  state,
  marks,
  actions,
  children,
}: {
  condition: Condition;
  encounterStart: string;
  state: ConditionRowState;
  marks?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const detailsId = useId();
  const title = displayTitle(condition);
  return (
    <Card size="small" styles={{ body: { padding: 12 } }}>
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Flex align="center" gap="small" wrap>
          {/* The chevron is the control (its name says what it does); the title beside it toggles too, for the mouse.
              A button wrapping the title would carry a name that does not contain its visible text (axe). */}
          <Button
            type="text"
            size="small"
            aria-expanded={state.expanded}
            aria-controls={detailsId}
            aria-label={formatMessage(state.expanded ? KIT_VIEW_TEXTS.hideDetails : KIT_VIEW_TEXTS.showDetails, { title })}
            icon={state.expanded ? <DownOutlined /> : <RightOutlined />}
            onClick={state.toggle}
          />
          <div onClick={state.toggle} style={{ cursor: 'pointer' }}>
            <ConditionTitle condition={condition} encounterStart={encounterStart} />
          </div>
          {marks}
        </Flex>
        {actions}
      </Flex>
      {state.expanded && (
        <div id={detailsId} style={{ marginTop: 8 }}>
          {children}
        </div>
      )}
    </Card>
  );
}
