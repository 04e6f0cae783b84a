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
} as const;

export const encounterDetailPath = (encounterId: number | string): string => `/auth/encounter/detail/${encounterId}`;

/** The encounter id in a path that contains 'detail' (feedback, spec 1 §7), else null. */
export function encounterIdFromPath(path: string): number | null {
  if (!path.includes('detail')) return null;
  const match = /\/detail\/(\d+)(?:\/|$)/.exec(path);
  return match?.[1] ? Number(match[1]) : null;
}
