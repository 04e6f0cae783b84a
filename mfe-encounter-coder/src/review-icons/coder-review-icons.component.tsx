import { CheckCircleOutlined, QuestionCircleFilled, RollbackOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Tooltip } from 'antd';
import { useReviewChange } from 'encounter-kit';
import type { ReactNode } from 'react';
import { allowedQueryStatusChange, allowedReviewTransitions, formatMessage, TOOLTIP_DELAY_LONG_MS, type Review, type ReviewCode, type Role } from 'shared-kit/domain';
import { CODER_TEXTS } from '../coder.messages';

type CoderMove = Extract<ReviewCode, 'READY_FOR_CODER' | 'READY_FOR_CODER_QA' | 'COMPLETED'>;
const ICONS: Readonly<Record<CoderMove, ReactNode>> = {
  READY_FOR_CODER: <RollbackOutlined />,
  READY_FOR_CODER_QA: <SafetyCertificateOutlined />,
  COMPLETED: <CheckCircleOutlined />,
};
const isCoderMove = (code: ReviewCode): code is CoderMove => code in ICONS;

/**
 * The coder's action icons (spec 2 §4.1, §4.2): the review moves of the current code (shared-kit
 * allowedReviewTransitions, the rule the API enforces too), each going home after the move and the lock's release;
 * and the query icon, which toggles the review query between outstanding (red) and response received and stays on
 * the screen. Only the lock holder may use them (the API refuses everyone else).
 */
export function CoderReviewIcons({ encounterId, review, role, holdsLock, leave }: { encounterId: number; review: Review; role: Role | null; holdsLock: boolean; leave: () => void }) {
  const change = useReviewChange(encounterId, review.id, leave);
  const outstanding = review.queryStatusCode === 'REVIEW_QUERY_OUTSTANDING';
  const nextQuery = allowedQueryStatusChange(role, review.reviewCode, review.queryStatusCode);
  const queryLabel = outstanding ? CODER_TEXTS.queryOutstanding : CODER_TEXTS.queryRequest;
  return (
    <Flex vertical gap={4} align="flex-end">
      <Flex gap="small" wrap role="toolbar" aria-label={CODER_TEXTS.reviewIcons}>
        {allowedReviewTransitions(role, review.reviewCode)
          .filter(isCoderMove)
          .map((code) => (
            <Tooltip key={code} title={CODER_TEXTS.moveTo[code]}>
              <Button aria-label={CODER_TEXTS.moveTo[code]} icon={ICONS[code]} disabled={!holdsLock} loading={change.busy} onClick={() => void change.moveTo(code)} />
            </Tooltip>
          ))}
        {nextQuery && (
          <Tooltip title={queryLabel} mouseEnterDelay={TOOLTIP_DELAY_LONG_MS / 1000}>
            <Button
              aria-label={queryLabel}
              aria-pressed={outstanding}
              disabled={!holdsLock || change.busy}
              icon={<QuestionCircleFilled style={{ color: outstanding ? '#cf1322' : '#595959' }} />}
              onClick={() => void change.setQueryStatus(nextQuery, false)}
            />
          </Tooltip>
        )}
      </Flex>
      {change.failure && <Alert type="error" showIcon role="alert" title={formatMessage(CODER_TEXTS.moveFailed, { message: change.failure })} />}
    </Flex>
  );
}
