import { CDI_WORKLIST_VIEWS, CODER_WORKLIST_VIEWS } from 'shared-kit';
import { createSavedFilterStore, readSavedFilter, savedFilterKey } from './saved-filter.storage';
import { EMPTY_FILTER_VALUES, type WorklistState } from './worklist-filter.types';

const saved: WorklistState = {
  view: 'READY_FOR_CDI_QA',
  sort: { key: 'openHccCount', order: 'desc' },
  values: { ...EMPTY_FILTER_VALUES, lastName: 'Smith', practitionerId: 12, potentialConditionCount: '2', specialty: 'Cardiology' },
};

describe('saved worklist filters', () => {
  beforeEach(() => window.localStorage.clear());

  it('keys the filter by tenant, username and list', () => {
    expect(savedFilterKey('demo', 'cdi', 'CDI')).not.toBe(savedFilterKey('acme', 'cdi', 'CDI'));
    expect(savedFilterKey('demo', 'cdi', 'CDI')).not.toBe(savedFilterKey('demo', 'cdiqa', 'CDI'));
    expect(savedFilterKey('demo', 'multirole', 'CDI')).not.toBe(savedFilterKey('demo', 'multirole', 'CODER'));
  });

  it('saves to localStorage and restores the same state', () => {
    const store = createSavedFilterStore(savedFilterKey('demo', 'cdi', 'CDI'));
    expect(store.load(CDI_WORKLIST_VIEWS)).toBeNull();
    store.save(saved);
    expect(window.localStorage.getItem(savedFilterKey('demo', 'cdi', 'CDI'))).not.toBeNull();
    expect(createSavedFilterStore(savedFilterKey('demo', 'cdi', 'CDI')).load(CDI_WORKLIST_VIEWS)).toEqual(saved);
  });

  it('ignores broken JSON and drops values of the wrong type', () => {
    window.localStorage.setItem('k', '{not json');
    expect(createSavedFilterStore('k').load(CDI_WORKLIST_VIEWS)).toBeNull();
    const read = readSavedFilter(
      { view: 'NOPE', sort: { key: 'password', order: 'asc' }, values: { mrn: 5, practitionerId: '12', potentialConditionCount: '9', lastName: 'Lee', extra: 'x' } },
      CODER_WORKLIST_VIEWS,
    );
    expect(read).toEqual({ view: 'WORKLIST', sort: { key: 'start', order: 'asc' }, values: { ...EMPTY_FILTER_VALUES, lastName: 'Lee' } });
  });

  it("reads the spec's flat worklist filter shape with encounterSort", () => {
    expect(readSavedFilter({ view: 'COMPLETED', encounterSort: 'start desc', mrn: 'A1' }, CODER_WORKLIST_VIEWS)).toEqual({
      view: 'COMPLETED',
      sort: { key: 'start', order: 'desc' },
      values: { ...EMPTY_FILTER_VALUES, mrn: 'A1' },
    });
  });
});
