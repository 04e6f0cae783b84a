import type { FastifyInstance } from 'fastify';
import { MESSAGES } from 'shared-kit/domain';
import { signIn, unlockedEncounter, userIdOf } from '../test-support/clinical-test-kit';
import { TestDatabase, PLATFORM_ORIGIN } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
  for (const user of ['cdi', 'cdiqa', 'coder', 'physician', 'cdirestricted', 'acmecdi', 'admin']) cookies[user] = await signIn(app, user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const put = (user: string, url: string, payload?: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url, headers: { cookie: cookies[user] ?? '', origin: PLATFORM_ORIGIN }, ...(payload ? { payload } : {}) });
const get = (user: string, url: string) => app.inject({ method: 'GET', url, headers: { cookie: cookies[user] ?? '', origin: PLATFORM_ORIGIN } });
const activeLocks = async (encounterId: number) =>
  app.db.selectFrom('locks').selectAll().where('encounter_id', '=', encounterId).where('status_code', '=', 'ACTIVE').execute();

describe('GET /api/encounter/detail/:id (spec 2 §3)', () => {
  it('answers encounter, conditions, notes, links and previous encounters', async () => {
    const withNotes = await app.db
      .selectFrom('notes as n')
      .innerJoin('encounters as e', 'e.id', 'n.encounter_id')
      .innerJoin('patients as p', 'p.id', 'e.patient_id')
      .select('e.id')
      .where('e.tenant_id', '=', 'demo')
      .where('n.encounter_condition_id', 'is', null)
      .where('p.status', '=', 'ACTIVE')
      .executeTakeFirstOrThrow();
    const response = await get('cdi', `/api/encounter/detail/${withNotes.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['conditions', 'encounter', 'links', 'notes', 'previous']);
    expect(body.encounter).toMatchObject({
      id: withNotes.id,
      tenantId: 'demo',
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      patient: expect.objectContaining({ id: expect.any(Number), mrn: expect.any(String), regionName: expect.any(String) }),
      review: expect.objectContaining({ id: expect.any(Number), reviewCode: expect.any(String) }),
      copies: expect.any(Array),
    });
    expect(body.notes.length).toBeGreaterThan(0);
    expect(body.notes[0]).toEqual({
      id: expect.any(Number), encounterId: withNotes.id, encounterConditionId: null, noteBody: expect.any(String),
      noteReasonCode: expect.stringMatching(/^(OPEN|CODER_QUERY)$/), createdByUserName: expect.any(String), creationDate: expect.any(String),
    });
    for (const condition of body.conditions) expect(condition).toMatchObject({ encounterId: withNotes.id, version: expect.any(Number), rules: expect.any(Array) });
    expect(Object.keys(body.links).sort()).toEqual(['next', 'prev']);
    const linked = [body.links.prev, body.links.next].filter((l) => l !== null);
    for (const l of linked) expect(l).toEqual({ encounterId: expect.any(Number), encounterStart: expect.any(String) });
    expect(body.previous.every((p: { start: string }) => p.start <= body.encounter.start)).toBe(true);
  });

  it('conditions carry real ICD-10 codes, their HCC and the NLP marker', async () => {
    const nlp = await app.db
      .selectFrom('conditions as c')
      .innerJoin('encounters as e', 'e.id', 'c.encounter_id')
      .innerJoin('patients as p', 'p.id', 'e.patient_id')
      .select(['c.id', 'e.id as encounterId'])
      .where('c.tenant_id', '=', 'demo')
      .where('c.source', '=', 'NLP')
      .where('p.status', '=', 'ACTIVE')
      .executeTakeFirstOrThrow();
    const body = (await get('cdi', `/api/encounter/detail/${nlp.encounterId}`)).json();
    const condition = body.conditions.find((c: { id: number }) => c.id === nlp.id);
    expect(condition).toMatchObject({ source: 'NLP', conditionStatus: 'POTENTIAL', hccCode: expect.any(String), hccVersion: expect.stringMatching(/^CMS_V2[48]$/) });
    expect(Array.isArray(condition.icd10CodeJson)).toBe(true);
  });

  it('leaves encounter notes out for physicians (notes are for CDI and coder users)', async () => {
    const withNotes = await app.db
      .selectFrom('notes as n')
      .innerJoin('encounters as e', 'e.id', 'n.encounter_id')
      .innerJoin('patients as p', 'p.id', 'e.patient_id')
      .select('e.id')
      .where('e.tenant_id', '=', 'demo')
      .where('n.encounter_condition_id', 'is', null)
      .where('p.status', '=', 'ACTIVE')
      .executeTakeFirstOrThrow();
    expect((await get('cdi', `/api/encounter/detail/${withNotes.id}`)).json().notes.length).toBeGreaterThan(0);
    const response = await get('physician', `/api/encounter/detail/${withNotes.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().notes).toEqual([]);
  });

  it('answers 404 for another tenant’s encounter and for an unknown id', async () => {
    const demo = await unlockedEncounter(app, 'demo');
    expect((await get('acmecdi', `/api/encounter/detail/${demo.id}`)).statusCode).toBe(404);
    expect((await get('cdi', '/api/encounter/detail/99999999')).statusCode).toBe(404);
    expect((await get('cdi', '/api/encounter/detail/abc')).statusCode).toBe(400);
  });

  it('restricted users reach only their regions, through the restricted path', async () => {
    const rows = await app.db
      .selectFrom('encounters as e')
      .innerJoin('patients as p', 'p.id', 'e.patient_id')
      .innerJoin('regions as r', 'r.id', 'p.region_id')
      .select(['e.id', 'r.name'])
      .where('e.tenant_id', '=', 'demo')
      .where('p.status', '=', 'ACTIVE')
      .execute();
    const inside = rows.find((r) => r.name === 'MIDWEST');
    const outside = rows.find((r) => r.name === 'WEST_COAST');
    expect((await get('cdirestricted', `/api/restricted/encounter/detail/${inside?.id ?? 0}`)).statusCode).toBe(200);
    expect((await get('cdirestricted', `/api/restricted/encounter/detail/${outside?.id ?? 0}`)).statusCode).toBe(404);
    expect((await get('cdirestricted', `/api/encounter/detail/${inside?.id ?? 0}`)).statusCode).toBe(403);
    expect((await get('cdi', `/api/restricted/encounter/detail/${inside?.id ?? 0}`)).statusCode).toBe(403);
  });
});

describe('locks (spec 2 §4.4)', () => {
  it('locks, answers the lock, refuses another user with the conflict text, and unlocks by the owner only', async () => {
    const { id } = await unlockedEncounter(app, 'demo', undefined, 3);
    const cdiId = await userIdOf(app, 'cdi');
    const taken = await put('cdi', `/api/encounter/lock/${id}`);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ id: expect.any(Number), encounterId: id, statusCode: 'ACTIVE', createdById: cdiId, createdByUsername: 'cdi', creationDate: expect.any(String) });
    expect((await put('cdi', `/api/encounter/lock/${id}`)).json().id).toBe(taken.json().id);

    const refused = await put('coder', `/api/encounter/lock/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'CONFLICT', message: MESSAGES.encounterLockConflict } });

    const detail = (await get('coder', `/api/encounter/detail/${id}`)).json();
    expect(detail.encounter.lock).toMatchObject({ statusCode: 'ACTIVE', createdByUsername: 'cdi', patientLockCount: expect.any(Number) });

    expect((await put('coder', `/api/encounter/unlock/${id}`)).statusCode).toBe(409);
    const released = await put('cdi', `/api/encounter/unlock/${id}`);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ statusCode: 'DISABLED', createdByUsername: 'cdi' });
    expect(await activeLocks(id)).toEqual([]);
    expect((await put('cdi', `/api/encounter/unlock/${id}`)).statusCode).toBe(409);
  });

  it('PUT /api/review/unlock releases the caller’s lock and leaves other users’ locks', async () => {
    const { id } = await unlockedEncounter(app, 'demo', undefined, 4);
    expect((await put('coder', `/api/encounter/lock/${id}`)).statusCode).toBe(200);
    const notMine = await put('cdi', '/api/review/unlock', { encounterId: id });
    expect(notMine.json()).toEqual({ released: false });
    expect(await activeLocks(id)).toHaveLength(1);
    expect((await put('coder', '/api/review/unlock', { encounterId: id })).json()).toEqual({ released: true });
    expect(await activeLocks(id)).toHaveLength(0);
    expect((await put('coder', '/api/review/unlock', { encounterId: 'x' })).statusCode).toBe(400);
  });

  it('physicians and admins cannot lock; other tenants get 404; restricted users lock on their path', async () => {
    const { id } = await unlockedEncounter(app, 'demo', undefined, 5);
    expect((await put('physician', `/api/encounter/lock/${id}`)).statusCode).toBe(403);
    expect((await put('admin', `/api/encounter/lock/${id}`)).statusCode).toBe(403);
    expect((await put('acmecdi', `/api/encounter/lock/${id}`)).statusCode).toBe(404);
    expect(await activeLocks(id)).toEqual([]);
    const midwest = await app.db
      .selectFrom('encounters as e')
      .innerJoin('patients as p', 'p.id', 'e.patient_id')
      .innerJoin('regions as r', 'r.id', 'p.region_id')
      .leftJoin('locks as l', (j) => j.onRef('l.encounter_id', '=', 'e.id').on('l.status_code', '=', 'ACTIVE'))
      .select('e.id')
      .where('r.name', '=', 'MIDWEST')
      .where('e.tenant_id', '=', 'demo')
      .where('p.status', '=', 'ACTIVE')
      .where('l.id', 'is', null)
      .executeTakeFirstOrThrow();
    expect((await put('cdirestricted', `/api/encounter/lock/${midwest.id}`)).statusCode).toBe(403);
    expect((await put('cdirestricted', `/api/restricted/encounter/lock/${midwest.id}`)).statusCode).toBe(200);
    expect((await put('cdirestricted', `/api/restricted/encounter/unlock/${midwest.id}`)).statusCode).toBe(200);
  });

  it('20 simultaneous attempts by two users leave exactly one ACTIVE owner, 50 times over', async () => {
    const users = ['cdi', 'coder'];
    const ids = await app.db
      .selectFrom('encounters as e')
      .innerJoin('patients as p', 'p.id', 'e.patient_id')
      .leftJoin('locks as l', (j) => j.onRef('l.encounter_id', '=', 'e.id').on('l.status_code', '=', 'ACTIVE'))
      .select('e.id')
      .where('e.tenant_id', '=', 'demo')
      .where('p.status', '=', 'ACTIVE')
      .where('l.id', 'is', null)
      .orderBy('e.id', 'desc')
      .limit(50)
      .execute();
    expect(ids).toHaveLength(50);
    for (const { id } of ids) {
      const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => put(users[i % 2] ?? 'cdi', `/api/encounter/lock/${id}`)));
      const locks = await activeLocks(id);
      expect(locks).toHaveLength(1);
      const owner = locks[0]?.created_by_id;
      const winners = responses.filter((r) => r.statusCode === 200);
      expect(winners.length).toBe(10);
      expect(new Set(winners.map((r) => r.json().createdById))).toEqual(new Set([owner]));
      expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(10);
    }
  }, 60_000);
});
