import { MAX_PAGE_COUNT, PAGE_SIZE } from 'shared-kit';
import { extraRowPaging, pageQuery } from './encounter-pages.rules';

describe('daily and appointment list paging (one extra row, spec 1 §9)', () => {
  it('asks for one row more than a page, at the page offset', () => {
    expect(pageQuery({ start: '2026-11-21', sort: 'start asc' }, 0)).toEqual({ start: '2026-11-21', sort: 'start asc', limit: PAGE_SIZE + 1, offset: 0 });
    expect(pageQuery({}, 2)).toEqual({ limit: PAGE_SIZE + 1, offset: 2 * PAGE_SIZE });
  });

  it('offers more only when the extra row came back', () => {
    expect(extraRowPaging(1, PAGE_SIZE + 1)).toBe('more');
    expect(extraRowPaging(1, PAGE_SIZE)).toBe('end');
    expect(extraRowPaging(1, 3)).toBe('end');
    expect(extraRowPaging(0, 0)).toBe('end');
  });

  it('turns to max at the maximum page count', () => {
    expect(extraRowPaging(MAX_PAGE_COUNT - 1, PAGE_SIZE + 1)).toBe('more');
    expect(extraRowPaging(MAX_PAGE_COUNT, PAGE_SIZE + 1)).toBe('max');
    expect(extraRowPaging(MAX_PAGE_COUNT, PAGE_SIZE)).toBe('end');
  });
});
