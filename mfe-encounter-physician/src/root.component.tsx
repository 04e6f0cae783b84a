import { EncounterKitProvider } from 'encounter-kit';
import { httpClient, type HttpClient, type RemoteProps } from 'shared-kit';
// Newer than some deployed shells: bundled from shared-kit/domain (shared-kit README).
import { sessionTimeZone } from 'shared-kit/domain';
import { RemoteProviders } from 'shared-kit/ui';
import { PhysicianEncounterScreen } from './encounter-detail/physician-encounter-screen.component';
import { NlpDocumentScreen } from './nlp-viewer/nlp-document-screen.component';

/**
 * The physician and clinical-admin remote (spec 2 §1, §2.4 - §2.6): the encounter detail in standalone, smart and
 * embedded modes, and the NLP viewer. It switches on the shell's route id. `client` lets a test mount it over a
 * shared-kit/mock client.
 */
export function PhysicianRoot({ client = httpClient, ...props }: RemoteProps & { client?: HttpClient }) {
  return (
    <RemoteProviders>
      <EncounterKitProvider role={props.session?.type ?? null} timeZone={sessionTimeZone(props.session)} client={client}>
        {props.route.id === 'nlp-document' ? <NlpDocumentScreen {...props} /> : props.route.id === 'encounter-detail' ? <PhysicianEncounterScreen {...props} /> : null}
      </EncounterKitProvider>
    </RemoteProviders>
  );
}

/** The parcel's root over the platform's one API client. */
export function Root(props: RemoteProps) {
  return <PhysicianRoot {...props} />;
}
