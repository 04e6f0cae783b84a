import { httpClient, type HttpClient, type RemoteProps } from 'shared-kit';
import { PatientSnapshot } from './patient-snapshot.component';

/** `/auth/patient/snapshot/:patientId` (spec 1 §2.1, §2.9): the patient snapshot. */
export function PatientSnapshotRoute({ client = httpClient, ...props }: RemoteProps & { client?: HttpClient }) {
  return props.session ? (
    <PatientSnapshot session={props.session} navigate={props.navigate} patientId={props.route.params.patientId} client={client} />
  ) : null;
}
