import { isCdiType, isCoderType, type HttpClient, type RemoteProps } from 'shared-kit';
import { RemoteScaffold } from 'shared-kit/ui';
import { CdiWorklist } from './cdi-worklist/cdi-worklist.component';
import { CoderWorklist } from './coder-worklist/coder-worklist.component';
import { DailyList } from './daily-list/daily-list.component';
import { routeTitle } from './route-titles';

/**
 * Home by user type (spec 1 §2.5): the CDI worklist for CDI types, the coder worklist for coder types, the daily
 * list for physicians and clinical admins.
 */
export function Home({ client, ...props }: RemoteProps & { client?: HttpClient }) {
  const { session, navigate } = props;
  if (session && isCdiType(session.type)) return <CdiWorklist session={session} navigate={navigate} client={client} />;
  if (session && isCoderType(session.type)) return <CoderWorklist session={session} navigate={navigate} client={client} />;
  if (session?.type === 'PHYSICIAN' || session?.type === 'CLINICAL_ADMIN') return <DailyList {...props} client={client} />;
  return <RemoteScaffold remoteTitle="mfe-worklist" title={routeTitle(props.route.id)} props={props} />;
}
