import { MAX_PAGE_COUNT, PAGE_SIZE } from 'shared-kit';

/** What the list offers below its rows (spec 1 §2.6, §9): 'Load More Records', the refine text, or nothing. */
export type PagingState = 'more' | 'max' | 'end';

/**
 * How a list learns that more rows exist (spec 1 §9). `fullPage`: each load asks for PAGE_SIZE rows, and a full
 * page means more may follow (worklists, patient list). `extraRow`: each load asks for one row more than a page,
 * and only that extra row's presence says more exist; it is not shown (daily lists, appointments).
 */
export type PagingMode = 'fullPage' | 'extraRow';

/** `limit` and `offset` of page `pageIndex` (0-based): pages follow one another; extra-row mode asks one row more. */
export function pageWindow(mode: PagingMode, pageIndex: number, pageSize = PAGE_SIZE): { limit: number; offset: number } {
  return { limit: mode === 'extraRow' ? pageSize + 1 : pageSize, offset: pageIndex * pageSize };
}

/** The rows of one answer the list shows: in extra-row mode the extra row only told that more exist. */
export function pageRows<Row>(mode: PagingMode, answer: readonly Row[], pageSize = PAGE_SIZE): Row[] {
  return mode === 'extraRow' ? answer.slice(0, pageSize) : [...answer];
}

/**
 * 'more' while more rows exist (a full last page, or the extra row came back) and fewer than MAX_PAGE_COUNT pages
 * are loaded; 'max' when more exist at the maximum; 'end' when no more exist or nothing is loaded.
 * `lastAnswerLength` is the length of the last answer as the API gave it (extra row included).
 */
export function pagingState(
  mode: PagingMode,
  pagesLoaded: number,
  lastAnswerLength: number,
  pageSize = PAGE_SIZE,
  maxPages = MAX_PAGE_COUNT,
): PagingState {
  const moreExist = mode === 'extraRow' ? lastAnswerLength > pageSize : lastAnswerLength >= pageSize;
  if (pagesLoaded === 0 || !moreExist) return 'end';
  return pagesLoaded >= maxPages ? 'max' : 'more';
}
