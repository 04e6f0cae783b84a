// Issue 16, item 7: lockout and throttling as OWASP ASVS 5 V6 asks — counted per account and per client IP (the real
// client IP, from the platform proxy only), lockouts that end after a growing delay, the same answer and similar time
// for unknown users, limits on MFA, registration and reset, successful sign-ins never throttled, counts in the database.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { MESSAGES } from 'shared-kit/domain';
import { DEMO_TOTP_SECRET } from '../db/seed/users.seed';
import { DEMO_PASSWORD, TestClock, TestDatabase } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock();

beforeAll(async () => {
  database = new TestDatabase();
  // The real defaults: 5 failures lock for 5 minutes, doubling; 20 failures per client IP in 15 minutes.
  app = await database.open({ now: clock.now, clientMaxFailures: 20, clientFailureWindowMinutes: 15, lockoutBaseMinutes: 5, maxFailedAttempts: 5 });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

/** A request from a client at `ip`, as the platform proxy reports it (X-Forwarded-For from 127.0.0.1). */
const from = (ip: string, options: InjectOptions): Promise<LightMyRequestResponse> =>
  app.inject({ ...options, headers: { ...(options.headers ?? {}), 'x-forwarded-for': ip } });

const login = (ip: string, username: string, password: string, cookie?: string) =>
  from(ip, { method: 'POST', url: '/api/sso/login', payload: { username, password }, headers: cookie ? { cookie } : {} });

const cookiesOf = (response: LightMyRequestResponse): string => response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

const totp = () => new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: clock.now().getTime() });

