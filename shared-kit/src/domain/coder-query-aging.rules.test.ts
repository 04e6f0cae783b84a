import {
  compareOldestFirst,
  escalationThresholdHours,
  formatQueryAge,
  isConditionQueryOverdue,
  isEscalated,
  queryAgeHours,
} from './coder-query-aging.rules';
import { coderQueryWindowHours } from './coder-query.rules';

const NOW = new Date('2026-03-04T12:00:00.000Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();

describe('query aging: the red warning icon (spec 2 §5)', () => {
  it('shows when the query is outstanding longer than the window', () => {
    expect(isConditionQueryOverdue({ queryStatusCode: 'QUERY_OUTSTANDING', queryCreationDate: hoursAgo(25) }, 24, NOW)).toBe(true);
    expect(isConditionQueryOverdue({ queryStatusCode: 'QUERY_OUTSTANDING', queryCreationDate: hoursAgo(24) }, 24, NOW)).toBe(false);
    expect(isConditionQueryOverdue({ queryStatusCode: 'QUERY_OUTSTANDING', queryCreationDate: hoursAgo(3) }, 2, NOW)).toBe(true);
  });

  it('never for an answered query, a query of unknown date, or no coder tags', () => {
    expect(isConditionQueryOverdue({ queryStatusCode: 'QUERY_RESPONSE_RECEIVED', queryCreationDate: hoursAgo(100) }, 24, NOW)).toBe(false);
    expect(isConditionQueryOverdue({ queryStatusCode: 'QUERY_RESPONSE_NOT_RECEIVED', queryCreationDate: hoursAgo(100) }, 24, NOW)).toBe(false);
    expect(isConditionQueryOverdue({ queryStatusCode: 'QUERY_OUTSTANDING', queryCreationDate: null }, 24, NOW)).toBe(false);
    expect(isConditionQueryOverdue(null, 24, NOW)).toBe(false);
  });

  it("the user's hours: 24 by default, the tenant's, then the user's own", () => {
    expect(coderQueryWindowHours({ tenantProperties: [], userProperties: [] })).toBe(24);
    const tenant = [{ propertyKey: 'CODER_QUERY_WINDOW_HOURS', propertyValue: '48' }];
    expect(coderQueryWindowHours({ tenantProperties: tenant, userProperties: [] })).toBe(48);
    expect(coderQueryWindowHours({ tenantProperties: tenant, userProperties: [{ propertyKey: 'USER_CODER_QUERY_HOURS', propertyValue: '4' }] })).toBe(4);
  });
});

describe('query aging view: escalation', () => {
  it("escalates by the tenant's window, whatever a user's own", () => {
    expect(escalationThresholdHours([])).toBe(24);
    expect(escalationThresholdHours([{ propertyKey: 'CODER_QUERY_WINDOW_HOURS', propertyValue: '72' }])).toBe(72);
    expect(escalationThresholdHours([{ propertyKey: 'CODER_QUERY_WINDOW_HOURS', propertyValue: 'zero' }])).toBe(24);
  });

  it('ages in hours; past the threshold is escalated, unknown ages are not', () => {
    expect(queryAgeHours(hoursAgo(30), NOW)).toBeCloseTo(30);
    expect(queryAgeHours(null, NOW)).toBeNull();
    expect(queryAgeHours(new Date(NOW.getTime() + 60_000), NOW)).toBe(0);
    expect(isEscalated(30, 24)).toBe(true);
    expect(isEscalated(24, 24)).toBe(false);
    expect(isEscalated(null, 24)).toBe(false);
  });

  it('reads ages for people', () => {
    expect(formatQueryAge(0.5)).toBe('under 1 hour');
    expect(formatQueryAge(1)).toBe('1 hour');
    expect(formatQueryAge(23.9)).toBe('23 hours');
    expect(formatQueryAge(24)).toBe('1 day');
    expect(formatQueryAge(51)).toBe('2 days 3 hours');
    expect(formatQueryAge(null)).toBe('unknown');
  });

  it('sorts oldest first, unknown first, ties by id', () => {
    const rows = [
      { id: 3, since: hoursAgo(2) },
      { id: 2, since: hoursAgo(50) },
      { id: 5, since: null },
      { id: 1, since: hoursAgo(2) },
    ];
    expect([...rows].sort(compareOldestFirst).map((r) => r.id)).toEqual([5, 2, 1, 3]);
  });
});
