import { runtimeTimeZone } from 'shared-kit';
import { createMockSession } from 'shared-kit/mock';
import { SESSION_STORAGE_KEY, readSessionHint, writeSessionHint } from './session.storage';

// jsdom's localStorage, cleared per test.
beforeEach(() => window.localStorage.clear());

describe('the session hint in localStorage', () => {
  it('keeps the tenant zone and leaves out the sign-in fields', () => {
    writeSessionHint(createMockSession('CDI', { timeZone: 'Pacific/Honolulu' }));
    const hint = readSessionHint();
    expect(hint?.timeZone).toBe('Pacific/Honolulu');
    expect(hint).not.toHaveProperty('authStatus');
  });

  it('still reads a hint stored before sessions carried timeZone, filling the zone the server would have', () => {
    const { timeZone: _zone, ...old } = createMockSession('CODER');
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(old));
    expect(readSessionHint()).toMatchObject({ username: 'coder', type: 'CODER', timeZone: runtimeTimeZone() });

    const { timeZone: _z, ...oldHonolulu } = createMockSession('CODER', { tenantProperties: [{ propertyKey: 'TIMEZONE', propertyValue: 'Pacific/Honolulu' }] });
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(oldHonolulu));
    expect(readSessionHint()?.timeZone).toBe('Pacific/Honolulu');
  });

  it('answers null for anything that is not a hint', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{"x":1}');
    expect(readSessionHint()).toBeNull();
    window.localStorage.setItem(SESSION_STORAGE_KEY, 'not json');
    expect(readSessionHint()).toBeNull();
  });
});