describe('account lockout', () => {
  it('ends after a delay, and each further lockout lasts twice as long', async () => {
    for (let i = 1; i <= 4; i += 1) expect((await login('10.1.0.1', 'lockme', 'wrong')).statusCode).toBe(401);
    const fifth = await login('10.1.0.1', 'lockme', 'wrong');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toEqual({ error: { code: 'ACCOUNT_LOCKED', message: `Account locked. ${MESSAGES.accountLocked}` } });
    expect(fifth.headers['retry-after']).toBe('300');
    expect((await login('10.1.0.1', 'lockme', DEMO_PASSWORD)).statusCode).toBe(423);

    clock.advanceMinutes(5);
    // Unlocked; one more failure locks again, for 10 minutes.
    const again = await login('10.1.0.1', 'lockme', 'wrong');
    expect(again.statusCode).toBe(423);
    expect(again.headers['retry-after']).toBe('600');
    clock.advanceMinutes(9);
    expect((await login('10.1.0.1', 'lockme', DEMO_PASSWORD)).statusCode).toBe(423);
    clock.advanceMinutes(1);
    expect((await login('10.1.0.1', 'lockme', DEMO_PASSWORD)).statusCode).toBe(200);
    // A completed sign-in starts the account from nothing.
    for (let i = 1; i <= 4; i += 1) expect((await login('10.1.0.1', 'lockme', 'wrong')).statusCode).toBe(401);
    expect((await login('10.1.0.1', 'lockme', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("someone else's failures do not lock the user out of the browser they signed in on (device cookie)", async () => {
    const own = await login('10.2.0.1', 'cdiqa', DEMO_PASSWORD);
    expect(own.statusCode).toBe(200);
    const browser = cookiesOf(own).split('; ').filter((c) => c.startsWith('dvc=')).join('; ');
    expect(browser).toMatch(/^dvc=/);
    for (let i = 1; i <= 6; i += 1) await login('10.2.0.99', 'cdiqa', 'guess');
    expect((await login('10.2.0.99', 'cdiqa', DEMO_PASSWORD)).statusCode).toBe(423);
    expect((await login('10.2.0.1', 'cdiqa', DEMO_PASSWORD, browser)).statusCode).toBe(200);
  });
});

describe('unknown usernames', () => {
  it('get the same answers as a real account: 401, then 423 on the fifth failure', async () => {
    const real: number[] = [];
    const unknown: Array<{ status: number; body: unknown }> = [];
    for (let i = 1; i <= 5; i += 1) {
      real.push((await login('10.3.0.1', 'coderqa', `wrong-${i}`)).statusCode);
      const response = await login('10.3.0.2', 'no-such-user', `wrong-${i}`);
      unknown.push({ status: response.statusCode, body: response.json() });
    }
    expect(real).toEqual([401, 401, 401, 401, 423]);
    expect(unknown.map((u) => u.status)).toEqual(real);
    expect(unknown[0]?.body).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: MESSAGES.invalidLogin } });
    expect(unknown[4]?.body).toEqual({ error: { code: 'ACCOUNT_LOCKED', message: `Account locked. ${MESSAGES.accountLocked}` } });
    clock.advanceMinutes(5);
  });
});

describe('per-client limits', () => {
  it('stop password spraying across 25 usernames from one client, not the other clients', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 25; i += 1) answers.push((await login('10.5.0.1', `sprayed-${i}`, 'Spring2026!')).statusCode);
    expect(answers.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(answers.slice(20)).toEqual([429, 429, 429, 429, 429]);
    const blocked = await login('10.5.0.1', 'coder', DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is served.
    expect((await login('10.5.0.2', 'coder', DEMO_PASSWORD)).statusCode).toBe(200);
    clock.advanceMinutes(15);
    expect((await login('10.5.0.1', 'coder', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('never throttle successful sign-ins, however many', async () => {
    for (let i = 0; i < 40; i += 1) expect((await login('10.6.0.1', 'coder', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('20 bogus authenticator calls from an attacker do not block the real user on their browser', async () => {
    const real = await from('10.7.0.1', { method: 'POST', url: '/api/sso/login/mfa/totp', payload: { username: 'mfatotp', password: DEMO_PASSWORD, mfaCode: totp() } });
    expect(real.statusCode).toBe(200);
    const browser = cookiesOf(real).split('; ').filter((c) => c.startsWith('dvc=')).join('; ');
    const bogus: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const response = await from('10.7.0.66', { method: 'POST', url: '/api/sso/login/mfa/totp', payload: { username: 'mfatotp', password: 'guess', mfaCode: '000000' } });
      bogus.push(response.statusCode);
    }
    expect(bogus.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(bogus.slice(20)).toEqual([429, 429]);
    clock.advanceSeconds(30);
    const again = await from('10.7.0.1', {
      method: 'POST',
      url: '/api/sso/login/mfa/totp',
      payload: { username: 'mfatotp', password: DEMO_PASSWORD, mfaCode: totp() },
      headers: { cookie: browser },
    });
    expect(again.statusCode).toBe(200);
  });

  it('limit unknown registration and reset tokens per client', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await from('10.8.0.1', { method: 'GET', url: `/api/user/registration/guess-${i}` })).statusCode).toBe(404);
      const reset = await from('10.8.0.1', {
        method: 'POST',
        url: '/api/user/password/reset',
        payload: { token: `guess-${i}`, email: 'cdi@demo.test', password: 'Harbor#Lantern93', confirmPassword: 'Harbor#Lantern93' },
      });
      expect(reset.json()).toEqual({ status: 'ERROR', errors: [MESSAGES.resetLinkInvalid] });
    }
    expect((await from('10.8.0.1', { method: 'GET', url: '/api/user/registration/demo-registration-token' })).statusCode).toBe(429);
    expect((await from('10.8.0.2', { method: 'GET', url: '/api/user/registration/demo-registration-token' })).statusCode).toBe(200);
  });

  it('limit code resends per client and login', async () => {
    const resend = () => from('10.9.0.1', { method: 'POST', url: '/api/sso/login/mfa/resend', payload: { email: 'mfaemail' } });
    for (let i = 0; i < 5; i += 1) expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(429);
  });

  it('count the client IP from X-Forwarded-For only when the platform proxy sent it', async () => {
    // Another machine's forged header is ignored: its failures count against its own address.
    const forged = async (forwarded: string) =>
      app.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'x-forged', password: 'x' }, remoteAddress: '192.0.2.10', headers: { 'x-forwarded-for': forwarded } });
    for (let i = 0; i < 20; i += 1) await forged(`198.51.100.${i}`);
    expect((await forged('198.51.100.200')).statusCode).toBe(429);
    const subjects = await app.db.selectFrom('auth_failures').select('subject').where('subject', 'like', 'client:sign-in:%').execute();
    expect(subjects.map((s) => s.subject)).toContain('client:sign-in:192.0.2.10');
    expect(subjects.map((s) => s.subject).some((s) => s.includes('198.51.100'))).toBe(false);
  });
});

describe('the counts live in the database', () => {
  it('so another API process on the same database sees the lockout', async () => {
    for (let i = 0; i < 5; i += 1) await login('10.10.0.1', 'cdirestricted', 'wrong');
    const options = { now: clock.now, clientMaxFailures: 20 };
    if (process.env.TEST_DATABASE_URL) {
      // PostgreSQL: two processes at once.
      const second = await database.open(options);
      try {
        const response = await second.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'cdirestricted', password: DEMO_PASSWORD } });
        expect(response.statusCode).toBe(423);
      } finally {
        await second.close();
      }
    } else {
      // PGlite serves one process per folder: the next process after this one.
      await app.close();
      app = await database.open(options);
      const response = await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'cdirestricted', password: DEMO_PASSWORD } });
      expect(response.statusCode).toBe(423);
    }
  }, 60_000);
});
