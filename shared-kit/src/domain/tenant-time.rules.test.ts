import { isAddressed, canDismiss } from './condition.rules';
import { queryAgeDays } from './coder-query-aging.rules';
import { dailyListTitle } from './daily-list.rules';
import { isSameDayEncounter } from './encounter.rules';
import { encounterTiming, encounterTimingWarning } from './practitioner-view.rules';
import { MESSAGES } from './messages';
import {
  defaultScheduleForm,
  isScheduleDateValid,
  nextHalfHour,
  scheduleActionPlan,
  scheduleStart,
  scheduleStartProblem,
  startOfLocalDay,
} from './schedule.rules';
import type { PropertyEntry } from './session';
import {
  addDays,
  canonicalTimeZone,
  dateFilterBounds,
  daysBetween,
  foreignZoneLabel,
  formatInZone,
  isoDay,
  runtimeTimeZone,
  sessionTimeZone,
  startOfZonedDay,
  tenantTimeZone,
  worklistQueryWindow,
  zonedDateTime,
  zonedDay,
  zonedDayBounds,
  zonedToday,
  zoneLabel,
} from './tenant-time.rules';

// Every expectation below is written as UTC instants, so the suite means the same on any machine: the rules are given
// their zone and never read the runtime's (except where a test says so).
const HONOLULU = 'Pacific/Honolulu'; // UTC-10, no daylight saving
const NEW_YORK = 'America/New_York'; // UTC-5, UTC-4 from 2026-03-08 07:00Z to 2026-11-01 06:00Z
const UTC = 'UTC';
const at = (iso: string): Date => new Date(iso);
const props = (entries: Record<string, string>): PropertyEntry[] => Object.entries(entries).map(([propertyKey, propertyValue]) => ({ propertyKey, propertyValue }));
const HOUR = 3_600_000;

describe('tenantTimeZone: the TIMEZONE property', () => {
  it('takes an IANA name, in canonical spelling', () => {
    expect(tenantTimeZone(props({ TIMEZONE: HONOLULU }))).toBe(HONOLULU);
    expect(tenantTimeZone(props({ TIMEZONE: ' america/new_york ' }))).toBe(NEW_YORK);
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
  });

  it('falls back to the runtime zone (the server) when missing, blank or not a zone', () => {
    expect(tenantTimeZone([])).toBe(runtimeTimeZone());
    expect(tenantTimeZone(props({ TIMEZONE: '' }))).toBe(runtimeTimeZone());
    expect(tenantTimeZone(props({ TIMEZONE: 'Mars/Olympus_Mons' }))).toBe(runtimeTimeZone());
    expect(tenantTimeZone(props({ TIMEZONE: 'nonsense' }), UTC)).toBe(UTC);
  });

  it('the runtime zone is kept between calls and read again when TZ changes', () => {
    const before = process.env.TZ;
    const formats = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      process.env.TZ = HONOLULU;
      const zone = runtimeTimeZone();
      expect(runtimeTimeZone()).toBe(zone);
      expect(tenantTimeZone([])).toBe(zone);
      expect(formats).toHaveBeenCalledTimes(1);
      process.env.TZ = NEW_YORK;
      runtimeTimeZone();
      expect(formats).toHaveBeenCalledTimes(2);
    } finally {
      formats.mockRestore();
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});

describe('calendar days', () => {
  it('add and count whole days, across both daylight-saving changes and leap days', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -90)).toBe('2025-10-03');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-11-02', '2026-10-31')).toBe(-2);
  });
});

