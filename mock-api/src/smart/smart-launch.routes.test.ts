// SMART App Launch (EHR launch) against the demo EHR. The app listens on a real port and PUBLIC_URL points at it:
// the platform's back end fetches the EHR's discovery document, JWKS and token endpoint over HTTP, as it would a
// real EHR's. The browser's steps (launch, authorize, callback) go through app.inject with the cookies a browser keeps.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { calculatePKCECodeChallenge } from 'openid-client';
import { Secret, TOTP } from 'otpauth';
import { loadConfig } from '../config';
import { DEMO_TOTP_SECRET } from '../db/seed/users.seed';
import { signIn } from '../test-support/clinical-test-kit';
import { freePort } from '../test-support/server-process';
import { DEMO_PASSWORD, sessionCookieOf, TestDatabase } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
let base: string;
let issuer: string;
/** The EHR's own sign-ins (the demo EHR knows its user from the platform session that creates the launch). */
const ehrCookies = new Map<string, string>();

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  issuer = `${base}/api/demo-ehr/fhir`;
  database = new TestDatabase();
  app = await database.open({ publicUrl: base });
  await app.listen({ port, host: '127.0.0.1' });
  for (const user of ['cdi', 'acmecdi']) ehrCookies.set(user, await signIn(app, user));
  // The EHR side of the MFA user signs in with its authenticator (its EHR session is not what is tested).
  const mfaCode = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET), digits: 6, period: 30 }).generate();
  const totp = await app.inject({
    method: 'POST',
    url: '/api/sso/login/mfa/totp',
    payload: { username: 'mfatotp', password: DEMO_PASSWORD, mfaCode, authType: 'TOTP' },
  });
  ehrCookies.set('mfatotp', sessionCookieOf(totp));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const pathOf = (url: string): string => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

const cookieOf = (response: LightMyRequestResponse, name: string): string | null => {
  const found = response.cookies.find((c) => c.name === name && c.value !== '');
  return found ? `${name}=${found.value}` : null;
};

async function someEncounter(tenant: string): Promise<number> {
  return (await app.db.selectFrom('encounters').select('id').where('tenant_id', '=', tenant).orderBy('id').executeTakeFirstOrThrow()).id;
}

