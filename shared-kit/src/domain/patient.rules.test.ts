import { formatMrns, practitionerDisplayName } from './patient.rules';

describe('formatMrns', () => {
  it('splits several MRNs on semicolons, trimmed', () => {
    expect(formatMrns('A100; B200 ;C300')).toEqual(['A100', 'B200', 'C300']);
  });

  it('drops empties', () => {
    expect(formatMrns('A100;;')).toEqual(['A100']);
    expect(formatMrns('')).toEqual([]);
    expect(formatMrns(null)).toEqual([]);
  });
});

describe('practitionerDisplayName', () => {
  it("shows 'last, first'", () => {
    expect(practitionerDisplayName({ firstName: 'Sam', lastName: 'Patel' })).toBe('Patel, Sam');
    expect(practitionerDisplayName({ firstName: '', lastName: 'Patel' })).toBe('Patel');
    expect(practitionerDisplayName(null)).toBe('');
  });
});
