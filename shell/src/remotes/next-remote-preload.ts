import { useEffect } from 'react';
import { encounterRemoteForRole, type RemoteName, type Role, type RouteId } from 'shared-kit';
import { afterFirstInput } from '../after-first-input';
import { whenIdle } from 'shared-kit/tasks';
import { remoteLoader } from './remote-loader';

/** How long a list screen is left to itself (its own data, its first paint) before the next remote downloads. */
export const NEXT_REMOTE_DELAY_MS = 1500;

/**
 * The remote the user of a screen most likely opens next: from the worklists, the daily list and the patient list,
 * the encounter detail of the user's role. Null when there is none (other screens, roles without a detail view).
 */
export function nextRemoteOf(routeId: RouteId, role: Role | null): RemoteName | null {
  return routeId === 'home' || routeId === 'encounter-list' || routeId === 'patient-list' ? encounterRemoteForRole(role) : null;
}

/**
 * Readies the next remote while the user reads a list (issue 11: an encounter opened from the worklist paints without
 * first fetching and running its remote). The list's own work comes first: its files download once the list has had
 * its time and the browser is idle; its code runs when the user then first moves, touches, scrolls or types, so
 * a list loaded and left alone spends no main-thread time on it (issue 15: that run was about a quarter of the home's
 * blocking time in Lighthouse). A failure here is left to the route that mounts the remote, which reports and retries it.
 */
export function useNextRemotePreload(routeId: RouteId, role: Role | null): void {
  useEffect(() => {
    const next = nextRemoteOf(routeId, role);
    if (next === null) return undefined;
    let cancelRun: () => void = () => undefined;
    const cancelDownload = whenIdle(() => {
      remoteLoader.prefetch(next);
      cancelRun = afterFirstInput(() => remoteLoader.preload(next));
    }, NEXT_REMOTE_DELAY_MS);
    return () => {
      cancelDownload();
      cancelRun();
    };
  }, [routeId, role]);
}
