import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex } from 'antd';
import { ConditionDetails, ConditionTitle, errorMessage, NlpLink, useChangeConditionCodeMutation, useKitTimeZone } from 'encounter-kit';
import { memo, useId } from 'react';
import {
  canDismiss,
  displayTitle,
  formatMessage,
  MESSAGES,
  practitionerResponseOptions,
  showsNlpLink,
  showsResponseControls,
  takesPractitionerResponses,
  type Condition,
  type PractitionerResponseCode,
  type PractitionerView,
  type SessionUser,
} from 'shared-kit/domain';
import { PHYSICIAN_TEXTS } from '../physician.messages';
import { ResponseControl } from '../responses/response-control.component';
import { CountTag } from './count-tag.component';

export interface ConditionRowProps {
  condition: Condition;
  encounterStart: string;
  session: Readonly<SessionUser>;
  view: PractitionerView;
  /** 'Mark As' dropdown instead of radio buttons (the simple curation view in smart mode). */
  dropdownResponses: boolean;
  open: boolean;
  active: boolean;
  /** Toggles the row (by id) by its title; absent inside an HCC group, whose title toggles it (spec 2 §2.4). */
  onToggle?: ((conditionId: number) => void) | undefined;
  /** The required count of a condition standing alone as its group, shown beside the title; absent otherwise. */
  requiredCount?: number | undefined;
  /** The key of the card (HCC group or single condition) whose required count a response moves. */
  cardKey: string;
  onResponded: (cardKey: string, previous: PractitionerResponseCode | null, next: PractitionerResponseCode) => void;
}

/**
 * One condition of the practitioner views, an accordion (spec 2 §2.4): its title (a button that opens and closes it,
 * except inside an HCC group), 'Dismissed by Provider' and Dismiss / Undo where shared-kit canDismiss allows (spec 2
 * §4.5, §6), the NLP link where showsNlpLink allows, and when open its details and, in the views that take them, the
 * response control (spec 2 §4.5: only while the condition is not addressed). The active condition is outlined.
 */
export const ConditionRow = memo(function ConditionRow({
  condition,
  encounterStart,
  session,
  view,
  dropdownResponses,
  open,
  active,
  onToggle,
  requiredCount,
  cardKey,
  onResponded,
}: ConditionRowProps) {
  const detailsId = useId();
  const title = displayTitle(condition);
  const role = session.type;
  const dismissed = condition.conditionCode === 'DISMISSED';
  // Addressed years are read in the tenant's zone, as the API does (issue 17): Dismiss shows only where it is taken.
  const timeZone = useKitTimeZone();
  const dismissible = canDismiss(role, condition, session.tenantProperties, encounterStart, timeZone, session.userProperties);
  const responds = !dismissed && takesPractitionerResponses(view) && showsResponseControls(role, condition, encounterStart, timeZone);

  const heading = <ConditionTitle condition={condition} encounterStart={encounterStart} headingLevel={onToggle ? 3 : 4} />;
  return (
    <Card
      size="small"
      data-condition-id={condition.id}
      aria-current={active ? 'true' : undefined}
      styles={{ body: { padding: 12 } }}
      style={active ? { borderColor: '#0958d9', boxShadow: '0 0 0 1px #0958d9' } : undefined}
    >
      <Flex justify="space-between" align="center" gap="small" wrap>
        {/* The toggle is an icon button beside the title: a named button wrapping the title and its code tags
            would announce a name that differs from what it shows (WCAG 2.5.3, axe label-content-name-mismatch). */}
        <Flex align="center" gap="small">
          {/* A dismissed condition shows no details (only Undo): nothing to expand, and an expanded toggle would
              point at a region that is not there (axe aria-valid-attr-value). */}
          {onToggle && !dismissed && (
            <Button
              type="text"
              size="small"
              aria-expanded={open}
              aria-controls={detailsId}
              aria-label={formatMessage(open ? PHYSICIAN_TEXTS.hideDetails : PHYSICIAN_TEXTS.showDetails, { title })}
              icon={open ? <DownOutlined /> : <RightOutlined />}
              onClick={() => onToggle(condition.id)}
            />
          )}
          {heading}
        </Flex>
        <Flex gap="small" align="center">
          {requiredCount !== undefined && <CountTag count={requiredCount} conditions={[condition]} encounterStart={encounterStart} />}
          {showsNlpLink(condition, session.tenantProperties, session.userProperties) && <NlpLink condition={condition} />}
          {(dismissible || dismissed) && <DismissButton condition={condition} title={title} disabled={!dismissible} />}
        </Flex>
      </Flex>
      {open && !dismissed && (
        <div id={detailsId} style={{ marginTop: 8 }}>
          <Flex vertical gap="small">
            <ConditionDetails condition={condition} tenantProperties={session.tenantProperties} />
            {responds && (
              <ResponseControl
                condition={condition}
                options={practitionerResponseOptions(role, condition, encounterStart, timeZone, session.tenantProperties, session.userProperties)}
                asDropdown={dropdownResponses}
                actionMessage={view === 'SIMPLE_CURATION'}
                onResponded={(previous, next) => onResponded(cardKey, previous, next)}
              />
            )}
          </Flex>
        </div>
      )}
    </Card>
  );
});

/**
 * Dismiss / Undo (spec 2 §4.5, §6). Its own component so that only the rows showing it run the mutation hook (a list
 * of 150 rows ran 150; issue 11's finding on the CDI cards).
 */
function DismissButton({ condition, title, disabled }: { condition: Condition; title: string; disabled: boolean }) {
  const { message } = App.useApp();
  const [changeCode, changing] = useChangeConditionCodeMutation();
  const dismissed = condition.conditionCode === 'DISMISSED';
  const toggleDismissal = async () => {
    const result = await changeCode({ condition, conditionCode: dismissed ? 'OPEN' : 'DISMISSED' });
    if ('error' in result) message.error(formatMessage(PHYSICIAN_TEXTS.dismissFailed, { message: errorMessage(result.error) }));
  };
  return (
    <Button size="small" disabled={disabled} loading={changing.isLoading} aria-label={`${dismissed ? MESSAGES.undo : MESSAGES.dismiss} ${title}`} onClick={() => void toggleDismissal()}>
      {dismissed ? MESSAGES.undo : MESSAGES.dismiss}
    </Button>
  );
}
