import { SORTS } from 'shared-kit';
import { WORKLIST_SORT_KEYS, type SortOrder, type WorklistSort, type WorklistSortKey } from './worklist-filter.types';

/** The direction a column sorts in on its first click: openHccCount sorts desc first (spec 1 §2.6), the rest asc. */
export function firstSortOrder(key: WorklistSortKey): SortOrder {
  return key === 'openHccCount' ? 'desc' : 'asc';
}

/** A header click: the sorted column flips between asc and desc; another column starts in its first direction. */
export function toggleSort(current: WorklistSort, key: WorklistSortKey): WorklistSort {
  if (current.key === key) return { key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { key, order: firstSortOrder(key) };
}

export function formatSort(sort: WorklistSort): string {
  return `${sort.key} ${sort.order}`;
}

export const isWorklistSortKey = (value: unknown): value is WorklistSortKey =>
  typeof value === 'string' && (WORKLIST_SORT_KEYS as readonly string[]).includes(value);

/** 'start asc' → { key: 'start', order: 'asc' }; null when the text is not a known sort. */
export function parseSort(text: unknown): WorklistSort | null {
  if (typeof text !== 'string') return null;
  const [key, order, ...rest] = text.trim().split(/\s+/);
  if (rest.length > 0 || !isWorklistSortKey(key) || (order !== 'asc' && order !== 'desc')) return null;
  return { key, order };
}

/** Default sort 'start asc' (spec 1 §9). */
export const DEFAULT_WORKLIST_SORT: WorklistSort = parseSort(SORTS.default) ?? { key: 'start', order: 'asc' };
