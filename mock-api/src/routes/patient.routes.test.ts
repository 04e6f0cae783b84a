import type { FastifyInstance } from 'fastify';
import { signIn } from '../test-support/clinical-test-kit';
import { TestDatabase } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
  for (const user of ['cdi', 'physician', 'coder', 'cdirestricted', 'acmecdi']) cookies[user] = await signIn(app, user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const get = (user: string, url: string) => app.inject({ method: 'GET', url, headers: { cookie: cookies[user] ?? '' } });
interface Row {
  id: number;
  firstName: string;
  lastName: string;
  birthDate: string;
  mrn: string;
  tenantId: string;
  status: string;
  patientRegion: string | null;
  onOffShore: string;
  vbcProgram: string | null;
  proposedEncounter: { encounterId: number; encounterStart: string } | null;
  nextEncounter: { encounterId: number; encounterStart: string } | null;
}
const search = async (user: string, query: string): Promise<Row[]> => {
  const response = await get(user, `/api/patient/enhanced_search?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const byName = (a: Row, b: Row) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id - b.id;

describe('GET /api/patient/enhanced_search (spec 1 §2.7, §7)', () => {
  it('lists ACTIVE patients of the tenant by lastName asc with their encounter summaries, paged', async () => {
    const rows = await search('cdi', 'sort=lastName%20asc&limit=50&offset=0&userRole=CDI&append=false');
    expect(rows).toHaveLength(50);
    expect(rows.every((r) => r.tenantId === 'demo' && r.status === 'ACTIVE')).toBe(true);
    expect(rows.map((r) => r.lastName.toLowerCase())).toEqual(rows.map((r) => r.lastName.toLowerCase()).sort());
    expect(Object.keys(rows[0] ?? {})).toEqual(expect.arrayContaining(['mrn', 'birthDate', 'vbcProgram', 'nextEncounter', 'proposedEncounter', 'prevEncounter']));
    const next = await search('cdi', 'limit=50&offset=50');
    expect(next[0]?.id).not.toBe(rows[0]?.id);
    expect(new Set([...rows, ...next].map((r) => r.id)).size).toBe(100);
  });

  it('carries the proposed encounter of patients that have one', async () => {
    const proposed = await app.db
      .selectFrom('encounters as e')
      .innerJoin('patients as p', 'p.id', 'e.patient_id')
      .select(['p.id', 'p.last_name', 'p.first_name', 'e.id as encounterId'])
      .where('e.tenant_id', '=', 'demo')
      .where('e.status', '=', 'PROPOSED')
      .where('p.status', '=', 'ACTIVE')
      .orderBy('e.start')
      .executeTakeFirstOrThrow();
    const rows = await search('cdi', `query=${encodeURIComponent(`${proposed.last_name}, ${proposed.first_name}`)}`);
    const row = rows.find((r) => r.id === proposed.id);
    expect(row?.proposedEncounter).toEqual(expect.objectContaining({ encounterId: proposed.encounterId, encounterStart: expect.stringMatching(/Z$/) }));
  });

  it("reads the free text as 'last, first' prefixes, an MRN or a date of birth", async () => {
    const sample = await app.db.selectFrom('patients').selectAll().where('tenant_id', '=', 'demo').where('status', '=', 'ACTIVE').where('mrn', 'like', '%;%').executeTakeFirstOrThrow();
    const byLast = await search('cdi', `query=${encodeURIComponent(sample.last_name.slice(0, 3).toLowerCase())}&limit=500`);
    expect(byLast.length).toBeGreaterThan(0);
    expect(byLast.every((r) => r.lastName.toLowerCase().startsWith(sample.last_name.slice(0, 3).toLowerCase()))).toBe(true);
    const both = await search('cdi', `query=${encodeURIComponent(`${sample.last_name}, ${sample.first_name.slice(0, 2)}`)}&limit=500`);
    expect(both.map((r) => r.id)).toContain(sample.id);
    expect(both.every((r) => r.firstName.toLowerCase().startsWith(sample.first_name.slice(0, 2).toLowerCase()))).toBe(true);
    const secondMrn = sample.mrn.split(';')[1] ?? '';
    expect((await search('cdi', `query=${encodeURIComponent(secondMrn)}`)).map((r) => r.id)).toEqual([sample.id]);
    const [y, m, d] = sample.birth_date.split('-').map(Number);
    const dob = await search('cdi', `query=${encodeURIComponent(`${m}/${d}/${y}`)}`);
    expect(dob.map((r) => r.id)).toContain(sample.id);
    expect(dob.every((r) => r.birthDate === sample.birth_date)).toBe(true);
  });

  it('narrows by region, offshore, VBC program and NLP conditions', async () => {
    const all = await search('cdi', 'limit=500');
    const region = all[0]?.patientRegion ?? '';
    const inRegion = await search('cdi', `patientRegion=${region}&limit=500`);
    expect(inRegion.length).toBeLessThan(all.length);
    expect(inRegion.every((r) => r.patientRegion === region)).toBe(true);
    const offshore = await search('cdi', 'defaultPatientOffshoreFilter=OFFSHORE&limit=500');
    expect(offshore.length).toBeGreaterThan(0);
    expect(offshore.every((r) => r.onOffShore === 'OFFSHORE')).toBe(true);
    const vbc = all.find((r) => r.vbcProgram)?.vbcProgram ?? '';
    const inProgram = await search('cdi', `vbcProgram=${encodeURIComponent(vbc)}&limit=500`);
    expect(inProgram.length).toBeGreaterThan(0);
    expect(inProgram.every((r) => r.vbcProgram === vbc)).toBe(true);
    const nlp = await search('cdi', 'nlpConditionCount=1&limit=500');
    expect(nlp.length).toBeGreaterThan(0);
    expect(nlp.length).toBeLessThan(all.length);
  });

  it('keeps tenants apart, limits CDI_RESTRICTED to their regions on the restricted twin, and refuses others', async () => {
    const acme = await search('acmecdi', 'limit=500');
    expect(acme.every((r) => r.tenantId === 'acme')).toBe(true);
    const restricted = await get('cdirestricted', '/api/restricted/patient/enhanced_search?limit=500');
    expect(restricted.statusCode).toBe(200);
    const regions = new Set((restricted.json() as Row[]).map((r) => r.patientRegion));
    expect([...regions].sort()).toEqual(['MIDWEST', 'NORTH_EAST']);
    expect((await get('cdirestricted', '/api/patient/enhanced_search')).statusCode).toBe(403);
    expect((await get('cdi', '/api/restricted/patient/enhanced_search')).statusCode).toBe(403);
    expect((await get('coder', '/api/patient/enhanced_search')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/patient/enhanced_search' })).statusCode).toBe(401);
  });

  it('answers 400 for bad input', async () => {
    const mismatch = await get('cdi', '/api/patient/enhanced_search?userRole=CODER');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.message).toMatch(/userRole/);
    expect((await get('cdi', '/api/patient/enhanced_search?sort=password%20asc')).statusCode).toBe(400);
    expect((await get('cdi', '/api/patient/enhanced_search?limit=0')).statusCode).toBe(400);
    expect((await get('cdi', '/api/patient/enhanced_search?birthDate=yesterday')).statusCode).toBe(400);
  });
});

describe('GET /api/encounter/patient (encounters per patient)', () => {
  it("answers the patient's encounters as list rows, start asc", async () => {
    const [patient] = await search('physician', 'limit=1');
    const response = await get('physician', `/api/encounter/patient?patientId=${patient?.id}&sort=start%20asc`);
    expect(response.statusCode).toBe(200);
    const rows: { start: string; patient: { id: number }; review: unknown }[] = response.json();
    const count = await app.db.selectFrom('encounters').select((eb) => eb.fn.countAll<string>().as('n')).where('patient_id', '=', patient?.id ?? 0).executeTakeFirstOrThrow();
    expect(rows).toHaveLength(Number(count.n));
    expect(rows.every((r) => r.patient.id === patient?.id)).toBe(true);
    expect(rows.map((r) => r.start)).toEqual(rows.map((r) => r.start).sort());
    // Exactly the encounter search's rows (same shape, practitioner specialty included).
    const searched = await get('physician', `/api/encounter/search?patientId=${patient?.id}&sort=start%20asc&limit=500`);
    expect(rows).toEqual(searched.json());
  });

  it("answers 404 for another tenant's or another region's patient", async () => {
    const [acmePatient] = await search('acmecdi', 'limit=1');
    expect((await get('cdi', `/api/encounter/patient?patientId=${acmePatient?.id}`)).statusCode).toBe(404);
    const outside = await app.db
      .selectFrom('patients as p')
      .innerJoin('regions as rg', 'rg.id', 'p.region_id')
      .select('p.id')
      .where('p.tenant_id', '=', 'demo')
      .where('rg.name', 'not in', ['MIDWEST', 'NORTH_EAST'])
      .executeTakeFirstOrThrow();
    expect((await get('cdirestricted', `/api/restricted/encounter/patient?patientId=${outside.id}`)).statusCode).toBe(404);
    expect((await get('cdi', '/api/encounter/patient')).statusCode).toBe(400);
  });
});

describe('patient profile image and property values', () => {
  it('answers 404 for every profile image (no photos in the data)', async () => {
    const [patient] = await search('cdi', 'limit=1');
    const response = await get('cdi', `/api/patient/profile/${patient?.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    expect((await get('coder', `/api/patient/profile/${patient?.id}`)).statusCode).toBe(403);
  });

  it('lists distinct values of an allow-listed key, A to Z, and refuses other keys', async () => {
    const response = await get('cdi', '/api/patient/property/vbcProgram/values');
    expect(response.statusCode).toBe(200);
    const values: string[] = response.json();
    const expected = await app.db.selectFrom('patients').select('vbc_program').distinct().where('tenant_id', '=', 'demo').where('vbc_program', 'is not', null).execute();
    expect(values).toEqual(expected.map((r) => r.vbc_program).sort());
    expect((await get('cdi', '/api/patient/property/password/values')).statusCode).toBe(400);
  });
});

describe('listing order', () => {
  it('sorts by lastName desc when asked', async () => {
    const rows = await search('cdi', 'sort=lastName%20desc&limit=30');
    expect(rows).toEqual([...rows].sort(byName).reverse());
  });
});
