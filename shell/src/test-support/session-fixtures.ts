import type { Role, SessionUser } from 'shared-kit';

/** A signed-in user acting in `role` (shape of GET /api/user/current). */
export function sessionUser(role: Role, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    tenantId: 'demo',
    userId: 7,
    username: role.toLowerCase(),
    alias: `Pat ${role.toLowerCase()}`,
    email: `${role.toLowerCase()}@demo.test`,
    type: role,
    roles: [{ id: 1, name: role }],
    tenantProperties: [],
    userProperties: [],
    worklistFilters: null,
    appointmentlistFilters: null,
    patientListFilters: null,
    isAuthenticated: true,
    ...overrides,
  };
}
