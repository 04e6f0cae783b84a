import { MAX_PAGE_COUNT, PAGE_SIZE } from 'shared-kit';
import { pagingState } from './paging.rules';

describe('pagingState', () => {
  it('offers more while the last page was full and fewer than the maximum pages are loaded', () => {
    expect(pagingState(1, PAGE_SIZE)).toBe('more');
    expect(pagingState(MAX_PAGE_COUNT - 1, PAGE_SIZE)).toBe('more');
  });
  it('shows the max state once the maximum page count is loaded with a full last page', () => {
    expect(pagingState(MAX_PAGE_COUNT, PAGE_SIZE)).toBe('max');
  });
  it('ends when the last page was short or nothing is loaded', () => {
    expect(pagingState(1, PAGE_SIZE - 1)).toBe('end');
    expect(pagingState(MAX_PAGE_COUNT, 0)).toBe('end');
    expect(pagingState(0, 0)).toBe('end');
  });
});
