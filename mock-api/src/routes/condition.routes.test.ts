import type { FastifyInstance } from 'fastify';
import { signIn, unlockedEncounter } from '../test-support/clinical-test-kit';
import { TestDatabase, PLATFORM_ORIGIN } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
  for (const user of ['cdi', 'coder', 'coderqa', 'physician', 'acmecdi', 'cdirestricted']) cookies[user] = await signIn(app, user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const put = (user: string, url: string, payload?: unknown) =>
  app.inject({ method: 'PUT', url, headers: { cookie: cookies[user] ?? '', origin: PLATFORM_ORIGIN }, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
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

  it('two simultaneous updates with the same version: exactly one wins, every time', async () => {
    const c = await openCondition('KNOWN', 5);
    await put('cdi', `/api/encounter/lock/${c.encounterId}`);
    let version = c.version;
    for (let round = 0; round < 10; round += 1) {
      const answers = await Promise.all(
        ['A', 'B'].map((who) => put('cdi', '/api/encounter/condition', { id: c.id, version, title: `Round ${round} by ${who}` })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.statusCode === 200)?.json<{ title: string }>().title;
      expect(await conditionRow(c.id)).toMatchObject({ title: winner, version: version + 1 });
      version += 1;
    }
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

const post = (user: string, url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, headers: { cookie: cookies[user] ?? '', origin: PLATFORM_ORIGIN }, payload: payload as Record<string, unknown> });
const countOf = async (table: 'conditions' | 'condition_rules' | 'coder_tags') =>
  Number((await app.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
const openHccCount = async (encounterId: number) =>
  (await app.db.selectFrom('encounters').select('open_hcc_count').where('id', '=', encounterId).executeTakeFirstOrThrow()).open_hcc_count;

describe('POST /api/encounter/condition (spec 2 §5, §7)', () => {
  it('the CDI lock holder adds a condition: 201, version 1, defaults, normalised, codes checked, audited', async () => {
    const { id } = await unlockedEncounter(app, 'demo', undefined, 60);
    const icd = await app.db.selectFrom('icd10_codes').selectAll().where('cms_hcc_v28', 'is not', null).orderBy('code').executeTakeFirstOrThrow();
    const hcc = (icd.cms_hcc_v28 ?? '').split('|')[0] ?? '';
    const label = await app.db.selectFrom('hcc_labels').select('label').where('model', '=', 'CMS_V28').where('hcc', '=', hcc).executeTakeFirstOrThrow();
    await put('cdi', `/api/encounter/lock/${id}`);
    const hccBefore = await openHccCount(id);
    const dotted = `${icd.code.slice(0, 3)}.${icd.code.slice(3)}`.toLowerCase();
    const response = await post('cdi', '/api/encounter/condition', {
      title: `  ${icd.description} `, content: '  Seen   on  labs ', icd10CodeJson: dotted, hccCode: hcc, hccVersion: 'CMS_V28', encounter: { id, start: 'ignored' },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      encounterId: id, title: icd.description, content: 'Seen on labs', conditionStatus: 'POTENTIAL', conditionCode: 'OPEN', statusCode: 'ACTIVE',
      priority: 0, addressedDate: null, icd10CodeJson: [icd.code], hccCode: hcc, hccDescription: label.label, hccVersion: 'CMS_V28', version: 1, rules: [],
    });
    expect(await openHccCount(id)).toBe(hccBefore + 1);
    const audit = await app.db.selectFrom('audit_events').selectAll().where('entity_type', '=', 'ENCOUNTER_CONDITION').where('entity_id', '=', String(created.id)).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'CREATE', tenant_id: 'demo' });
  });

  it('refuses without the lock (409), coders and physicians (403), another tenant (404), writing nothing', async () => {
    const { id } = await unlockedEncounter(app, 'demo', undefined, 61);
    const before = await countOf('conditions');
    expect((await post('cdi', '/api/encounter/condition', { title: 'x', encounter: { id } })).statusCode).toBe(409);
    await put('coder', `/api/encounter/lock/${id}`);
    expect((await post('coder', '/api/encounter/condition', { title: 'x', encounter: { id } })).statusCode).toBe(403);
    expect((await post('physician', '/api/encounter/condition', { title: 'x', encounter: { id } })).statusCode).toBe(403);
    expect((await post('cdi', '/api/encounter/condition', { title: 'x', encounter: { id } })).json().error.message).toBe('The encounter is locked by coder');
    const other = await post('acmecdi', '/api/encounter/condition', { title: 'x', encounter: { id } });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    expect((await app.inject({ method: 'POST', url: '/api/encounter/condition', payload: { title: 'x', encounter: { id } } })).statusCode).toBe(401);
    expect(await countOf('conditions')).toBe(before);
  });

  it.each([
    ['a blank title', { title: '  ' }, 'body.title'],
    ['a missing encounter', { encounter: undefined }, 'body.encounter'],
    ['an unknown ICD-10 code', { icd10CodeJson: ['ZZZ999'] }, 'unknown ICD-10-CM code ZZZ999'],
    ['an HCC the code does not map to', { icd10CodeJson: ['E119'], hccCode: '1', hccVersion: 'CMS_V28' }, 'does not map to HCC 1'],
    ['an HCC without its version', { hccCode: '37' }, 'body.hccVersion'],
    ['an unknown condition status', { conditionStatus: 'MAYBE' }, 'body.conditionStatus'],
  ])('rejects %s with 400 and writes nothing', async (_name, change, message) => {
    const { id } = await unlockedEncounter(app, 'demo', undefined, 62);
    await put('cdi', `/api/encounter/lock/${id}`);
    const before = await countOf('conditions');
    const response = await post('cdi', '/api/encounter/condition', { title: 'New', encounter: { id }, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: expect.stringContaining(message) } });
    expect(await countOf('conditions')).toBe(before);
  });

  it('CDI_RESTRICTED adds through the restricted twin within their regions', async () => {
    const inside = await app.db
      .selectFrom('encounters as e')
      .innerJoin('patients as p', 'p.id', 'e.patient_id')
      .innerJoin('regions as r', 'r.id', 'p.region_id')
      .leftJoin('locks as l', (j) => j.onRef('l.encounter_id', '=', 'e.id').on('l.status_code', '=', 'ACTIVE'))
      .select('e.id')
      .where('e.tenant_id', '=', 'demo')
      .where('r.name', '=', 'NORTH_EAST')
      .where('l.id', 'is', null)
      .orderBy('e.id', 'desc')
      .executeTakeFirstOrThrow();
    await put('cdirestricted', `/api/restricted/encounter/lock/${inside.id}`);
    expect((await post('cdirestricted', '/api/restricted/encounter/condition', { title: 'Restricted', encounter: { id: inside.id } })).statusCode).toBe(201);
    expect((await post('cdirestricted', '/api/encounter/condition', { title: 'Restricted', encounter: { id: inside.id } })).statusCode).toBe(403);
  });
});

describe('PUT /api/encounter/condition/rule (spec 2 §5)', () => {
  it('drops blank new reasons, removes blanked existing ones, creates and updates the rest, audited', async () => {
    const c = await openCondition('POTENTIAL', 10);
    const [rule] = await app.db.selectFrom('condition_rules').selectAll().where('encounter_condition_id', '=', c.id).execute();
    if (!rule) throw new Error('seeded condition without a rule');
    await put('cdi', `/api/encounter/lock/${c.encounterId}`);
    const response = await put('cdi', '/api/encounter/condition/rule', [
      { id: rule.id, encounterConditionId: c.id, reason: '   ' },
      { id: null, encounterConditionId: c.id, reason: ' ', ruleInputJson: { type: 'new rule' } },
      { id: null, encounterConditionId: c.id, reason: '  A1c   9.1 ', ruleInputJson: { type: 'new rule', ruleInternalId: null, conditionStatus: 'POTENTIAL', claimUseEnum: null } },
    ]);
    expect(response.statusCode).toBe(200);
    const [condition] = response.json();
    expect(condition.id).toBe(c.id);
    expect(condition.rules).toEqual([
      expect.objectContaining({ id: rule.id, statusCode: 'REMOVED', reason: rule.reason }),
      expect.objectContaining({ statusCode: 'ACTIVE', reason: 'A1c 9.1', targetSourceCode: 'CURATION', ruleInputJson: expect.objectContaining({ type: 'rule' }) }),
    ]);
    const ruleIds = condition.rules.map((r: { id: number }) => String(r.id));
    const audits = await app.db.selectFrom('audit_events').select('action').where('entity_type', '=', 'CONDITION_RULE').where('entity_id', 'in', ruleIds).orderBy('id').execute();
    expect(audits.map((a) => a.action)).toEqual(['REMOVE', 'CREATE']);

    const updated = await put('cdi', '/api/encounter/condition/rule', [{ id: rule.id, encounterConditionId: c.id, reason: 'Back  again', statusCode: 'ACTIVE' }]);
    expect(updated.json()[0].rules[0]).toMatchObject({ id: rule.id, statusCode: 'ACTIVE', reason: 'Back again' });
  });

  it('refuses a rule of another condition (404), conditions of two encounters (400), no lock (409), physicians (403), another tenant (404)', async () => {
    const c = await openCondition('KNOWN', 11);
    const d = await openCondition('KNOWN', 12);
    const [foreignRule] = await app.db.selectFrom('condition_rules').select('id').where('encounter_condition_id', '=', d.id).execute();
    const before = await countOf('condition_rules');
    expect((await put('cdi', '/api/encounter/condition/rule', [{ id: null, encounterConditionId: c.id, reason: 'x' }])).statusCode).toBe(409);
    await put('cdi', `/api/encounter/lock/${c.encounterId}`);
    expect((await put('cdi', '/api/encounter/condition/rule', [{ id: foreignRule?.id ?? 0, encounterConditionId: c.id, reason: 'x' }])).statusCode).toBe(404);
    if (c.encounterId !== d.encounterId) {
      expect((await put('cdi', '/api/encounter/condition/rule', [
        { id: null, encounterConditionId: c.id, reason: 'x' }, { id: null, encounterConditionId: d.id, reason: 'y' },
      ])).statusCode).toBe(400);
    }
    expect((await put('physician', '/api/encounter/condition/rule', [{ id: null, encounterConditionId: c.id, reason: 'x' }])).statusCode).toBe(403);
    expect((await put('acmecdi', '/api/encounter/condition/rule', [{ id: null, encounterConditionId: c.id, reason: 'x' }])).statusCode).toBe(404);
    expect(await countOf('condition_rules')).toBe(before);
  });

  it.each([
    ['an empty list', [], 'body'],
    ['a reason that is not text', [{ encounterConditionId: 1, reason: 5 }], 'body.[0].reason'],
    ['a missing condition id', [{ reason: 'x' }], 'encounterConditionId'],
  ])('rejects %s with 400', async (_name, payload, field) => {
    const before = await countOf('condition_rules');
    const response = await put('cdi', '/api/encounter/condition/rule', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(field);
    expect(await countOf('condition_rules')).toBe(before);
  });
});

describe('PUT /api/encounter/condition/{id}/query (spec 2 §4.5)', () => {
  const query = (user: string, id: number, queryStatusCode: unknown) => put(user, `/api/encounter/condition/${id}/query`, { id, title: 'ignored', coderTags: { queryStatusCode } });

  it('a coder raises a query, records the answer; other moves are 409; the same status changes nothing', async () => {
    const c = await openCondition('KNOWN', 20);
    await app.db.deleteFrom('coder_tags').where('encounter_condition_id', '=', c.id).execute();
    await put('coder', `/api/encounter/lock/${c.encounterId}`);
    const raised = await query('coder', c.id, 'QUERY_OUTSTANDING');
    expect(raised.statusCode).toBe(200);
    expect(raised.json().coderTags).toMatchObject({ queryStatusCode: 'QUERY_OUTSTANDING', queryCreationUsername: 'coder', queryCreationDate: expect.any(String), queryResponseDate: null });
    expect((await query('coder', c.id, 'QUERY_OUTSTANDING')).statusCode).toBe(200);
    const answered = await query('coder', c.id, 'QUERY_RESPONSE_RECEIVED');
    expect(answered.json().coderTags).toMatchObject({ queryStatusCode: 'QUERY_RESPONSE_RECEIVED', queryResponseUsername: 'coder', queryCreationUsername: 'coder' });
    const refused = await query('coder', c.id, 'QUERY_RESPONSE_NOT_RECEIVED');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('QUERY_OUTSTANDING');
    const audits = await app.db.selectFrom('audit_events').select('action').where('entity_type', '=', 'CODER_TAGS').where('entity_id', '=', String(c.id)).execute();
    expect(audits).toHaveLength(2);
  });

  it('refuses CDI users (403), no lock (409), activities (409), other tenants (404) and bad statuses (400)', async () => {
    const c = await openCondition('POTENTIAL', 21);
    const before = await countOf('coder_tags');
    expect((await query('coder', c.id, 'QUERY_OUTSTANDING')).statusCode).toBe(409);
    expect((await query('cdi', c.id, 'QUERY_OUTSTANDING')).statusCode).toBe(403);
    const activity = await app.db.selectFrom('conditions as c').innerJoin('encounters as e', 'e.id', 'c.encounter_id')
      .leftJoin('locks as l', (j) => j.onRef('l.encounter_id', '=', 'e.id').on('l.status_code', '=', 'ACTIVE'))
      .select(['c.id', 'c.encounter_id']).where('c.tenant_id', '=', 'demo').where('c.condition_status', '=', 'ACTIVITY').where('c.status_code', '=', 'ACTIVE')
      .where('l.id', 'is', null).orderBy('c.id', 'desc').executeTakeFirstOrThrow();
    await put('coderqa', `/api/encounter/lock/${activity.encounter_id}`);
    expect((await query('coderqa', activity.id, 'QUERY_OUTSTANDING')).statusCode).toBe(409);
    const acme = await app.db.selectFrom('conditions').select('id').where('tenant_id', '=', 'acme').executeTakeFirstOrThrow();
    expect((await query('coder', acme.id, 'QUERY_OUTSTANDING')).statusCode).toBe(404);
    expect((await query('coder', c.id, 'OUTSTANDING')).statusCode).toBe(400);
    expect((await put('coder', `/api/encounter/condition/${c.id}/query`, {})).statusCode).toBe(400);
    expect(await countOf('coder_tags')).toBe(before);
  });
});
