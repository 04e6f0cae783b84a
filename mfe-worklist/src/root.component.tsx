import { httpClient, RemoteProviders, RemoteScaffold, type HttpClient, type RemoteProps } from 'shared-kit';
import { Home } from './home.component';
import { routeTitle } from './route-titles';

const HOME_PATH = /^\/auth\/home(\/|$)/;

/**
 * The remote's screens by route: home (worklists by user type) now; patient list, appointments, snapshot and the
 * encounter list keep the scaffold until their parts of the issue land. `client` lets a dev harness or a test
 * mount the remote over another API client.
 */
export function WorklistRoot({ client = httpClient, ...props }: RemoteProps & { client?: HttpClient }) {
  return (
    <RemoteProviders>
      {HOME_PATH.test(props.route.path) ? (
        <Home {...props} client={client} />
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
