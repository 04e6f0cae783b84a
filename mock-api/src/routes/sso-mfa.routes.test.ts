import type { FastifyInstance } from 'fastify';
import jsQR from 'jsqr';
import { Secret, TOTP } from 'otpauth';
import { PNG } from 'pngjs';
import { MESSAGES } from 'shared-kit/domain';
import { DEMO_TOTP_SECRET } from '../db/seed/users.seed';
import { listOutbox } from '../mail/outbox.service';
import { DEMO_PASSWORD, TestClock, TestDatabase } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock();

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open({ now: clock.now });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const post = (url: string, payload: object, cookie?: string) =>
  app.inject({ method: 'POST', url, payload, ...(cookie ? { headers: { cookie } } : {}) });
const login = (username: string, cookie?: string) => post('/api/sso/login', { username, password: DEMO_PASSWORD }, cookie);

/** The 7-digit code of the newest mail to the address. */
async function mailedCode(to: string): Promise<string> {
  const mail = (await listOutbox(app.db, 'demo', 50)).find((m) => m.to === to);
  const code = /\b(\d{7})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

const totpCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: clock.now().getTime() });

const cookieHeader = (response: { cookies: Array<{ name: string; value: string }> }) =>
  response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

describe('emailed code (POST /api/sso/login/mfa)', () => {
  it('mails a 7-digit code that expires in 10 minutes, and signs in with it', async () => {
    expect((await login('mfaemail')).json()).toMatchObject({ mfaType: 'EMAIL' });
    const mail = (await listOutbox(app.db, 'demo', 1))[0];
    expect(mail).toMatchObject({ to: 'mfaemail@demo.test', subject: MESSAGES.mfaMailSubject });
    expect(mail?.text).toContain('10 minutes');
    const code = await mailedCode('mfaemail@demo.test');
    const response = await post('/api/sso/login/mfa', { username: 'mfaemail', password: DEMO_PASSWORD, mfaCode: code, rememberMe: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'mfaemail', isAuthenticated: true, authType: 'EMAIL' });
    expect(response.cookies.map((c) => c.name)).toEqual(['sid', 'dvc']);
    // Single use.
    const again = await post('/api/sso/login/mfa', { username: 'mfaemail', password: DEMO_PASSWORD, mfaCode: code });
    expect(again.json()).toEqual({ error: { code: 'MFA_INVALID', message: MESSAGES.mfaFailure } });
  });

  it('refuses an expired code with the MFA failure text', async () => {
    await login('mfaemail');
    const code = await mailedCode('mfaemail@demo.test');
    clock.advanceMinutes(11);
    const response = await post('/api/sso/login/mfa', { username: 'mfaemail', password: DEMO_PASSWORD, mfaCode: code });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(MESSAGES.mfaFailure);
  });

  it('resends a new code only for a pending sign-in, answering the same text to anyone', async () => {
    await login('mfaemail');
    const first = await mailedCode('mfaemail@demo.test');
    const resend = await post('/api/sso/login/mfa/resend', { email: 'mfaemail@demo.test' });
    expect(resend.json()).toEqual({ message: MESSAGES.mfaResent });
    const second = await mailedCode('mfaemail@demo.test');
    expect((await listOutbox(app.db, 'demo', 2)).map((m) => m.to)).toEqual(['mfaemail@demo.test', 'mfaemail@demo.test']);
    // The newest code replaces the earlier one.
    if (first !== second) {
      expect((await post('/api/sso/login/mfa', { username: 'mfaemail', password: DEMO_PASSWORD, mfaCode: first })).statusCode).toBe(401);
    }
    expect((await post('/api/sso/login/mfa', { username: 'mfaemail', password: DEMO_PASSWORD, mfaCode: second })).statusCode).toBe(200);
    const before = (await listOutbox(app.db, 'demo', 500)).length;
    expect((await post('/api/sso/login/mfa/resend', { email: 'cdi@demo.test' })).json()).toEqual({ message: MESSAGES.mfaResent });
    expect((await post('/api/sso/login/mfa/resend', { email: 'mfaemail' })).json()).toEqual({ message: MESSAGES.mfaResent });
    expect((await listOutbox(app.db, 'demo', 500)).length).toBe(before);
  });

  it('rejects codes that are not 7 digits as bad input', async () => {
    const response = await post('/api/sso/login/mfa', { username: 'mfaemail', password: DEMO_PASSWORD, mfaCode: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
  });
});

describe('authenticator code (POST /api/sso/login/mfa/totp)', () => {
  it('signs in with the RFC 6238 code of the demo secret and refuses a wrong one', async () => {
    const wrong = await post('/api/sso/login/mfa/totp', { username: 'mfatotp', password: DEMO_PASSWORD, mfaCode: '000000', authType: 'TOTP' });
    // One in a million that 000000 is the current code; the next assertion would then show it.
    expect(wrong.statusCode).toBe(401);
    const right = await post('/api/sso/login/mfa/totp', {
      username: 'mfatotp',
      password: DEMO_PASSWORD,
      mfaCode: totpCode(DEMO_TOTP_SECRET),
      authType: 'TOTP',
      rememberMe: false,
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ username: 'mfatotp', authType: 'TOTP' });
  });

  it('refuses a code already used, within its window, and counts it as a failure; the next step works', async () => {
    clock.advanceSeconds(30);
    const body = { username: 'mfatotp', password: DEMO_PASSWORD, authType: 'TOTP', mfaCode: totpCode(DEMO_TOTP_SECRET) };
    expect((await post('/api/sso/login/mfa/totp', body)).statusCode).toBe(200);
    const replay = await post('/api/sso/login/mfa/totp', body);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: { code: 'MFA_INVALID', message: MESSAGES.mfaFailure } });
    // Still inside the ±1 step window 10 s later, the same code stays refused.
    clock.advanceSeconds(10);
    expect((await post('/api/sso/login/mfa/totp', body)).statusCode).toBe(401);
    const audited = await app.db.selectFrom('audit_events').select('action').where('action', '=', 'MFA_FAILURE').execute();
    expect(audited.length).toBeGreaterThanOrEqual(2);

    clock.advanceSeconds(30);
    expect((await post('/api/sso/login/mfa/totp', { ...body, mfaCode: totpCode(DEMO_TOTP_SECRET) })).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous requests with the same code through', async () => {
    clock.advanceSeconds(30);
    const body = { username: 'mfatotp', password: DEMO_PASSWORD, authType: 'TOTP', mfaCode: totpCode(DEMO_TOTP_SECRET) };
    const answers = await Promise.all([post('/api/sso/login/mfa/totp', body), post('/api/sso/login/mfa/totp', body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses a wrong password before looking at the code', async () => {
    const response = await post('/api/sso/login/mfa/totp', { username: 'mfatotp', password: 'nope', mfaCode: totpCode(DEMO_TOTP_SECRET) });
    expect(response.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: MESSAGES.invalidLogin } });
  });
});

describe('first-time QR set-up (GET /api/sso/qr/{uuid}, POST /api/sso/login/mfa/totp/qr)', () => {
  it('serves a real QR code of the otpauth URI and completes set-up with a code of that secret', async () => {
    const challenge = await login('mfaqr');
    const { qrCodeUuid } = challenge.json();
    // The image goes to the browser that passed the password step (its set-up cookie) and to no one else.
    const setupBrowser = cookieHeader(challenge);
    expect(setupBrowser).toMatch(/^qrs=/);
    expect((await app.inject({ method: 'GET', url: `/api/sso/qr/${qrCodeUuid}` })).statusCode).toBe(404);
    const image = await app.inject({ method: 'GET', url: `/api/sso/qr/${qrCodeUuid}`, headers: { cookie: setupBrowser } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(image.rawPayload);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    const uri = new URL(decoded?.data ?? 'x:');
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('Curate CDI');
    const secret = uri.searchParams.get('secret') ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // The same secret on reload until set-up completes.
    const again = await app.inject({ method: 'GET', url: `/api/sso/qr/${qrCodeUuid}`, headers: { cookie: setupBrowser } });
    expect(again.rawPayload.equals(image.rawPayload)).toBe(true);

    const body = { username: 'mfaqr', password: DEMO_PASSWORD, authType: 'QR_TOTP', qrCodeUuid };
    expect((await post('/api/sso/login/mfa/totp/qr', { ...body, qrCodeUuid: 'other' , mfaCode: totpCode(secret) })).statusCode).toBe(400);
    const done = await post('/api/sso/login/mfa/totp/qr', { ...body, mfaCode: totpCode(secret) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ username: 'mfaqr', authType: 'QR_TOTP' });
    // Set up: the next sign-in asks for the authenticator code, and the QR image is gone.
    expect((await login('mfaqr')).json()).toEqual({ mfaType: 'QR_TOTP', mfaEmail: 'm***r@demo.test', qrCodeUuid: null });
    expect((await app.inject({ method: 'GET', url: `/api/sso/qr/${qrCodeUuid}`, headers: { cookie: setupBrowser } })).statusCode).toBe(404);
    // The set-up code was used; the next sign-in needs the code of a later step.
    clock.advanceSeconds(30);
    const next = await post('/api/sso/login/mfa/totp', { username: 'mfaqr', password: DEMO_PASSWORD, mfaCode: totpCode(secret), authType: 'QR_TOTP' });
    expect(next.statusCode).toBe(200);
  });
});

describe('Remember Me', () => {
  it('lets the remembered browser skip MFA for 30 days, and no other browser', async () => {
    clock.advanceSeconds(30);
    const first = await post('/api/sso/login/mfa/totp', {
      username: 'mfatotp',
      password: DEMO_PASSWORD,
      mfaCode: totpCode(DEMO_TOTP_SECRET),
      rememberMe: true,
    });
    const remember = first.cookies.find((c) => c.name === 'rmb');
    expect(remember).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/sso' });
    const browser = `rmb=${remember?.value ?? ''}`;

    const skipped = await login('mfatotp', browser);
    expect(skipped.json()).toMatchObject({ username: 'mfatotp', isAuthenticated: true });
    expect(cookieHeader(skipped)).toContain('sid=');
    // Another browser, another user on this browser, or a forged cookie still get the challenge.
    expect((await login('mfatotp')).json()).toMatchObject({ mfaType: 'TOTP' });
    expect((await login('mfaemail', browser)).json()).toMatchObject({ mfaType: 'EMAIL' });
    expect((await login('mfatotp', 'rmb=forged.value')).json()).toMatchObject({ mfaType: 'TOTP' });

    clock.advanceMinutes(31 * 24 * 60);
    expect((await login('mfatotp', browser)).json()).toMatchObject({ mfaType: 'TOTP' });
  });
});

describe('lockout through wrong codes', () => {
  it('locks on the fifth failure with a message that says locked', async () => {
    for (let i = 1; i <= 4; i += 1) {
      const response = await post('/api/sso/login/mfa/totp', { username: 'mfaqr', password: DEMO_PASSWORD, mfaCode: '000000' });
      expect(response.statusCode).toBe(401);
    }
    const fifth = await post('/api/sso/login/mfa/totp', { username: 'mfaqr', password: DEMO_PASSWORD, mfaCode: '000000' });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().error).toEqual({ code: 'ACCOUNT_LOCKED', message: `Account locked. ${MESSAGES.accountLocked}` });
  });
});

describe('GET /api/sso/reset', () => {
  it('needs a session, then mails a /reset/{token} link', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/sso/reset' })).statusCode).toBe(401);
    const signedIn = await login('coderqa');
    const response = await app.inject({
      method: 'GET',
      url: '/api/sso/reset',
      headers: { cookie: cookieHeader(signedIn) },
    });
    expect(response.json()).toEqual({ message: MESSAGES.passwordResetEmailSent });
    const mail = (await listOutbox(app.db, 'demo', 1))[0];
    expect(mail).toMatchObject({ to: 'coderqa@demo.test', subject: MESSAGES.resetMailSubject });
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/reset\/[\w-]{43}\b/);
  });
});
