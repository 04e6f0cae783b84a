import { MAX_PAGE_COUNT, PAGE_SIZE } from 'shared-kit';
import { EMPTY_FILTER_VALUES, type WorklistState } from './worklist-filter.types';
import { buildWorklistQuery, worklistDefaults } from './worklist-query';
import { DEFAULT_WORKLIST_SORT } from './worklist-sort.rules';

const state = (values: Partial<WorklistState['values']> = {}, extra: Partial<WorklistState> = {}): WorklistState => ({
  view: 'WORKLIST',
  sort: DEFAULT_WORKLIST_SORT,
  values: { ...EMPTY_FILTER_VALUES, ...values },
  ...extra,
});

describe('buildWorklistQuery', () => {
  it('sends the view, patient status ACTIVE, one page and the default sort start asc when nothing is filtered', () => {
    expect(buildWorklistQuery(state())).toEqual({ view: 'WORKLIST', patientStatus: 'ACTIVE', limit: PAGE_SIZE, offset: 0, sort: 'start asc' });
  });

  it("applies the user's regions, practices and offshore filter where the user chose nothing (spec 1 §3)", () => {
    const defaults = { regions: ['NORTH_EAST', 'MID_WEST'], orgIds: [4, 9], offshore: 'OFFSHORE' as const };
    expect(buildWorklistQuery(state(), 0, defaults)).toMatchObject({ patientRegion: 'NORTH_EAST,MID_WEST', patientOrgId: '4,9', onOffShore: 'OFFSHORE' });
    const chosen = buildWorklistQuery(state({ patientRegion: 'MID_WEST', patientOrgId: 9 }), 0, defaults);
    expect(chosen).toMatchObject({ patientRegion: 'MID_WEST', patientOrgId: 9, onOffShore: 'OFFSHORE' });
    const none = buildWorklistQuery(state(), 0, worklistDefaults({ tenantProperties: [], userProperties: [] }));
    expect(none).not.toHaveProperty('patientRegion');
    expect(none).not.toHaveProperty('patientOrgId');
    expect(none).not.toHaveProperty('onOffShore');
  });

  it('reads the defaults from the user properties', () => {
    const userProperties = [
      { propertyKey: 'USER_REGION_FILTER', propertyValue: 'NORTH_EAST' },
      { propertyKey: 'USER_PATIENT_ORG_FILTER', propertyValue: '4, 9' },
      { propertyKey: 'USER_OFFSHORE_FILTER', propertyValue: 'onshore' },
    ];
    expect(worklistDefaults({ tenantProperties: [], userProperties })).toEqual({ regions: ['NORTH_EAST'], orgIds: [4, 9], offshore: 'ONSHORE' });
  });

  it('asks for the page after the ones loaded', () => {
    expect(buildWorklistQuery(state(), 3).offset).toBe(3 * PAGE_SIZE);
    expect(buildWorklistQuery(state(), MAX_PAGE_COUNT - 1).limit).toBe(PAGE_SIZE);
  });

  it('strips percent signs from names and adds a trailing wildcard (spec 1 §5)', () => {
    const query = buildWorklistQuery(state({ firstName: ' Jo%hn ', lastName: '%Smi%' }));
    expect(query.firstName).toBe('John%');
    expect(query.lastName).toBe('Smi%');
  });

  it('drops empty values', () => {
    const query = buildWorklistQuery(state({ mrn: '   ', firstName: '%', specialty: '' }));
    expect(query).not.toHaveProperty('mrn');
    expect(query).not.toHaveProperty('firstName');
    expect(query).not.toHaveProperty('specialty');
  });

  it('wraps appointmentType and specialty values holding a space in parentheses', () => {
    const query = buildWorklistQuery(state({ appointmentType: 'Annual Wellness', specialty: 'Behavioral Health' }));
    expect(query.appointmentType).toBe('(Annual Wellness)');
    expect(query.specialty).toBe('(Behavioral Health)');
    expect(buildWorklistQuery(state({ specialty: 'Cardiology' })).specialty).toBe('Cardiology');
  });

  it('sends every filter value under its query key', () => {
    const query = buildWorklistQuery(
      state(
        {
          mrn: 'MRN-1',
          start: '2026-03-04',
          birthDate: '1950-01-02',
          patientOrgId: 4,
          practitionerId: 12,
          patientRegion: 'NORTH_EAST',
          potentialConditionCount: '4+',
          nlpConditionCount: 1,
        },
        { view: 'LOCKED', sort: { key: 'openHccCount', order: 'desc' } },
      ),
    );
    expect(query).toEqual({
      view: 'LOCKED',
      patientStatus: 'ACTIVE',
      mrn: 'MRN-1',
      start: '2026-03-04',
      birthDate: '1950-01-02',
      patientOrgId: 4,
      practitionerId: 12,
      patientRegion: 'NORTH_EAST',
      potentialConditionCount: '4+',
      nlpConditionCount: 1,
      limit: PAGE_SIZE,
      offset: 0,
      sort: 'openHccCount desc',
    });
  });
});
