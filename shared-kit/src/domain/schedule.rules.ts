import { CDI_TYPE_ROLES } from './role-groups';
import type { Role } from './roles';
import type { PropertyEntry } from './session';
import { AUTO_SCHEDULE_ROUND_MINUTES, ONE_MINUTE_MS, SCHEDULE_MINUTE_STEP } from './limits.constants';
import { MESSAGES } from './messages';
import { DATE_FORMATS } from './format.constants';
import { PROPERTY_KEYS, propertyFlag, propertyValue } from './properties';
import {
  formatInZone,
  nextZonedStep,
  parseIsoDay,
  runtimeTimeZone,
  startOfZonedToday,
  tenantTimeZone,
  zonedDateTime,
  zonedToday,
} from './tenant-time.rules';

/** Scheduling of proposed encounters (spec 2 §4.7, §5, §9): one set of rules for the schedule modal and mock-api. */

export type Meridiem = 'AM' | 'PM';
export const MERIDIEMS: readonly Meridiem[] = ['AM', 'PM'];
/** Hours as the modal offers them: 12, then 1 to 11 (spec 2 §5). */
export const SCHEDULE_HOURS: readonly number[] = [12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
/** Minutes 00 to 55 in steps of 5. */
export const SCHEDULE_MINUTES: readonly number[] = Array.from({ length: 60 / SCHEDULE_MINUTE_STEP }, (_, i) => i * SCHEDULE_MINUTE_STEP);
const STEP_MS = SCHEDULE_MINUTE_STEP * ONE_MINUTE_MS;

/** Roles that may schedule a proposed encounter: the roles of the patient list (spec 1 §6 navigation). */
export const SCHEDULING_ROLES: readonly Role[] = ['CDI', 'CDI_QA_MANAGER', 'CDI_RESTRICTED', 'CLINICAL_ADMIN', 'PHYSICIAN'];

export interface ScheduleForm {
  /** As typed, m/d/yyyy. */
  date: string;
  hour: number;
  minute: number;
  meridiem: Meridiem;
  practitionerId: number | null;
}

// Every day and time below is the tenant's (`zone`, from tenantTimeZone). Where a caller does not pass it yet, the
// runtime's zone applies: what these rules read before zones.

/** M/D/YYYY of the day `date` falls on in `zone`. */
export function formatScheduleDate(date: Date, zone: string = runtimeTimeZone()): string {
  return formatInZone(date, DATE_FORMATS.date, zone);
}

/** The modal's defaults: the tenant's today, 12:00 AM, no practitioner (spec 2 §5). */
export function defaultScheduleForm(now: Date, zone: string = runtimeTimeZone()): ScheduleForm {
  return { date: formatScheduleDate(now, zone), hour: 12, minute: 0, meridiem: 'AM', practitionerId: null };
}

/** The calendar day of an m/d/yyyy text (one or two digit month and day), or null when it is not one. */
export function parseScheduleDate(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return parseIsoDay(isoDayOf({ year, month, day })) ? { year, month, day } : null;
}

const isoDayOf = (d: { year: number; month: number; day: number }): string =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** The instant the tenant's day that `now` falls on began. */
export function startOfLocalDay(now: Date, zone: string = runtimeTimeZone()): Date {
  return startOfZonedToday(now, zone);
}

/** The date matches m/d/yyyy and is the tenant's today or later. */
export function isScheduleDateValid(text: string, now: Date, zone: string = runtimeTimeZone()): boolean {
  const parsed = parseScheduleDate(text);
  // YYYY-MM-DD texts order as the days do.
  return parsed !== null && isoDayOf(parsed) >= zonedToday(now, zone);
}

/** 'Invalid Date' when the date breaks the rule, else null (spec 2 §5, §8). */
export function scheduleDateError(text: string, now: Date, zone: string = runtimeTimeZone()): string | null {
  return isScheduleDateValid(text, now, zone) ? null : MESSAGES.invalidDate;
}

/** 12-hour clock to 24-hour: 12 AM is 0, 12 PM is 12, 1 PM is 13. */
export function to24Hour(hour12: number, meridiem: Meridiem): number {
  const base = hour12 % 12;
  return meridiem === 'PM' ? base + 12 : base;
}

/** 24-hour clock to the modal's hour and AM/PM. */
export function from24Hour(hour24: number): { hour: number; meridiem: Meridiem } {
  return { hour: hour24 % 12 === 0 ? 12 : hour24 % 12, meridiem: hour24 < 12 ? 'AM' : 'PM' };
}

/**
 * The chosen start, the form's day and time on the tenant's clock, or null when the date is not a valid m/d/yyyy day
 * or the time is off the modal's grid.
 */
export function scheduleStart(form: Pick<ScheduleForm, 'date' | 'hour' | 'minute' | 'meridiem'>, zone: string = runtimeTimeZone()): Date | null {
  const parsed = parseScheduleDate(form.date);
  if (!parsed || !SCHEDULE_HOURS.includes(form.hour) || !SCHEDULE_MINUTES.includes(form.minute)) return null;
  return zonedDateTime(isoDayOf(parsed), to24Hour(form.hour, form.meridiem), form.minute, zone);
}

/** Schedule is enabled only with a practitioner chosen and a valid date (spec 2 §5), and not while the call runs. */
export function canSubmitSchedule(form: ScheduleForm, now: Date, inFlight: boolean, zone: string = runtimeTimeZone()): boolean {
  return !inFlight && form.practitionerId !== null && isScheduleDateValid(form.date, now, zone) && scheduleStart(form, zone) !== null;
}

/** A start on the modal's 5-minute grid (whole minutes, multiples of 5). Offsets of real time zones keep the grid. */
export function isFiveMinuteStep(startMillis: number): boolean {
  return Number.isInteger(startMillis) && startMillis % STEP_MS === 0;
}

/**
 * Why the server refuses a start, or null: it must sit on the 5-minute grid and fall on the tenant's today or later
 * (the same days as the encounter search's day filters).
 */
export function scheduleStartProblem(startMillis: number, now: Date, zone: string = runtimeTimeZone()): string | null {
  if (!isFiveMinuteStep(startMillis)) return `The start must be on a ${SCHEDULE_MINUTE_STEP}-minute step`;
  if (startMillis < startOfLocalDay(now, zone).getTime()) return 'The start must be today or later';
  return null;
}

/** The next half hour of the tenant's clock strictly after `now` (auto-scheduling, spec 2 §4.7, §9). */
export function nextHalfHour(now: Date, zone: string = runtimeTimeZone()): Date {
  return nextZonedStep(now, AUTO_SCHEDULE_ROUND_MINUTES, zone);
}

/** What the action of a proposed encounter does (spec 1 §2.7, spec 2 §4.7). */
export type ScheduleActionPlan =
  /** Schedule at once with the tenant's fixed practitioner at the next half hour. */
  | { kind: 'auto'; practitionerId: number; start: Date }
  /** Open the schedule modal. */
  | { kind: 'modal' }
  /** The tenant's auto-scheduling is unusable: "Please contact the provider's client success manager." */
  | { kind: 'contact' };

/** The largest id the API takes (its ids are 32-bit serials). */
const MAX_ID = 2_147_483_647;

/** A practitioner id as a property holds it: decimal digits of a positive integer in the API's id range, else null. */
export function parsePractitionerId(value: string): number | null {
  const text = value.trim();
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/**
 * The action of a proposed encounter (spec 1 §2.7, spec 2 §4.7): on a tenant with AUTO_SCHEDULE_PRACTITIONER_ID set
 * (spec 1 §9: the tenant and the practitioner are configured, not reproduced), an encounter with no practitioner is
 * scheduled at once with that practitioner at the next half hour; a set value that is no usable id leaves the user
 * "without a configured path" (contact); everywhere else, and for an encounter that already has a practitioner, the
 * modal opens. The property is the tenant's only: it names one of the tenant's practitioners, not a user preference.
 */
export function scheduleActionPlan(
  encounter: { practitioner: { id: number } | null },
  tenantProperties: readonly PropertyEntry[],
  now: Date,
  // The UI passes the session's resolved zone (the server's when TIMEZONE is unset); the fallback is this runtime's.
  zone: string = tenantTimeZone(tenantProperties),
): ScheduleActionPlan {
  if (encounter.practitioner) return { kind: 'modal' };
  const configured = propertyValue(PROPERTY_KEYS.autoSchedulePractitionerId, tenantProperties);
  if (configured === undefined) return { kind: 'modal' };
  const practitionerId = parsePractitionerId(configured);
  return practitionerId === null ? { kind: 'contact' } : { kind: 'auto', practitionerId, start: nextHalfHour(now, zone) };
}

/**
 * The schedule call begins the message of each refusal that is about its practitioner — unknown in the caller's
 * tenant (404) or inactive (400) — with this field name (mock-api README "Patients and scheduling"): the status alone
 * does not tell them from an unknown encounter or a bad start. `parsePractitionerId` keeps ids within the schema's range.
 */
export const SCHEDULE_PRACTITIONER_FIELD = 'params.practitionerId';

/** Whether a failed schedule call was refused for its practitioner: on the auto path, the user sees the contact text. */
export function isPractitionerRefusal(error: { status: number; message: string }): boolean {
  return (error.status === 400 || error.status === 404) && error.message.startsWith(`${SCHEDULE_PRACTITIONER_FIELD}:`);
}

/** Only proposed encounters are scheduled (spec 2 §4.7). */
export const isSchedulable = (encounter: { status: string }): boolean => encounter.status === 'PROPOSED';

/** Practitioner search of the modal: case-insensitive substring of the first or the last name (spec 2 §5). */
export function matchesPractitionerSearch(practitioner: { firstName: string; lastName: string }, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (needle === '') return true;
  return practitioner.firstName.toLowerCase().includes(needle) || practitioner.lastName.toLowerCase().includes(needle);
}

/**
 * The action label of a proposed encounter without a practitioner (spec 1 §2.7, spec 2 §4.7). The spec names "one
 * user class" and "the other class on certain tenants"; ours: PHYSICIAN gets 'Start Encounter' (they see the
 * patient themselves), CLINICAL_ADMIN gets 'Start' where the tenant has the provider schedule tab, everyone else
 * (CDI types) 'Schedule'.
 */
export function scheduleActionLabel(role: Role | null | undefined, tenantProperties: readonly PropertyEntry[]): string {
  if (role === 'PHYSICIAN') return MESSAGES.startEncounter;
  if (role === 'CLINICAL_ADMIN' && propertyFlag(PROPERTY_KEYS.providerScheduleTab, tenantProperties)) return MESSAGES.start;
  return MESSAGES.schedule;
}

/** CDI types see 'Upcoming Appointment' and 'Schedule New Appointment'; others one 'Appointment' column (spec 1 §2.7). */
export const seesScheduleColumns = (role: Role | null | undefined): boolean => !!role && CDI_TYPE_ROLES.includes(role);
