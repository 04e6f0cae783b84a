import { Navigate, type RouteObject } from 'react-router-dom';
import { encounterRemoteForRole, ROUTES, type Role } from 'shared-kit';
import { AutoLoginPage } from '../auto-login/auto-login-page.component';
import { RequireSession } from '../guard/require-session.component';
import { AdminNotice, NoEncounterViewNotice, SmartEmptyNotice } from '../notices/notices.component';
import { RemoteRoute } from '../remotes/remote-route.component';
import { LoginPage } from '../session/login-page.component';
import { LogoutPage } from '../session/logout-page.component';
import { VersionPage } from '../version/version-page.component';
import { ShellLayout } from './shell-layout.component';

/** Home by user type (spec 1 §2.5): the worklist remote, or the Admin notice for ADMIN. */
const homeChoice = (role: Role | null) => (role === 'ADMIN' ? <AdminNotice /> : 'mfe_worklist');
/** Encounter detail by active role (spec 2 §1); a role without a view gets a short notice. */
const encounterChoice = (role: Role | null) => encounterRemoteForRole(role) ?? <NoEncounterViewNotice />;

const remote = (element: Parameters<typeof RemoteRoute>[0]['remote']) => <RemoteRoute remote={element} />;

/** Every route of spec 1 §2.1 and spec 2 §2, and which remote or shell screen serves it. */
export function shellRoutes(): RouteObject[] {
  return [
    {
      element: <ShellLayout />,
      children: [
        { path: ROUTES.autoLogin, element: <AutoLoginPage /> },
        { path: ROUTES.authAutoLogin, element: <AutoLoginPage /> },
        { path: ROUTES.login, element: <LoginPage /> },
        { path: ROUTES.reset, element: remote('mfe_auth') },
        { path: ROUTES.register, element: remote('mfe_auth') },
        {
          element: <RequireSession />,
          children: [
            { path: ROUTES.home, element: remote(homeChoice) },
            { path: ROUTES.homeOnDate, element: remote(homeChoice) },
            { path: ROUTES.encounterList, element: remote('mfe_worklist') },
            { path: ROUTES.patients, element: remote('mfe_worklist') },
            { path: ROUTES.patientSnapshot, element: remote('mfe_worklist') },
            { path: ROUTES.appointments, element: remote('mfe_worklist') },
            { path: ROUTES.encounterDetail, element: remote(encounterChoice) },
            { path: ROUTES.smartEncounterDetail, element: remote(encounterChoice) },
            { path: ROUTES.smartEncounterDetailConditions, element: remote(encounterChoice) },
            { path: ROUTES.embeddedEncounterDetail, element: remote(encounterChoice) },
            { path: ROUTES.embeddedEncounterDetailConditions, element: remote(encounterChoice) },
            { path: ROUTES.smartCondition, element: remote('mfe_encounter_physician') },
            { path: ROUTES.embeddedCondition, element: remote('mfe_encounter_physician') },
            { path: ROUTES.reports, element: remote('mfe_reports') },
            { path: ROUTES.account, element: remote('mfe_account') },
            { path: ROUTES.version, element: <VersionPage /> },
            { path: ROUTES.logout, element: <LogoutPage /> },
            { path: ROUTES.smartEmpty, element: <SmartEmptyNotice /> },
          ],
        },
        // Any unknown path shows the login screen (spec 1 §2.1).
        { path: '*', element: <Navigate to={ROUTES.login} replace /> },
      ],
    },
  ];
}
