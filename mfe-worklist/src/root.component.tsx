import { httpClient, RemoteProviders, RemoteScaffold, type HttpClient, type RemoteProps } from 'shared-kit';
import { AppointmentsRoute } from './appointments/appointments.route';
import { Home } from './home.component';
import { PatientListRoute } from './patient-list/patient-list.route';
import { PatientSnapshotRoute } from './patient-snapshot/patient-snapshot.route';
import { routeTitle } from './route-titles';

const HOME_PATH = /^\/auth\/home(\/|$)/;
/** The encounter list route (spec 1 §2.1) shows the user's home list (README). */
const ENCOUNTER_LIST_PATH = /^\/auth\/encounter\/?$/;
const APPOINTMENTS_PATH = /^\/auth\/appointment\/?$/;
const SNAPSHOT_PATH = /^\/auth\/patient\/snapshot\/[^/]+\/?$/;
const PATIENT_LIST_PATH = /^\/auth\/patient\/?$/;

/**
 * The remote's screens by route: home and the encounter list (worklists and daily lists by user type),
 * appointments, the patient snapshot and the patient list.
 * `client` lets a dev harness or a test mount the remote over another API client.
 */
export function WorklistRoot({ client = httpClient, ...props }: RemoteProps & { client?: HttpClient }) {
  return (
    <RemoteProviders>
      {HOME_PATH.test(props.route.path) || ENCOUNTER_LIST_PATH.test(props.route.path) ? (
        <Home {...props} client={client} />
      ) : APPOINTMENTS_PATH.test(props.route.path) ? (
        <AppointmentsRoute {...props} client={client} />
      ) : SNAPSHOT_PATH.test(props.route.path) ? (
        <PatientSnapshotRoute {...props} client={client} />
      ) : PATIENT_LIST_PATH.test(props.route.path) ? (
        <PatientListRoute {...props} client={client} />
      ) : (
        <RemoteScaffold remoteTitle="mfe-worklist" title={routeTitle(props.route.path)} props={props} />
      )}
    </RemoteProviders>
  );
}

/** The parcel's root over the platform's one API client. */
export function Root(props: RemoteProps) {
  return <WorklistRoot {...props} />;
}
