// Issue 16 (security hardening), the API's side: each test reproduces a finding with the request that showed it.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { MESSAGES } from 'shared-kit/domain';
import { signIn } from '../test-support/clinical-test-kit';
import { DEMO_PASSWORD, PLATFORM_ORIGIN, TestClock, TestDatabase } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock();

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open({ now: clock.now });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const cookiesOf = (response: LightMyRequestResponse): string => response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

async function newestMailTo(to: string): Promise<string> {
  const row = await app.db.selectFrom('outbox_mails').select('text').where('to', '=', to).orderBy('id', 'desc').executeTakeFirst();
  return row?.text ?? '';
}

async function mailCount(): Promise<number> {
  const { n } = await app.db.selectFrom('outbox_mails').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

describe('1. the password-reset link comes from PUBLIC_URL, never from a request header', () => {
  it('ignores a Referer, Host and X-Forwarded-Host of another site', async () => {
    const cookie = await signIn(app, 'coderqa');
    const response = await app.inject({
      method: 'GET',
      url: '/api/sso/reset',
      headers: { cookie, referer: 'http://evil.test/phish', host: 'evil.test', 'x-forwarded-host': 'evil.test' },
    });
    expect(response.statusCode).toBe(200);
    const text = await newestMailTo('coderqa@demo.test');
    expect(text).toMatch(/http:\/\/localhost:3000\/reset\/[\w-]{43}\b/);
    expect(text).not.toContain('evil.test');
  });

  it('uses the configured public URL', async () => {
    const other = new TestDatabase();
    const configured = await other.open({ publicUrl: 'https://cdi.hospital.example' });
    try {
      const cookie = await signIn(configured, 'coderqa');
      await configured.inject({ method: 'GET', url: '/api/sso/reset', headers: { cookie, referer: 'http://evil.test/phish' } });
      const row = await configured.db.selectFrom('outbox_mails').select('text').where('to', '=', 'coderqa@demo.test').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row.text).toMatch(/https:\/\/cdi\.hospital\.example\/reset\/[\w-]{43}\b/);
    } finally {
      await configured.close();
      await other.dispose();
    }
  });

  it("mails nothing when another site's page triggers the GET (Fetch Metadata)", async () => {
    const cookie = await signIn(app, 'coderqa');
    const before = await mailCount();
    const response = await app.inject({ method: 'GET', url: '/api/sso/reset', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(403);
    expect(await mailCount()).toBe(before);
  });
});

describe('3. the demo helpers need a signed-in user of that tenant and are audited', () => {
  it('answers 401 to the outbox, tenant properties and session helper without a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(401);
    const properties = await app.inject({ method: 'PUT', url: '/api/dev/tenant/acme/properties', payload: { CDI_SCHEDULE_TAB: 'false' } });
    expect(properties.statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/dev/session/idle', payload: { secondsLeft: 5 } })).statusCode).toBe(401);
    const acme = await app.db.selectFrom('tenant_properties').select('property_value').where('tenant_id', '=', 'acme').where('property_key', '=', 'CDI_SCHEDULE_TAB').executeTakeFirst();
    expect(acme?.property_value).toBe('true');
  });

  it("touches only the caller's tenant: another tenant's properties answer 404 and its mail is not shown", async () => {
    const acmecdi = await signIn(app, 'acmecdi');
    const refused = await app.inject({ method: 'PUT', url: '/api/dev/tenant/demo/properties', payload: { PAYER: 'X' }, headers: { cookie: acmecdi } });
    expect(refused.statusCode).toBe(404);
    expect(await app.db.selectFrom('tenant_properties').select('property_key').where('tenant_id', '=', 'demo').where('property_key', '=', 'PAYER').execute()).toEqual([]);

    // A demo user's MFA mail is visible to demo users only.
    await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'mfaemail', password: DEMO_PASSWORD } });
    const acmeOutbox = await app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { cookie: acmecdi } });
    expect(acmeOutbox.json<Array<{ to: string }>>().map((m) => m.to)).not.toContain('mfaemail@demo.test');
    const demoOutbox = await app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { cookie: await signIn(app, 'cdi') } });
    expect(demoOutbox.json<Array<{ to: string }>>()[0]?.to).toBe('mfaemail@demo.test');
  });

  it('audits every dev call with the user who made it', async () => {
    const cookie = await signIn(app, 'cdiqa');
    const { id } = await app.db.selectFrom('users').select('id').where('username', '=', 'cdiqa').executeTakeFirstOrThrow();
    await app.inject({ method: 'GET', url: '/api/dev/outbox?limit=1', headers: { cookie } });
    await app.inject({ method: 'PUT', url: '/api/dev/tenant/demo/properties', payload: { NLP_INSIGHTS: 'true' }, headers: { cookie } });
    await app.inject({ method: 'POST', url: '/api/dev/session/idle', payload: { secondsLeft: 600 }, headers: { cookie } });
    const events = await app.db.selectFrom('audit_events').select(['action', 'entity_type']).where('user_id', '=', id).orderBy('id').execute();
    expect(events.filter((e) => e.entity_type !== 'USER')).toEqual([
      { action: 'READ', entity_type: 'OUTBOX' },
      { action: 'UPDATE', entity_type: 'TENANT_PROPERTIES' },
      { action: 'UPDATE', entity_type: 'SESSION' },
    ]);
  });

  it('runs the demo data reset on a tenant marked as a demo tenant only', async () => {
    await app.db.updateTable('tenants').set({ is_demo: false }).where('id', '=', 'acme').execute();
    try {
      const cookie = await signIn(app, 'acmecdi');
      const before = await app.db.selectFrom('encounters').select('id').where('tenant_id', '=', 'acme').orderBy('id').limit(1).executeTakeFirstOrThrow();
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/cron/job/demo-data-reset/tenant/acme/execute',
        payload: [],
        headers: { cookie },
      });
      expect(response.statusCode).toBe(404);
      const after = await app.db.selectFrom('encounters').select('id').where('tenant_id', '=', 'acme').orderBy('id').limit(1).executeTakeFirstOrThrow();
      expect(after.id).toBe(before.id);
    } finally {
      await app.db.updateTable('tenants').set({ is_demo: true }).where('id', '=', 'acme').execute();
    }
  });
});

