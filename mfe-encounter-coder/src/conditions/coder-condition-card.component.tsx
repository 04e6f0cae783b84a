import { Descriptions, Flex, Tag, Typography } from 'antd';
import { ConditionCard, ConditionDetails, ConditionNotes, ConditionQueryOverdueIcon, SECONDARY_TEXT, SUCCESS_TAG, type ConditionRowState } from 'encounter-kit';
import {
  CODER_TAG_LABELS,
  coderDecisionOf,
  coderFormVisibility,
  displayTitle,
  REPORTABLE_HEADER_LABELS,
  REPORTABLE_REASONS,
  type Condition,
  type PropertyEntry,
  type Role,
} from 'shared-kit/domain';
import { CODER_TEXTS } from '../coder.messages';
import { CoderConditionForm } from './coder-condition-form.component';

const reasonLabel = (code: string | null): string | null => (code ? (REPORTABLE_REASONS.find((r) => r.code === code)?.label ?? code) : null);

/** The stored coder decision as text, for everyone who cannot edit it (no lock, or a removed condition). */
function CoderDecisionSummary({ condition }: { condition: Condition }) {
  const tags = condition.coderTags;
  const items = [
    { key: 'query', label: CODER_TEXTS.queryStatus, value: tags?.queryStatusCode ? CODER_TAG_LABELS[tags.queryStatusCode] : null },
    { key: 'claim', label: CODER_TEXTS.onClaim, value: tags?.onClaimStatusCode ? CODER_TAG_LABELS[tags.onClaimStatusCode] : null },
    { key: 'reportable', label: CODER_TEXTS.reportable, value: tags?.reportableStatusCode ? CODER_TAG_LABELS[tags.reportableStatusCode] : null },
    { key: 'header', label: CODER_TEXTS.reportableHeader, value: tags?.reportableHeaderCode ? REPORTABLE_HEADER_LABELS[tags.reportableHeaderCode] : null },
    { key: 'reason', label: CODER_TEXTS.reportableReason, value: reasonLabel(tags?.reportableReason ?? null) },
    { key: 'text', label: CODER_TEXTS.reportableText, value: tags?.reportableText ?? null },
    { key: 'code', label: CODER_TEXTS.diagnosisCode, value: tags?.conditionDiagnosisCode ?? null },
    { key: 'activity', label: CODER_TEXTS.activityMet, value: tags?.activityMetStatusCode ? CODER_TAG_LABELS[tags.activityMetStatusCode] : null },
  ].filter((item) => item.value !== null);
  if (items.length === 0) return <Typography.Text type="secondary">{`${CODER_TEXTS.decision}: ${CODER_TEXTS.notSet}`}</Typography.Text>;
  return <Descriptions size="small" column={1} styles={{ label: { color: SECONDARY_TEXT } }} title={<span style={{ fontSize: 14 }}>{CODER_TEXTS.decision}</span>} items={items.map((i) => ({ key: i.key, label: i.label, children: i.value }))} />;
}

interface Props {
  condition: Condition;
  encounterId: number;
  encounterStart: string;
  role: Role | null;
  tenantProperties: readonly PropertyEntry[];
  holdsLock: boolean;
  queryWindowHours: number;
  state: ConditionRowState;
}

/**
 * One condition of the coder view: the kit's card with the red warning icon when its query is overdue (spec 2 §5) and
 * the stored claim and reportable tags beside the title; open, its details, the coder form where spec 2 §6 shows it
 * (the lock holder) or the stored decision, and its notes ('Add Query' and 'Add Comment' by shared-kit's rule).
 */
export function CoderConditionCard({ condition, encounterId, encounterStart, role, tenantProperties, holdsLock, queryWindowHours, state }: Props) {
  const shows = coderFormVisibility(condition, tenantProperties);
  const tags = condition.coderTags;
  return (
    <ConditionCard
      condition={condition}
      encounterStart={encounterStart}
      state={state}
      marks={
        <Flex gap={4} align="center" wrap>
          <ConditionQueryOverdueIcon coderTags={tags} hours={queryWindowHours} />
          {tags?.onClaimStatusCode && <Tag>{CODER_TAG_LABELS[tags.onClaimStatusCode]}</Tag>}
          {tags?.reportableStatusCode && <Tag style={tags.reportableStatusCode === 'REPORTABLE' ? SUCCESS_TAG : undefined}>{CODER_TAG_LABELS[tags.reportableStatusCode]}</Tag>}
        </Flex>
      }
    >
      <Flex vertical gap="small">
        <ConditionDetails condition={condition} tenantProperties={tenantProperties} />
        {/* Keyed by the stored decision: once saved, the form starts again from what the API stored. */}
        {holdsLock && shows.form ? (
          <CoderConditionForm key={JSON.stringify(coderDecisionOf(tags))} condition={condition} tenantProperties={tenantProperties} />
        ) : (
          <CoderDecisionSummary condition={condition} />
        )}
        <ConditionNotes encounterId={encounterId} encounterStart={encounterStart} condition={condition} role={role} canWrite={holdsLock} title={displayTitle(condition)} />
      </Flex>
    </ConditionCard>
  );
}
