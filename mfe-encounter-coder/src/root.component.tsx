import { RemoteProviders, RemoteScaffold, type RemoteProps } from 'shared-kit';
import { routeTitle } from './route-titles';

/** Scaffold until this remote's own issue lands: the route's title and the props received. */
export function Root(props: RemoteProps) {
  return (
    <RemoteProviders>
      <RemoteScaffold remoteTitle="mfe-encounter-coder" title={routeTitle(props.route.path)} props={props} />
    </RemoteProviders>
  );
}
