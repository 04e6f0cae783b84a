import { useState } from 'react';
import type { HttpClient, SessionUser } from 'shared-kit';
import { useSavedFilterStore } from '../worklist/use-saved-filter-store.hook';
import { DAILY_LIST_FILTER_SLOT, dailyListEntry, readDailyListFilter, type DailyListFilter } from './daily-list-filter';

/**
 * The daily list's choices (practitioner, sort) restored from the user's saved filter; a change is saved per user
 * (`worklistFilters.daily`). Restoring writes nothing.
 */
export function useDailyListFilter(
  session: Readonly<SessionUser>,
  client: HttpClient,
  storage?: Storage | null,
): [DailyListFilter, (next: DailyListFilter) => void] {
  const store = useSavedFilterStore(session, DAILY_LIST_FILTER_SLOT, client, storage);
  const [filter, setFilter] = useState<DailyListFilter>(() => readDailyListFilter(store.load()));
  const change = (next: DailyListFilter) => {
    if (JSON.stringify(next) === JSON.stringify(filter)) return;
    setFilter(next);
    store.save(dailyListEntry(next));
  };
  return [filter, change];
}
