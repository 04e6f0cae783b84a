import { ROLES } from '../domain/roles';
import { runtimeTimeZone } from '../domain/tenant-time.rules';
import { createMockSession } from './session.mock';

describe('createMockSession', () => {
  it('gives a signed-in demo user acting in the role', () => {
    const session = createMockSession('CODER');
    expect(session).toMatchObject({
      tenantId: 'demo',
      username: 'coder',
      email: 'coder@demo.test',
      type: 'CODER',
      isAuthenticated: true,
      authStatus: 'LOGIN_SUCCESS',
    });
    expect(session.roles.map((r) => r.name)).toEqual(['CODER']);
  });

  it('gives each role its own user', () => {
    const ids = ROLES.map((role) => createMockSession(role).userId);
    expect(new Set(ids).size).toBe(ROLES.length);
  });

  it('applies overrides', () => {
    const session = createMockSession('CDI', {
      roles: [
        { id: 2, name: 'CDI' },
        { id: 6, name: 'CODER' },
      ],
      tenantProperties: [{ propertyKey: 'CDI_SCHEDULE_TAB', propertyValue: 'true' }],
    });
    expect(session.roles).toHaveLength(2);
    expect(session.tenantProperties[0]?.propertyKey).toBe('CDI_SCHEDULE_TAB');
    expect(session.type).toBe('CDI');
  });

  it("carries the tenant's zone as the server resolves it: TIMEZONE, else this process's zone", () => {
    expect(createMockSession('CDI').timeZone).toBe(runtimeTimeZone());
    expect(createMockSession('CDI', { tenantProperties: [{ propertyKey: 'TIMEZONE', propertyValue: 'Pacific/Honolulu' }] }).timeZone).toBe('Pacific/Honolulu');
    expect(createMockSession('CDI', { timeZone: 'America/New_York' }).timeZone).toBe('America/New_York');
  });
});
