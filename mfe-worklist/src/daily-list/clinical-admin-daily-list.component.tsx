import { Alert } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { formatMessage, type HttpClient, type NavigateOptions, type Practitioner, type SessionUser } from 'shared-kit';
import { fetchActivePractitioners } from '../shared/reference.resource';
import { createSavedFilterStore, type SavedFilterSlot } from '../shared/saved-filter.storage';
import { DAILY_LIST_TEXTS } from './daily-list.messages';
import { DailyListScreen } from './daily-list-screen.component';
import { PractitionerSelect } from './practitioner-select.component';

/** Where the clinical admin's chosen practitioner is kept: the worklist filter field, as the spec's filter has practitionerId. */
export const DAILY_LIST_FILTER_SLOT: SavedFilterSlot = { field: 'worklistFilters', list: 'daily' };

interface Props {
  session: Readonly<SessionUser>;
  navigate: (to: string, options?: NavigateOptions) => void;
  client: HttpClient;
  day: string;
  /** This browser's copy of the saved choice; localStorage unless given. */
  storage?: Storage | null;
}

const readPractitionerId = (saved: Record<string, unknown> | null): number | null => {
  const id = saved?.practitionerId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * A clinical admin's home (spec 1 §2.5): the daily list with a practitioner selector over the tenant's active
 * practitioners ('last, first'), 'All Practitioners' first and chosen at first. The choice is saved per user.
 */
export function ClinicalAdminDailyList({ session, navigate, client, day, storage }: Props) {
  const store = useMemo(
    () => createSavedFilterStore(session, DAILY_LIST_FILTER_SLOT, { client, storage }),
    // The store reads the session's saved filters once; a later session object of the same user changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [session.tenantId, session.userId, client, storage],
  );
  const [practitionerId, setPractitionerId] = useState<number | null>(() => readPractitionerId(store.load()));
  const [practitioners, setPractitioners] = useState<Practitioner[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetchActivePractitioners(client).then(
      (list) => live && setPractitioners(list),
      (cause: unknown) => live && setFailure(cause instanceof Error ? cause.message : String(cause)),
    );
    return () => {
      live = false;
    };
  }, [client]);
  useEffect(() => {
    const flush = () => void store.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [store]);

  const choose = (id: number | null) => {
    if (id === practitionerId) return;
    setPractitionerId(id);
    store.save({ practitionerId: id });
  };

  return (
    <DailyListScreen
      session={session}
      navigate={navigate}
      client={client}
      day={day}
      practitionerId={practitionerId}
      toolbar={
        <>
          <PractitionerSelect practitioners={practitioners} value={practitionerId} allowAll onChange={choose} />
          {failure && (
            <Alert type="warning" showIcon role="status" title={formatMessage(DAILY_LIST_TEXTS.practitionerFailed, { message: failure })} />
          )}
        </>
      }
    />
  );
}
