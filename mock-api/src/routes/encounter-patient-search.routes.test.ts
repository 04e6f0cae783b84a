import type { FastifyInstance } from 'fastify';
import { signIn } from '../test-support/clinical-test-kit';
import { TestDatabase, PLATFORM_ORIGIN } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
  for (const user of ['cdi', 'coder', 'physician', 'cdirestricted', 'acmecdi', 'admin']) cookies[user] = await signIn(app, user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const get = (user: string, url: string) => app.inject({ method: 'GET', url, headers: { cookie: cookies[user] ?? '', origin: PLATFORM_ORIGIN } });
const post = (user: string, url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, headers: { cookie: cookies[user] ?? '', origin: PLATFORM_ORIGIN }, payload: payload as Record<string, unknown> });
type Row = { id: number; start: string; status: string; patient: { id: number; patientRegion: string | null }; review: { reviewCode: string } | null };

/** The active demo patient with the most encounters in `region` (or any region). */
async function busyPatient(region?: string): Promise<{ id: number; encounters: number }> {
  let q = app.db
    .selectFrom('encounters as e')
    .innerJoin('patients as p', 'p.id', 'e.patient_id')
    .leftJoin('regions as rg', 'rg.id', 'p.region_id')
    .select((eb) => ['p.id', eb.fn.countAll<string>().as('n')])
    .where('p.tenant_id', '=', 'demo')
    .where('p.status', '=', 'ACTIVE')
    .groupBy('p.id');
  if (region) q = q.where('rg.name', '=', region);
  const top = await q.orderBy('n', 'desc').orderBy('p.id').limit(1).executeTakeFirstOrThrow();
  return { id: top.id, encounters: Number(top.n) };
}

describe('GET /api/encounter/search (spec 2 §7)', () => {
  it("lists the patient's encounters, newest first by default", async () => {
    const patient = await busyPatient();
    const response = await get('cdi', `/api/encounter/search?patientId=${patient.id}&limit=500`);
    expect(response.statusCode).toBe(200);
    const rows = response.json() as Row[];
    expect(rows).toHaveLength(patient.encounters);
    expect(rows.every((r) => r.patient.id === patient.id)).toBe(true);
    const starts = rows.map((r) => r.start);
    expect(starts).toEqual([...starts].sort().reverse());
    const ascending = (await get('cdi', `/api/encounter/search?patientId=${patient.id}&limit=500&sort=start asc`)).json() as Row[];
    expect(ascending.map((r) => r.id)).toEqual(rows.map((r) => r.id).reverse());
  });

  it('takes the filters of GET /api/encounter with the same meaning', async () => {
    const patient = await busyPatient();
    const all = (await get('cdi', `/api/encounter/search?patientId=${patient.id}&limit=500`)).json() as Row[];
    const status = all[0]?.status ?? 'PLANNED';
    const narrowed = (await get('cdi', `/api/encounter/search?patientId=${patient.id}&encounterStatus=${status}&limit=500`)).json() as Row[];
    expect(narrowed.map((r) => r.id)).toEqual(all.filter((r) => r.status === status).map((r) => r.id));
    const paged = (await get('cdi', `/api/encounter/search?patientId=${patient.id}&limit=1&offset=1`)).json() as Row[];
    expect(paged.map((r) => r.id)).toEqual(all.slice(1, 2).map((r) => r.id));
    // Without patientId it is the plain search, newest first.
    const plain = (await get('cdi', '/api/encounter?limit=5&sort=start desc')).json() as Row[];
    expect(((await get('cdi', '/api/encounter/search?limit=5')).json() as Row[]).map((r) => r.id)).toEqual(plain.map((r) => r.id));
  });

  it('refusals: no session 401, ADMIN 403, restricted path 403 to others, bad input 400; another tenant sees nothing', async () => {
    const patient = await busyPatient();
    expect((await app.inject({ method: 'GET', url: `/api/encounter/search?patientId=${patient.id}` })).statusCode).toBe(401);
    expect((await get('admin', `/api/encounter/search?patientId=${patient.id}`)).statusCode).toBe(403);
    expect((await get('cdi', `/api/restricted/encounter/search?patientId=${patient.id}`)).statusCode).toBe(403);
    expect((await get('cdirestricted', `/api/encounter/search?patientId=${patient.id}`)).statusCode).toBe(403);
    expect((await get('cdi', '/api/encounter/search?patientId=abc')).statusCode).toBe(400);
    expect((await get('cdi', '/api/encounter/search?sort=patientId desc')).statusCode).toBe(400);
    const other = await get('acmecdi', `/api/encounter/search?patientId=${patient.id}`);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual([]);
  });

  it('CDI_RESTRICTED searches through the twin and sees only their regions', async () => {
    const inside = await busyPatient('MIDWEST');
    const outside = await busyPatient('WEST_COAST');
    const rows = (await get('cdirestricted', `/api/restricted/encounter/search?patientId=${inside.id}&limit=500`)).json() as Row[];
    expect(rows).toHaveLength(inside.encounters);
    expect((await get('cdirestricted', `/api/restricted/encounter/search?patientId=${outside.id}`)).json()).toEqual([]);
    const any = (await get('cdirestricted', '/api/restricted/encounter/search?limit=200')).json() as Row[];
    expect(any.length).toBeGreaterThan(0);
    expect(any.every((r) => ['NORTH_EAST', 'MIDWEST'].includes(r.patient.patientRegion ?? ''))).toBe(true);
  });
});

