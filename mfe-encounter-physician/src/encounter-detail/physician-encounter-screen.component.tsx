import { EncounterDetailLoader, parseEncounterId, useLiveEncounter } from 'encounter-kit';
import type { RemoteProps } from 'shared-kit';
import { practitionerView } from 'shared-kit/domain';
import { ReviewView } from '../review-view/review-view.component';
import { SimpleCurationView } from '../simple-curation/simple-curation-view.component';

/**
 * The encounter detail of PHYSICIAN and CLINICAL_ADMIN (spec 2 §1): the view PHYSICIAN_DISPLAY_VARIANT chooses for
 * the active role (shared-kit practitionerView, platform design §7) in the route's mode; any other role sees nothing.
 */
export function PhysicianEncounterScreen(props: RemoteProps) {
  const session = props.session;
  const view = session ? practitionerView(session.type, session.tenantProperties) : null;
  const encounterId = parseEncounterId(props.route.params.encounterId);
  // A CDI specialist's lock, review move or edit shows at once (issue 11, live presence).
  useLiveEncounter(session && view ? encounterId : null, session?.userId ?? null);
  if (!session || !view) return null;
  return (
    <EncounterDetailLoader encounterId={encounterId}>
      {(detail) =>
        view === 'SIMPLE_CURATION' ? (
          <SimpleCurationView detail={detail} session={session} props={props} />
        ) : (
          <ReviewView detail={detail} session={session} view={view} props={props} />
        )
      }
    </EncounterDetailLoader>
  );
}
