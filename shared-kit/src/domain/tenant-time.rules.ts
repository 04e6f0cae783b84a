import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { ONE_HOUR_MS, ONE_MINUTE_MS, WORKLIST_QUERY_END_HOURS, WORKLIST_QUERY_START_DAYS } from './limits.constants';
import { PROPERTY_KEYS, propertyInt, propertyValue } from './properties';
import type { PropertyEntry } from './session';

// Calendar days in a tenant's time zone (issue 17, spec 1 §3 TIMEZONE). Two directions only, each done by a library:
// reading an instant's wall clock in a zone is Intl's formatToParts; turning a zone's wall clock into an instant is
// dayjs's timezone plugin. Day arithmetic works on YYYY-MM-DD texts (calendar days), never on instants, so daylight
// saving never shifts a day. A day is always a YYYY-MM-DD text; an instant a Date.
// The plugins are CommonJS files without an exports map: Node's ESM loader (mock-api's bundle) needs the .js.
dayjs.extend(utc);
dayjs.extend(timezone);

type When = string | Date | null | undefined;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number): string => String(n).padStart(2, '0');

// ---------------------------------------------------------------------------------------------------------------
// Zones

let runtimeZone: { tz: string | undefined; zone: string } | null = null;

/** The zone this process runs in (the server's, or the browser's), as an IANA name; UTC when the runtime has none. */
export function runtimeTimeZone(): string {
  // Cached per TZ value: building an Intl.DateTimeFormat costs about 0.1 ms, and the API asked on every request (4% of
  // its time under load). Node re-reads process.env.TZ when it is assigned, and tests rely on that: a new TZ asks again.
  const tz = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.TZ;
  if (runtimeZone === null || runtimeZone.tz !== tz) runtimeZone = { tz, zone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' };
  return runtimeZone.zone;
}

const canonicalZones = new Map<string, string | null>();

/** The canonical IANA name of `name` ('america/new_york' → 'America/New_York'), or null when it names no zone. */
export function canonicalTimeZone(name: string | null | undefined): string | null {
  const text = name?.trim() ?? '';
  if (text === '') return null;
  let known = canonicalZones.get(text);
  if (known === undefined) {
    try {
      known = new Intl.DateTimeFormat('en-US', { timeZone: text }).resolvedOptions().timeZone;
    } catch {
      // Intl throws a RangeError for names it does not know: that is our validation.
      known = null;
    }
    canonicalZones.set(text, known);
  }
  return known;
}

export const isTimeZone = (name: string | null | undefined): boolean => canonicalTimeZone(name) !== null;

/**
 * The tenant's zone: its TIMEZONE property (an IANA name, platform design §7) when that names a zone, else `fallback`
 * (by default the runtime's zone: on the server, the server's zone, mock-api README).
 */
export function tenantTimeZone(tenantProperties: readonly PropertyEntry[], fallback?: string): string {
  return canonicalTimeZone(propertyValue(PROPERTY_KEYS.timezone, tenantProperties)) ?? fallback ?? runtimeTimeZone();
}

/**
 * The zone the UI reads days and clocks in: the session's `timeZone` (resolved by the server: the tenant's TIMEZONE,
 * else the server's zone). A session without one (a hint stored before zones, a hand-made fixture) falls back to the
 * tenant's TIMEZONE, then the runtime's zone; no session at all is the runtime's zone.
 */
export function sessionTimeZone(
  session: { readonly tenantProperties: readonly PropertyEntry[]; readonly timeZone?: string | null } | null | undefined,
): string {
  if (!session) return runtimeTimeZone();
  return canonicalTimeZone(session.timeZone) ?? tenantTimeZone(session.tenantProperties);
}

// ---------------------------------------------------------------------------------------------------------------
// Calendar days (YYYY-MM-DD texts, no zone)

/** The calendar fields of a YYYY-MM-DD text that names a real day (2026-02-30 does not), else null. */
function dayFields(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // dayjs rolls 2026-02-30 over into March: a day that does not read back as written does not exist.
  const check = dayjs.utc(text);
  return check.isValid() && check.year() === year && check.month() === month - 1 && check.date() === day ? { year, month, day } : null;
}

/** A YYYY-MM-DD day that exists in the calendar (2026-02-30 does not), else null: the `/auth/home/:date` parameter. */
export function parseIsoDay(text: string | null | undefined): string | null {
  return text && dayFields(text) ? text : null;
}

/** The day `days` after (or before, when negative) a valid YYYY-MM-DD day; calendar days, so daylight saving never counts. */
export function addDays(day: string, days: number): string {
  return dayjs.utc(day).add(days, 'day').format('YYYY-MM-DD');
}

/** Whole calendar days from `from` to `to` (both valid YYYY-MM-DD days); negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return dayjs.utc(to).diff(dayjs.utc(from), 'day');
}

// ---------------------------------------------------------------------------------------------------------------
// Instants read in a zone

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `at` in `zone`: what a clock on the wall there shows. */
export interface ZonedClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function zonedClock(at: Date, zone: string): ZonedClock {
  let format = clockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clockFormats.set(zone, format);
  }
  const fields: Record<string, number> = {};
  for (const part of format.formatToParts(at)) fields[part.type] = Number(part.value);
  // Some engines write midnight as 24 even with h23.
  return { year: fields.year ?? 0, month: fields.month ?? 0, day: fields.day ?? 0, hour: (fields.hour ?? 0) % 24, minute: fields.minute ?? 0, second: fields.second ?? 0 };
}

