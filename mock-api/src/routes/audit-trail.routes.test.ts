import dayjs from 'dayjs';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import type { AuditPage, EncounterDetailResponse } from 'shared-kit/domain';
import { AUDIT_CSV_COLUMNS } from '../audit/audit-csv';
import { signIn, unlockedEncounter } from '../test-support/clinical-test-kit';
import { PLATFORM_ORIGIN, TestDatabase } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};
const USERS = ['cdi', 'cdiqa', 'coderqa', 'clinicaladmin', 'coder', 'physician', 'admin', 'cdirestricted', 'acmecdi'] as const;
type User = (typeof USERS)[number];

/** The encounter whose condition cdi edits, and the condition. */
let encounterId: number;
let conditionId: number;
let contentBefore: string | null;
const CONTENT_AFTER = '=HYPERLINK("x") A1c 8.1 in March';

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
  for (const user of USERS) cookies[user] = await signIn(app, user);
  // cdi edits one condition of an open encounter: lock, update, unlock (three audited writes on the encounter).
  const { id } = await unlockedEncounter(app, 'demo', 'OPEN', 3);
  encounterId = id;
  expect((await call('cdi', 'PUT', `/api/encounter/lock/${id}`)).statusCode).toBe(200);
  const detail = (await call('cdi', 'GET', `/api/encounter/detail/${id}`)).json<EncounterDetailResponse>();
  const condition = detail.conditions.find((c) => c.conditionStatus !== 'ACTIVITY') ?? detail.conditions[0];
  if (!condition) throw new Error('the encounter has no condition');
  conditionId = condition.id;
  contentBefore = condition.content ?? null;
  const edit = await call('cdi', 'PUT', '/api/encounter/condition', { id: condition.id, version: condition.version, title: condition.title, content: CONTENT_AFTER });
  expect(edit.statusCode).toBe(200);
  expect((await call('cdi', 'PUT', `/api/encounter/unlock/${id}`)).statusCode).toBe(200);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

