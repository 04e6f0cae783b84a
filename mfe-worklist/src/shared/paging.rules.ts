import { MAX_PAGE_COUNT, PAGE_SIZE } from 'shared-kit';

/** What the list offers below its rows (spec 1 §2.6, §9): 'Load More Records', the refine text, or nothing. */
export type PagingState = 'more' | 'max' | 'end';

/**
 * 'more' while fewer than MAX_PAGE_COUNT pages are loaded and the last page was full; 'max' when the maximum is
 * reached with a full last page (more rows may exist); 'end' when the last page was short (or nothing is loaded).
 */
export function pagingState(pagesLoaded: number, lastPageSize: number, pageSize = PAGE_SIZE, maxPages = MAX_PAGE_COUNT): PagingState {
  if (pagesLoaded === 0 || lastPageSize < pageSize) return 'end';
  return pagesLoaded >= maxPages ? 'max' : 'more';
}