describe('POST /api/encounter/search (spec 1 §7: the same filters as a JSON body)', () => {
  it('answers exactly what the GET answers for the same filters, lists as arrays', async () => {
    const patient = await busyPatient();
    const viaGet = await get('coder', `/api/encounter/search?patientId=${patient.id}&reviewCode=OPEN&reviewCode=COMPLETED&reviewCode=READY_FOR_CODER&limit=500`);
    const viaPost = await post('coder', '/api/encounter/search', { patientId: patient.id, reviewCode: ['OPEN', 'COMPLETED', 'READY_FOR_CODER'], limit: 500 });
    expect(viaPost.statusCode).toBe(200);
    expect(viaPost.json()).toEqual(viaGet.json());

    const regions = await get('cdi', '/api/encounter/search?patientRegion=MIDWEST,NORTH_EAST&encounterStatus=PLANNED&sort=lastName asc&limit=30');
    const regionsPost = await post('cdi', '/api/encounter/search', { patientRegion: ['MIDWEST', 'NORTH_EAST'], encounterStatus: ['PLANNED'], sort: 'lastName asc', limit: 30 });
    expect(regionsPost.json()).toEqual(regions.json());
    expect((regionsPost.json() as Row[]).length).toBe(30);

    const orgs = await app.db.selectFrom('organizations').select('id').where('tenant_id', '=', 'demo').orderBy('id').limit(2).execute();
    const orgIds = orgs.map((o) => o.id);
    const byOrg = await get('cdi', `/api/encounter/search?patientOrgId=${orgIds.join(',')}&limit=40`);
    expect((await post('cdi', '/api/encounter/search', { patientOrgId: orgIds, limit: 40 })).json()).toEqual(byOrg.json());
  });

  it('refuses bad bodies with 400: single values for lists, text numbers, unknown keys', async () => {
    for (const body of [{ reviewCode: 'OPEN' }, { limit: '10' }, { patientId: 0 }, { reviewCodes: ['OPEN'] }, { encounterStatus: ['DONE'] }, { patientRegion: ['A,B'] }]) {
      const response = await post('cdi', '/api/encounter/search', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('BAD_REQUEST');
    }
  });

  it('follows the same role and tenant rules as the GET', async () => {
    const inside = await busyPatient('MIDWEST');
    const outside = await busyPatient('WEST_COAST');
    expect((await app.inject({ method: 'POST', url: '/api/encounter/search', payload: {} })).statusCode).toBe(401);
    expect((await post('admin', '/api/encounter/search', {})).statusCode).toBe(403);
    expect((await post('cdirestricted', '/api/encounter/search', {})).statusCode).toBe(403);
    expect((await post('cdi', '/api/restricted/encounter/search', {})).statusCode).toBe(403);
    expect((await post('cdirestricted', '/api/restricted/encounter/search', { patientId: inside.id, limit: 500 })).json()).toHaveLength(inside.encounters);
    expect((await post('cdirestricted', '/api/restricted/encounter/search', { patientId: outside.id })).json()).toEqual([]);
    expect((await post('acmecdi', '/api/encounter/search', { patientId: inside.id })).json()).toEqual([]);
  });
});
