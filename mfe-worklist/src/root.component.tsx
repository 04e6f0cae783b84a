import { httpClient, type HttpClient, type RemoteProps } from 'shared-kit';
import { RemoteProviders, RemoteScaffold } from 'shared-kit/ui';
import { AppointmentsRoute } from './appointments/appointments.route';
import { Home } from './home.component';
import { PatientListRoute } from './patient-list/patient-list.route';
import { PatientSnapshotRoute } from './patient-snapshot/patient-snapshot.route';
import { routeTitle } from './route-titles';

/**
 * The remote's screens by route: home and the encounter list (worklists and daily lists by user type),
 * appointments, the patient snapshot and the patient list.
 * `client` lets a dev harness or a test mount the remote over another API client.
 */
export function WorklistRoot({ client = httpClient, ...props }: RemoteProps & { client?: HttpClient }) {
  return (
    <RemoteProviders>
      {/* The encounter list route (spec 1 §2.1) shows the user's home list (README). */}
      {props.route.id === 'home' || props.route.id === 'encounter-list' ? (
        <Home {...props} client={client} />
      ) : props.route.id === 'appointments' ? (
        <AppointmentsRoute {...props} client={client} />
      ) : props.route.id === 'patient-snapshot' ? (
        <PatientSnapshotRoute {...props} client={client} />
      ) : props.route.id === 'patient-list' ? (
        <PatientListRoute {...props} client={client} />
      ) : (
        <RemoteScaffold remoteTitle="mfe-worklist" title={routeTitle(props.route.id)} props={props} />
      )}
    </RemoteProviders>
  );
}

/** The parcel's root over the platform's one API client. */
export function Root(props: RemoteProps) {
  return <WorklistRoot {...props} />;
}
