import type { RouteId } from '../domain/routes';
import type { SessionUser } from '../domain/session';

/** How the platform is being used (platform design §4). */
export type AppMode = 'standalone' | 'smart' | 'embedded';

export interface RemoteRoute {
  /** The screen of the matched shell route (shared-kit ROUTE_PATHS), e.g. `encounter-detail`. */
  id: RouteId;
  /** The browser path, e.g. `/auth/encounter/detail/42`. */
  path: string;
  /** Named parameters of the matched shell route (e.g. `encounterId`). */
  params: Readonly<Record<string, string>>;
  /** Query string values (first value of each key). */
  query: Readonly<Record<string, string>>;
}

export interface NavigateOptions {
  newTab?: boolean;
  replace?: boolean;
}

/**
 * The props the shell passes to every remote parcel (platform design §4, a contract).
 * The shell calls the parcel's `update` whenever any of them changes.
 */
export interface RemoteProps {
  session: Readonly<SessionUser> | null;
  mode: AppMode;
  route: RemoteRoute;
  navigate: (to: string, options?: NavigateOptions) => void;
  setUnsavedChanges: (dirty: boolean) => void;
  refreshSession: () => Promise<SessionUser | null>;
  signOut: (message?: string) => void;
}

/** The names under which remotes are declared in `/remotes.json` and federated. */
export const REMOTE_NAMES = [
  'mfe_auth',
  'mfe_worklist',
  'mfe_encounter_cdi',
  'mfe_encounter_coder',
  'mfe_encounter_physician',
  'mfe_reports',
  'mfe_account',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Human names used in error panels and on the Version page. */
export const REMOTE_TITLES: Readonly<Record<RemoteName, string>> = {
  mfe_auth: 'mfe-auth',
  mfe_worklist: 'mfe-worklist',
  mfe_encounter_cdi: 'mfe-encounter-cdi',
  mfe_encounter_coder: 'mfe-encounter-coder',
  mfe_encounter_physician: 'mfe-encounter-physician',
  mfe_reports: 'mfe-reports',
  mfe_account: 'mfe-account',
};

/** Build information every package writes into its build (`version.json` beside its entry). */
export interface BuildInfo {
  name: string;
  version: string;
  buildNumber: string;
  buildDate: string;
}

/** The module a remote exposes as `./parcel`: single-spa parcel lifecycles over RemoteProps. */
export interface ParcelLifecycles {
  bootstrap: (props: RemoteProps) => Promise<unknown>;
  mount: (props: RemoteProps & { domElement: HTMLElement }) => Promise<unknown>;
  update: (props: RemoteProps) => Promise<unknown>;
  unmount: (props: RemoteProps) => Promise<unknown>;
}
