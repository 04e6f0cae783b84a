import { FlagFilled } from '@ant-design/icons';
import { Alert, Button, Flex, Tooltip } from 'antd';
import { useReviewChange } from 'encounter-kit';
import { formatMessage, MESSAGES, REVIEW_CODE_LABELS, TOOLTIP_DELAY_LONG_MS, type Review, type Role } from 'shared-kit/domain';
import { CDI_TEXTS } from '../cdi.messages';
import { cdiToolbarMoves } from './cdi-toolbar.rules';

/**
 * The CDI review toolbar (spec 2 §4.1): the review moves of the current code; on READY_FOR_CDI_QA also the follow-up
 * toggle (spec 2 §4.2), red when outstanding ('CDI review requested. Click to mark Resolved'), grey otherwise ('Click
 * to request CDI review and send back to CDI worklist'). A move releases the lock and goes home; so does requesting a
 * follow-up. Only the lock holder may use it (the API refuses everyone else).
 */
export function CdiReviewToolbar({ encounterId, review, role, holdsLock, leave }: { encounterId: number; review: Review; role: Role | null; holdsLock: boolean; leave: () => void }) {
  const change = useReviewChange(encounterId, review.id, leave);
  const outstanding = review.queryStatusCode === 'REVIEW_QUERY_OUTSTANDING';
  return (
    <Flex vertical gap={4}>
      <Flex gap="small" wrap role="toolbar" aria-label={CDI_TEXTS.reviewToolbar}>
        {cdiToolbarMoves(role, review.reviewCode).map((code) => (
          <Button key={code} disabled={!holdsLock} loading={change.busy} onClick={() => void change.moveTo(code)}>
            {formatMessage(CDI_TEXTS.markAs, { review: REVIEW_CODE_LABELS[code] })}
          </Button>
        ))}
        {review.reviewCode === 'READY_FOR_CDI_QA' && role === 'CDI_QA_MANAGER' && (
          <Tooltip title={outstanding ? MESSAGES.followUpOutstanding : MESSAGES.followUpRequest} mouseEnterDelay={TOOLTIP_DELAY_LONG_MS / 1000}>
            <Button
              aria-label={outstanding ? MESSAGES.followUpOutstanding : MESSAGES.followUpRequest}
              aria-pressed={outstanding}
              disabled={!holdsLock}
              icon={<FlagFilled style={{ color: outstanding ? '#cf1322' : '#595959' }} />}
              onClick={() => void change.setQueryStatus(outstanding ? 'REVIEW_QUERY_RESPONSE_RECEIVED' : 'REVIEW_QUERY_OUTSTANDING', !outstanding)}
            />
          </Tooltip>
        )}
      </Flex>
      {change.failure && <Alert type="error" showIcon role="alert" title={formatMessage(CDI_TEXTS.moveFailed, { message: change.failure })} />}
    </Flex>
  );
}
