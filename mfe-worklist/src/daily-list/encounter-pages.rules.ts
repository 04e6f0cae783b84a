import { MAX_PAGE_COUNT, PAGE_SIZE } from 'shared-kit';
import type { PagingState } from '../shared/paging.rules';

/** A search query as axios params (numbers as text on the wire; lists repeat their key). */
export type EncounterQuery = Readonly<Record<string, string | number | readonly string[]>>;

/**
 * Page `pageIndex` (0-based) of a daily or appointment list: PAGE_SIZE rows plus one, so the answer itself tells
 * whether more exist (spec 1 §9).
 */
export function pageQuery(base: EncounterQuery, pageIndex: number, pageSize = PAGE_SIZE): EncounterQuery {
  return { ...base, limit: pageSize + 1, offset: pageIndex * pageSize };
}

/**
 * What the list offers below its rows when each page asks for one extra row: 'more' when the last answer held the
 * extra row and fewer than MAX_PAGE_COUNT pages are shown, 'max' when it held the extra row at the maximum, 'end'
 * otherwise.
 */
export function extraRowPaging(pagesLoaded: number, lastAnswerLength: number, pageSize = PAGE_SIZE, maxPages = MAX_PAGE_COUNT): PagingState {
  if (pagesLoaded === 0 || lastAnswerLength <= pageSize) return 'end';
  return pagesLoaded >= maxPages ? 'max' : 'more';
}
