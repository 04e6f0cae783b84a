import type { FastifyInstance } from 'fastify';
import { signIn } from '../test-support/clinical-test-kit';
import { TestDatabase } from '../test-support/test-app';
import { parseIcd10Query } from './reference.routes';

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
  for (const user of ['cdi', 'acmecdi', 'admin']) cookies[user] = await signIn(app, user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const get = (user: string, url: string) => app.inject({ method: 'GET', url, headers: { cookie: cookies[user] ?? '' } });

describe('GET /api/icd10/search (spec 2 §7)', () => {
  it('finds codes by code prefix, dot or not, five by default', async () => {
    const rows = (await get('cdi', '/api/icd10/search?q=id:E11.9%25')).json();
    expect(rows[0]).toEqual({ id: 'E119', description: 'Type 2 diabetes mellitus without complications', hccV24: '19', hccV28: '38' });
    const many = (await get('cdi', '/api/icd10/search?q=id:E11%25')).json();
    expect(many).toHaveLength(5);
    expect(many.every((r: { id: string }) => r.id.startsWith('E11'))).toBe(true);
  });

  it('finds codes by description prefix with OR, and honours limit and sort', async () => {
    const rows = (await get('cdi', '/api/icd10/search?q=id:type%25,OR%20desc:type%202%20diabetes%25&limit=20&sort=description%20asc')).json();
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((r: { description: string }) => r.description.toLowerCase().startsWith('type 2 diabetes'))).toBe(true);
    const names = rows.map((r: { description: string }) => r.description);
    expect([...names].sort()).toEqual(names);
  });

  it('rejects a query without the id:/desc: form and a limit over 100', async () => {
    expect((await get('cdi', '/api/icd10/search?q=E119')).statusCode).toBe(400);
    expect((await get('cdi', '/api/icd10/search?q=id:E%25&limit=101')).statusCode).toBe(400);
    expect((await get('cdi', '/api/icd10/search?q=id:%25')).statusCode).toBe(400);
    expect(() => parseIcd10Query('id:E11%,OR desc:type 2%')).not.toThrow();
  });
});

describe('organizations, regions, practitioners, appointment types (spec 1 §7)', () => {
  it('lists the tenant’s organizations by name with their active flag, and one by id; another tenant’s is 404', async () => {
    const orgs = (await get('cdi', '/api/organization?limit=999&offset=0&sort=name%20asc')).json();
    expect(orgs.length).toBe(6);
    expect(orgs.some((o: { active: boolean }) => !o.active)).toBe(true);
    const names = orgs.map((o: { name: string }) => o.name);
    expect([...names].sort()).toEqual(names);
    const first = orgs[0];
    expect((await get('cdi', `/api/organization/${first.id}`)).json()).toEqual(first);
    expect((await get('acmecdi', `/api/organization/${first.id}`)).statusCode).toBe(404);
    const acme = (await get('acmecdi', '/api/organization')).json();
    expect(acme.every((o: { name: string }) => o.name.endsWith('(Acme)'))).toBe(true);
  });

  it('lists regions', async () => {
    const regions = (await get('cdi', '/api/region')).json();
    expect(regions.map((r: { name: string }) => r.name)).toEqual(['MIDWEST', 'NORTH_EAST', 'SOUTH_EAST', 'WEST_COAST']);
    expect(regions[0]).toEqual({ id: expect.any(Number), alias: 'MW', name: 'MIDWEST' });
  });

  it('searches practitioners by status, organization and last-name prefix', async () => {
    const active = (await get('cdi', '/api/practitioner/search?statusCode=ACTIVE&limit=5000&offset=0')).json();
    expect(active.length).toBeGreaterThan(10);
    expect(active.every((p: { statusCode: string }) => p.statusCode === 'ACTIVE')).toBe(true);
    const shah = (await get('cdi', '/api/practitioner/search?q=lastName:sha%25&withOrg=true')).json();
    expect(shah[0]).toMatchObject({ firstName: 'Priya', lastName: 'Shah', organization: { id: expect.any(Number), name: expect.any(String) } });
    const orgId = active[0].orgId;
    const ofOrg = (await get('cdi', `/api/practitioner/search?orgId=${orgId}`)).json();
    expect(ofOrg.every((p: { orgId: number }) => p.orgId === orgId)).toBe(true);
    expect((await get('cdi', '/api/practitioner/search?q=password:x')).statusCode).toBe(400);
  });

  it('lists appointment types', async () => {
    expect((await get('cdi', '/api/appointment/types')).json()).toEqual(
      ['Annual Wellness', 'Chronic Care', 'Follow Up', 'New Patient', 'Sick Visit', 'Telehealth Visit'],
    );
  });

  it('answers 401 without a session and 403 to an admin', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/region' })).statusCode).toBe(401);
    expect((await get('admin', '/api/region')).statusCode).toBe(403);
  });
});
