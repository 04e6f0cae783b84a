import { MESSAGES } from './messages';
import {
  canSubmitSchedule,
  defaultScheduleForm,
  from24Hour,
  isFiveMinuteStep,
  isPractitionerRefusal,
  isScheduleDateValid,
  matchesPractitionerSearch,
  nextHalfHour,
  parsePractitionerId,
  parseScheduleDate,
  scheduleActionLabel,
  scheduleActionPlan,
  scheduleDateError,
  scheduleStart,
  scheduleStartProblem,
  SCHEDULE_HOURS,
  SCHEDULE_MINUTES,
  to24Hour,
} from './schedule.rules';

const now = new Date(2026, 10, 21, 15, 7); // 21 Nov 2026, 3:07 PM local

describe('schedule date rule (spec 2 §5)', () => {
  it('accepts m/d/yyyy from today on', () => {
    expect(isScheduleDateValid('11/21/2026', now)).toBe(true);
    expect(isScheduleDateValid('1/5/2027', now)).toBe(true);
    expect(isScheduleDateValid('01/05/2027', now)).toBe(true);
  });

  it("answers 'Invalid Date' for past days, other formats and impossible dates", () => {
    for (const text of ['11/20/2026', '2026-11-22', '11-22-2026', '2/30/2027', '13/1/2027', '', 'tomorrow', '11/22/26']) {
      expect(scheduleDateError(text, now)).toBe(MESSAGES.invalidDate);
    }
    expect(scheduleDateError('11/22/2026', now)).toBeNull();
    expect(parseScheduleDate('2/29/2028')).toEqual({ year: 2028, month: 2, day: 29 });
  });
});

