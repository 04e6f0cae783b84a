import { EncounterKitProvider, UnsavedConditionsProvider } from 'encounter-kit';
import { httpClient, type HttpClient, type RemoteProps } from 'shared-kit';
// Newer than some deployed shells: bundled from shared-kit/domain (shared-kit README).
import { sessionTimeZone } from 'shared-kit/domain';
import { RemoteProviders, RemoteScaffold } from 'shared-kit/ui';
import { CdiEncounterScreen } from './encounter-detail/cdi-encounter-screen.component';
import { routeTitle } from './route-titles';

/**
 * The CDI encounter remote: the encounter detail in standalone, smart and embedded modes. `client` lets a test mount
 * it over a shared-kit/mock client.
 */
export function CdiRoot({ client = httpClient, ...props }: RemoteProps & { client?: HttpClient }) {
  return (
    <RemoteProviders>
      <EncounterKitProvider role={props.session?.type ?? null} timeZone={sessionTimeZone(props.session)} client={client}>
        <UnsavedConditionsProvider setUnsavedChanges={props.setUnsavedChanges}>
          {props.route.id === 'encounter-detail' ? (
            <CdiEncounterScreen {...props} />
          ) : (
            <RemoteScaffold remoteTitle="mfe-encounter-cdi" title={routeTitle(props.route.id)} props={props} />
          )}
        </UnsavedConditionsProvider>
      </EncounterKitProvider>
    </RemoteProviders>
  );
}

/** The parcel's root over the platform's one API client. */
export function Root(props: RemoteProps) {
  return <CdiRoot {...props} />;
}
