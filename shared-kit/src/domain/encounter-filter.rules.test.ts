import { nameFilterPrefix, normaliseEncounterFilter, parseFilterDate, unwrapParentheses } from './encounter-filter.rules';

describe('normaliseEncounterFilter (spec 1 §5)', () => {
  it('strips percent signs from names and adds a trailing wildcard', () => {
    expect(normaliseEncounterFilter({ firstName: '%Jo%hn', lastName: 'Smi' })).toEqual({ firstName: 'John%', lastName: 'Smi%' });
  });

  it('drops empty values', () => {
    expect(
      normaliseEncounterFilter({ firstName: '%%', lastName: '  ', mrn: '', practitionerId: null, view: undefined, reviewCode: [], start: '' }),
    ).toEqual({});
  });

  it('wraps appointmentType and specialty values holding a space in parentheses, once', () => {
    expect(normaliseEncounterFilter({ appointmentType: 'Annual Wellness', specialty: 'Cardiology' })).toEqual({
      appointmentType: '(Annual Wellness)',
      specialty: 'Cardiology',
    });
    expect(normaliseEncounterFilter({ specialty: '(Behavioral Health)' })).toEqual({ specialty: '(Behavioral Health)' });
  });

  it('parses dates to YYYY-MM-DD and drops unparsable ones', () => {
    expect(normaliseEncounterFilter({ birthDate: '3/7/1950', start: '2026-11-21T10:00:00Z' })).toEqual({
      birthDate: '1950-03-07',
      start: '2026-11-21',
    });
    expect(normaliseEncounterFilter({ birthDate: '2/30/1950' })).toEqual({});
    expect(parseFilterDate('yesterday')).toBeNull();
  });

  it('reads the date part of a spec timestamp (M/D/YYYY HH:mm:ss, the huddle startDt) as written', () => {
    expect(parseFilterDate('11/24/2026 00:00:00')).toBe('2026-11-24');
    expect(parseFilterDate('3/7/2026 9:05 PM')).toBe('2026-03-07');
    expect(parseFilterDate('11/24/2026 junk')).toBeNull();
    expect(parseFilterDate('2/30/2026 00:00:00')).toBeNull();
  });

  it('keeps numbers and lists, trimming text', () => {
    expect(normaliseEncounterFilter({ practitionerId: 7, reviewCode: ['OPEN', ' '], mrn: ' M1 ' })).toEqual({
      practitionerId: 7,
      reviewCode: ['OPEN'],
      mrn: 'M1',
    });
  });

  it('the server reads names as prefixes and parenthesised values unwrapped', () => {
    expect(nameFilterPrefix('Smi%')).toBe('Smi');
    expect(unwrapParentheses('(Annual Wellness)')).toBe('Annual Wellness');
    expect(unwrapParentheses('Cardiology')).toBe('Cardiology');
  });
});
