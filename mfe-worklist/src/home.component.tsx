import { isCdiType, isCoderType, RemoteScaffold, type HttpClient, type RemoteProps } from 'shared-kit';
import { CdiWorklist } from './cdi-worklist/cdi-worklist.component';
import { CoderWorklist } from './coder-worklist/coder-worklist.component';
import { routeTitle } from './route-titles';

/**
 * Home by user type (spec 1 §2.5): the CDI worklist for CDI types, the coder worklist for coder types. Physicians'
 * and clinical admins' daily lists arrive with a later part of the issue; until then they see the scaffold.
 */
export function Home({ client, ...props }: RemoteProps & { client?: HttpClient }) {
  const { session, navigate } = props;
  if (session && isCdiType(session.type)) return <CdiWorklist session={session} navigate={navigate} client={client} />;
  if (session && isCoderType(session.type)) return <CoderWorklist session={session} navigate={navigate} client={client} />;
  return <RemoteScaffold remoteTitle="mfe-worklist" title={routeTitle(props.route.path)} props={props} />;
}
