import type { Lock } from './encounter.types';
import { formatMessage, MESSAGES } from './messages';

/** A lock counts only while its status is ACTIVE (spec 2 §4.4). */
export function isLockActive(lock: Lock | null | undefined): lock is Lock {
  return !!lock && lock.statusCode === 'ACTIVE';
}

/** Whether the current user holds the active lock (the lock is owned by its creator). */
export function isLockedByMe(lock: Lock | null | undefined, userId: number | null | undefined): boolean {
  return isLockActive(lock) && userId !== null && userId !== undefined && lock.createdById === userId;
}

/** Whether another user holds the active lock (shown in red, read-only view). */
export function isLockedByOther(lock: Lock | null | undefined, userId: number | null | undefined): boolean {
  return isLockActive(lock) && !isLockedByMe(lock, userId);
}

/**
 * The tooltip of an active lock, 'Locked for {user}, {date time}' (spec 1 §4); null without an active
 * lock. `formatDate` renders creationDate (the screens use DATE_FORMATS.dateTime).
 */
export function lockTooltip(lock: Lock | null | undefined, formatDate: (iso: string) => string): string | null {
  if (!isLockActive(lock)) return null;
  return formatMessage(MESSAGES.lockedFor, { user: lock.createdByUsername, dateTime: formatDate(lock.creationDate) });
}
