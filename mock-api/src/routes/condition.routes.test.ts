import type { FastifyInstance } from 'fastify';
import { signIn } from '../test-support/clinical-test-kit';
import { TestDatabase } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
  for (const user of ['cdi', 'coder', 'physician', 'acmecdi', 'cdirestricted']) cookies[user] = await signIn(app, user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const put = (user: string, url: string, payload?: unknown) =>
  app.inject({ method: 'PUT', url, headers: { cookie: cookies[user] ?? '' }, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
const conditionRow = (id: number) => app.db.selectFrom('conditions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** An OPEN condition of `kind` on an unlocked demo encounter of an active patient (skip picks another). */
async function openCondition(kind: 'KNOWN' | 'POTENTIAL', skip = 0) {
  return app.db
    .selectFrom('conditions as c')
    .innerJoin('encounters as e', 'e.id', 'c.encounter_id')
    .innerJoin('patients as p', 'p.id', 'e.patient_id')
    .leftJoin('locks as l', (j) => j.onRef('l.encounter_id', '=', 'e.id').on('l.status_code', '=', 'ACTIVE'))
    .select(['c.id', 'c.version', 'c.title', 'c.encounter_id as encounterId'])
    .where('c.tenant_id', '=', 'demo')
    .where('c.condition_status', '=', kind)
    .where('c.condition_code', '=', 'OPEN')
    .where('c.status_code', '=', 'ACTIVE')
    .where('p.status', '=', 'ACTIVE')
    .where('l.id', 'is', null)
    .orderBy('c.id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
}

describe('PUT /api/encounter/condition (spec 2 §7)', () => {
  it('the lock holder updates it: content trimmed and spaces collapsed, version bumped, audited', async () => {
    const c = await openCondition('POTENTIAL');
    await put('cdi', `/api/encounter/lock/${c.encounterId}`);
    const response = await put('cdi', '/api/encounter/condition', {
      id: c.id, version: c.version, title: c.title, content: '  Stage   4 per   nephrology  ', conditionStatus: 'KNOWN',
      notes: [], rules: [], isKnown: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: c.id, content: 'Stage 4 per nephrology', conditionStatus: 'KNOWN', version: c.version + 1 });
    const audit = await app.db.selectFrom('audit_events').selectAll().where('entity_type', '=', 'ENCOUNTER_CONDITION').where('entity_id', '=', String(c.id)).executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ condition_status: 'POTENTIAL' });
    expect(audit.after).toMatchObject({ condition_status: 'KNOWN' });
  });

  it('a stale version is a 409 and nothing is overwritten', async () => {
    const c = await openCondition('POTENTIAL', 1);
    await put('cdi', `/api/encounter/lock/${c.encounterId}`);
    expect((await put('cdi', '/api/encounter/condition', { id: c.id, version: c.version, title: 'First save' })).statusCode).toBe(200);
    const stale = await put('cdi', '/api/encounter/condition', { id: c.id, version: c.version, title: 'Second save', content: 'lost' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('CONFLICT');
    expect(await conditionRow(c.id)).toMatchObject({ title: 'First save', version: c.version + 1 });
  });

  it('requires the lock: without it 409 and nothing written', async () => {
    const c = await openCondition('KNOWN', 2);
    const response = await put('coder', '/api/encounter/condition', { id: c.id, version: c.version, title: 'Changed' });
    expect(response.statusCode).toBe(409);
    expect((await conditionRow(c.id)).title).toBe(c.title);
  });

  it('a physician may dismiss a potential condition without a lock, but not edit it', async () => {
    const c = await openCondition('POTENTIAL', 3);
    expect((await put('physician', '/api/encounter/condition', { id: c.id, version: c.version, title: c.title, conditionCode: 'REMOVED' })).statusCode).toBe(403);
    const dismissed = await put('physician', '/api/encounter/condition', { id: c.id, version: c.version, title: 'ignored', conditionCode: 'DISMISSED' });
    expect(dismissed.statusCode).toBe(200);
    expect(await conditionRow(c.id)).toMatchObject({ condition_code: 'DISMISSED', title: c.title });
  });

  it('a physician cannot dismiss a known condition while the known-dismiss flag is off', async () => {
    const c = await openCondition('KNOWN', 4);
    expect((await put('physician', '/api/encounter/condition', { id: c.id, version: c.version, title: c.title, conditionCode: 'DISMISSED' })).statusCode).toBe(403);
    expect((await conditionRow(c.id)).condition_code).toBe('OPEN');
  });

  it('another tenant gets 404; CDI_RESTRICTED is refused the plain path', async () => {
    const c = await openCondition('KNOWN', 5);
    expect((await put('acmecdi', '/api/encounter/condition', { id: c.id, version: c.version, title: 'x' })).statusCode).toBe(404);
    expect((await put('cdirestricted', '/api/encounter/condition', { id: c.id, version: c.version, title: 'x' })).statusCode).toBe(403);
  });

  it.each([
    ['a blank title', { title: '   ' }, 'body.title'],
    ['a missing version', { version: undefined }, 'body.version'],
    ['a text version', { version: '1' }, 'body.version'],
    ['an unknown condition status', { conditionStatus: 'MAYBE' }, 'body.conditionStatus'],
    ['oversized content', { content: 'x'.repeat(20_001) }, 'body.content'],
    ['an ICD-10 code with spaces', { icd10CodeJson: ['E11 9'] }, 'body.icd10CodeJson'],
  ])('rejects %s with 400 and writes nothing', async (_name, change, field) => {
    const c = await openCondition('KNOWN', 6);
    await put('cdi', `/api/encounter/lock/${c.encounterId}`);
    const response = await put('cdi', '/api/encounter/condition', { id: c.id, version: c.version, title: c.title, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: expect.stringContaining(field) } });
    expect(await conditionRow(c.id)).toMatchObject({ version: c.version, title: c.title });
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'PUT', url: '/api/encounter/condition', headers: { cookie: cookies.cdi ?? '', 'content-type': 'application/json' }, payload: '{"id": 1,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Request body is not valid JSON');
  });
});
