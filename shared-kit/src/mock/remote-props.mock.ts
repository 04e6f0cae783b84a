import type { NavigateOptions, RemoteProps, RemoteRoute } from '../contract/remote-contract';
import { matchRoute } from '../domain/routes';
import type { SessionUser } from '../domain/session';
import { createMockSession } from './session.mock';

/** One call a remote made on the platform through its props. */
export type RemotePropsCall =
  | { name: 'navigate'; to: string; options: NavigateOptions | undefined }
  | { name: 'setUnsavedChanges'; dirty: boolean }
  | { name: 'refreshSession' }
  | { name: 'signOut'; message: string | undefined };

/** Remote-contract props whose callbacks record every call in `calls` (no jest needed). */
export interface MockRemoteProps extends RemoteProps {
  readonly calls: RemotePropsCall[];
}

/** The route the shell passes for `path` (its screen id and parameters); throws for a path the shell does not serve. */
export function mockRoute(path: string, query: Record<string, string> = {}): RemoteRoute {
  const matched = matchRoute(path);
  if (!matched) throw new Error(`No shell route serves ${path}`);
  return { ...matched, path, query };
}

/**
 * Props as the shell would pass them: a CDI session in standalone mode at home unless overridden.
 * Overridden callbacks still record their calls before running.
 */
export function createMockRemoteProps(overrides: Partial<RemoteProps> = {}): MockRemoteProps {
  const calls: RemotePropsCall[] = [];
  const session = overrides.session === undefined ? createMockSession('CDI') : overrides.session;
  return {
    session,
    mode: overrides.mode ?? 'standalone',
    route: overrides.route ?? mockRoute('/auth/home'),
    calls,
    navigate: (to, options) => {
      calls.push({ name: 'navigate', to, options });
      overrides.navigate?.(to, options);
    },
    setUnsavedChanges: (dirty) => {
      calls.push({ name: 'setUnsavedChanges', dirty });
      overrides.setUnsavedChanges?.(dirty);
    },
    refreshSession: (): Promise<SessionUser | null> => {
      calls.push({ name: 'refreshSession' });
      return overrides.refreshSession ? overrides.refreshSession() : Promise.resolve(session ? { ...session } : null);
    },
    signOut: (message) => {
      calls.push({ name: 'signOut', message });
      overrides.signOut?.(message);
    },
  };
}
