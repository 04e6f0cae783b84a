import { coderQueryWindowHours, isCoderQueryOverdue } from './coder-query.rules';

describe('coderQueryWindowHours (default 24, tenant overrides, user overrides tenant)', () => {
  it('is 24 without properties', () => {
    expect(coderQueryWindowHours({ tenantProperties: [], userProperties: [] })).toBe(24);
    expect(coderQueryWindowHours(null)).toBe(24);
  });

  it('takes the tenant property', () => {
    expect(coderQueryWindowHours({ tenantProperties: [{ propertyKey: 'CODER_QUERY_WINDOW_HOURS', propertyValue: '48' }], userProperties: [] })).toBe(48);
  });

  it("takes the user's property first", () => {
    expect(
      coderQueryWindowHours({
        tenantProperties: [{ propertyKey: 'CODER_QUERY_WINDOW_HOURS', propertyValue: '48' }],
        userProperties: [{ propertyKey: 'USER_CODER_QUERY_HOURS', propertyValue: '12' }],
      }),
    ).toBe(12);
  });

  it('ignores values that are not positive integers', () => {
    expect(
      coderQueryWindowHours({
        tenantProperties: [{ propertyKey: 'CODER_QUERY_WINDOW_HOURS', propertyValue: 'soon' }],
        userProperties: [{ propertyKey: 'USER_CODER_QUERY_HOURS', propertyValue: '0' }],
      }),
    ).toBe(24);
  });
});

describe('isCoderQueryOverdue', () => {
  const now = new Date('2026-03-04T12:00:00Z');
  it('is true past the window', () => {
    expect(isCoderQueryOverdue('2026-03-03T11:59:00Z', 24, now)).toBe(true);
  });
  it('is false within the window or without a query', () => {
    expect(isCoderQueryOverdue('2026-03-03T12:00:00Z', 24, now)).toBe(false);
    expect(isCoderQueryOverdue(null, 24, now)).toBe(false);
  });
});
