import { EncounterKitProvider, UnsavedConditionsProvider } from 'encounter-kit';
import { httpClient, type HttpClient, type RemoteProps } from 'shared-kit';
// Newer than some deployed shells: bundled from shared-kit/domain (shared-kit README).
import { sessionTimeZone } from 'shared-kit/domain';
import { RemoteProviders, RemoteScaffold } from 'shared-kit/ui';
import { CoderEncounterScreen } from './encounter-detail/coder-encounter-screen.component';
import { QueryAgingScreen } from './query-aging/query-aging-screen.component';
import { routeTitle } from './route-titles';

/**
 * The coder encounter remote: the coder encounter detail (standalone, smart and embedded) and the query aging view.
 * `client` lets a test mount it over a shared-kit/mock client.
 */
export function CoderRoot({ client = httpClient, ...props }: RemoteProps & { client?: HttpClient }) {
  const screen =
    props.route.id === 'encounter-detail' ? (
      <CoderEncounterScreen {...props} />
    ) : props.route.id === 'coder-query-aging' ? (
      <QueryAgingScreen {...props} />
    ) : (
      <RemoteScaffold remoteTitle="mfe-encounter-coder" title={routeTitle(props.route.id)} props={props} />
    );
  return (
    <RemoteProviders>
      <EncounterKitProvider role={props.session?.type ?? null} timeZone={sessionTimeZone(props.session)} client={client}>
        <UnsavedConditionsProvider setUnsavedChanges={props.setUnsavedChanges}>{screen}</UnsavedConditionsProvider>
      </EncounterKitProvider>
    </RemoteProviders>
  );
}

/** The parcel's root over the platform's one API client. */
export function Root(props: RemoteProps) {
  return <CoderRoot {...props} />;
}
