import type { FastifyInstance } from 'fastify';
import { MESSAGES } from 'shared-kit/domain';
import { signIn } from '../test-support/clinical-test-kit';
import { TestDatabase } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
  for (const user of ['coder', 'acmecdi', 'pilotcdi']) cookies[user] = await signIn(app, user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const execute = (user: string | null, jobId: string, tenantId: string, payload: unknown = []) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/cron/job/${jobId}/tenant/${tenantId}/execute`,
    // A bare array is sent as JSON text with its content type.
    headers: { 'content-type': 'application/json', ...(user ? { cookie: cookies[user] ?? '' } : {}) },
    payload: JSON.stringify(payload),
  });

const count = async (tenant: string): Promise<number> =>
  Number((await app.db.selectFrom('encounters').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', tenant).executeTakeFirstOrThrow()).n);

const availability = (user: string | null, jobId: string, tenantId: string) =>
  app.inject({ method: 'GET', url: `/api/admin/cron/job/${jobId}/tenant/${tenantId}`, headers: user ? { cookie: cookies[user] ?? '' } : {} });

describe('GET /api/admin/cron/job/{jobId}/tenant/{tenantId}', () => {
  it('tells a user of a demo tenant in demo mode that the reset is available, and a tenant without demo data that it is not', async () => {
    expect((await availability('coder', 'demo-data-reset', 'demo')).json()).toEqual({ jobId: 'demo-data-reset', tenantId: 'demo', available: true });
    expect((await availability('acmecdi', 'demo-data-reset', 'acme')).json()).toEqual({ jobId: 'demo-data-reset', tenantId: 'acme', available: true });
    const pilot = await availability('pilotcdi', 'demo-data-reset', 'pilot');
    expect(pilot.statusCode).toBe(200);
    expect(pilot.json()).toEqual({ jobId: 'demo-data-reset', tenantId: 'pilot', available: false });
  });

  it("answers 404 for another tenant and an unknown job, 401 signed out, and writes nothing", async () => {
    const before = await app.db.selectFrom('audit_events').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect((await availability('coder', 'demo-data-reset', 'acme')).statusCode).toBe(404);
    expect((await availability('coder', 'nightly-export', 'demo')).statusCode).toBe(404);
    expect((await availability(null, 'demo-data-reset', 'demo')).statusCode).toBe(401);
    const after = await app.db.selectFrom('audit_events').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('POST /api/admin/cron/job/{jobId}/tenant/{tenantId}/execute', () => {
  it("refuses another tenant, unknown jobs, a non-empty body and signed-out callers, changing nothing", async () => {
    const acmeBefore = await count('acme');
    expect((await execute('coder', 'demo-data-reset', 'acme')).statusCode).toBe(404);
    expect((await execute('coder', 'nightly-export', 'demo')).statusCode).toBe(404);
    expect((await execute('coder', 'demo-data-reset', 'demo', [1])).statusCode).toBe(400);
    // A tenant without demo data (pilot) has nothing to restore.
    expect((await execute('pilotcdi', 'demo-data-reset', 'pilot')).statusCode).toBe(404);
    expect((await execute(null, 'demo-data-reset', 'demo')).statusCode).toBe(401);
    expect(await count('acme')).toBe(acmeBefore);
  });

  it("restores the caller's tenant's demo data, keeps users and sessions, audits, and leaves the other tenant alone", async () => {
    // Spoil the demo data: drop a patient's encounters.
    const victim = await app.db.selectFrom('encounters').select(['id', 'patient_id']).where('tenant_id', '=', 'demo').orderBy('id').executeTakeFirstOrThrow();
    await app.db.deleteFrom('encounters').where('patient_id', '=', victim.patient_id).execute();
    expect(await count('demo')).toBeLessThan(1500);
    const acmeIds = (await app.db.selectFrom('encounters').select('id').where('tenant_id', '=', 'acme').orderBy('id').execute()).map((r) => r.id);

    const response = await execute('coder', 'demo-data-reset', 'demo');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'OK', jobId: 'demo-data-reset', tenantId: 'demo', message: MESSAGES.demoResetSuccess, encounters: 1500 });
    expect(await count('demo')).toBe(1500);

    const patients = await app.db.selectFrom('patients').select('id').where('tenant_id', '=', 'demo').execute();
    expect(patients.length).toBeGreaterThanOrEqual(300);
    expect((await app.db.selectFrom('encounters').select('id').where('tenant_id', '=', 'acme').orderBy('id').execute()).map((r) => r.id)).toEqual(acmeIds);
    // The caller is still signed in, and the demo data answers again.
    const list = await app.inject({ method: 'GET', url: '/api/encounter?view=WORKLIST&limit=5', headers: { cookie: cookies.coder ?? '' } });
    expect(list.statusCode).toBe(200);
    expect(list.json<unknown[]>().length).toBeGreaterThan(0);
    const audit = await app.db.selectFrom('audit_events').select(['action', 'entity_type', 'entity_id']).where('entity_type', '=', 'CRON_JOB').execute();
    expect(audit).toEqual([{ action: 'EXECUTE', entity_type: 'CRON_JOB', entity_id: 'demo-data-reset' }]);
  }, 60_000);
});

describe('without demo mode', () => {
  it('refuses the demo data reset (403) and serves no /api/dev routes', async () => {
    // One PGlite process per folder: reopen the same database with demo mode off.
    await app.close();
    app = await database.open({ demoMode: false });
    cookies.coder = await signIn(app, 'coder');
    const refused = await execute('coder', 'demo-data-reset', 'demo');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'The demo data reset is only available in demo mode' } });
    expect((await availability('coder', 'demo-data-reset', 'demo')).json()).toEqual({ jobId: 'demo-data-reset', tenantId: 'demo', available: false });
    expect((await app.inject({ method: 'PUT', url: '/api/dev/tenant/demo/properties', payload: { CDI_SCHEDULE_TAB: 'true' } })).statusCode).toBe(404);
  }, 60_000);
});
