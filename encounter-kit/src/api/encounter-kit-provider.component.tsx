import { useEffect, useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { httpClient, type HttpClient, type Role } from 'shared-kit';
import { encounterApi } from './encounter-api';
import { KitRoleContext, KitTimeZoneContext } from './kit-session.context';
import { createEncounterStore } from './encounter-store';

/**
 * The kit's store for one parcel: a new cache per mount, per HTTP client and per active role (a role change reads
 * everything again). Tests pass a shared-kit/mock client; the parcel passes nothing and gets the platform's one.
 */
export function EncounterKitProvider({
  role,
  timeZone,
  client = httpClient,
  children,
}: {
  role: Role | null;
  /** The tenant's zone (shared-kit sessionTimeZone(session)): the views read days and times on its clock. */
  timeZone: string;
  client?: HttpClient;
  children: ReactNode;
}) {
  const store = useMemo(() => createEncounterStore({ client, role }), [client, role]);
  // A parcel's cache lives as long as the parcel: its subscriptions end with it.
  useEffect(() => () => void store.dispatch(encounterApi.util.resetApiState()), [store]);
  return (
    <Provider store={store}>
      <KitRoleContext.Provider value={role}>
        <KitTimeZoneContext.Provider value={timeZone}>{children}</KitTimeZoneContext.Provider>
      </KitRoleContext.Provider>
    </Provider>
  );
}
