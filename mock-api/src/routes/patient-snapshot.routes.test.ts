import type { FastifyInstance } from 'fastify';
import { signIn } from '../test-support/clinical-test-kit';
import { TestDatabase } from '../test-support/test-app';
import type { PatientSnapshot } from 'shared-kit/domain';

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
  for (const user of ['cdi', 'physician', 'cdirestricted', 'acmecdi', 'admin']) cookies[user] = await signIn(app, user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const get = (user: string | null, url: string) => app.inject({ method: 'GET', url, headers: user ? { cookie: cookies[user] ?? '' } : {} });

/** An active demo patient with open HCC conditions, in or out of the restricted user's regions. */
async function patientWithConditions(tenant: string, regions?: { in: boolean }): Promise<number> {
  let query = app.db
    .selectFrom('patients as p')
    .innerJoin('encounters as e', 'e.patient_id', 'p.id')
    .innerJoin('conditions as c', 'c.encounter_id', 'e.id')
    .leftJoin('regions as rg', 'rg.id', 'p.region_id')
    .select('p.id')
    .where('p.tenant_id', '=', tenant)
    .where('p.status', '=', 'ACTIVE')
    .where('e.status', 'not in', ['CANCELLED', 'IGNORED', 'PROPOSED'])
    .where('c.condition_code', '=', 'OPEN')
    .where('c.status_code', '=', 'ACTIVE')
    .where('c.hcc_code', 'is not', null);
  if (regions) query = query.where('rg.name', regions.in ? 'in' : 'not in', ['NORTH_EAST', 'MIDWEST']);
  return (await query.orderBy('p.id').limit(1).executeTakeFirstOrThrow()).id;
}

describe('GET /api/patient/{id}/snapshot', () => {
  it('answers the patient, visits and open conditions with their HCC group titles', async () => {
    const id = await patientWithConditions('demo');
    const response = await get('cdi', `/api/patient/${id}/snapshot`);
    expect(response.statusCode).toBe(200);
    const body = response.json<PatientSnapshot>();
    expect(body.patient).toMatchObject({ id, tenantId: 'demo', firstName: expect.any(String), mrn: expect.any(String), status: 'ACTIVE' });
    expect(body.conditions.length).toBeGreaterThan(0);

    const open = await app.db
      .selectFrom('conditions as c')
      .innerJoin('encounters as e', 'e.id', 'c.encounter_id')
      .select(['c.id', 'c.condition_code', 'c.status_code'])
      .where('e.patient_id', '=', id)
      .execute();
    const byId = new Map(open.map((row) => [row.id, row]));
    for (const condition of body.conditions) {
      expect(byId.get(condition.id)).toMatchObject({ condition_code: 'OPEN', status_code: 'ACTIVE' });
    }
    const withHcc = body.conditions.find((c) => c.hccCode !== null);
    expect(withHcc).toBeDefined();
    const label = await app.db
      .selectFrom('hcc_labels')
      .select('label')
      .where('model', '=', withHcc?.hccVersion ?? '')
      .where('hcc', '=', withHcc?.hccCode ?? '')
      .executeTakeFirstOrThrow();
    expect(withHcc?.hccGroupTitle).toBe(label.label);
    // One entry per condition kind and ICD-10 code.
    const keys = body.conditions.map((c) => `${c.conditionStatus}|${c.icd10Code ?? c.title}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('answers 404 for another tenant’s patient', async () => {
    const id = await patientWithConditions('demo');
    const response = await get('acmecdi', `/api/patient/${id}/snapshot`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: `Patient ${id} not found` } });
  });

  it('answers 401 without a session', async () => {
    const id = await patientWithConditions('demo');
    expect((await get(null, `/api/patient/${id}/snapshot`)).statusCode).toBe(401);
  });

  it('keeps CDI_RESTRICTED on the restricted path and within their regions', async () => {
    const inside = await patientWithConditions('demo', { in: true });
    const outside = await patientWithConditions('demo', { in: false });
    expect((await get('cdirestricted', `/api/patient/${inside}/snapshot`)).statusCode).toBe(403);
    expect((await get('cdirestricted', `/api/restricted/patient/${inside}/snapshot`)).statusCode).toBe(200);
    expect((await get('cdirestricted', `/api/restricted/patient/${outside}/snapshot`)).statusCode).toBe(404);
    expect((await get('cdi', `/api/restricted/patient/${inside}/snapshot`)).statusCode).toBe(403);
  });

  it('serves the physician and refuses ADMIN; a bad id is a 400', async () => {
    const id = await patientWithConditions('demo');
    expect((await get('physician', `/api/patient/${id}/snapshot`)).statusCode).toBe(200);
    expect((await get('admin', `/api/patient/${id}/snapshot`)).statusCode).toBe(403);
    expect((await get('cdi', '/api/patient/abc/snapshot')).statusCode).toBe(400);
  });
});
