import type { HttpClient, RemoteProps } from 'shared-kit';
import { RemoteScaffold } from 'shared-kit/ui';
import { CdiWorklist } from './cdi-worklist/cdi-worklist.component';
import { CoderWorklist } from './coder-worklist/coder-worklist.component';
import { DailyList } from './daily-list/daily-list.component';
import { homeScreenFor } from 'shared-kit/domain';
import { routeTitle } from './route-titles';

/**
 * Home by user type (spec 1 §2.5): the CDI worklist for CDI types, the coder worklist for coder types, the daily
 * list for physicians and clinical admins.
 */
export function Home({ client, ...props }: RemoteProps & { client?: HttpClient }) {
  const { session, navigate } = props;
  const screen = homeScreenFor(session?.type);
  if (session && screen === 'cdi-worklist') return <CdiWorklist session={session} navigate={navigate} client={client} />;
  if (session && screen === 'coder-worklist') return <CoderWorklist session={session} navigate={navigate} client={client} />;
  if (screen === 'physician-daily-list' || screen === 'clinical-admin-daily-list') return <DailyList {...props} client={client} />;
  return <RemoteScaffold remoteTitle="mfe-worklist" title={routeTitle(props.route.id)} props={props} />;
}
