import type { Role, SessionUser } from 'shared-kit';

/** A signed-in user acting in `role` (shape of GET /api/user/current). */
export function sessionUser(role: Role, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    tenantId: 'demo',
    userId: 7,
    username: role.toLowerCase(),
    alias: `Pat ${role.toLowerCase()}`,
    email: `${role.toLowerCase()}@demo.test`,
    type: role,
    roles: [{ id: 1, name: role }],
    tenantProperties: [],
    timeZone: 'UTC',
    userProperties: [],
    worklistFilters: null,
    appointmentlistFilters: null,
    patientListFilters: null,
    isAuthenticated: true,
    authStatus: 'LOGIN_SUCCESS',
    authType: 'PASSWORD',
    qrCodeUuid: null,
    userRole: role,
    ...overrides,
  };
}

/** Samples of this module's fixtures by the endpoint each stands in for (walked by scripts/fixture-modules.test.ts). */
export const SESSION_FIXTURE_ROUTES = {
  'GET /api/user/current': sessionUser('CDI'),
  'POST /api/sso/login': sessionUser('CODER'),
};
