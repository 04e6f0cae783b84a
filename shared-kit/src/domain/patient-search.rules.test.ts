import { parsePatientQuery, seesNlpFilter, seesVbcProgram, userDefaultOrgIds, userDefaultRegions, userOffshoreFilter } from './patient-search.rules';

describe('parsePatientQuery (patient list free text)', () => {
  it('reads dates as a date of birth', () => {
    expect(parsePatientQuery('3/7/1950')).toEqual({ kind: 'birthDate', birthDate: '1950-03-07' });
    expect(parsePatientQuery(' 1950-03-07 ')).toEqual({ kind: 'birthDate', birthDate: '1950-03-07' });
  });

  it('reads text with a digit as an MRN and the rest as "last, first" prefixes', () => {
    expect(parsePatientQuery('MRN10042')).toEqual({ kind: 'mrn', mrn: 'MRN10042' });
    expect(parsePatientQuery('smi%')).toEqual({ kind: 'name', lastName: 'smi', firstName: null });
    expect(parsePatientQuery('Smith, Jo')).toEqual({ kind: 'name', lastName: 'Smith', firstName: 'Jo' });
    expect(parsePatientQuery(', Jo')).toEqual({ kind: 'name', lastName: '', firstName: 'Jo' });
    expect(parsePatientQuery('  ')).toEqual({ kind: 'none' });
    expect(parsePatientQuery(undefined)).toEqual({ kind: 'none' });
  });
});

describe('patient list capabilities', () => {
  const user = (tenant: Record<string, string>, own: Record<string, string> = {}) => ({
    tenantProperties: Object.entries(tenant).map(([propertyKey, propertyValue]) => ({ propertyKey, propertyValue })),
    userProperties: Object.entries(own).map(([propertyKey, propertyValue]) => ({ propertyKey, propertyValue })),
  });

  it('gives the offshore filter only to users holding a valid USER_OFFSHORE_FILTER', () => {
    expect(userOffshoreFilter(user({}, { USER_OFFSHORE_FILTER: 'offshore' }))).toBe('OFFSHORE');
    expect(userOffshoreFilter(user({ USER_OFFSHORE_FILTER: 'ONSHORE' }))).toBeNull();
    expect(userOffshoreFilter(user({}, { USER_OFFSHORE_FILTER: 'both' }))).toBeNull();
  });

  it("reads the user's default practices as organization ids, dropping what is no id", () => {
    expect(userDefaultOrgIds(user({}, { USER_PATIENT_ORG_FILTER: '12, 7,x, 0,3.5' }))).toEqual([12, 7]);
    expect(userDefaultOrgIds(user({ USER_PATIENT_ORG_FILTER: '12' }))).toEqual([]);
    expect(userDefaultOrgIds(user({}))).toEqual([]);
  });

  it('applies the assigned regions by default', () => {
    expect(userDefaultRegions(user({}, { USER_REGION_FILTER: 'NORTH_EAST, MIDWEST' }))).toEqual(['NORTH_EAST', 'MIDWEST']);
    expect(userDefaultRegions(user({}))).toEqual([]);
  });

  it('shows VBC Program with value-based-care display and NLP Encounters Only with NLP insights (user wins)', () => {
    expect(seesVbcProgram(user({ VALUE_BASED_CARE_DISPLAY: 'true' }))).toBe(true);
    expect(seesVbcProgram(user({}))).toBe(false);
    expect(seesNlpFilter(user({ NLP_INSIGHTS: 'true' }, { NLP_INSIGHTS: 'false' }))).toBe(false);
    expect(seesNlpFilter(user({}, { NLP_INSIGHTS: 'true' }))).toBe(true);
  });
});