describe('4. security headers on every API answer', () => {
  it('sends a CSP that loads nothing, framing by the platform only, nosniff and no Referer; no HSTS over http', async () => {
    for (const url of ['/api/health', '/api/user/current', '/api/nowhere']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'self';base-uri 'none';form-action 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS when the platform is served over HTTPS, and no X-Frame-Options once EHR framing is configured', async () => {
    const other = new TestDatabase();
    const https = await other.open({ publicUrl: 'https://cdi.hospital.example', frameAncestors: ['https://ehr.hospital.example'] });
    try {
      const response = await https.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['x-frame-options']).toBeUndefined();
    } finally {
      await https.close();
      await other.dispose();
    }
  });
});

describe('5. the session cookie', () => {
  it('is SameSite=Lax and not Partitioned by default, Secure when configured', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'cdi', password: DEMO_PASSWORD } });
    const sid = response.cookies.find((c) => c.name === 'sid');
    expect(sid).toMatchObject({ sameSite: 'Lax', httpOnly: true });
    expect(sid?.secure).toBeFalsy();
    expect(String(response.headers['set-cookie'])).not.toContain('Partitioned');

    const other = new TestDatabase();
    const secure = await other.open({ cookieSecure: true });
    try {
      const signedIn = await secure.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'cdi', password: DEMO_PASSWORD } });
      expect(signedIn.cookies.find((c) => c.name === 'sid')).toMatchObject({ secure: true, sameSite: 'Lax' });
    } finally {
      await secure.close();
      await other.dispose();
    }
  });

  it('is SameSite=None; Secure; Partitioned only when EHR framing is configured', async () => {
    const other = new TestDatabase();
    const framed = await other.open({ frameAncestors: ['https://ehr.hospital.example'] });
    try {
      const signedIn = await framed.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'cdi', password: DEMO_PASSWORD } });
      const header = [signedIn.headers['set-cookie']].flat().find((c) => String(c).startsWith('sid=')) ?? '';
      expect(header).toContain('SameSite=None');
      expect(header).toContain('Secure');
      expect(header).toContain('Partitioned');
    } finally {
      await framed.close();
      await other.dispose();
    }
  });

  it('rotates: signing in from a browser that holds a session ends that session', async () => {
    const first = await signIn(app, 'physician');
    const second = await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'physician', password: DEMO_PASSWORD }, headers: { cookie: first } });
    expect(second.statusCode).toBe(200);
    expect(cookiesOf(second)).not.toBe(first);
    expect((await app.inject({ method: 'GET', url: '/api/user/current', headers: { cookie: first } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/user/current', headers: { cookie: cookiesOf(second) } })).statusCode).toBe(200);
  });

  it("a password reset ends all the user's sessions and remembered MFA browsers", async () => {
    const { id } = await app.db.selectFrom('users').select('id').where('username', '=', 'multirole').executeTakeFirstOrThrow();
    const one = await signIn(app, 'multirole');
    const two = await signIn(app, 'multirole');
    await app.db.insertInto('remembered_browsers').values({ token_hash: 'h'.repeat(64), user_id: id, expires_at: new Date(clock.now().getTime() + 86_400_000) }).execute();
    await app.inject({ method: 'GET', url: '/api/sso/reset', headers: { cookie: two } });
    const token = /\/reset\/([\w-]{43})\b/.exec(await newestMailTo('multirole@demo.test'))?.[1] ?? '';
    const reset = await app.inject({
      method: 'POST',
      url: '/api/user/password/reset',
      payload: { token, email: 'multirole@demo.test', password: 'Harbor#Lantern93', confirmPassword: 'Harbor#Lantern93' },
    });
    expect(reset.json()).toEqual({ status: 'OK' });
    for (const cookie of [one, two]) {
      expect((await app.inject({ method: 'GET', url: '/api/user/current', headers: { cookie } })).statusCode).toBe(401);
    }
    expect(await app.db.selectFrom('sessions').select('id').where('user_id', '=', id).execute()).toEqual([]);
    expect(await app.db.selectFrom('remembered_browsers').select('token_hash').where('user_id', '=', id).execute()).toEqual([]);
  });
});

