import { ROLES, type Role } from '../domain/roles';
import type { SessionUser } from '../domain/session';
import { tenantTimeZone } from '../domain/tenant-time.rules';

/** The demo users of the platform design §6, one per role, so mocks read like the seeded data. */
const DEMO_USERS: Readonly<Record<Role, { userId: number; username: string; alias: string }>> = {
  ADMIN: { userId: 8, username: 'admin', alias: 'Alex Admin' },
  CDI: { userId: 1, username: 'cdi', alias: 'Casey Carter' },
  CDI_QA_MANAGER: { userId: 2, username: 'cdiqa', alias: 'Quinn Adams' },
  CDI_RESTRICTED: { userId: 3, username: 'cdirestricted', alias: 'Riley Stone' },
  CLINICAL_ADMIN: { userId: 7, username: 'clinicaladmin', alias: 'Morgan Lee' },
  CODER: { userId: 4, username: 'coder', alias: 'Jordan Price' },
  CODER_QA_MANAGER: { userId: 5, username: 'coderqa', alias: 'Taylor Brooks' },
  PHYSICIAN: { userId: 6, username: 'physician', alias: 'Dr. Sam Patel' },
  PATIENT_SNAPSHOT: { userId: 9, username: 'snapshot', alias: 'Snapshot Viewer' },
};

/** A signed-in user of the demo tenant acting as `role`; `overrides` replace any field. */
export function createMockSession(role: Role = 'CDI', overrides: Partial<SessionUser> = {}): SessionUser {
  const demo = DEMO_USERS[role];
  const tenantProperties = overrides.tenantProperties ?? [];
  return {
    id: demo.userId,
    tenantId: 'demo',
    userId: demo.userId,
    username: demo.username,
    alias: demo.alias,
    email: `${demo.username}@demo.test`,
    type: role,
    roles: [{ id: ROLES.indexOf(role) + 1, name: role }],
    tenantProperties,
    // As the server resolves it: the TIMEZONE given, else this process's zone (UTC in the test runs).
    timeZone: tenantTimeZone(tenantProperties),
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
