// Query aging (spec 2 §5, issue 12): when a coder query counts as overdue on a condition (the red warning icon, by the
// user's window) and in the tenant's query aging view (by the tenant's escalation threshold). Pure: the screens and
// mock-api's aging view use the same rules.
import { coderQueryWindowHours, isCoderQueryOverdue } from './coder-query.rules';
import type { CoderTags } from './condition.types';
import { ONE_HOUR_MS } from './limits.constants';
import type { PropertyEntry } from './session';
import { zonedDayOffset } from './tenant-time.rules';

type When = string | Date | null | undefined;

const timeOf = (when: When): number | null => {
  if (!when) return null;
  const at = (when instanceof Date ? when : new Date(when)).getTime();
  return Number.isNaN(at) ? null : at;
};

/**
 * The red warning icon of a condition (spec 2 §5): its query is outstanding and was raised longer ago than `hours`
 * (the user's window: coderQueryWindowHours, user property, then tenant, then 24).
 */
export function isConditionQueryOverdue(tags: Pick<CoderTags, 'queryStatusCode' | 'queryCreationDate'> | null | undefined, hours: number, now: Date = new Date()): boolean {
  return tags?.queryStatusCode === 'QUERY_OUTSTANDING' && isCoderQueryOverdue(tags.queryCreationDate, hours, now);
}

/**
 * The tenant's escalation threshold of the aging view: its coder query window (CODER_QUERY_WINDOW_HOURS, default 24).
 * A user's own window (USER_CODER_QUERY_HOURS) only changes that user's icons, never what the team escalates.
 */
export const escalationThresholdHours = (tenantProperties: readonly PropertyEntry[]): number => coderQueryWindowHours({ tenantProperties, userProperties: [] });

/** Hours since `since` at `now` (fractional, never negative); null when the time is unknown. */
export function queryAgeHours(since: When, now: Date = new Date()): number | null {
  const at = timeOf(since);
  return at === null ? null : Math.max(0, (now.getTime() - at) / ONE_HOUR_MS);
}

/**
 * The query's age in the tenant's calendar days: 0 on the day it was raised, 1 the next day whatever the hour, both
 * days read in `zone` (tenantTimeZone); never negative; null when the time is unknown.
 */
export function queryAgeDays(since: When, now: Date, zone: string): number | null {
  const offset = zonedDayOffset(since, now, zone);
  return offset === null ? null : Math.max(0, -offset);
}

/** Escalated in the aging view: outstanding for longer than the threshold (an unknown age is not escalated). */
export const isEscalated = (ageHours: number | null, thresholdHours: number): boolean => ageHours !== null && ageHours > thresholdHours;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** An age for people: 'under 1 hour', '5 hours', '2 days 3 hours', 'unknown'. */
export function formatQueryAge(ageHours: number | null): string {
  if (ageHours === null) return 'unknown';
  const whole = Math.floor(ageHours);
  if (whole < 1) return 'under 1 hour';
  const days = Math.floor(whole / 24);
  const hours = whole % 24;
  if (days === 0) return plural(hours, 'hour');
  return hours === 0 ? plural(days, 'day') : `${plural(days, 'day')} ${plural(hours, 'hour')}`;
}

/** Oldest first (spec of the aging view); unknown times first, since nobody can say they are fresh; then by id. */
export function compareOldestFirst(a: { since: When; id: number }, b: { since: When; id: number }): number {
  const ta = timeOf(a.since);
  const tb = timeOf(b.since);
  if (ta !== tb) {
    if (ta === null) return -1;
    if (tb === null) return 1;
    return ta - tb;
  }
  return a.id - b.id;
}
