import { useEffect, type ReactElement } from 'react';
import { httpClient, rolePath, type RemoteName, type Role, type RouteId } from 'shared-kit';
import { unsavedChangesSet } from '../guard/unsaved-changes.slice';
import { useShellDispatch, useShellSelector } from '../store';
import { useNextRemotePreload } from './next-remote-preload';
import { RemoteArea } from './remote-area.component';
import { useRemoteProps } from './use-remote-props.hook';

/** A remote, or a choice by active role: a remote or a shell screen (e.g. the Admin notice). */
export type RemoteChoice = RemoteName | ((activeRole: Role | null) => RemoteName | ReactElement);

/**
 * A route served by a remote. Every remote route renders this one component, so moving between
 * routes of the same remote keeps its parcel mounted and only updates its props.
 */
export function RemoteRoute({ remote, routeId }: { remote: RemoteChoice; routeId: RouteId }) {
  const remoteProps = useRemoteProps(routeId);
  const dispatch = useShellDispatch();
  const activeRole = useShellSelector((s) => s.session.user?.type ?? null);
  const choice = typeof remote === 'function' ? remote(activeRole) : remote;
  const remoteName = typeof choice === 'string' ? choice : null;
  // The flag belongs to the remote that set it: it goes when that remote leaves the page.
  useEffect(
    () => () => {
      dispatch(unsavedChangesSet(false));
    },
    [remoteName, dispatch],
  );
  // The encounter detail's data is asked for at once, while its remote loads (each encounter remote's first call is
  // this GET; shared-kit HttpClient.prefetch hands it the answer): the screen is painted that much sooner.
  const detailId = routeId === 'encounter-detail' ? remoteProps.route.params.encounterId : undefined;
  useEffect(() => {
    if (remoteName === null || detailId === undefined || !/^[1-9]\d{0,9}$/.test(detailId)) return undefined;
    // Leaving the screen drops an answer its remote never took (it failed to load, say): a later read gets today's data.
    return httpClient.prefetch(rolePath(activeRole, `encounter/detail/${detailId}`));
  }, [remoteName, detailId, activeRole]);
  useNextRemotePreload(routeId, activeRole);
  if (typeof choice !== 'string') return choice;
  return <RemoteArea key={choice} name={choice} remoteProps={remoteProps} />;
}
