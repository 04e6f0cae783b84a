import { Alert, App, Button, Flex, Input, Radio, Select, Typography } from 'antd';
import { errorMessage, Icd10Search, useReportUnsaved } from 'encounter-kit';
import { useId, useState } from 'react';
import {
  ACTIVITY_MET_STATUSES,
  allowedConditionQueryStatuses,
  CODER_TAG_LABELS,
  coderDecisionOf,
  coderFormVisibility,
  coderSubmitBlock,
  displayTitle,
  formatMessage,
  isCoderAddition,
  isCoderDecisionChanged,
  MESSAGES,
  needsNotReportableReason,
  needsOtherText,
  ON_CLAIM_STATUSES,
  REPORTABLE_HEADER_LABELS,
  REPORTABLE_REASONS,
  REPORTABLE_STATUSES,
  reportableHeadersFor,
  withActivityMet,
  withDiagnosisCode,
  withOnClaim,
  withReportableHeader,
  withReportableReason,
  withReportableStatus,
  withReportableText,
  type ActivityMetStatus,
  type CoderQueryStatus,
  type Condition,
  type OnClaimStatus,
  type PropertyEntry,
  type ReportableHeaderCode,
  type ReportableStatus,
} from 'shared-kit/domain';
import { CODER_TEXTS } from '../coder.messages';
import { useSaveCoderTagsMutation, useSetConditionQueryMutation } from './coder-tags.resource';

/** The coder form's ICD-10 search pause (spec 2 §7, §9: 500 ms by default in the coder form). */
export const CODER_ICD10_DEBOUNCE_MS = 500;

/**
 * The coder condition form (spec 2 §4.5, §5, §6) for the lock holder. The query status is its own call and is saved
 * when chosen; the claim and reportability decision is edited here under shared-kit's rules (auto-fill, clearing,
 * which parts show) and saved by Submit, which follows shared-kit's Submit rule and stays off while the form shows
 * 'If Not Reportable, A Reason Must be Provided' or 'Other' has no text (the API would refuse both).
 */
