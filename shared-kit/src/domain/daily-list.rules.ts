import { DAILY_ROW_CURRENT_WINDOW_MINUTES, ONE_MINUTE_MS } from './limits.constants';
import { MESSAGES } from './messages';

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

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local calendar day of a date as YYYY-MM-DD (the day the user sees). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A YYYY-MM-DD day that exists in the calendar (2026-02-30 does not), else null: the `/auth/home/:date` parameter. */
export function parseIsoDay(text: string | null | undefined): string | null {
  const match = text ? ISO_DAY.exec(text) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? isoDay(date) : null;
}

/** The day `days` after (or before, when negative) a valid YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return isoDay(new Date(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days));
}

/** A valid YYYY-MM-DD day as M/D/YYYY (spec 1 §9 date format). */
export function formatIsoDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${month ?? ''}/${date ?? ''}/${year ?? ''}`;
}

/** Whole days from `from` to `to` (both valid YYYY-MM-DD days); calendar days, so daylight-saving shifts do not count. */
function dayDifference(from: string, to: string): number {
  const utc = (day: string) => {
    const [year, month, date] = day.split('-').map(Number);
    return Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1);
  };
  return Math.round((utc(to) - utc(from)) / (24 * 60 * ONE_MINUTE_MS));
}

/**
 * The daily list's title (spec 1 §2.6): "Today's Patients", "Tomorrow's Patients", "Yesterday's Patients"; any other
 * day reads 'Patients from {M/D/YYYY}' when it lies in the past and 'Patients on {M/D/YYYY}' when it lies ahead
 * (the spec names both forms without saying when; "from" reads naturally for a day gone, "on" for one to come).
 */
export function dailyListTitle(day: string, today: string): string {
  const offset = dayDifference(today, day);
  if (offset === 0) return MESSAGES.todaysPatients;
  if (offset === 1) return MESSAGES.tomorrowsPatients;
  if (offset === -1) return MESSAGES.yesterdaysPatients;
  return `${offset < 0 ? MESSAGES.patientsFrom : MESSAGES.patientsOn} ${formatIsoDay(day)}`;
}