describe('6. the session status the browser reads for its automatic logoff', () => {
  it('tells the time left without extending the session, then 401 once it has ended', async () => {
    const cookie = await signIn(app, 'coder');
    clock.advanceMinutes(10);
    const status = await app.inject({ method: 'GET', url: '/api/sso/session', headers: { cookie } });
    expect(status.json()).toEqual({ idleRemainingSeconds: 20 * 60, absoluteRemainingSeconds: 12 * 3600 - 10 * 60, idleTimeoutSeconds: 30 * 60 });
    clock.advanceMinutes(10);
    // Asking again did not restart the idle clock.
    expect((await app.inject({ method: 'GET', url: '/api/sso/session', headers: { cookie } })).json().idleRemainingSeconds).toBe(10 * 60);
    clock.advanceMinutes(10);
    expect((await app.inject({ method: 'GET', url: '/api/sso/session', headers: { cookie } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/user/current', headers: { cookie } })).statusCode).toBe(401);
  });

  it('any other call restarts the idle clock; the demo helper makes the session look idle', async () => {
    const cookie = await signIn(app, 'coder');
    clock.advanceMinutes(5);
    await app.inject({ method: 'GET', url: '/api/user/current', headers: { cookie } });
    expect((await app.inject({ method: 'GET', url: '/api/sso/session', headers: { cookie } })).json().idleRemainingSeconds).toBe(30 * 60);
    const shortened = await app.inject({ method: 'POST', url: '/api/dev/session/idle', payload: { secondsLeft: 65 }, headers: { cookie } });
    expect(shortened.json()).toEqual({ idleRemainingSeconds: 65 });
    expect((await app.inject({ method: 'GET', url: '/api/sso/session', headers: { cookie } })).json().idleRemainingSeconds).toBe(65);
    clock.advanceSeconds(66);
    expect((await app.inject({ method: 'GET', url: '/api/sso/session', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('8. CSRF: a state change needs a JSON body or an allowed Origin', () => {
  it('refuses a text/plain PUT lock and POST audit without the platform Origin, writing nothing', async () => {
    const cookie = await signIn(app, 'cdi');
    const encounter = await app.db.selectFrom('encounters').select('id').where('tenant_id', '=', 'demo').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    const locksBefore = await app.db.selectFrom('locks').select('id').where('encounter_id', '=', encounter.id).execute();
    const auditBefore = await app.db.selectFrom('audit_events').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    const forged = [
      { method: 'PUT' as const, url: `/api/encounter/lock/${encounter.id}`, headers: { cookie, 'content-type': 'text/plain' }, payload: 'x' },
      { method: 'PUT' as const, url: `/api/encounter/lock/${encounter.id}`, headers: { cookie, origin: 'http://evil.test' } },
      { method: 'PUT' as const, url: `/api/encounter/lock/${encounter.id}`, headers: { cookie } },
      {
        method: 'POST' as const,
        url: '/api/audit/READ/ENCOUNTER_CONDITION/1',
        headers: { cookie, 'content-type': 'text/plain', origin: 'null' },
        payload: '',
      },
      {
        method: 'POST' as const,
        url: '/api/feedback',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.test' },
        payload: 'description=x',
      },
    ];
    for (const request of forged) {
      const response = await app.inject(request);
      expect({ url: request.url, status: response.statusCode }).toEqual({ url: request.url, status: 403 });
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    expect(await app.db.selectFrom('locks').select('id').where('encounter_id', '=', encounter.id).execute()).toEqual(locksBefore);
    expect((await app.db.selectFrom('audit_events').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).id).toBe(auditBefore.id);
  });

  it("accepts the platform's bodiless calls by their Origin, and JSON bodies", async () => {
    const cookie = await signIn(app, 'cdi');
    const encounter = await app.db.selectFrom('encounters').select('id').where('tenant_id', '=', 'demo').orderBy('id', 'desc').offset(1).limit(1).executeTakeFirstOrThrow();
    const lock = await app.inject({ method: 'PUT', url: `/api/encounter/lock/${encounter.id}`, headers: { cookie, origin: PLATFORM_ORIGIN } });
    expect(lock.statusCode).toBe(200);
    // The loopback aliases of the default localhost address are the same platform.
    const unlock = await app.inject({ method: 'PUT', url: `/api/encounter/unlock/${encounter.id}`, headers: { cookie, origin: 'http://127.0.0.1:3000' } });
    expect(unlock.statusCode).toBe(200);
    const feedback = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { feedbackTypeCode: 'IDEA', encounterId: null, applicationTypeCode: 'WEB', applicationState: '/auth/home', description: 'JSON passes' },
      headers: { cookie },
    });
    expect(feedback.statusCode).toBe(201);
  });

  it("refuses logout triggered by another site's page, and ends the session from the platform", async () => {
    const cookie = await signIn(app, 'clinicaladmin');
    expect((await app.inject({ method: 'GET', url: '/api/sso/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/user/current', headers: { cookie } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/sso/logout', headers: { cookie, 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user/current', headers: { cookie } })).statusCode).toBe(401);
  });

  it('shows the QR image only to the browser that passed the set-up password step', async () => {
    const challenge = await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'mfaqr', password: DEMO_PASSWORD } });
    const uuid = challenge.json<{ qrCodeUuid: string }>().qrCodeUuid;
    expect((await app.inject({ method: 'GET', url: `/api/sso/qr/${uuid}` })).statusCode).toBe(404);
    const elsewhere = await app.inject({ method: 'GET', url: `/api/sso/qr/${uuid}`, headers: { cookie: await signIn(app, 'cdi') } });
    expect(elsewhere.statusCode).toBe(404);
    const own = await app.inject({ method: 'GET', url: `/api/sso/qr/${uuid}`, headers: { cookie: cookiesOf(challenge) } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
  });
});

describe('also fix', () => {
  it('answers JSON nested 5,000 levels deep with 400 in the error format, and a body at the limit as usual', async () => {
    const cookie = await signIn(app, 'cdi');
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const url of ['/api/feedback', '/api/sso/login']) {
      const response = await app.inject({ method: 'POST', url, headers: { cookie, 'content-type': 'application/json' }, payload: `{"description":${deep}}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: expect.stringContaining('nested') } });
    }
    // Brackets inside strings are text, not nesting.
    const text = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ feedbackTypeCode: 'IDEA', encounterId: null, applicationTypeCode: 'WEB', applicationState: '[[[[', description: '['.repeat(3000) }),
    });
    expect(text.statusCode).toBe(201);
  });

  it('logs request URLs with tokens, QR ids and query strings redacted', async () => {
    const lines: string[] = [];
    const other = new TestDatabase();
    const logged = await other.open({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
    try {
      await logged.inject({ method: 'GET', url: '/api/user/registration/demo-registration-token' });
      await logged.inject({ method: 'GET', url: '/api/sso/qr/0b7c0a54-1111-4a4a-9c9c-123456789abc' });
      await logged.inject({ method: 'GET', url: '/api/encounter?lastName=Rivera' });
      const text = lines.join('\n');
      expect(text).toContain('/api/user/registration/[redacted]');
      expect(text).toContain('/api/sso/qr/[redacted]');
      expect(text).not.toContain('demo-registration-token');
      expect(text).not.toContain('0b7c0a54');
      expect(text).not.toContain('Rivera');
    } finally {
      await logged.close();
      await other.dispose();
    }
  });

  it('hides /api/docs and the host name in production unless asked', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    const other = new TestDatabase({ empty: true });
    const production = await other.open({ production: true, apiDocs: false, demoMode: false });
    try {
      expect((await production.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
      expect((await production.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
      expect((await production.inject({ method: 'GET', url: '/api/version' })).json().host).toBe('');
    } finally {
      await production.close();
      await other.dispose();
    }
  });
});

describe('sign-in answers stay the catalogue texts', () => {
  it('keeps the invalid-login text', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'cdi', password: 'wrong' } });
    expect(response.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: MESSAGES.invalidLogin } });
  });
});
