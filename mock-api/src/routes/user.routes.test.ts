import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, TestClock, TestDatabase, sessionCookieOf } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock();

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open({ now: clock.now, sessionIdleMinutes: 30, sessionAbsoluteHours: 12 });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

async function signIn(username = 'cdi'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username, password: DEMO_PASSWORD } });
  expect(response.statusCode).toBe(200);
  return sessionCookieOf(response);
}

const current = (cookie?: string) =>
  app.inject({ method: 'GET', url: '/api/user/current', headers: cookie ? { cookie } : {} });

describe('GET /api/user/current', () => {
  it('answers 401 UNAUTHENTICATED without a session', async () => {
    const response = await current();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Not signed in' } });
  });

  it('answers the signed-in user, the same shape as the sign-in answer', async () => {
    const signedIn = await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'multirole', password: DEMO_PASSWORD } });
    const response = await current(sessionCookieOf(signedIn));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(signedIn.json());
    expect(response.json()).toMatchObject({ username: 'multirole', type: 'CDI', isAuthenticated: true });
  });

  it('refuses a tampered cookie', async () => {
    const cookie = await signIn();
    const [id, signature] = cookie.slice('sid='.length).split('.');
    const otherId = `${id?.slice(0, -1)}${id?.endsWith('A') ? 'B' : 'A'}`;
    expect((await current(`sid=${otherId}.${signature}`)).statusCode).toBe(401);
    expect((await current(`sid=${id}`)).statusCode).toBe(401);
    expect((await current(cookie)).statusCode).toBe(200);
  });

  it('ends a session idle for the idle timeout and keeps an active one alive', async () => {
    const cookie = await signIn();
    clock.advanceMinutes(20);
    expect((await current(cookie)).statusCode).toBe(200);
    clock.advanceMinutes(20);
    expect((await current(cookie)).statusCode).toBe(200);
    clock.advanceMinutes(31);
    const expired = await current(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.cookies.find((c) => c.name === 'sid')?.value).toBe('');
  });

  it('ends a session at its absolute lifetime however active it is', async () => {
    const cookie = await signIn();
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      clock.advanceMinutes(20);
      expect((await current(cookie)).statusCode).toBe(200);
    }
    clock.advanceMinutes(20);
    expect((await current(cookie)).statusCode).toBe(401);
  });
});

describe('GET /api/sso/logout', () => {
  it('ends the session, clears the cookie and deletes the row', async () => {
    const cookie = await signIn('coder');
    const response = await app.inject({ method: 'GET', url: '/api/sso/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await current(cookie)).statusCode).toBe(401);
    const id = cookie.slice('sid='.length).split('.')[0] ?? '';
    expect(await app.db.selectFrom('sessions').select('id').where('id', '=', id).execute()).toHaveLength(0);
  });

  it('answers 200 when not signed in', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/sso/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});
