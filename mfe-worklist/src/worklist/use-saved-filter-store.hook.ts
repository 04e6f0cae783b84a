import { useEffect, useMemo } from 'react';
import type { HttpClient, SessionUser } from 'shared-kit';
import { createSavedFilterStore, type SavedFilterSlot, type SavedFilterStore } from './saved-filter.storage';

/**
 * The saved filter store of one user and list (`saved-filter.storage.ts`), for as long as the list is shown: a
 * pending save goes out when the list closes or the page goes away (reload, tab closed).
 */
export function useSavedFilterStore(session: Readonly<SessionUser>, slot: SavedFilterSlot, client: HttpClient, storage?: Storage | null): SavedFilterStore {
  const store = useMemo(
    () => createSavedFilterStore(session, slot, { client, storage }),
    // The store reads the session's saved filters once; a later session object of the same user changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [session.tenantId, session.userId, slot.field, slot.list, client, storage],
  );
  useEffect(() => {
    const flush = () => void store.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [store]);
  return store;
}