describe("the tenant's day of an instant", () => {
  // 08:30Z on 8 March: 22:30 the evening before in Honolulu, 03:30 EDT in New York (just after the spring change).
  const instant = at('2026-03-08T08:30:00Z');

  it('is read in the zone', () => {
    expect(zonedDay(instant, HONOLULU)).toBe('2026-03-07');
    expect(zonedDay(instant, NEW_YORK)).toBe('2026-03-08');
    expect(zonedDay(instant, UTC)).toBe('2026-03-08');
    expect(zonedDay('2026-03-08T04:59:59.999Z', NEW_YORK)).toBe('2026-03-07');
    expect(zonedDay('2026-03-08T05:00:00Z', NEW_YORK)).toBe('2026-03-08');
    expect(zonedToday(at('2026-11-01T03:59:00Z'), NEW_YORK)).toBe('2026-10-31');
    expect(zonedToday(at('2026-11-01T04:00:00Z'), NEW_YORK)).toBe('2026-11-01');
  });

  it('leaves a date-only text as written, and answers null for nothing readable', () => {
    expect(zonedDay('1950-03-04', HONOLULU)).toBe('1950-03-04');
    expect(zonedDay('2026-02-30', UTC)).toBeNull();
    expect(zonedDay('soon', UTC)).toBeNull();
    expect(zonedDay(null, UTC)).toBeNull();
  });

  it('isoDay without a zone is the runtime zone day (what it was before zones)', () => {
    expect(isoDay(instant)).toBe(zonedDay(instant, runtimeTimeZone()));
  });
});

