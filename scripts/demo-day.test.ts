/** @jest-environment node */
// The end-to-end run waits out each seeded tenant's midnight (scripts/demo-day.cjs).
import { ALOHA_TIME_ZONE } from '../mock-api/src/db/seed/tenants.seed';
import { E2E_DAY_MARGIN_MS, SEEDED_TIME_ZONES, waitForWholeDay as waitForEveryDay } from './demo-day.cjs';

const MINUTE = 60_000;
// Local times (the process's zone, as the API's): these tests hold in any zone the suite runs in.
const at = (hours: number, minutes: number, seconds = 0) => new Date(2026, 10, 27, hours, minutes, seconds);
/** The process's own day only (the demo tenant's). */
const waitForWholeDay = (now: Date, marginMs = E2E_DAY_MARGIN_MS) => waitForEveryDay(now, marginMs, [null]);

describe('waitForWholeDay', () => {
  it('starts at once while the day has more than the margin left', () => {
    expect(waitForWholeDay(at(0, 1))).toBe(0);
    expect(waitForWholeDay(at(12, 0))).toBe(0);
    expect(waitForWholeDay(at(23, 34, 59))).toBe(0);
  });

  it('within the margin, waits until a minute past midnight', () => {
    expect(waitForWholeDay(at(23, 35, 1))).toBe(24 * MINUTE + 59_000 + MINUTE);
    expect(waitForWholeDay(at(23, 59, 30))).toBe(30_000 + MINUTE);
    const started = at(23, 50);
    expect(new Date(started.getTime() + waitForWholeDay(started))).toEqual(new Date(2026, 10, 28, 0, 1));
  });

  it('crosses months and years', () => {
    const newYearsEve = new Date(2026, 11, 31, 23, 55);
    expect(new Date(newYearsEve.getTime() + waitForWholeDay(newYearsEve))).toEqual(new Date(2027, 0, 1, 0, 1));
  });

  it('waits by default within 25 minutes of midnight (an end-to-end run takes 6–15), or within the margin given', () => {
    expect(E2E_DAY_MARGIN_MS).toBe(25 * MINUTE);
    expect(waitForWholeDay(at(23, 50))).toBeGreaterThan(0);
    expect(waitForWholeDay(at(23, 50), 5 * MINUTE)).toBe(0);
  });

  it("waits out aloha's midnight in Honolulu too (10:00 UTC), the seeded zones being the process's and aloha's", () => {
    expect(SEEDED_TIME_ZONES).toEqual([null, ALOHA_TIME_ZONE]);
    const honolulu = [ALOHA_TIME_ZONE];
    expect(waitForEveryDay(new Date(Date.UTC(2026, 10, 28, 9, 34, 59)), E2E_DAY_MARGIN_MS, honolulu)).toBe(0);
    const started = new Date(Date.UTC(2026, 10, 28, 9, 50));
    expect(new Date(started.getTime() + waitForEveryDay(started, E2E_DAY_MARGIN_MS, honolulu))).toEqual(new Date(Date.UTC(2026, 10, 28, 10, 1)));
    // With both zones (the process in UTC, as in CI), the nearer midnight counts.
    expect(waitForEveryDay(started)).toBe(11 * MINUTE);
  });
});
