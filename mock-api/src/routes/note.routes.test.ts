import type { FastifyInstance } from 'fastify';
import { signIn, unlockedEncounter } from '../test-support/clinical-test-kit';
import { TestDatabase, PLATFORM_ORIGIN } from '../test-support/test-app';

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

const call = (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url, headers: { cookie: cookies[user] ?? '', origin: PLATFORM_ORIGIN }, ...(payload ? { payload } : {}) });
const noteCount = async () => Number((await app.db.selectFrom('notes').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

/** A demo encounter with encounter-level and condition notes. */
async function encounterWithBothNotes() {
  return app.db
    .selectFrom('notes as n')
    .innerJoin('notes as cn', (j) => j.onRef('cn.encounter_id', '=', 'n.encounter_id').on('cn.encounter_condition_id', 'is not', null))
    .innerJoin('conditions as c', 'c.id', 'cn.encounter_condition_id')
    .select(['n.encounter_id as encounterId', 'cn.encounter_condition_id as conditionId'])
    .where('n.tenant_id', '=', 'demo')
    .where('n.encounter_condition_id', 'is', null)
    .where('c.status_code', '=', 'ACTIVE')
    .executeTakeFirstOrThrow();
}

/** An unlocked demo encounter's open condition of `kind` (a condition id and its encounter). */
async function openConditionOn(kind: 'POTENTIAL' | 'ACTIVITY', skip = 0) {
  return app.db
    .selectFrom('conditions as c')
    .innerJoin('encounters as e', 'e.id', 'c.encounter_id')
    .leftJoin('locks as l', (j) => j.onRef('l.encounter_id', '=', 'e.id').on('l.status_code', '=', 'ACTIVE'))
    .select(['c.id', 'c.encounter_id as encounterId'])
    .where('c.tenant_id', '=', 'demo')
    .where('c.condition_status', '=', kind)
    .where('c.condition_code', '=', 'OPEN')
    .where('c.status_code', '=', 'ACTIVE')
    .where('c.addressed_date', 'is', null)
    .where('l.id', 'is', null)
    .orderBy('c.id', 'desc')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
}

describe('GET /api/encounter/note/{encounterId}[/condition/{conditionId}] (spec 2 §7)', () => {
  it('answers the encounter-level notes, oldest first, to CDI and coder users', async () => {
    const { encounterId } = await encounterWithBothNotes();
    const expected = await app.db.selectFrom('notes').select('id').where('encounter_id', '=', encounterId).where('encounter_condition_id', 'is', null).orderBy('creation_date').orderBy('id').execute();
    for (const user of ['cdi', 'coder']) {
      const response = await call(user, 'GET', `/api/encounter/note/${encounterId}`);
      expect(response.statusCode).toBe(200);
      const notes = response.json() as Array<{ id: number; encounterConditionId: number | null }>;
      expect(notes.map((n) => n.id)).toEqual(expected.map((n) => n.id));
      expect(notes[0]).toEqual({
        id: expect.any(Number), encounterId, encounterConditionId: null, noteBody: expect.any(String), noteReasonCode: expect.stringMatching(/^(OPEN|CODER_QUERY)$/),
        createdByUserName: expect.any(String), creationDate: expect.any(String),
      });
    }
  });

  it("answers one condition's notes", async () => {
    const { encounterId, conditionId } = await encounterWithBothNotes();
    const response = await call('coder', 'GET', `/api/encounter/note/${encounterId}/condition/${conditionId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().length).toBeGreaterThan(0);
    expect(response.json().every((n: { encounterConditionId: number }) => n.encounterConditionId === conditionId)).toBe(true);
  });

  it('refuses: no session 401, physicians 403, another tenant 404 with no data, a condition of another encounter 404', async () => {
    const { encounterId, conditionId } = await encounterWithBothNotes();
    expect((await app.inject({ method: 'GET', url: `/api/encounter/note/${encounterId}` })).statusCode).toBe(401);
    expect((await call('physician', 'GET', `/api/encounter/note/${encounterId}`)).statusCode).toBe(403);
    const other = await call('acmecdi', 'GET', `/api/encounter/note/${encounterId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    expect((await call('acmecdi', 'GET', `/api/encounter/note/${encounterId}/condition/${conditionId}`)).statusCode).toBe(404);
    expect((await call('cdi', 'GET', `/api/encounter/note/${encounterId + 1}/condition/${conditionId}`)).statusCode).toBe(404);
  });

  it('the notes of a HIDDEN condition are for CDI-type roles only', async () => {
    const hidden = await app.db.selectFrom('conditions').select(['id', 'encounter_id']).where('tenant_id', '=', 'demo').where('status_code', '=', 'HIDDEN').executeTakeFirstOrThrow();
    expect((await call('cdi', 'GET', `/api/encounter/note/${hidden.encounter_id}/condition/${hidden.id}`)).statusCode).toBe(200);
    expect((await call('coder', 'GET', `/api/encounter/note/${hidden.encounter_id}/condition/${hidden.id}`)).statusCode).toBe(404);
  });

  it('the encounter detail gives CDI a HIDDEN condition with its notes, and leaves both out for other roles', async () => {
    const hidden = await app.db.selectFrom('conditions').select(['id', 'encounter_id']).where('tenant_id', '=', 'demo').where('status_code', '=', 'HIDDEN').executeTakeFirstOrThrow();
    const author = await app.db.selectFrom('users').select('id').where('username', '=', 'cdi').executeTakeFirstOrThrow();
    // Written directly: only the lock holder adds notes through the API, and this test needs one on a hidden condition.
    await app.db
      .insertInto('notes')
      .values({ tenant_id: 'demo', encounter_id: hidden.encounter_id, encounter_condition_id: hidden.id, note_body: 'On the hidden one', note_reason_code: 'OPEN', created_by_id: author.id, creation_date: new Date() })
      .execute();
    type Detail = { conditions: Array<{ id: number; notes: Array<{ noteBody: string }> }>; notes: Array<{ noteBody: string }> };
    const cdi = (await call('cdi', 'GET', `/api/encounter/detail/${hidden.encounter_id}`)).json<Detail>();
    expect(cdi.conditions.find((c) => c.id === hidden.id)?.notes.map((n) => n.noteBody)).toContain('On the hidden one');
    const coderAnswer = await call('coder', 'GET', `/api/encounter/detail/${hidden.encounter_id}`);
    expect(coderAnswer.statusCode).toBe(200);
    const coder = coderAnswer.json<Detail>();
    expect(coder.conditions.length).toBeGreaterThan(0);
    expect(coder.conditions.map((c) => c.id)).not.toContain(hidden.id);
    expect(coderAnswer.body).not.toContain('On the hidden one');
  });
});

describe('POST /api/encounter/note (spec 2 §5, §7)', () => {
  it("the lock holder adds an encounter note: 201, trimmed, audited, then listed", async () => {
    const { id } = await unlockedEncounter(app, 'demo', undefined, 40);
    await call('cdi', 'PUT', `/api/encounter/lock/${id}`);
    const response = await call('cdi', 'POST', '/api/encounter/note', { encounterId: id, noteBody: '  Please review the  A1c  ', noteReasonCode: 'OPEN' });
    expect(response.statusCode).toBe(201);
    const note = response.json();
    expect(note).toEqual({ id: expect.any(Number), encounterId: id, encounterConditionId: null, noteBody: 'Please review the  A1c', noteReasonCode: 'OPEN', createdByUserName: 'cdi', creationDate: expect.any(String) });
    const audit = await app.db.selectFrom('audit_events').selectAll().where('entity_type', '=', 'NOTE').where('entity_id', '=', String(note.id)).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'CREATE', tenant_id: 'demo', after: expect.objectContaining({ note_body: 'Please review the  A1c' }) });
    expect((await call('coder', 'GET', `/api/encounter/note/${id}`)).json().map((n: { id: number }) => n.id)).toContain(note.id);
  });

  it('a coder queries an open potential condition; a CDI user may only comment (403)', async () => {
    const c = await openConditionOn('POTENTIAL');
    await call('coder', 'PUT', `/api/encounter/lock/${c.encounterId}`);
    const query = await call('coder', 'POST', '/api/encounter/note', { encounterId: c.encounterId, encounterConditionId: c.id, noteBody: 'Query sent', noteReasonCode: 'CODER_QUERY' });
    expect(query.statusCode).toBe(201);
    expect(query.json()).toMatchObject({ encounterConditionId: c.id, noteReasonCode: 'CODER_QUERY' });
    expect((await call('coder', 'GET', `/api/encounter/note/${c.encounterId}/condition/${c.id}`)).json().map((n: { id: number }) => n.id)).toContain(query.json().id);
    await call('coder', 'PUT', `/api/encounter/unlock/${c.encounterId}`);

    const d = await openConditionOn('POTENTIAL', 1);
    await call('cdi', 'PUT', `/api/encounter/lock/${d.encounterId}`);
    const before = await noteCount();
    const refused = await call('cdi', 'POST', '/api/encounter/note', { encounterId: d.encounterId, encounterConditionId: d.id, noteBody: 'x', noteReasonCode: 'CODER_QUERY' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/only OPEN/);
    expect(await noteCount()).toBe(before);
  });

  it('a coder cannot query an activity (403)', async () => {
    const c = await openConditionOn('ACTIVITY');
    await call('coder', 'PUT', `/api/encounter/lock/${c.encounterId}`);
    expect((await call('coder', 'POST', '/api/encounter/note', { encounterId: c.encounterId, encounterConditionId: c.id, noteBody: 'x', noteReasonCode: 'CODER_QUERY' })).statusCode).toBe(403);
    expect((await call('coder', 'POST', '/api/encounter/note', { encounterId: c.encounterId, encounterConditionId: c.id, noteBody: 'x', noteReasonCode: 'OPEN' })).statusCode).toBe(201);
  });

  it("needs the caller's lock: none or another user's is a 409 and nothing is written", async () => {
    const { id } = await unlockedEncounter(app, 'demo', undefined, 41);
    const before = await noteCount();
    const unlocked = await call('cdi', 'POST', '/api/encounter/note', { encounterId: id, noteBody: 'x', noteReasonCode: 'OPEN' });
    expect(unlocked.statusCode).toBe(409);
    expect(unlocked.json().error.message).toBe('Lock the encounter before changing it');
    await call('coder', 'PUT', `/api/encounter/lock/${id}`);
    const others = await call('cdi', 'POST', '/api/encounter/note', { encounterId: id, noteBody: 'x', noteReasonCode: 'OPEN' });
    expect(others.statusCode).toBe(409);
    expect(others.json().error.message).toBe('The encounter is locked by coder');
    expect(await noteCount()).toBe(before);
  });

  it('refuses no session (401), physicians (403), another tenant (404) and a condition of another encounter (404)', async () => {
    const { id } = await unlockedEncounter(app, 'demo', undefined, 42);
    await call('cdi', 'PUT', `/api/encounter/lock/${id}`);
    const before = await noteCount();
    expect((await app.inject({ method: 'POST', url: '/api/encounter/note', payload: { encounterId: id, noteBody: 'x', noteReasonCode: 'OPEN' } })).statusCode).toBe(401);
    expect((await call('physician', 'POST', '/api/encounter/note', { encounterId: id, noteBody: 'x', noteReasonCode: 'OPEN' })).statusCode).toBe(403);
    const other = await call('acmecdi', 'POST', '/api/encounter/note', { encounterId: id, noteBody: 'x', noteReasonCode: 'OPEN' });
    expect(other.statusCode).toBe(404);
    const foreign = await openConditionOn('POTENTIAL', 5);
    expect((await call('cdi', 'POST', '/api/encounter/note', { encounterId: id, encounterConditionId: foreign.id, noteBody: 'x', noteReasonCode: 'OPEN' })).statusCode).toBe(404);
    expect(await noteCount()).toBe(before);
  });

  it.each([
    ['a blank body', { noteBody: '   ' }, 'body.noteBody'],
    ['an oversized body', { noteBody: 'x'.repeat(4001) }, 'body.noteBody'],
    ['an unknown reason', { noteReasonCode: 'QUERY' }, 'body.noteReasonCode'],
    ['a text encounter id', { encounterId: '12' }, 'body.encounterId'],
    ['a missing body', { noteBody: undefined }, 'body.noteBody'],
  ])('rejects %s with 400 and writes nothing', async (_name, change, field) => {
    const { id } = await unlockedEncounter(app, 'demo', undefined, 43);
    await call('cdi', 'PUT', `/api/encounter/lock/${id}`);
    const before = await noteCount();
    const response = await call('cdi', 'POST', '/api/encounter/note', { encounterId: id, noteBody: 'ok', noteReasonCode: 'OPEN', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: expect.stringContaining(field) } });
    expect(await noteCount()).toBe(before);
  });

  it('CDI_RESTRICTED uses the restricted twin within their regions', async () => {
    const rows = await app.db
      .selectFrom('encounters as e')
      .innerJoin('patients as p', 'p.id', 'e.patient_id')
      .innerJoin('regions as r', 'r.id', 'p.region_id')
      .leftJoin('locks as l', (j) => j.onRef('l.encounter_id', '=', 'e.id').on('l.status_code', '=', 'ACTIVE'))
      .select(['e.id', 'r.name'])
      .where('e.tenant_id', '=', 'demo')
      .where('l.id', 'is', null)
      .orderBy('e.id', 'desc')
      .execute();
    const inside = rows.find((r) => r.name === 'MIDWEST')?.id ?? 0;
    const outside = rows.find((r) => r.name === 'WEST_COAST')?.id ?? 0;
    expect((await call('cdirestricted', 'PUT', `/api/restricted/encounter/lock/${inside}`)).statusCode).toBe(200);
    const created = await call('cdirestricted', 'POST', '/api/restricted/encounter/note', { encounterId: inside, noteBody: 'Restricted note', noteReasonCode: 'OPEN' });
    expect(created.statusCode).toBe(201);
    expect((await call('cdirestricted', 'GET', `/api/restricted/encounter/note/${inside}`)).json().map((n: { id: number }) => n.id)).toContain(created.json().id);
    expect((await call('cdirestricted', 'GET', `/api/restricted/encounter/note/${outside}`)).statusCode).toBe(404);
    expect((await call('cdirestricted', 'POST', '/api/restricted/encounter/note', { encounterId: outside, noteBody: 'x', noteReasonCode: 'OPEN' })).statusCode).toBe(404);
    expect((await call('cdirestricted', 'GET', `/api/encounter/note/${inside}`)).statusCode).toBe(403);
    expect((await call('cdi', 'GET', `/api/restricted/encounter/note/${inside}`)).statusCode).toBe(403);
  });
});