function call(user: User | null, method: 'GET' | 'PUT', url: string, payload?: unknown) {
  return app.inject({ method, url, headers: user ? { cookie: cookies[user] ?? '', origin: PLATFORM_ORIGIN } : { origin: PLATFORM_ORIGIN }, ...(payload !== undefined ? { payload: payload as object } : {}) });
}
const trail = async (user: User, query: string): Promise<AuditPage> => {
  const response = await call(user, 'GET', `/api/audit?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<AuditPage>();
};
const auditCount = async () => Number((await app.db.selectFrom('audit_events').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('GET /api/audit', () => {
  it('is for QA managers and the clinical admin: 401 signed out, 403 to every other role, nothing written', async () => {
    const before = await auditCount();
    expect((await call(null, 'GET', '/api/audit')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/audit/csv')).statusCode).toBe(401);
    for (const user of ['cdi', 'coder', 'physician', 'admin', 'cdirestricted', 'acmecdi'] as const) {
      for (const url of ['/api/audit', '/api/audit/csv']) {
        const response = await call(user, 'GET', url);
        expect([user, url, response.statusCode]).toEqual([user, url, 403]);
        expect(response.json<{ error: { code: string } }>().error.code).toBe('FORBIDDEN');
      }
    }
    expect(await auditCount()).toBe(before);
    for (const user of ['cdiqa', 'coderqa', 'clinicaladmin'] as const) expect((await call(user, 'GET', '/api/audit?limit=1')).statusCode).toBe(200);
  });

  it("shows the encounter's trail newest first: who, when, what and the condition's content before and after", async () => {
    const page = await trail('cdiqa', `encounterId=${encounterId}`);
    expect(page.items.every((item) => item.encounterId === encounterId)).toBe(true);
    const actions = page.items.filter((item) => item.user?.username === 'cdi').map((item) => `${item.action} ${item.entityType}`);
    expect(actions).toEqual(['UNLOCK ENCOUNTER', 'UPDATE ENCOUNTER_CONDITION', 'LOCK ENCOUNTER']);
    const edit = page.items.find((item) => item.action === 'UPDATE' && item.entityType === 'ENCOUNTER_CONDITION');
    expect(edit).toMatchObject({ entityId: String(conditionId), user: { username: 'cdi', alias: 'Casey Diaz' } });
    expect(edit?.changes).toContainEqual({ field: 'content', before: contentBefore, after: CONTENT_AFTER });
    expect(dayjs(edit?.at).isAfter(dayjs().subtract(5, 'minute'))).toBe(true);
    // Newest first.
    const times = page.items.map((item) => `${item.at}|${String(item.id).padStart(9, '0')}`);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.total).toBe(page.items.length);
  });

  it('audits its own reads: the next page shows who read the trail, with the filters asked', async () => {
    await trail('coderqa', `encounterId=${encounterId}&limit=5`);
    const page = await trail('clinicaladmin', `encounterId=${encounterId}&limit=5`);
    expect(page.items[0]).toMatchObject({
      action: 'READ',
      entityType: 'AUDIT_TRAIL',
      encounterId,
      user: { username: 'coderqa' },
      changes: [
        { field: 'encounterId', before: null, after: String(encounterId) },
        { field: 'limit', before: null, after: '5' },
        { field: 'offset', before: null, after: '0' },
      ],
    });
    const mine = await app.db.selectFrom('audit_events as a').innerJoin('users as u', 'u.id', 'a.user_id').select('a.id').where('u.username', '=', 'clinicaladmin').where('a.entity_type', '=', 'AUDIT_TRAIL').execute();
    expect(mine.length).toBeGreaterThan(0);
  });

  it('filters by user and by day range, and pages', async () => {
    const byCdi = await trail('cdiqa', 'username=CDI&limit=200');
    expect(byCdi.items.length).toBeGreaterThanOrEqual(3);
    expect(byCdi.items.every((item) => item.user?.username === 'cdi')).toBe(true);
    const today = dayjs().format('YYYY-MM-DD');
    const todays = await trail('cdiqa', `from=${today}&to=${today}&limit=200`);
    expect(todays.items.length).toBeGreaterThan(0);
    expect(todays.items.every((item) => dayjs(item.at).format('YYYY-MM-DD') === today)).toBe(true);
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    expect((await trail('cdiqa', `from=${tomorrow}`)).total).toBe(0);
    expect((await trail('cdiqa', 'username=nobody')).total).toBe(0);

    const all = await trail('cdiqa', `username=cdi&limit=4`);
    const first = await trail('cdiqa', `username=cdi&limit=2&offset=0`);
    const second = await trail('cdiqa', `username=cdi&limit=2&offset=2`);
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(all.items.map((i) => i.id));
    expect(first.total).toBe(all.total);
  });

  it("keeps tenants apart: another tenant's encounter is 404 and its events never show", async () => {
    const before = await auditCount();
    const acme = await unlockedEncounter(app, 'acme');
    const refused = await call('cdiqa', 'GET', `/api/audit?encounterId=${acme.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: { code: 'NOT_FOUND', message: `Encounter ${acme.id} not found` } });
    expect((await call('cdiqa', 'GET', `/api/audit/csv?encounterId=${acme.id}`)).statusCode).toBe(404);
    expect(await auditCount()).toBe(before);
    // acmecdi's sign-in is an event of acme: not in demo's trail.
    expect((await trail('cdiqa', 'username=acmecdi')).total).toBe(0);
  });

  it('refuses bad filters with a 400 naming the field, writing nothing', async () => {
    const before = await auditCount();
    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      ['to=2026-13-01', 'to'],
      ['from=2026-11-21&to=2026-11-20', 'to'],
      ['from=11/21/2026', 'from'],
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['offset=-1', 'offset'],
      ['encounterId=abc', 'encounterId'],
      ['user=cdi', 'user'],
    ] as const) {
      const response = await call('cdiqa', 'GET', `/api/audit?${query}`);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json<{ error: { code: string; message: string } }>().error.message).toContain(field);
    }
    expect(await auditCount()).toBe(before);
  });
});

describe('GET /api/audit/csv', () => {
  it("exports the encounter's trail as CSV, one line per changed field, formulas escaped, and audits the export", async () => {
    const response = await call('cdiqa', 'GET', `/api/audit/csv?encounterId=${encounterId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit-trail.csv"');
    const rows = parse(response.body, { columns: true }) as Array<Record<(typeof AUDIT_CSV_COLUMNS)[number], string>>;
    expect(Object.keys(rows[0] ?? {})).toEqual([...AUDIT_CSV_COLUMNS]);
    const content = rows.find((row) => row.Action === 'UPDATE' && row.Field === 'content');
    expect(content).toMatchObject({
      Username: 'cdi',
      User: 'Casey Diaz',
      Entity: 'ENCOUNTER_CONDITION',
      'Entity ID': String(conditionId),
      'Encounter ID': String(encounterId),
      Before: contentBefore ?? '',
      // The cell a spreadsheet would run as a formula starts with a quote.
      After: `'${CONTENT_AFTER}`,
    });
    expect(content?.When).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    // The lock event lists its fields (one line each); the read of the trail (no change) is one line with none.
    expect(rows.filter((row) => row.Action === 'LOCK' && row.Username === 'cdi' && row.Field === 'statusCode')).toEqual([expect.objectContaining({ After: 'ACTIVE' })]);
    expect(rows.filter((row) => row.Action === 'READ' && row.Entity === 'AUDIT_TRAIL').every((row) => row.Field !== '' || row.Before === '')).toBe(true);

    const exported = await app.db
      .selectFrom('audit_events as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.action', 'a.encounter_id', 'a.after'])
      .where('a.entity_type', '=', 'AUDIT_TRAIL')
      .where('a.action', '=', 'EXPORT')
      .where('u.username', '=', 'cdiqa')
      .execute();
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({ encounter_id: encounterId, after: { encounterId } });
  });
});
