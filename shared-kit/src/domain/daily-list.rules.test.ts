import { dailyListTitle, dailyRowTiming, formatIsoDay } from './daily-list.rules';
import { addDays, isoDay, parseIsoDay } from './tenant-time.rules';

describe('dailyRowTiming (spec 1 §2.6, the 30-minute rule)', () => {
  const now = new Date(2026, 10, 21, 10, 0, 0);
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  it('is past when the start was more than 30 minutes ago', () => {
    expect(dailyRowTiming(at(-31), now)).toBe('past');
    expect(dailyRowTiming(at(-30.01), now)).toBe('past');
  });

  it('is future when the start is more than 30 minutes ahead', () => {
    expect(dailyRowTiming(at(31), now)).toBe('future');
    expect(dailyRowTiming(at(30.01), now)).toBe('future');
  });

  it('is current within 30 minutes either way, the bounds included', () => {
    expect(dailyRowTiming(at(-30), now)).toBe('current');
    expect(dailyRowTiming(at(0), now)).toBe('current');
    expect(dailyRowTiming(at(30), now)).toBe('current');
  });

  it('reads ISO text and treats an unreadable start as current', () => {
    expect(dailyRowTiming(at(-120).toISOString(), now)).toBe('past');
    expect(dailyRowTiming('not a date', now)).toBe('current');
  });
});

describe('daily list days', () => {
  it('parses only real YYYY-MM-DD days', () => {
    expect(parseIsoDay('2026-11-21')).toBe('2026-11-21');
    expect(parseIsoDay('2024-02-29')).toBe('2024-02-29');
    expect(parseIsoDay('2026-02-29')).toBeNull();
    expect(parseIsoDay('2026-13-01')).toBeNull();
    expect(parseIsoDay('11/21/2026')).toBeNull();
    expect(parseIsoDay('')).toBeNull();
    expect(parseIsoDay(undefined)).toBeNull();
  });

  it('moves across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(formatIsoDay('2026-01-05')).toBe('1/5/2026');
  });
});

describe('dailyListTitle (spec 1 §2.6)', () => {
  const today = '2026-11-21';

  it('names today, tomorrow and yesterday', () => {
    expect(dailyListTitle(today, today)).toBe("Today's Patients");
    expect(dailyListTitle('2026-11-22', today)).toBe("Tomorrow's Patients");
    expect(dailyListTitle('2026-11-20', today)).toBe("Yesterday's Patients");
  });

  it("says 'Patients from' for earlier days and 'Patients on' for later ones", () => {
    expect(dailyListTitle('2026-11-19', today)).toBe('Patients from 11/19/2026');
    expect(dailyListTitle('2025-11-21', today)).toBe('Patients from 11/21/2025');
    expect(dailyListTitle('2026-11-23', today)).toBe('Patients on 11/23/2026');
  });

  it('counts calendar days across a daylight-saving change', () => {
    expect(dailyListTitle('2026-11-02', '2026-11-01')).toBe("Tomorrow's Patients");
    expect(dailyListTitle('2026-03-09', '2026-03-08')).toBe("Tomorrow's Patients");
  });
});
