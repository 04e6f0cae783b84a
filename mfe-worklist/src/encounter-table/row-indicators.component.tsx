import { CalendarOutlined, ExclamationCircleFilled, LockFilled } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import {
  DATE_FORMATS,
  formatMessage,
  isCoderQueryOverdue,
  isLockActive,
  isLockedByMe,
  lockTooltip,
  MESSAGES,
  reviewBadge,
  TOOLTIP_DELAY_LONG_MS,
  TOOLTIP_DELAY_SHORT_MS,
  type EncounterListRow,
} from 'shared-kit';
// Newer than some deployed shells: bundled from shared-kit/domain (shared-kit README).
import { formatInZone, isSameDayEncounter } from 'shared-kit/domain';
import { WORKLIST_TEXTS } from '../worklist.messages';

const seconds = (ms: number) => ms / 1000;

/** Lock icon colours (spec 1 §4): green when the current user holds the lock, black otherwise. */
export const LOCK_COLOURS = { mine: '#389e0d', other: '#000000' } as const;
const OVERDUE_COLOUR = '#cf1322';

/** The review badge letters of spec 1 §4, the review code's name in the tooltip. */
export function ReviewBadge({ row }: { row: EncounterListRow }) {
  const badge = reviewBadge(row.review?.reviewCode);
  if (!badge) return null;
  return (
    <Tooltip title={badge.label} mouseEnterDelay={seconds(TOOLTIP_DELAY_LONG_MS)}>
      <Tag role="img" aria-label={formatMessage(WORKLIST_TEXTS.reviewBadge, { label: badge.label })} style={{ marginInlineEnd: 0 }}>
        {badge.letter}
      </Tag>
    </Tooltip>
  );
}

/** The lock of an active lock: 'Locked for {user}, {date time}' after 500 ms (spec 1 §4, §9). */
export function LockIndicator({ row, userId, timeZone }: { row: EncounterListRow; userId: number | null; timeZone: string }) {
  const title = lockTooltip(row.lock, (iso) => formatInZone(iso, DATE_FORMATS.dateTime, timeZone));
  if (!title || !isLockActive(row.lock)) return null;
  const mine = isLockedByMe(row.lock, userId);
  return (
    <Tooltip title={title} mouseEnterDelay={seconds(TOOLTIP_DELAY_SHORT_MS)}>
      <LockFilled role="img" aria-label={title} data-lock-owner={mine ? 'me' : 'other'} style={{ color: mine ? LOCK_COLOURS.mine : LOCK_COLOURS.other }} />
    </Tooltip>
  );
}

/** The Same Day Encounter icon: the ingest date falls on the day of the start (spec 1 §2.6), both the tenant's days. */
export function SameDayIndicator({ row, timeZone }: { row: EncounterListRow; timeZone: string }) {
  if (!isSameDayEncounter(row.start, row.ingestDate, timeZone)) return null;
  return (
    <Tooltip title={MESSAGES.sameDayEncounter} mouseEnterDelay={seconds(TOOLTIP_DELAY_SHORT_MS)}>
      <CalendarOutlined role="img" aria-label={MESSAGES.sameDayEncounter} />
    </Tooltip>
  );
}

/** The red marker of a coder query outstanding longer than the user's configured hours (spec 1 §2.6, §6). */
export function CoderQueryOverdueMarker({ row, hours, now }: { row: EncounterListRow; hours: number; now: Date }) {
  if (!isCoderQueryOverdue(row.coderQueryOutstandingDate, hours, now)) return null;
  const text = formatMessage(WORKLIST_TEXTS.coderQueryOverdue, { hours });
  return (
    <Tooltip title={text} mouseEnterDelay={seconds(TOOLTIP_DELAY_LONG_MS)}>
      <ExclamationCircleFilled role="img" aria-label={text} style={{ color: OVERDUE_COLOUR }} />
    </Tooltip>
  );
}
