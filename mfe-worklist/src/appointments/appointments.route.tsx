import { httpClient, type HttpClient, type RemoteProps } from 'shared-kit';
import { Appointments } from './appointments.component';

/** `/auth/appointment` (spec 1 §2.8; the route string is the shell's decision): the appointments list. */
export function AppointmentsRoute({ client = httpClient, ...props }: RemoteProps & { client?: HttpClient }) {
  return props.session ? <Appointments session={props.session} navigate={props.navigate} client={client} /> : null;
}
