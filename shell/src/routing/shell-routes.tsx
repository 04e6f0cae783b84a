import { Suspense, type ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { encounterRemoteForRole, ROUTE_PATHS, ROUTES, type RouteId, type Role } from 'shared-kit';
import { AutoLoginPage } from '../auto-login/auto-login-page.component';
import { RequireSession } from '../guard/require-session.component';
import { AdminNotice, NoEncounterViewNotice, SmartEmptyNotice } from '../notices/notices.component';
import { RemoteRoute, type RemoteChoice } from '../remotes/remote-route.component';
import { LoginPage } from '../session/login-page.component';
import { LogoutPage } from '../session/logout-page.component';
import { CenteredLoader } from './centered-loader.component';
import { lazyWithRetry } from './lazy-with-retry';
import { RouteError } from './route-error.component';
import { ShellLayout } from './shell-layout.component';

// The Version page uses antd's Table: its code loads with the route, never on the sign-in path.
const VersionPage = lazyWithRetry(() => import('../version/version-page.component').then((m) => m.VersionPage));

/** Home by user type (spec 1 §2.5): the worklist remote, or the Admin notice for ADMIN. */
const homeChoice = (role: Role | null) => (role === 'ADMIN' ? <AdminNotice /> : 'mfe_worklist');
/** Encounter detail by active role (spec 2 §1); a role without a view gets a short notice. */
const encounterChoice = (role: Role | null) => encounterRemoteForRole(role) ?? <NoEncounterViewNotice />;

/** Which remote, or shell screen, serves each screen of the route table (shared-kit ROUTE_PATHS). */
const SCREENS: Readonly<Record<RouteId, { open?: true; show: RemoteChoice | ReactElement }>> = {
  'auto-login': { open: true, show: <AutoLoginPage /> },
  login: { open: true, show: <LoginPage /> },
  'password-reset': { open: true, show: 'mfe_auth' },
  registration: { open: true, show: 'mfe_auth' },
  home: { show: homeChoice },
  'encounter-list': { show: 'mfe_worklist' },
  'encounter-detail': { show: encounterChoice },
  'patient-list': { show: 'mfe_worklist' },
  'patient-snapshot': { show: 'mfe_worklist' },
  appointments: { show: 'mfe_worklist' },
  reports: { show: 'mfe_reports' },
  'audit-trail': { show: 'mfe_reports' },
  account: { show: 'mfe_account' },
  version: {
    show: (
      <Suspense fallback={<CenteredLoader />}>
        <VersionPage />
      </Suspense>
    ),
  },
  logout: { show: <LogoutPage /> },
  'smart-empty': { show: <SmartEmptyNotice /> },
  'nlp-document': { show: 'mfe_encounter_physician' },
  // The coder query aging view (issue 12): the coder remote's, which owns coder queries.
  'coder-query-aging': { show: 'mfe_encounter_coder' },
};

const isRemote = (show: RemoteChoice | ReactElement): show is RemoteChoice => typeof show === 'string' || typeof show === 'function';

/** The route objects of the screens that are (or are not) open to signed-out users. */
function routesOf(open: boolean): RouteObject[] {
  return (Object.entries(SCREENS) as Array<[RouteId, (typeof SCREENS)[RouteId]]>)
    .filter(([, screen]) => (screen.open ?? false) === open)
    .flatMap(([id, screen]) => {
      const element = isRemote(screen.show) ? <RemoteRoute remote={screen.show} routeId={id} /> : screen.show;
      return ROUTE_PATHS[id].map((path) => ({ path, element }));
    });
}

/** Every route of spec 1 §2.1 and spec 2 §2, and which remote or shell screen serves it. */
export function shellRoutes(): RouteObject[] {
  return [
    {
      element: <ShellLayout />,
      errorElement: <RouteError />,
      children: [
        ...routesOf(true),
        { element: <RequireSession />, children: routesOf(false) },
        // Any unknown path shows the login screen (spec 1 §2.1).
        { path: '*', element: <Navigate to={ROUTES.login} replace /> },
      ],
    },
  ];
}