const instantOf = (when: When): Date | null => {
  if (!when) return null;
  const date = when instanceof Date ? when : new Date(when);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * The calendar day of `when` in `zone` as YYYY-MM-DD, or null when unreadable. A date-only text (a birth date, an
 * addressed date written as a day) already is a day: it is taken as written, never moved by the zone.
 */
export function zonedDay(when: When, zone: string): string | null {
  if (typeof when === 'string' && ISO_DAY.test(when.trim())) return parseIsoDay(when.trim());
  const at = instantOf(when);
  if (!at) return null;
  const clock = zonedClock(at, zone);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** The calendar day of a Date in `zone` (default: the runtime's, the day this machine's clock shows). */
export function isoDay(date: Date, zone: string = runtimeTimeZone()): string {
  return zonedDay(date, zone) ?? '';
}

/** The tenant's "today": the calendar day `now` falls on in `zone`. */
export const zonedToday = (now: Date, zone: string): string => isoDay(now, zone);

/** The calendar year of `when` in `zone` (a date-only text: its own year); null when unreadable. */
export function zonedYear(when: When, zone: string): number | null {
  const day = zonedDay(when, zone);
  return day === null ? null : Number(day.slice(0, 4));
}

/** Whether two instants fall on the same calendar day in `zone` (false when either is missing or unreadable). */
export function isSameZonedDay(a: When, b: When, zone: string): boolean {
  const day = zonedDay(a, zone);
  return day !== null && day === zonedDay(b, zone);
}

/** Where the day of `when` lies against the day of `now`, both read in `zone`; null when `when` is unreadable. */
export function zonedDayOffset(when: When, now: Date, zone: string): number | null {
  const day = zonedDay(when, zone);
  return day === null ? null : daysBetween(zonedToday(now, zone), day);
}

/** A short label of the zone at `at` ('HST', 'EDT', 'UTC'; 'GMT+5:45' where the zone has no abbreviation). */
export function zoneLabel(at: Date, zone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  return name?.value ?? zone;
}

/**
 * The zone's short label when a reader in `viewerZone` (by default this runtime's: the browser's) would misread a time
 * of `zone` at `at`, i.e. when the two clocks differ then; null when they agree, so screens read as before zones.
 */
export function foreignZoneLabel(at: Date, zone: string, viewerZone: string = runtimeTimeZone()): string | null {
  const [a, b] = [zonedClock(at, zone), zonedClock(at, viewerZone)];
  const same = a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;
  return same ? null : zoneLabel(at, zone);
}

/**
 * `when` written with a dayjs format (shared-kit DATE_FORMATS) as a clock in `zone` shows it; '' when unreadable.
 * Date-only texts are written as the day they name.
 */
export function formatInZone(when: When, format: string, zone: string): string {
  if (typeof when === 'string' && ISO_DAY.test(when.trim())) {
    const day = parseIsoDay(when.trim());
    return day ? dayjs.utc(day).format(format) : '';
  }
  const at = instantOf(when);
  if (!at) return '';
  const c = zonedClock(at, zone);
  // The wall clock's fields, formatted as they are (a UTC-mode dayjs applies no zone of its own).
  return dayjs.utc(`${c.year}-${pad(c.month)}-${pad(c.day)} ${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`).format(format);
}

// ---------------------------------------------------------------------------------------------------------------
// Wall clocks of a zone turned into instants

/**
 * The instant a clock in `zone` shows `hour`:`minute` on `day` (YYYY-MM-DD). A time the spring change skips is
 * moved past the gap; a time the autumn change repeats is its first (earlier) occurrence, so the answer never depends
 * on when it is asked. Throws on a day that is not one (callers validate input first).
 */
export function zonedDateTime(day: string, hour: number, minute: number, zone: string): Date {
  if (!dayFields(day)) throw new RangeError(`not a day: ${day}`);
  const wall = `${day} ${pad(hour)}:${pad(minute)}:00`;
  const at = dayjs.tz(wall, zone).valueOf();
  // dayjs picks between the two readings of a repeated time by the zone's offset now; prefer the earlier one.
  for (const back of [60, 30]) {
    const earlier = at - back * ONE_MINUTE_MS;
    const c = zonedClock(new Date(earlier), zone);
    if (`${c.year}-${pad(c.month)}-${pad(c.day)} ${pad(c.hour)}:${pad(c.minute)}:00` === wall) return new Date(earlier);
  }
  return new Date(at);
}

/** The instant `day` begins in `zone` (its first instant where midnight is skipped). */
export const startOfZonedDay = (day: string, zone: string): Date => zonedDateTime(day, 0, 0, zone);

/** The instants a day of `zone` spans: [start, end), end being the next day's start (23 or 25 hours on change days). */
export function zonedDayBounds(day: string, zone: string): { start: Date; end: Date } {
  return { start: startOfZonedDay(day, zone), end: startOfZonedDay(addDays(day, 1), zone) };
}

/** The instant the tenant's today began. */
export const startOfZonedToday = (now: Date, zone: string): Date => startOfZonedDay(zonedToday(now, zone), zone);

/**
 * Instants of a date filter (spec 2 §9 "query filter date ranges add one day"): the end day counts whole, so the
 * upper bound (exclusive) is the start of the day after it; a start alone is that one day (a daily list); an end alone
 * is everything before the day after it. Days are the tenant's. Null bounds are open.
 */
export function dateFilterBounds(start: string | null, end: string | null, zone: string): { from: Date | null; to: Date | null } {
  const last = end ?? start;
  return {
    from: start ? startOfZonedDay(start, zone) : null,
    to: last ? startOfZonedDay(addDays(last, 1), zone) : null,
  };
}

/**
 * The worklist query window (spec 1 §9: start 90 days, end 3 hours; the tenant's CODER_QUERY_START_DAYS and
 * CODER_QUERY_END_HOURS override, parsed as integers). Decision (issue 17, mock-api README "Tenant time zones"): both
 * offsets are read back from now, so encounters count whose start is from the start of the tenant's day `startDays`
 * back up to `endHours` hours before now (`from` inclusive, `to` exclusive): coding begins once a visit is at least
 * 3 hours old. It applies to the coder worklist's views only; CDI works ahead of visits, so its worklist is not windowed,
 * nor are the encounter search by id, patient lists, appointments and reports. A negative start or end would reach
 * into the future, so each falls back to its default.
 */
export function worklistQueryWindow(
  now: Date,
  tenantProperties: readonly PropertyEntry[],
  zone: string = tenantTimeZone(tenantProperties),
): { from: Date; to: Date } {
  const startDays = propertyInt(PROPERTY_KEYS.coderQueryStartDays, tenantProperties, [], WORKLIST_QUERY_START_DAYS);
  const endHours = propertyInt(PROPERTY_KEYS.coderQueryEndHours, tenantProperties, [], WORKLIST_QUERY_END_HOURS);
  return {
    from: startOfZonedDay(addDays(zonedToday(now, zone), -(startDays < 0 ? WORKLIST_QUERY_START_DAYS : startDays)), zone),
    to: new Date(now.getTime() - (endHours < 0 ? WORKLIST_QUERY_END_HOURS : endHours) * ONE_HOUR_MS),
  };
}

/**
 * The first instant strictly after `now` at which a clock in `zone` shows a whole multiple of `stepMinutes` (the next
 * half hour of auto-scheduling with 30). Read on the zone's clock, since zones with :45 offsets have other half hours.
 */
export function nextZonedStep(now: Date, stepMinutes: number, zone: string): Date {
  const clock = zonedClock(now, zone);
  const into = ((clock.minute % stepMinutes) * 60 + clock.second) * 1000 + now.getUTCMilliseconds();
  return new Date(now.getTime() - into + stepMinutes * ONE_MINUTE_MS);
}
