import { createMockSession } from 'shared-kit/mock';
import { buildPatientQuery, defaultPatientFilter, EMPTY_PATIENT_FILTER, filtersStartOpen, readPatientFilter } from './patient-filter';

const props = (entries: Record<string, string>) => Object.entries(entries).map(([propertyKey, propertyValue]) => ({ propertyKey, propertyValue }));

describe('patient list filter', () => {
  it('builds the enhanced_search query: normalised filters, lastName asc, paging, role and append', () => {
    const query = buildPatientQuery(
      { ...EMPTY_PATIENT_FILTER, query: ' Smith, Jo ', lastName: 'Sm%', birthDate: '1950-03-07', patientRegion: ['NORTH_EAST', 'MIDWEST'], nlpConditionCount: 1 },
      2,
      'CDI',
    );
    expect(query).toEqual({
      query: 'Smith, Jo',
      lastName: 'Sm%',
      birthDate: '1950-03-07',
      patientRegion: 'NORTH_EAST,MIDWEST',
      nlpConditionCount: 1,
      sort: 'lastName asc',
      limit: 50,
      offset: 100,
      userRole: 'CDI',
      append: true,
    });
    expect(buildPatientQuery(EMPTY_PATIENT_FILTER, 0, 'PHYSICIAN')).toEqual({ sort: 'lastName asc', limit: 50, offset: 0, userRole: 'PHYSICIAN', append: false });
  });

  it('applies the offshore filter and assigned regions by default; only non-offshore filters open the panel', () => {
    const user = createMockSession('CDI', { userProperties: props({ USER_OFFSHORE_FILTER: 'OFFSHORE', USER_REGION_FILTER: 'MIDWEST' }) });
    const defaults = defaultPatientFilter(user);
    expect(defaults).toMatchObject({ defaultPatientOffshoreFilter: 'OFFSHORE', patientRegion: ['MIDWEST'] });
    expect(filtersStartOpen(defaults)).toBe(true);
    expect(filtersStartOpen({ ...EMPTY_PATIENT_FILTER, defaultPatientOffshoreFilter: 'OFFSHORE' })).toBe(false);
    expect(filtersStartOpen(EMPTY_PATIENT_FILTER)).toBe(false);
    expect(filtersStartOpen({ ...EMPTY_PATIENT_FILTER, mrn: 'M1' })).toBe(true);
  });

  it('reads a saved filter, dropping wrong types and filters the user has no capability for', () => {
    const plain = createMockSession('CDI');
    expect(readPatientFilter({ mrn: 5, lastName: 'Doe', vbcProgram: 'ACO', nlpConditionCount: 1, defaultPatientOffshoreFilter: 'OFFSHORE' }, plain)).toEqual({
      ...EMPTY_PATIENT_FILTER,
      lastName: 'Doe',
    });
    const capable = createMockSession('CDI', { tenantProperties: props({ VALUE_BASED_CARE_DISPLAY: 'true', NLP_INSIGHTS: 'true' }) });
    expect(readPatientFilter({ vbcProgram: 'ACO', nlpConditionCount: 1 }, capable)).toMatchObject({ vbcProgram: 'ACO', nlpConditionCount: 1 });
  });
});
