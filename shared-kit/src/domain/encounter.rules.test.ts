import { isSameDayEncounter } from './encounter.rules';

describe('isSameDayEncounter (spec 1 §2.6)', () => {
  it('is true when the ingest date falls on the start day', () => {
    expect(isSameDayEncounter(new Date(2026, 2, 4, 8, 0), new Date(2026, 2, 4, 23, 59))).toBe(true);
  });

  it('is false on another day', () => {
    expect(isSameDayEncounter(new Date(2026, 2, 4, 8, 0), new Date(2026, 2, 3, 23, 59))).toBe(false);
    expect(isSameDayEncounter(new Date(2026, 2, 4), new Date(2025, 2, 4))).toBe(false);
  });

  it('reads ISO text', () => {
    const start = new Date(2026, 2, 4, 10, 0);
    const ingest = new Date(2026, 2, 4, 1, 0);
    expect(isSameDayEncounter(start.toISOString(), ingest.toISOString())).toBe(true);
  });

  it('is false without both dates or with invalid dates', () => {
    expect(isSameDayEncounter('2026-03-04T10:00:00Z', null)).toBe(false);
    expect(isSameDayEncounter('nonsense', 'nonsense')).toBe(false);
  });
});
