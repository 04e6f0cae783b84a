import type { FastifyInstance } from 'fastify';
import { TestDatabase } from '../test-support/test-app';
import { signIn } from '../test-support/clinical-test-kit';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

let cdi = '';
beforeAll(async () => {
  cdi = await signIn(app, 'cdi');
});

const put = (tenant: string, payload: object, cookie = cdi) =>
  app.inject({ method: 'PUT', url: `/api/dev/tenant/${tenant}/properties`, payload, headers: { cookie } });

describe('PUT /api/dev/tenant/{id}/properties', () => {
  it('sets and removes tenant properties, audits, and the session user shows them', async () => {
    const response = await put('demo', { CDI_SCHEDULE_TAB: 'true', PAYER: 'ACME_HEALTH' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      expect.arrayContaining([
        { propertyKey: 'CDI_SCHEDULE_TAB', propertyValue: 'true' },
        { propertyKey: 'PAYER', propertyValue: 'ACME_HEALTH' },
      ]),
    );
    const user = await app.inject({ method: 'GET', url: '/api/user/current', headers: { cookie: cdi } });
    expect(user.json<{ tenantProperties: unknown[] }>().tenantProperties).toContainEqual({ propertyKey: 'CDI_SCHEDULE_TAB', propertyValue: 'true' });

    const removed = await put('demo', { PAYER: null, CDI_SCHEDULE_TAB: 'false' });
    expect(removed.json<Array<{ propertyKey: string }>>().map((p) => p.propertyKey)).not.toContain('PAYER');
    const audit = await app.db.selectFrom('audit_events').select(['action', 'user_id']).where('entity_type', '=', 'TENANT_PROPERTIES').where('entity_id', '=', 'demo').execute();
    expect(audit).toHaveLength(2);
    const { id: cdiId } = await app.db.selectFrom('users').select('id').where('username', '=', 'cdi').executeTakeFirstOrThrow();
    expect(audit.map((a) => a.user_id)).toEqual([cdiId, cdiId]);
    const acme = await app.db.selectFrom('tenant_properties').select('property_value').where('tenant_id', '=', 'acme').where('property_key', '=', 'CDI_SCHEDULE_TAB').executeTakeFirst();
    expect(acme?.property_value).toBe('true');
  });

  it('refuses unknown and user-only keys, non-text values, an empty body and unknown tenants, writing nothing', async () => {
    for (const payload of [{ NOT_A_KEY: 'x' }, { USER_REGION_FILTER: 'WEST' }, { CDI_SCHEDULE_TAB: true }, {}]) {
      const response = await put('demo', payload);
      expect(response.statusCode).toBe(400);
    }
    expect((await put('nowhere', { CDI_SCHEDULE_TAB: 'true' })).statusCode).toBe(404);
    const row = await app.db.selectFrom('tenant_properties').select('property_value').where('tenant_id', '=', 'demo').where('property_key', '=', 'CDI_SCHEDULE_TAB').executeTakeFirst();
    expect(row?.property_value).toBe('false');
  });
});