describe('hours, minutes and AM/PM', () => {
  it('offers hours 12, 1..11 and minutes 00..55 in steps of 5', () => {
    expect(SCHEDULE_HOURS).toEqual([12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(SCHEDULE_MINUTES).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
  });

  it('converts 12 AM to 0, 12 PM to 12 and 1 PM to 13, and back', () => {
    expect(to24Hour(12, 'AM')).toBe(0);
    expect(to24Hour(12, 'PM')).toBe(12);
    expect(to24Hour(1, 'PM')).toBe(13);
    expect(to24Hour(11, 'AM')).toBe(11);
    expect(from24Hour(0)).toEqual({ hour: 12, meridiem: 'AM' });
    expect(from24Hour(13)).toEqual({ hour: 1, meridiem: 'PM' });
  });

  it('builds the local start, refusing times off the grid', () => {
    expect(scheduleStart({ date: '11/22/2026', hour: 2, minute: 35, meridiem: 'PM' })).toEqual(new Date(2026, 10, 22, 14, 35));
    expect(scheduleStart({ date: '11/22/2026', hour: 2, minute: 33, meridiem: 'PM' })).toBeNull();
    expect(scheduleStart({ date: '11/22/2026', hour: 13, minute: 0, meridiem: 'PM' })).toBeNull();
    expect(scheduleStart({ date: 'x', hour: 2, minute: 0, meridiem: 'PM' })).toBeNull();
  });
});

describe('the Schedule button', () => {
  it('defaults to today 12:00 AM without a practitioner, so it starts disabled', () => {
    const form = defaultScheduleForm(now);
    expect(form).toEqual({ date: '11/21/2026', hour: 12, minute: 0, meridiem: 'AM', practitionerId: null });
    expect(canSubmitSchedule(form, now, false)).toBe(false);
  });

  it('is enabled with a practitioner and a valid date, and disabled while in flight', () => {
    const form = { ...defaultScheduleForm(now), practitionerId: 4 };
    expect(canSubmitSchedule(form, now, false)).toBe(true);
    expect(canSubmitSchedule(form, now, true)).toBe(false);
    expect(canSubmitSchedule({ ...form, date: '11/20/2026' }, now, false)).toBe(false);
  });
});

describe('server-side start rule', () => {
  it('needs the 5-minute grid and a start today or later', () => {
    expect(isFiveMinuteStep(new Date(2026, 10, 22, 9, 5).getTime())).toBe(true);
    expect(scheduleStartProblem(new Date(2026, 10, 22, 9, 7).getTime(), now)).toMatch(/5-minute/);
    expect(scheduleStartProblem(new Date(2026, 10, 21, 0, 0).getTime(), now)).toBeNull();
    expect(scheduleStartProblem(new Date(2026, 10, 20, 23, 55).getTime(), now)).toMatch(/today or later/);
  });

  it('rounds auto-scheduling to the next half hour', () => {
    expect(nextHalfHour(new Date(2026, 10, 21, 15, 7))).toEqual(new Date(2026, 10, 21, 15, 30));
    expect(nextHalfHour(new Date(2026, 10, 21, 15, 30))).toEqual(new Date(2026, 10, 21, 16, 0));
  });
});

describe('practitioner search and action labels', () => {
  const shah = { firstName: 'Priya', lastName: 'Shah' };
  it('matches a case-insensitive substring of the first or the last name', () => {
    expect(matchesPractitionerSearch(shah, 'RIY')).toBe(true);
    expect(matchesPractitionerSearch(shah, 'ha')).toBe(true);
    expect(matchesPractitionerSearch(shah, 'priya shah')).toBe(false);
    expect(matchesPractitionerSearch(shah, 'x')).toBe(false);
  });

  it("labels 'Start Encounter', 'Start' on provider-schedule tenants, else 'Schedule'", () => {
    const tab = [{ propertyKey: 'PROVIDER_SCHEDULE_TAB', propertyValue: 'true' }];
    expect(scheduleActionLabel('PHYSICIAN', [])).toBe(MESSAGES.startEncounter);
    expect(scheduleActionLabel('CLINICAL_ADMIN', tab)).toBe(MESSAGES.start);
    expect(scheduleActionLabel('CLINICAL_ADMIN', [])).toBe(MESSAGES.schedule);
    expect(scheduleActionLabel('CDI', tab)).toBe(MESSAGES.schedule);
  });
});

describe('auto-scheduling on the configured tenant (spec 1 §2.7, spec 2 §4.7)', () => {
  const configured = (value: string) => [
    { propertyKey: 'PROVIDER_SCHEDULE_TAB', propertyValue: 'true' },
    { propertyKey: 'AUTO_SCHEDULE_PRACTITIONER_ID', propertyValue: value },
  ];
  const unassigned = { practitioner: null };

  it('schedules an encounter without a practitioner at once, with the fixed practitioner at the next half hour', () => {
    expect(scheduleActionPlan(unassigned, configured('17'), now)).toEqual({ kind: 'auto', practitionerId: 17, start: new Date(2026, 10, 21, 15, 30) });
    expect(scheduleActionPlan(unassigned, configured(' 2147483647 '), new Date(2026, 10, 21, 23, 45))).toEqual({
      kind: 'auto',
      practitionerId: 2147483647,
      start: new Date(2026, 10, 22, 0, 0),
    });
  });

  it('opens the modal on other tenants and for an encounter that already has a practitioner', () => {
    expect(scheduleActionPlan(unassigned, [], now)).toEqual({ kind: 'modal' });
    expect(scheduleActionPlan({ practitioner: { id: 4 } }, configured('17'), now)).toEqual({ kind: 'modal' });
    expect(scheduleActionPlan({ practitioner: { id: 4 } }, configured('none'), now)).toEqual({ kind: 'modal' });
  });

  it('sends users of a configured tenant whose value is no usable id to the client success manager', () => {
    for (const value of ['', ' ', '0', '-3', '17.5', '1e3', '0x11', '017', 'seventeen', '2147483648', '99999999999']) {
      expect(scheduleActionPlan(unassigned, configured(value), now)).toEqual({ kind: 'contact' });
    }
    expect(MESSAGES.contactClientSuccessManager).toBe("Please contact the provider's client success manager.");
  });

  it('reads practitioner ids as positive decimal integers in the API range', () => {
    expect(parsePractitionerId('1')).toBe(1);
    expect(parsePractitionerId('  42\n')).toBe(42);
    expect(parsePractitionerId('+42')).toBeNull();
    expect(parsePractitionerId('4 2')).toBeNull();
  });

  it("tells the server's refusals of the practitioner from other failures", () => {
    expect(isPractitionerRefusal({ status: 404, message: 'params.practitionerId: practitioner 17 not found' })).toBe(true);
    expect(isPractitionerRefusal({ status: 400, message: 'params.practitionerId: practitioner 17 is not active' })).toBe(true);
    expect(isPractitionerRefusal({ status: 404, message: 'Encounter 5 not found' })).toBe(false);
    expect(isPractitionerRefusal({ status: 400, message: 'params.startMillis: The start must be today or later' })).toBe(false);
    expect(isPractitionerRefusal({ status: 409, message: 'params.practitionerId: practitioner 17 not found' })).toBe(false);
  });
});
