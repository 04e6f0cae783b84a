import { WarningFilled } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { formatMessage, isConditionQueryOverdue, TOOLTIP_DELAY_LONG_MS, type CoderTags } from 'shared-kit/domain';
import { KIT_VIEW_TEXTS } from '../kit-views.messages';

/**
 * The red warning icon of a condition whose coder query has been outstanding longer than `hours` (spec 2 §5; the
 * user's window, shared-kit coderQueryWindowHours); nothing otherwise. Focusable, so keyboard users reach its text.
 */
export function ConditionQueryOverdueIcon({ coderTags, hours, now }: { coderTags: CoderTags | null; hours: number; now?: Date }) {
  if (!isConditionQueryOverdue(coderTags, hours, now)) return null;
  const text = formatMessage(KIT_VIEW_TEXTS.queryOverdue, { hours });
  return (
    <Tooltip title={text} mouseEnterDelay={TOOLTIP_DELAY_LONG_MS / 1000}>
      <WarningFilled role="img" tabIndex={0} aria-label={text} style={{ color: '#cf1322', fontSize: 16 }} />
    </Tooltip>
  );
}
