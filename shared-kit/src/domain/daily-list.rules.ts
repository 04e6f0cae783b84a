import { DAILY_ROW_CURRENT_WINDOW_MINUTES, ONE_MINUTE_MS } from './limits.constants';
import { MESSAGES } from './messages';
import { daysBetween } from './tenant-time.rules';

/** Where a daily-list row stands against the clock (spec 1 §2.6); only today's list is coloured. */
export type DailyRowTiming = 'past' | 'current' | 'future';

/**
 * Daily list row colouring on today (spec 1 §2.6): past when the start was more than 30 minutes ago, future when it
 * is more than 30 minutes ahead, otherwise current (exactly 30 minutes either way is still current). An unreadable
 * start is treated as current so it is never hidden among the past rows.
 */
export function dailyRowTiming(start: string | Date, now: Date, windowMinutes = DAILY_ROW_CURRENT_WINDOW_MINUTES): DailyRowTiming {
  const at = start instanceof Date ? start.getTime() : new Date(start).getTime();
  if (Number.isNaN(at)) return 'current';
  const offset = at - now.getTime();
  const window = windowMinutes * ONE_MINUTE_MS;
  if (offset < -window) return 'past';
  if (offset > window) return 'future';
  return 'current';
}

/** A valid YYYY-MM-DD day as M/D/YYYY (spec 1 §9 date format). */
export function formatIsoDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${month ?? ''}/${date ?? ''}/${year ?? ''}`;
}

/**
 * The daily list's title (spec 1 §2.6), `today` being the tenant's day (zonedToday): "Today's Patients",
 * "Tomorrow's Patients", "Yesterday's Patients"; any other
 * day reads 'Patients from {M/D/YYYY}' when it lies in the past and 'Patients on {M/D/YYYY}' when it lies ahead
 * (the spec names both forms without saying when; "from" reads naturally for a day gone, "on" for one to come).
 */
export function dailyListTitle(day: string, today: string): string {
  const offset = daysBetween(today, day);
  if (offset === 0) return MESSAGES.todaysPatients;
  if (offset === 1) return MESSAGES.tomorrowsPatients;
  if (offset === -1) return MESSAGES.yesterdaysPatients;
  return `${offset < 0 ? MESSAGES.patientsFrom : MESSAGES.patientsOn} ${formatIsoDay(day)}`;
}
