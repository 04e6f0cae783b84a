/** Route paths of spec 1 §2.1 and spec 2 §2. The appointment list's path is not in the spec (shell README). */
export const ROUTES = {
  autoLogin: '/auto-login',
  /** The same entry under /auth, as EHR launch links are configured in the platform issue. */
  authAutoLogin: '/auth/auto-login',
  login: '/login',
  reset: '/reset/:token',
  register: '/register/:token',
  home: '/auth/home',
  homeOnDate: '/auth/home/:date',
  encounterList: '/auth/encounter',
  encounterDetail: '/auth/encounter/detail/:encounterId',
  patients: '/auth/patient',
  patientSnapshot: '/auth/patient/snapshot/:patientId',
  appointments: '/auth/appointment',
  reports: '/auth/report',
  /** The audit trail (issue 14): `?encounterId=` filters it to one encounter. */
  auditTrail: '/auth/report/audit',
  account: '/auth/account',
  version: '/auth/version',
  logout: '/auth/logout',
  smartEmpty: '/auth/smart/empty',
  smartEncounterDetail: '/auth/smart/encounter/detail/:encounterId',
  smartEncounterDetailConditions: '/auth/smart/encounter/detail/:encounterId/conditions/:conditions',
  embeddedEncounterDetail: '/auth/embedded/encounter/detail/:encounterId',
  embeddedEncounterDetailConditions: '/auth/embedded/encounter/detail/:encounterId/conditions/:conditions',
  smartCondition: '/auth/smart/condition/:conditionId/encounter/:encounterId',
  embeddedCondition: '/auth/embedded/condition/:conditionId/encounter/:encounterId',
  /** The coder query aging view (issue 12, beyond the spec: mfe-encounter-coder README). */
  coderQueryAging: '/auth/coder/query-aging',
} as const;

export const encounterDetailPath = (encounterId: number | string): string => `/auth/encounter/detail/${encounterId}`;

/** The encounter id in a path that contains 'detail' (feedback, spec 1 §7), else null. */
export function encounterIdFromPath(path: string): number | null {
  if (!path.includes('detail')) return null;
  const match = /\/detail\/(\d+)(?:\/|$)/.exec(path);
  return match?.[1] ? Number(match[1]) : null;
}

/** The screens of the route table. The shell passes the matched route's id to the remote (RemoteRoute.id), so no
 * remote parses paths to decide what to show; variants of a screen differ by params (and the contract's `mode`). */
export const ROUTE_IDS = [
  'auto-login',
  'login',
  'password-reset',
  'registration',
  'home',
  'encounter-list',
  'encounter-detail',
  'patient-list',
  'patient-snapshot',
  'appointments',
  'reports',
  'audit-trail',
  'account',
  'version',
  'logout',
  'smart-empty',
  'nlp-document',
  'coder-query-aging',
] as const;
export type RouteId = (typeof ROUTE_IDS)[number];

/** Every path of each screen (spec 1 §2.1, spec 2 §2); the shell registers exactly these. */
export const ROUTE_PATHS: Readonly<Record<RouteId, readonly string[]>> = {
  'auto-login': [ROUTES.autoLogin, ROUTES.authAutoLogin],
  login: [ROUTES.login],
  'password-reset': [ROUTES.reset],
  registration: [ROUTES.register],
  home: [ROUTES.home, ROUTES.homeOnDate],
  'encounter-list': [ROUTES.encounterList],
  'encounter-detail': [
    ROUTES.encounterDetail,
    ROUTES.smartEncounterDetail,
    ROUTES.smartEncounterDetailConditions,
    ROUTES.embeddedEncounterDetail,
    ROUTES.embeddedEncounterDetailConditions,
  ],
  'patient-list': [ROUTES.patients],
  'patient-snapshot': [ROUTES.patientSnapshot],
  appointments: [ROUTES.appointments],
  reports: [ROUTES.reports],
  'audit-trail': [ROUTES.auditTrail],
  account: [ROUTES.account],
  version: [ROUTES.version],
  logout: [ROUTES.logout],
  'smart-empty': [ROUTES.smartEmpty],
  'nlp-document': [ROUTES.smartCondition, ROUTES.embeddedCondition],
  'coder-query-aging': [ROUTES.coderQueryAging],
};

/** The screen and `:name` parameters of a browser path (query string excluded), or null for an unknown path. */
export function matchRoute(path: string): { id: RouteId; params: Record<string, string> } | null {
  const got = path.replace(/\/+$/, '').split('/');
  for (const id of ROUTE_IDS) {
    for (const pattern of ROUTE_PATHS[id]) {
      const want = pattern.split('/');
      if (want.length !== got.length) continue;
      const params: Record<string, string> = {};
      if (want.every((w, i) => (w.startsWith(':') ? ((params[w.slice(1)] = decodeURIComponent(got[i] ?? '')), true) : w === got[i]))) return { id, params };
    }
  }
  return null;
}