/** The EHR opens an encounter for its signed-in user: the launch id and the platform URL it opens. */
async function ehrLaunch(user: string, encounterId: number): Promise<{ launch: string; iss: string; launchUrl: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/demo-ehr/launch',
    headers: { cookie: ehrCookies.get(user) ?? '', 'content-type': 'application/json' },
    payload: JSON.stringify({ encounterId }),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const launchUrl = (iss: string, launch: string): string => `/api/smart/launch?${new URLSearchParams({ iss, launch }).toString()}`;

interface Launched {
  launchResponse: LightMyRequestResponse;
  authorizeUrl: URL;
  stateCookie: string;
  callbackPath: string;
}

/** Browser: opens the launch URL, then the EHR's authorization endpoint; answers where the EHR sends it back. */
async function launchAndAuthorize(user: string, encounterId: number): Promise<Launched> {
  const { iss, launch } = await ehrLaunch(user, encounterId);
  const launchResponse = await app.inject({ method: 'GET', url: launchUrl(iss, launch) });
  expect(launchResponse.statusCode).toBe(302);
  const authorizeUrl = new URL(String(launchResponse.headers.location));
  const stateCookie = cookieOf(launchResponse, 'smart_state');
  if (!stateCookie) throw new Error('no smart_state cookie');
  const authorize = await app.inject({ method: 'GET', url: pathOf(authorizeUrl.href) });
  expect(authorize.statusCode).toBe(302);
  return { launchResponse, authorizeUrl, stateCookie, callbackPath: pathOf(String(authorize.headers.location)) };
}

const sessionCount = async (username: string): Promise<number> => {
  const { count } = await app.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('users.username', '=', username)
    .executeTakeFirstOrThrow();
  return Number(count);
};

const launchStateCount = async (): Promise<number> =>
  Number((await app.db.selectFrom('smart_launch_states').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('SMART App Launch (EHR launch)', () => {
  it('launch → authorize → callback signs the EHR user in and lands on the embedded encounter', async () => {
    const encounterId = await someEncounter('demo');
    const before = await sessionCount('cdi');
    const { callbackPath, stateCookie } = await launchAndAuthorize('cdi', encounterId);
    expect(callbackPath).toMatch(/^\/api\/smart\/callback\?/);
    const callback = await app.inject({ method: 'GET', url: callbackPath, headers: { cookie: stateCookie } });
    expect({ status: callback.statusCode, body: callback.body }).toEqual({ status: 303, body: '' });
    expect(callback.headers.location).toBe(`${base}/auth/embedded/encounter/detail/${encounterId}`);
    const sid = cookieOf(callback, 'sid');
    expect(sid).not.toBeNull();
    expect(await sessionCount('cdi')).toBe(before + 1);
    const current = await app.inject({ method: 'GET', url: '/api/user/current', headers: { cookie: sid ?? '' } });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ username: 'cdi' });
    const audit = await app.db
      .selectFrom('audit_events')
      .select(['action', 'after'])
      .where('action', '=', 'LOGIN_SUCCESS')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.after)).toContain('SMART_LAUNCH');
    expect(JSON.stringify(audit.after)).toContain(issuer);
  });

  it('signs in a user with MFA without the second factor (the EHR authenticated its user)', async () => {
    const { callbackPath, stateCookie } = await launchAndAuthorize('mfatotp', await someEncounter('demo'));
    const callback = await app.inject({ method: 'GET', url: callbackPath, headers: { cookie: stateCookie } });
    expect(callback.statusCode).toBe(303);
    const current = await app.inject({ method: 'GET', url: '/api/user/current', headers: { cookie: cookieOf(callback, 'sid') ?? '' } });
    expect(current.json()).toMatchObject({ username: 'mfatotp' });
  });

  it('the authorization redirect carries code, client, redirect URI, scope, state, aud, launch and an S256 challenge of the kept verifier', async () => {
    const { launch } = await ehrLaunch('cdi', await someEncounter('demo'));
    const response = await app.inject({ method: 'GET', url: launchUrl(issuer, launch) });
    expect(response.statusCode).toBe(302);
    const url = new URL(String(response.headers.location));
    expect(url.origin + url.pathname).toBe(`${base}/api/demo-ehr/authorize`);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe('cdi-platform');
    expect(q.get('redirect_uri')).toBe(`${base}/api/smart/callback`);
    expect(q.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['launch', 'openid', 'fhirUser', 'patient/Encounter.read']));
    expect(q.get('aud')).toBe(issuer);
    expect(q.get('launch')).toBe(launch);
    expect(q.get('code_challenge_method')).toBe('S256');
    const state = q.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(32);
    // The state is bound to this browser (signed httpOnly cookie) and kept server-side with its verifier.
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/smart_state=.+HttpOnly/i);
    expect(setCookie).toContain(state);
    const row = await app.db.selectFrom('smart_launch_states').selectAll().where('state', '=', state).executeTakeFirstOrThrow();
    expect(row.issuer).toBe(issuer);
    expect(row.tenant_id).toBe('demo');
    expect(row.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(q.get('code_challenge')).toBe(await calculatePKCECodeChallenge(row.code_verifier));
    // An OpenID Connect nonce, kept with the state: the ID token must carry it back.
    expect(q.get('nonce')?.length).toBeGreaterThanOrEqual(32);
    expect(row.nonce).toBe(q.get('nonce'));
  });

  it('refuses an ID token whose nonce is not the launch’s, creating no session', async () => {
    const { callbackPath, stateCookie } = await launchAndAuthorize('cdi', await someEncounter('demo'));
    const state = new URL(callbackPath, base).searchParams.get('state') ?? '';
    // The EHR signed the nonce it was sent; the launch now expects another one (as for a token of another launch).
    await app.db.updateTable('smart_launch_states').set({ nonce: 'a-nonce-of-another-launch-a-nonce-of-another' }).where('state', '=', state).execute();
    const before = await sessionCount('cdi');
    const callback = await app.inject({ method: 'GET', url: callbackPath, headers: { cookie: stateCookie } });
    expect(callback.statusCode).toBe(403);
    expect(callback.json().error.message).toMatch(/token exchange failed/);
    expect(cookieOf(callback, 'sid')).toBeNull();
    expect(await sessionCount('cdi')).toBe(before);
  });

  it('limits the launches one client address may start in a minute (429, nothing written past the limit)', async () => {
    const other = new TestDatabase();
    const limited = await other.open({ publicUrl: base, smartLaunchesPerMinute: 2 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await limited.inject({ method: 'GET', url: launchUrl('https://not-listed.example/fhir', `l${i}`) })).statusCode);
      expect(statuses).toEqual([400, 400, 429]);
      const refused = await limited.inject({ method: 'GET', url: launchUrl(issuer, 'some-launch') });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: { code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Too many requests/) } });
      expect(refused.headers.location).toBeUndefined();
      expect(refused.headers['set-cookie']).toBeUndefined();
      const rows = await limited.db.selectFrom('smart_launch_states').select('state').execute();
      expect(rows).toEqual([]);
    } finally {
      await limited.close();
      await other.dispose();
    }
  });

  it('builds redirect_uri from PUBLIC_URL even with a forged Host and X-Forwarded-Host', async () => {
    const { launch } = await ehrLaunch('cdi', await someEncounter('demo'));
    // app.inject comes from 127.0.0.1, which TRUST_PROXY believes: the forged forwarded headers do reach Fastify.
    const response = await app.inject({
      method: 'GET',
      url: launchUrl(issuer, launch),
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(302);
    const location = String(response.headers.location);
    expect(new URL(location).searchParams.get('redirect_uri')).toBe(`${base}/api/smart/callback`);
    expect(location).not.toContain('evil.example');
  });

  it('refuses an issuer outside SMART_ISSUERS with 400, writing nothing and setting no cookie', async () => {
    const before = await launchStateCount();
    for (const iss of ['https://evil.example/fhir', `${issuer}/other`, `${base}/api/demo-ehr`, 'not a url']) {
      const response = await app.inject({ method: 'GET', url: launchUrl(iss, 'some-launch') });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: expect.stringContaining('query.iss') } });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers.location).toBeUndefined();
    }
    expect(await launchStateCount()).toBe(before);
  });

  it('refuses a callback with a missing, forged or reused state, or from another browser, and creates no session', async () => {
    const { callbackPath, stateCookie } = await launchAndAuthorize('cdi', await someEncounter('demo'));
    const state = new URL(callbackPath, base).searchParams.get('state') ?? '';
    const code = new URL(callbackPath, base).searchParams.get('code') ?? '';
    const before = await sessionCount('cdi');
    const refusedCases: Array<[string, string, string | undefined, number]> = [
      ['missing state', `/api/smart/callback?code=${code}`, stateCookie, 400],
      ['forged state', `/api/smart/callback?code=${code}&state=forged-state-forged-state-forged-state`, stateCookie, 403],
      ['another browser (no state cookie)', callbackPath, undefined, 403],
      ['an unsigned state cookie', callbackPath, `smart_state=${state}`, 403],
    ];
    for (const [label, url, cookie, status] of refusedCases) {
      const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect({ label, status: response.statusCode, sid: cookieOf(response, 'sid') }).toEqual({ label, status, sid: null });
      expect(response.json()).toHaveProperty('error.message');
    }
    expect(await sessionCount('cdi')).toBe(before);
    // The real callback still works once (the refusals above did not spend it)...
    const first = await app.inject({ method: 'GET', url: callbackPath, headers: { cookie: stateCookie } });
    expect(first.statusCode).toBe(303);
    // ...and never twice.
    const again = await app.inject({ method: 'GET', url: callbackPath, headers: { cookie: stateCookie } });
    expect(again.statusCode).toBe(403);
    expect(cookieOf(again, 'sid')).toBeNull();
    expect(again.json().error.message).toMatch(/used already/);
    expect(await sessionCount('cdi')).toBe(before + 1);
  });

  it("refuses a launch into another tenant's encounter (404) and an EHR user unknown to the issuer's tenant", async () => {
    const beforeCdi = await sessionCount('cdi');
    const acmeEncounter = await someEncounter('acme');
    const other = await launchAndAuthorize('cdi', acmeEncounter);
    const refused = await app.inject({ method: 'GET', url: other.callbackPath, headers: { cookie: other.stateCookie } });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.stringContaining(String(acmeEncounter)) } });
    expect(cookieOf(refused, 'sid')).toBeNull();
    expect(await sessionCount('cdi')).toBe(beforeCdi);

    // The demo EHR's issuer launches into the demo tenant only: acme's user is nobody there.
    const beforeAcme = await sessionCount('acmecdi');
    const stranger = await launchAndAuthorize('acmecdi', acmeEncounter);
    const unknown = await app.inject({ method: 'GET', url: stranger.callbackPath, headers: { cookie: stranger.stateCookie } });
    expect(unknown.statusCode).toBe(403);
    expect(cookieOf(unknown, 'sid')).toBeNull();
    expect(await sessionCount('acmecdi')).toBe(beforeAcme);
  });

  it('outside demo mode there is no demo EHR, and its issuer is refused unless SMART_ISSUERS lists it', async () => {
    const other = new TestDatabase();
    const plain = await other.open({ demoMode: false, publicUrl: base, smartClientSecret: null });
    try {
      for (const url of ['/api/demo-ehr/fhir/.well-known/smart-configuration', '/api/demo-ehr/jwks', '/api/demo-ehr/authorize']) {
        expect((await plain.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      expect((await plain.inject({ method: 'POST', url: '/api/demo-ehr/launch', payload: { encounterId: 1 } })).statusCode).toBe(404);
      expect((await plain.inject({ method: 'GET', url: launchUrl(issuer, 'x') })).statusCode).toBe(400);
    } finally {
      await plain.close();
      await other.dispose();
    }
  });

  it('reads SMART_ISSUERS as <FHIR base>=<tenant> entries and refuses malformed ones', () => {
    const config = loadConfig({ SMART_ISSUERS: 'https://ehr.example.org/fhir/=acme, https://other.example/r4=demo' }, null);
    expect(config.smartIssuers).toEqual([
      { issuer: 'https://ehr.example.org/fhir', tenantId: 'acme' },
      { issuer: 'https://other.example/r4', tenantId: 'demo' },
    ]);
    expect(config.smartClientSecret).toBeNull();
    expect(() => loadConfig({ SMART_ISSUERS: 'https://ehr.example.org/fhir' }, null)).toThrow(/SMART_ISSUERS/);
    expect(() => loadConfig({ SMART_ISSUERS: 'ftp://ehr.example.org=acme' }, null)).toThrow(/SMART_ISSUERS/);
    // Plain http: only a loopback EHR, only in demo mode.
    expect(() => loadConfig({ SMART_ISSUERS: 'http://ehr.example.org/fhir=acme', DEMO_MODE: 'true' }, null)).toThrow(/must be https/);
    expect(() => loadConfig({ SMART_ISSUERS: 'http://localhost:9000/fhir=acme' }, null)).toThrow(/must be https/);
    expect(loadConfig({ SMART_ISSUERS: 'http://localhost:9000/fhir=acme', DEMO_MODE: 'true' }, null).smartIssuers).toEqual([
      { issuer: 'http://localhost:9000/fhir', tenantId: 'acme' },
    ]);
  });
});
