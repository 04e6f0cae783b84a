import type { SavedFilterSlot } from '../worklist/saved-filter.storage';
import type { WorklistSort } from '../worklist/worklist-filter.types';
import { DEFAULT_WORKLIST_SORT, formatSort, parseSort } from '../worklist/worklist-sort.rules';

/** Where a daily list's choices are kept: the worklist filter field, as the spec's filter has practitionerId and encounterSort. */
export const DAILY_LIST_FILTER_SLOT: SavedFilterSlot = { field: 'worklistFilters', list: 'daily' };

/** What a user chooses on the daily list and finds again on the next visit. */
export interface DailyListFilter {
  /** The clinical admin's practitioner; null: every practitioner's list. Physicians see their own (not saved here). */
  practitionerId: number | null;
  sort: WorklistSort;
}

/** No practitioner chosen (All Practitioners), start asc (spec 1 §9). */
export const DEFAULT_DAILY_LIST_FILTER: DailyListFilter = { practitionerId: null, sort: DEFAULT_WORKLIST_SORT };

/** A saved daily list entry read back: a wrong practitioner id → null, an unknown sort → the default. */
export function readDailyListFilter(saved: Record<string, unknown> | null): DailyListFilter {
  const id = saved?.practitionerId;
  return {
    practitionerId: typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null,
    sort: parseSort(saved?.encounterSort) ?? DEFAULT_WORKLIST_SORT,
  };
}

/** The entry saved for a daily list: the spec's worklist filter keys `practitionerId` and `encounterSort` ('{key} asc|desc'). */
export function dailyListEntry(filter: DailyListFilter): Record<string, unknown> {
  return { practitionerId: filter.practitionerId, encounterSort: formatSort(filter.sort) };
}
