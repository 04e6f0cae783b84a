import { useEffect, type ReactElement } from 'react';
import type { RemoteName, Role } from 'shared-kit';
import { unsavedChangesSet } from '../guard/unsaved-changes.slice';
import { useShellDispatch, useShellSelector } from '../store';
import { RemoteArea } from './remote-area.component';
import { useRemoteProps } from './use-remote-props.hook';

/** A remote, or a choice by active role: a remote or a shell screen (e.g. the Admin notice). */
export type RemoteChoice = RemoteName | ((activeRole: Role | null) => RemoteName | ReactElement);

/**
 * A route served by a remote. Every remote route renders this one component, so moving between
 * routes of the same remote keeps its parcel mounted and only updates its props.
 */
export function RemoteRoute({ remote }: { remote: RemoteChoice }) {
  const remoteProps = useRemoteProps();
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
  if (typeof choice !== 'string') return choice;
  return <RemoteArea key={choice} name={choice} remoteProps={remoteProps} />;
}
