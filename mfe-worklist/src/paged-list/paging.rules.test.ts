import { MAX_PAGE_COUNT, PAGE_SIZE } from 'shared-kit';
import { pageRows, pageWindow, pagingState } from './paging.rules';

describe('full-page paging (worklists, patient list)', () => {
  it('asks for one page at the page offset and shows the whole answer', () => {
    expect(pageWindow('fullPage', 0)).toEqual({ limit: PAGE_SIZE, offset: 0 });
    expect(pageWindow('fullPage', 2)).toEqual({ limit: PAGE_SIZE, offset: 2 * PAGE_SIZE });
    expect(pageRows('fullPage', [1, 2, 3], 2)).toEqual([1, 2, 3]);
  });
  it('offers more while the last page was full and fewer than the maximum pages are loaded', () => {
    expect(pagingState('fullPage', 1, PAGE_SIZE)).toBe('more');
    expect(pagingState('fullPage', MAX_PAGE_COUNT - 1, PAGE_SIZE)).toBe('more');
  });
  it('shows the max state once the maximum page count is loaded with a full last page', () => {
    expect(pagingState('fullPage', MAX_PAGE_COUNT, PAGE_SIZE)).toBe('max');
  });
  it('ends when the last page was short or nothing is loaded', () => {
    expect(pagingState('fullPage', 1, PAGE_SIZE - 1)).toBe('end');
    expect(pagingState('fullPage', MAX_PAGE_COUNT, 0)).toBe('end');
    expect(pagingState('fullPage', 0, 0)).toBe('end');
  });
});

describe('extra-row paging (daily lists, appointments, spec 1 §9)', () => {
  it('asks for one row more than a page, at the page offset, and does not show the extra row', () => {
    expect(pageWindow('extraRow', 0)).toEqual({ limit: PAGE_SIZE + 1, offset: 0 });
    expect(pageWindow('extraRow', 2)).toEqual({ limit: PAGE_SIZE + 1, offset: 2 * PAGE_SIZE });
    expect(pageRows('extraRow', [1, 2, 3], 2)).toEqual([1, 2]);
    expect(pageRows('extraRow', [1], 2)).toEqual([1]);
  });
  it('offers more only when the extra row came back', () => {
    expect(pagingState('extraRow', 1, PAGE_SIZE + 1)).toBe('more');
    expect(pagingState('extraRow', 1, PAGE_SIZE)).toBe('end');
    expect(pagingState('extraRow', 1, 3)).toBe('end');
    expect(pagingState('extraRow', 0, 0)).toBe('end');
  });
  it('turns to max at the maximum page count', () => {
    expect(pagingState('extraRow', MAX_PAGE_COUNT - 1, PAGE_SIZE + 1)).toBe('more');
    expect(pagingState('extraRow', MAX_PAGE_COUNT, PAGE_SIZE + 1)).toBe('max');
    expect(pagingState('extraRow', MAX_PAGE_COUNT, PAGE_SIZE)).toBe('end');
  });
});