describe('tenant days as UTC instants', () => {
  it('start at the zone midnight', () => {
    expect(startOfZonedDay('2026-03-07', HONOLULU).toISOString()).toBe('2026-03-07T10:00:00.000Z');
    expect(startOfZonedDay('2026-03-07', UTC).toISOString()).toBe('2026-03-07T00:00:00.000Z');
    expect(startOfZonedDay('2026-03-08', NEW_YORK).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfZonedDay('2026-03-09', NEW_YORK).toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('last 23 hours on the spring change and 25 on the autumn change in New York, 24 in Honolulu and UTC', () => {
    const hours = (day: string, zone: string) => {
      const { start, end } = zonedDayBounds(day, zone);
      return (end.getTime() - start.getTime()) / HOUR;
    };
    expect(hours('2026-03-08', NEW_YORK)).toBe(23);
    expect(hours('2026-11-01', NEW_YORK)).toBe(25);
    expect(hours('2026-03-08', HONOLULU)).toBe(24);
    expect(hours('2026-11-01', UTC)).toBe(24);
    expect(zonedDayBounds('2026-11-01', NEW_YORK)).toEqual({ start: at('2026-11-01T04:00:00Z'), end: at('2026-11-02T05:00:00Z') });
  });

  it('begin at the first instant where a zone skips midnight (Santiago springs from 00:00 to 01:00)', () => {
    expect(startOfZonedDay('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('turn a wall time into one instant: skipped times move past the gap, repeated times are the earlier one', () => {
    expect(zonedDateTime('2026-03-08', 2, 30, NEW_YORK).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedDateTime('2026-11-01', 1, 30, NEW_YORK).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedDateTime('2026-11-01', 2, 0, NEW_YORK).toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(() => zonedDateTime('2026-02-30', 0, 0, UTC)).toThrow(RangeError);
  });
});

describe('date filter ranges add one day (spec 2 §9)', () => {
  it('a start and an end take the whole end day, in the tenant zone', () => {
    expect(dateFilterBounds('2026-03-07', '2026-03-08', NEW_YORK)).toEqual({ from: at('2026-03-07T05:00:00Z'), to: at('2026-03-09T04:00:00Z') });
    expect(dateFilterBounds('2026-03-07', '2026-03-08', HONOLULU)).toEqual({ from: at('2026-03-07T10:00:00Z'), to: at('2026-03-09T10:00:00Z') });
    expect(dateFilterBounds('2026-03-07', '2026-03-08', UTC)).toEqual({ from: at('2026-03-07T00:00:00Z'), to: at('2026-03-09T00:00:00Z') });
  });

  it('a start alone is that one day (a daily list); an end alone everything before the day after it; none is open', () => {
    expect(dateFilterBounds('2026-11-01', null, NEW_YORK)).toEqual({ from: at('2026-11-01T04:00:00Z'), to: at('2026-11-02T05:00:00Z') });
    expect(dateFilterBounds(null, '2026-10-31', HONOLULU)).toEqual({ from: null, to: at('2026-11-01T10:00:00Z') });
    expect(dateFilterBounds(null, null, UTC)).toEqual({ from: null, to: null });
  });
});

describe('the worklist query window (spec 1 §9)', () => {
  const now = at('2026-03-08T08:30:00Z');

  it('runs from the start of the tenant day 90 days back to 3 hours before now by default', () => {
    expect(worklistQueryWindow(now, [], NEW_YORK)).toEqual({ from: at('2025-12-08T05:00:00Z'), to: at('2026-03-08T05:30:00Z') });
    // Still 7 March in Honolulu: its window starts a day earlier.
    expect(worklistQueryWindow(now, props({ TIMEZONE: HONOLULU }))).toEqual({ from: at('2025-12-07T10:00:00Z'), to: at('2026-03-08T05:30:00Z') });
    expect(worklistQueryWindow(now, [], UTC).from).toEqual(at('2025-12-08T00:00:00Z'));
  });

  it('takes the tenant start days and end hours, parsed as integers', () => {
    const custom = props({ TIMEZONE: NEW_YORK, CODER_QUERY_START_DAYS: '7', CODER_QUERY_END_HOURS: '12' });
    expect(worklistQueryWindow(now, custom)).toEqual({ from: at('2026-03-01T05:00:00Z'), to: at('2026-03-07T20:30:00Z') });
    // parseInt: '30.9 days' is 30, ' 2h' is 2; an end of 0 reaches now.
    expect(worklistQueryWindow(now, props({ CODER_QUERY_START_DAYS: '30.9 days', CODER_QUERY_END_HOURS: '0' }), UTC)).toEqual({ from: at('2026-02-06T00:00:00Z'), to: now });
    expect(worklistQueryWindow(now, props({ CODER_QUERY_START_DAYS: '0', CODER_QUERY_END_HOURS: ' 2h' }), UTC)).toEqual({
      from: at('2026-03-08T00:00:00Z'),
      to: at('2026-03-08T06:30:00Z'),
    });
  });

  it('keeps the defaults for values that are not integers, and for negative ones (which would reach into the future)', () => {
    const defaults = { from: at('2025-12-08T00:00:00Z'), to: at('2026-03-08T05:30:00Z') };
    expect(worklistQueryWindow(now, props({ CODER_QUERY_START_DAYS: 'x', CODER_QUERY_END_HOURS: '' }), UTC)).toEqual(defaults);
    expect(worklistQueryWindow(now, props({ CODER_QUERY_START_DAYS: '-5', CODER_QUERY_END_HOURS: '-2' }), UTC)).toEqual(defaults);
  });

  it("starts at the tenant's midnight: one instant, two zones, two start days", () => {
    // 08:30Z on 8 March is 22:30 on 7 March in Honolulu and 03:30 on 8 March in New York (start days 1: the day before).
    const oneDay = props({ CODER_QUERY_START_DAYS: '1' });
    expect(worklistQueryWindow(now, oneDay, HONOLULU).from).toEqual(at('2026-03-06T10:00:00Z'));
    expect(worklistQueryWindow(now, oneDay, NEW_YORK).from).toEqual(at('2026-03-07T05:00:00Z'));
    // The end is a span of hours, the same instant in every zone.
    expect(worklistQueryWindow(now, oneDay, HONOLULU).to).toEqual(worklistQueryWindow(now, oneDay, NEW_YORK).to);
  });

  it('starts at a midnight of the tenant on either side of the autumn change', () => {
    // 90 days before 2027-01-30 is 2026-11-01, the 25-hour day.
    expect(worklistQueryWindow(at('2027-01-30T12:00:00Z'), [], NEW_YORK).from).toEqual(at('2026-11-01T04:00:00Z'));
    expect(worklistQueryWindow(at('2027-01-31T12:00:00Z'), [], NEW_YORK).from).toEqual(at('2026-11-02T05:00:00Z'));
  });
});

describe('past / future encounter banners (spec 2 §2.4)', () => {
  // 18:00Z on 7 March: 08:00 in Honolulu, 13:00 in New York.
  const now = at('2026-03-07T18:00:00Z');
  const start = at('2026-03-08T06:00:00Z'); // 20:00 on the 7th in Honolulu, 01:00 on the 8th in New York

  it('compare tenant days', () => {
    expect(encounterTiming(start, now, HONOLULU)).toBe('today');
    expect(encounterTiming(start, now, NEW_YORK)).toBe('future');
    expect(encounterTiming(start, now, UTC)).toBe('future');
    expect(encounterTimingWarning(at('2026-03-07T09:00:00Z'), now, HONOLULU)).toBe(MESSAGES.pastEncounterWarning);
    expect(encounterTimingWarning(at('2026-03-07T09:00:00Z'), now, NEW_YORK)).toBeNull();
  });

  it('keep the day whole across the spring change (a 23-hour day)', () => {
    const morning = at('2026-03-08T05:30:00Z'); // 00:30 EST
    expect(encounterTiming(at('2026-03-09T03:59:00Z'), morning, NEW_YORK)).toBe('today'); // 23:59 EDT
    expect(encounterTiming(at('2026-03-09T04:00:00Z'), morning, NEW_YORK)).toBe('future');
  });
});

describe('daily list title and the same-day icon', () => {
  it('title the day against the tenant today', () => {
    const now = at('2026-03-08T08:30:00Z');
    expect(dailyListTitle('2026-03-07', zonedToday(now, HONOLULU))).toBe(MESSAGES.todaysPatients);
    expect(dailyListTitle('2026-03-07', zonedToday(now, NEW_YORK))).toBe(MESSAGES.yesterdaysPatients);
  });

  it('same day encounter: ingest and start on one tenant day', () => {
    const start = at('2026-11-01T04:30:00Z'); // 00:30 EDT on 1 November; 18:30 on 31 October in Honolulu
    const ingest = at('2026-11-01T03:30:00Z'); // 23:30 EDT on 31 October; 17:30 on 31 October in Honolulu
    expect(isSameDayEncounter(start, ingest, NEW_YORK)).toBe(false);
    expect(isSameDayEncounter(start, ingest, HONOLULU)).toBe(true);
    expect(isSameDayEncounter(start, ingest, UTC)).toBe(true);
    // The autumn change's repeated hour stays in the same day.
    expect(isSameDayEncounter(at('2026-11-01T05:30:00Z'), at('2026-11-02T04:59:00Z'), NEW_YORK)).toBe(true);
    expect(isSameDayEncounter(start, null, UTC)).toBe(false);
  });
});

describe('the schedule modal: today or later, 12:00 AM default (spec 2 §5)', () => {
  const now = at('2026-03-08T08:30:00Z'); // 7 March in Honolulu, 8 March in New York

  it('defaults to the tenant today at 12:00 AM', () => {
    expect(defaultScheduleForm(now, HONOLULU)).toEqual({ date: '3/7/2026', hour: 12, minute: 0, meridiem: 'AM', practitionerId: null });
    expect(defaultScheduleForm(now, NEW_YORK).date).toBe('3/8/2026');
  });

  it('accepts the tenant today or later only', () => {
    expect(isScheduleDateValid('3/7/2026', now, HONOLULU)).toBe(true);
    expect(isScheduleDateValid('3/7/2026', now, NEW_YORK)).toBe(false);
    expect(isScheduleDateValid('3/8/2026', now, NEW_YORK)).toBe(true);
    expect(isScheduleDateValid('3/6/2026', now, HONOLULU)).toBe(false);
    expect(isScheduleDateValid('2/30/2026', now, UTC)).toBe(false);
  });

  it('starts at the chosen time on the tenant clock, 12:00 AM being the tenant midnight', () => {
    const form = defaultScheduleForm(now, NEW_YORK);
    expect(scheduleStart(form, NEW_YORK)).toEqual(at('2026-03-08T05:00:00Z'));
    expect(scheduleStart({ date: '11/1/2026', hour: 9, minute: 15, meridiem: 'AM' }, NEW_YORK)).toEqual(at('2026-11-01T14:15:00Z'));
    expect(scheduleStart({ date: '3/7/2026', hour: 12, minute: 0, meridiem: 'AM' }, HONOLULU)).toEqual(at('2026-03-07T10:00:00Z'));
  });

  it('the server refuses a start before the tenant today', () => {
    expect(scheduleStartProblem(at('2026-03-07T10:00:00Z').getTime(), now, HONOLULU)).toBeNull();
    expect(scheduleStartProblem(at('2026-03-07T10:00:00Z').getTime(), now, NEW_YORK)).toBe('The start must be today or later');
    expect(startOfLocalDay(now, NEW_YORK)).toEqual(at('2026-03-08T05:00:00Z'));
  });
});

describe('auto-scheduling: the next half hour of the tenant clock', () => {
  it('is strictly after now, through the spring change', () => {
    expect(nextHalfHour(at('2026-03-08T06:45:00Z'), NEW_YORK)).toEqual(at('2026-03-08T07:00:00Z')); // 01:45 EST → 03:00 EDT
    expect(nextHalfHour(at('2026-03-08T07:00:00Z'), NEW_YORK)).toEqual(at('2026-03-08T07:30:00Z'));
    expect(nextHalfHour(at('2026-11-01T05:59:59.500Z'), NEW_YORK)).toEqual(at('2026-11-01T06:00:00Z'));
    expect(nextHalfHour(at('2026-03-08T08:10:00Z'), HONOLULU)).toEqual(at('2026-03-08T08:30:00Z'));
  });

  it('follows the zone where its half hours are not UTC ones (Kathmandu, UTC+5:45)', () => {
    expect(nextHalfHour(at('2026-03-08T06:00:00Z'), 'Asia/Kathmandu')).toEqual(at('2026-03-08T06:15:00Z'));
  });

  it("is the auto-schedule plan's start, in the tenant's zone", () => {
    const tenant = props({ AUTO_SCHEDULE_PRACTITIONER_ID: '7', TIMEZONE: 'Asia/Kathmandu' });
    expect(scheduleActionPlan({ practitioner: null }, tenant, at('2026-03-08T06:00:00Z'))).toEqual({ kind: 'auto', practitionerId: 7, start: at('2026-03-08T06:15:00Z') });
  });
});

describe('addressed in the same calendar year (spec 2 §4.5)', () => {
  // 05:00Z on 1 January 2026: midnight in New York, still 31 December 2025 (19:00) in Honolulu.
  const start = at('2026-01-01T05:00:00Z');
  const addressed = { addressedDate: '2025-12-31T20:00:00Z' }; // 15:00 in New York, 10:00 in Honolulu, both 2025

  it('reads both years in the tenant zone', () => {
    expect(isAddressed(addressed, start, HONOLULU)).toBe(true);
    expect(isAddressed(addressed, start, NEW_YORK)).toBe(false);
    expect(isAddressed(addressed, start, UTC)).toBe(false);
    expect(isAddressed({ addressedDate: '2025-06-01' }, start, HONOLULU)).toBe(true);
  });

  it('takes an addressed date written as a day as that day, in any zone', () => {
    expect(isAddressed({ addressedDate: '2026-01-01' }, start, UTC)).toBe(true);
    expect(isAddressed({ addressedDate: '2026-01-01' }, start, HONOLULU)).toBe(false);
  });

  it('decides whether a known condition may still be dismissed', () => {
    const tenant = props({ KNOWN_DISMISS: 'true' });
    const known = { conditionStatus: 'KNOWN' as const, ...addressed };
    expect(canDismiss('PHYSICIAN', known, tenant, start, HONOLULU)).toBe(false);
    expect(canDismiss('PHYSICIAN', known, tenant, start, NEW_YORK)).toBe(true);
  });
});

describe('coder query age in tenant days', () => {
  it('counts calendar days of the tenant, not 24-hour spans', () => {
    const since = at('2026-03-08T03:00:00Z'); // 22:00 on the 7th in New York, 17:00 on the 7th in Honolulu
    const now = at('2026-03-08T06:00:00Z'); // 01:00 on the 8th in New York, 20:00 on the 7th in Honolulu
    expect(queryAgeDays(since, now, NEW_YORK)).toBe(1);
    expect(queryAgeDays(since, now, HONOLULU)).toBe(0);
    expect(queryAgeDays(since, now, UTC)).toBe(0);
    expect(queryAgeDays('2026-03-01T12:00:00Z', at('2026-11-01T12:00:00Z'), NEW_YORK)).toBe(245);
    expect(queryAgeDays(null, now, UTC)).toBeNull();
    expect(queryAgeDays(at('2026-03-09T00:00:00Z'), now, UTC)).toBe(0);
  });
});

describe('times shown in the tenant zone', () => {
  it("formats with the spec's formats on the tenant clock, date-only values as written", () => {
    const instant = at('2026-03-08T08:30:00Z');
    expect(formatInZone(instant, 'M/D/YYYY h:mm A', HONOLULU)).toBe('3/7/2026 10:30 PM');
    expect(formatInZone(instant, 'ddd M/D/YYYY', NEW_YORK)).toBe('Sun 3/8/2026');
    expect(formatInZone(instant, 'M/D/YYYY HH:mm:ss', UTC)).toBe('3/8/2026 08:30:00');
    expect(formatInZone('1950-03-04', 'M/D/YYYY', HONOLULU)).toBe('3/4/1950');
    expect(formatInZone('nope', 'M/D/YYYY', UTC)).toBe('');
  });

  it('labels the zone briefly, daylight saving included', () => {
    expect(zoneLabel(at('2026-01-15T12:00:00Z'), HONOLULU)).toBe('HST');
    expect(zoneLabel(at('2026-01-15T12:00:00Z'), NEW_YORK)).toBe('EST');
    expect(zoneLabel(at('2026-07-15T12:00:00Z'), NEW_YORK)).toBe('EDT');
    expect(zoneLabel(at('2026-07-15T12:00:00Z'), UTC)).toBe('UTC');
  });
});

describe('sessionTimeZone: the zone the UI reads in', () => {
  it("is the session's resolved zone, whatever the tenant property or the runtime says", () => {
    expect(sessionTimeZone({ timeZone: HONOLULU, tenantProperties: props({ TIMEZONE: NEW_YORK }) })).toBe(HONOLULU);
    expect(sessionTimeZone({ timeZone: 'america/new_york', tenantProperties: [] })).toBe(NEW_YORK);
  });

  it('falls back to the tenant property, then the runtime zone, for a session without one (an old stored hint)', () => {
    expect(sessionTimeZone({ tenantProperties: props({ TIMEZONE: HONOLULU }) })).toBe(HONOLULU);
    expect(sessionTimeZone({ timeZone: 'Mars/Olympus_Mons', tenantProperties: props({ TIMEZONE: HONOLULU }) })).toBe(HONOLULU);
    expect(sessionTimeZone({ tenantProperties: [] })).toBe(runtimeTimeZone());
    expect(sessionTimeZone(null)).toBe(runtimeTimeZone());
  });
});

describe('foreignZoneLabel: a zone label only where a time could be misread', () => {
  const winter = at('2026-01-15T12:00:00Z');
  const summer = at('2026-07-15T12:00:00Z');

  it("is the tenant zone's short label when the viewer's clock shows another time", () => {
    expect(foreignZoneLabel(winter, HONOLULU, UTC)).toBe('HST');
    expect(foreignZoneLabel(summer, NEW_YORK, HONOLULU)).toBe('EDT');
    expect(foreignZoneLabel(winter, NEW_YORK, UTC)).toBe('EST');
  });

  it('is null when both clocks agree (the same zone, or another zone with the same offset then)', () => {
    expect(foreignZoneLabel(winter, UTC, UTC)).toBeNull();
    expect(foreignZoneLabel(winter, 'Etc/UTC', UTC)).toBeNull();
    expect(foreignZoneLabel(winter, 'Europe/London', UTC)).toBeNull();
    expect(foreignZoneLabel(summer, 'Europe/London', UTC)).toBe('GMT+1');
    expect(foreignZoneLabel(winter, runtimeTimeZone())).toBeNull();
  });
});
