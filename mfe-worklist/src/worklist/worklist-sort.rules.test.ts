import { DEFAULT_WORKLIST_SORT, firstSortOrder, formatSort, parseSort, toggleSort } from './worklist-sort.rules';

describe('worklist sort', () => {
  it('defaults to start asc', () => {
    expect(formatSort(DEFAULT_WORKLIST_SORT)).toBe('start asc');
  });

  it('flips the sorted column between asc and desc', () => {
    const desc = toggleSort({ key: 'start', order: 'asc' }, 'start');
    expect(desc).toEqual({ key: 'start', order: 'desc' });
    expect(toggleSort(desc, 'start')).toEqual({ key: 'start', order: 'asc' });
  });

  it('sorts openHccCount desc first and other columns asc first', () => {
    expect(firstSortOrder('openHccCount')).toBe('desc');
    expect(toggleSort(DEFAULT_WORKLIST_SORT, 'openHccCount')).toEqual({ key: 'openHccCount', order: 'desc' });
    expect(toggleSort({ key: 'openHccCount', order: 'desc' }, 'lastName')).toEqual({ key: 'lastName', order: 'asc' });
  });

  it('reads only known sorts', () => {
    expect(parseSort('openHccCount desc')).toEqual({ key: 'openHccCount', order: 'desc' });
    expect(parseSort('password asc')).toBeNull();
    expect(parseSort('start sideways')).toBeNull();
    expect(parseSort(null)).toBeNull();
  });
});