export function CoderConditionForm({ condition, tenantProperties }: { condition: Condition; tenantProperties: readonly PropertyEntry[] }) {
  const { message } = App.useApp();
  const initial = coderDecisionOf(condition.coderTags);
  const [decision, setDecision] = useState(initial);
  const [failure, setFailure] = useState('');
  const [save, saving] = useSaveCoderTagsMutation();
  const [setQuery, querying] = useSetConditionQueryMutation();
  const id = useId();
  const title = displayTitle(condition);
  const shows = coderFormVisibility(condition, tenantProperties, decision);
  const changed = isCoderDecisionChanged(decision, initial);
  useReportUnsaved(`coder-condition-${condition.id}`, changed);

  const missingReason = needsNotReportableReason(decision);
  const missingText = needsOtherText(decision);
  const blocked = coderSubmitBlock(decision, initial, condition, saving.isLoading) !== null || missingReason || missingText;
  const header = decision.reportableHeaderCode;
  const queryStatus = condition.coderTags?.queryStatusCode ?? null;

  const onQuery = async (status: CoderQueryStatus) => {
    setFailure('');
    const result = await setQuery({ condition, status });
    if (result.error) setFailure(formatMessage(CODER_TEXTS.queryFailed, { message: errorMessage(result.error) }));
  };
  const onSubmit = async () => {
    if (blocked) return;
    setFailure('');
    const result = await save({ condition, decision });
    if (result.error) {
      setFailure(formatMessage(CODER_TEXTS.submitFailed, { message: errorMessage(result.error) }));
      return;
    }
    void message.success(isCoderAddition(decision) ? MESSAGES.coderAutoReportable : MESSAGES.coderDetailsSubmitted);
  };

  return (
    <form
      aria-label={formatMessage(CODER_TEXTS.coderForm, { title })}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <Flex vertical gap="small">
        {shows.queryAndClaim && (
          <Flex align="center" gap="small" wrap>
            <Typography.Text id={`${id}-query`}>{CODER_TEXTS.queryStatus}</Typography.Text>
            <Select<CoderQueryStatus>
              aria-labelledby={`${id}-query`}
              style={{ minWidth: 240 }}
              value={queryStatus ?? undefined}
              placeholder={CODER_TEXTS.queryStatusNone}
              loading={querying.isLoading}
              options={[...(queryStatus ? [queryStatus] : []), ...allowedConditionQueryStatuses(queryStatus)].map((s) => ({ value: s, label: CODER_TAG_LABELS[s], disabled: s === queryStatus }))}
              onChange={(s) => void onQuery(s)}
            />
          </Flex>
        )}
        {shows.queryAndClaim && (
          <Flex align="center" gap="small" wrap>
            <Typography.Text id={`${id}-claim`}>{CODER_TEXTS.onClaim}</Typography.Text>
            <Radio.Group
              aria-labelledby={`${id}-claim`}
              optionType="button"
              size="small"
              value={decision.onClaimStatusCode}
              options={ON_CLAIM_STATUSES.map((s) => ({ value: s, label: CODER_TAG_LABELS[s] }))}
              onChange={(e) => setDecision((d) => withOnClaim(d, e.target.value as OnClaimStatus, condition))}
            />
          </Flex>
        )}
        {shows.reportable && (
          <Flex align="center" gap="small" wrap>
            <Typography.Text id={`${id}-reportable`}>{CODER_TEXTS.reportable}</Typography.Text>
            <Radio.Group
              aria-labelledby={`${id}-reportable`}
              optionType="button"
              size="small"
              value={decision.reportableStatusCode}
              options={REPORTABLE_STATUSES.map((s) => ({ value: s, label: CODER_TAG_LABELS[s] }))}
              onChange={(e) => setDecision((d) => withReportableStatus(d, e.target.value as ReportableStatus, condition))}
            />
          </Flex>
        )}
        {shows.reportable && decision.reportableStatusCode && (
          <Flex vertical gap={4}>
            <Typography.Text id={`${id}-header`}>{CODER_TEXTS.reportableHeader}</Typography.Text>
            <Select<ReportableHeaderCode>
              aria-labelledby={`${id}-header`}
              value={header ?? undefined}
              allowClear
              options={reportableHeadersFor(decision.reportableStatusCode).map((h) => ({ value: h, label: REPORTABLE_HEADER_LABELS[h] }))}
              onChange={(h) => setDecision((d) => withReportableHeader(d, h ?? null))}
            />
          </Flex>
        )}
        {shows.reportable && header && header !== 'OTHER' && (
          <Flex vertical gap={4}>
            <Typography.Text id={`${id}-reason`}>{CODER_TEXTS.reportableReason}</Typography.Text>
            <Select<string>
              aria-labelledby={`${id}-reason`}
              value={decision.reportableReason ?? undefined}
              allowClear
              popupMatchSelectWidth={false}
              options={REPORTABLE_REASONS.filter((r) => r.header === header).map((r) => ({ value: r.code, label: r.label }))}
              onChange={(r) => setDecision((d) => withReportableReason(d, r ?? null))}
            />
          </Flex>
        )}
        {shows.reportable && header === 'OTHER' && (
          <Flex vertical gap={4}>
            <Typography.Text id={`${id}-text`}>{CODER_TEXTS.reportableText}</Typography.Text>
            <Input.TextArea
              aria-labelledby={`${id}-text`}
              placeholder={MESSAGES.codingReasonPlaceholder}
              autoSize={{ minRows: 2 }}
              maxLength={2000}
              value={decision.reportableText ?? ''}
              onChange={(e) => setDecision((d) => withReportableText(d, e.target.value))}
            />
          </Flex>
        )}
        {shows.diagnosisCode && (
          <Icd10Search
            label={CODER_TEXTS.diagnosisCode}
            value={decision.conditionDiagnosisCode}
            debounceMs={CODER_ICD10_DEBOUNCE_MS}
            onChange={(result) => setDecision((d) => withDiagnosisCode(d, result?.id ?? null))}
          />
        )}
        {shows.activityMet && (
          <Flex align="center" gap="small" wrap>
            <Typography.Text id={`${id}-activity`}>{CODER_TEXTS.activityMet}</Typography.Text>
            <Radio.Group
              aria-labelledby={`${id}-activity`}
              optionType="button"
              size="small"
              value={decision.activityMetStatusCode}
              options={ACTIVITY_MET_STATUSES.map((s) => ({ value: s, label: CODER_TAG_LABELS[s] }))}
              onChange={(e) => setDecision((d) => withActivityMet(d, e.target.value as ActivityMetStatus))}
            />
          </Flex>
        )}
        {missingReason && <Alert type="warning" showIcon role="alert" title={MESSAGES.notReportableReasonRequired} />}
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
        <div>
          <Button type="primary" htmlType="submit" disabled={blocked} loading={saving.isLoading}>
            {CODER_TEXTS.submit}
          </Button>
        </div>
      </Flex>
    </form>
  );
}
