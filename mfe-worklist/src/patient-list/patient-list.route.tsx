import { httpClient, type HttpClient, type RemoteProps } from 'shared-kit';
import { PatientList } from './patient-list.component';

/** `/auth/patient` (spec 1 §2.1, §2.7): the patient list. */
export function PatientListRoute({ client = httpClient, ...props }: RemoteProps & { client?: HttpClient }) {
  return props.session ? <PatientList session={props.session} navigate={props.navigate} client={client} /> : null;
}
