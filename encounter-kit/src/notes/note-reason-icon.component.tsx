import { QuestionCircleFilled } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { NOTE_REASON_LABELS, TOOLTIP_DELAY_LONG_MS, type NoteReasonCode } from 'shared-kit/domain';

/** A note of reason 'coder query' shows the query-note icon (spec 2 §5); other notes show none. */
export function NoteReasonIcon({ reason }: { reason: NoteReasonCode }) {
  if (reason !== 'CODER_QUERY') return null;
  return (
    <Tooltip title={NOTE_REASON_LABELS.CODER_QUERY} mouseEnterDelay={TOOLTIP_DELAY_LONG_MS / 1000}>
      <QuestionCircleFilled role="img" aria-label={NOTE_REASON_LABELS.CODER_QUERY} style={{ color: '#0958d9', marginRight: 6 }} />
    </Tooltip>
  );
}
