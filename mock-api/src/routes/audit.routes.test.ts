import type { FastifyInstance } from 'fastify';
import { signIn, userIdOf } from '../test-support/clinical-test-kit';
import { TestDatabase, PLATFORM_ORIGIN } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
  for (const user of ['physician', 'coder', 'acmecdi', 'admin', 'cdirestricted']) cookies[user] = await signIn(app, user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const post = (user: string | null, url: string) =>
  app.inject({ method: 'POST', url, headers: user ? { cookie: cookies[user] ?? '', origin: PLATFORM_ORIGIN } : { origin: PLATFORM_ORIGIN } });
const reads = (id: number) =>
  app.db.selectFrom('audit_events').selectAll().where('action', '=', 'READ').where('entity_type', '=', 'ENCOUNTER_CONDITION').where('entity_id', '=', String(id)).execute();
const condition = (tenant: string, status: 'ACTIVE' | 'HIDDEN' = 'ACTIVE') =>
  app.db.selectFrom('conditions').select('id').where('tenant_id', '=', tenant).where('status_code', '=', status).orderBy('id').executeTakeFirstOrThrow();

describe('POST /api/audit/read/encounter-condition/{id} (spec 2 §2.4, §7)', () => {
  it('records READ of ENCOUNTER_CONDITION with who, when and tenant, and answers 204 with no body', async () => {
    const { id } = await condition('demo');
    const response = await post('physician', `/api/audit/read/encounter-condition/${id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const [event] = await reads(id);
    expect(event).toMatchObject({ tenant_id: 'demo', user_id: await userIdOf(app, 'physician'), at: expect.any(Date) });
    expect((await post('coder', `/api/audit/read/encounter-condition/${id}`)).statusCode).toBe(204);
    expect(await reads(id)).toHaveLength(2);
  });

  it('refuses no session (401), ADMIN (403), another tenant and hidden conditions for non-CDI roles (404), recording nothing', async () => {
    const { id } = await condition('acme');
    const hidden = await condition('demo', 'HIDDEN');
    const demo = await condition('demo');
    const before = (await reads(demo.id)).length;
    expect((await post(null, `/api/audit/read/encounter-condition/${demo.id}`)).statusCode).toBe(401);
    expect((await post('admin', `/api/audit/read/encounter-condition/${demo.id}`)).statusCode).toBe(403);
    const other = await post('acmecdi', `/api/audit/read/encounter-condition/${demo.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    expect((await post('physician', `/api/audit/read/encounter-condition/${id}`)).statusCode).toBe(404);
    expect((await post('physician', `/api/audit/read/encounter-condition/${hidden.id}`)).statusCode).toBe(404);
    expect((await post('physician', '/api/audit/read/encounter-condition/abc')).statusCode).toBe(400);
    expect(await reads(demo.id)).toHaveLength(before);
    expect(await reads(id)).toHaveLength(0);
  });
});
