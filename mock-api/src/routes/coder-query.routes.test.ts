import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { CoderQueryAging } from 'shared-kit/domain';
import { signIn, unlockedEncounter } from '../test-support/clinical-test-kit';
import { PLATFORM_ORIGIN, TestDatabase } from '../test-support/test-app';

// Issue 12: the coder form's rules on PUT .../tags/coder, the condition query status feeding the query aging view,
// coder moves on a review flagged for coder QA, and GET /api/coder/query/aging itself.

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
  // An acme coder, to prove the aging view shows each tenant its own queries only.
  await sql`insert into users (tenant_id, username, email, alias, first_name, last_name, password_hash)
    select tenant_id, 'acmecoder', 'acmecoder@acme.test', alias, first_name, last_name, password_hash from users where username = 'acmecdi'`.execute(app.db);
  const { id } = await app.db.selectFrom('users').select('id').where('username', '=', 'acmecoder').executeTakeFirstOrThrow();
  await app.db.insertInto('user_roles').values({ user_id: id, role: 'CODER', position: 0 }).execute();
  for (const user of ['cdi', 'coder', 'coderqa', 'physician', 'acmecoder']) cookies[user] = await signIn(app, user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const call = (method: 'GET' | 'PUT', user: string, url: string, payload?: unknown) =>
  app.inject({ method, url, headers: { cookie: cookies[user] ?? '', origin: PLATFORM_ORIGIN }, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
const put = (user: string, url: string, payload?: unknown) => call('PUT', user, url, payload);
const aging = async (user: string, query = 'limit=500'): Promise<CoderQueryAging> => {
  const response = await call('GET', user, `/api/coder/query/aging?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const auditCount = async () =>
  Number((await app.db.selectFrom('audit_events').select((eb) => eb.fn.countAll<string>().as('n')).where('entity_type', '=', 'CODER_TAGS').executeTakeFirstOrThrow()).n);

async function setTenantProperty(key: string, value: string | null) {
  await app.db.deleteFrom('tenant_properties').where('tenant_id', '=', 'demo').where('property_key', '=', key).execute();
  if (value !== null) await app.db.insertInto('tenant_properties').values({ tenant_id: 'demo', property_key: key, property_value: value }).execute();
}

/** An OPEN, ACTIVE condition of `kind` with an HCC code on an unlocked demo encounter, no coder query yet (skip picks another). */
async function condition(kind: 'KNOWN' | 'POTENTIAL', skip: number) {
  return app.db
    .selectFrom('conditions as c')
    .innerJoin('encounters as e', 'e.id', 'c.encounter_id')
    .leftJoin('locks as l', (j) => j.onRef('l.encounter_id', '=', 'e.id').on('l.status_code', '=', 'ACTIVE'))
    .select(['c.id', 'c.encounter_id as encounterId', 'c.icd10_code_json as icd10'])
    .where('c.tenant_id', '=', 'demo')
    .where('c.condition_status', '=', kind)
    .where('c.condition_code', '=', 'OPEN')
    .where('c.status_code', '=', 'ACTIVE')
    .where('e.status', '=', 'PLANNED')
    .where('l.id', 'is', null)
    .where(sql<boolean>`not exists (select 1 from coder_tags t where t.encounter_condition_id = c.id and t.query_status_code is not null)`)
    .where(sql<boolean>`c.hcc_code is not null and c.hcc_code not in ('', '0')`)
    .orderBy('c.id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
}

const tagsUrl = (id: number) => `/api/encounter/condition/${id}/tags/coder`;

describe('PUT /api/encounter/condition/{id}/tags/coder: the coder form rules (spec 2 §4.5, §5, §6)', () => {
  afterEach(() => setTenantProperty('RISK_ADJUSTMENT_ELIGIBLE', null));

  it('stores a coder addition: not on claim, reportable, documentation supports the code, the first ICD-10 code', async () => {
    const c = await condition('POTENTIAL', 0);
    await put('coder', `/api/encounter/lock/${c.encounterId}`);
    const first = Array.isArray(c.icd10) ? c.icd10[0] : c.icd10;
    const response = await put('coder', tagsUrl(c.id), {
      coderTags: {
        onClaimStatusCode: 'NOT_ON_CLAIM',
        reportableStatusCode: 'REPORTABLE',
        reportableHeaderCode: 'REPORTABLE',
        reportableReason: 'PROVIDER_DOCUMENTATION_SUPPORTS_CODE',
        conditionDiagnosisCode: first,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().coderTags).toMatchObject({ onClaimStatusCode: 'NOT_ON_CLAIM', reportableStatusCode: 'REPORTABLE', conditionDiagnosisCode: first });
    await put('coder', `/api/encounter/unlock/${c.encounterId}`);
  });

  it('stores Other with its text, and the more/less-specific reason with a known code', async () => {
    const c = await condition('KNOWN', 0);
    await put('coder', `/api/encounter/lock/${c.encounterId}`);
    const other = await put('coder', tagsUrl(c.id), { coderTags: { reportableStatusCode: 'NOT_REPORTABLE', reportableHeaderCode: 'OTHER', reportableText: '  Seen by the nurse only  ' } });
    expect(other.statusCode).toBe(200);
    expect(other.json().coderTags).toMatchObject({ reportableHeaderCode: 'OTHER', reportableReason: null, reportableText: 'Seen by the nurse only' });
    const specific = await put('coder', tagsUrl(c.id), {
      coderTags: { reportableStatusCode: 'NOT_REPORTABLE', reportableHeaderCode: 'CODING_DETAILS', reportableReason: 'MORE_LESS_SPECIFIC_CODE_DOCUMENTED', conditionDiagnosisCode: 'e11.65' },
    });
    expect(specific.statusCode).toBe(200);
    expect(specific.json().coderTags.conditionDiagnosisCode).toBe('E1165');
    await put('coder', `/api/encounter/unlock/${c.encounterId}`);
  });

  it('refuses what the form never sends (400 naming the rule) and writes nothing', async () => {
    const c = await condition('KNOWN', 1);
    await put('coder', `/api/encounter/lock/${c.encounterId}`);
    const before = await auditCount();
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ reportableStatusCode: 'REPORTABLE', reportableHeaderCode: 'NOT_DOCUMENTED', reportableReason: 'ACUTE_VISIT' }, 'Header NOT_DOCUMENTED explains NOT_REPORTABLE conditions only'],
      [{ reportableStatusCode: 'NOT_REPORTABLE', reportableHeaderCode: 'NOT_DOCUMENTED', reportableReason: 'ACUTE_VISIT', reportableText: 'x' }, 'reportableText belongs to the header OTHER'],
      [{ reportableStatusCode: 'NOT_REPORTABLE', reportableHeaderCode: 'OTHER', reportableText: '   ' }, 'A reportable header OTHER needs reportableText'],
      [{ reportableStatusCode: 'NOT_REPORTABLE', reportableHeaderCode: 'CODING_DETAILS', reportableReason: 'MORE_LESS_SPECIFIC_CODE_DOCUMENTED' }, 'needs conditionDiagnosisCode'],
      [{ reportableStatusCode: 'NOT_REPORTABLE' }, 'If Not Reportable, A Reason Must be Provided'],
      [{ onClaimStatusCode: 'ON_CLAIM' }, 'Set a reportable status, reason or text'],
      [
        { reportableStatusCode: 'NOT_REPORTABLE', reportableHeaderCode: 'CODING_DETAILS', reportableReason: 'MORE_LESS_SPECIFIC_CODE_DOCUMENTED', conditionDiagnosisCode: 'Q9999' },
        'Q9999 is not an ICD-10-CM code',
      ],
    ];
    for (const [coderTags, message] of refused) {
      const response = await put('coder', tagsUrl(c.id), { coderTags });
      expect([response.statusCode, response.json().error.message]).toEqual([400, expect.stringContaining(message)]);
    }
    expect(await auditCount()).toBe(before);
    await put('coder', `/api/encounter/unlock/${c.encounterId}`);
  });

  it('with claim risk-adjustment eligibility on, takes decisions only on conditions with an HCC (spec 2 §6)', async () => {
    // The seed gives every known and potential condition an HCC: one loses it here.
    const plain = await condition('POTENTIAL', 7);
    await app.db.updateTable('conditions').set({ hcc_code: null, hcc_version: null, hcc_description: null }).where('id', '=', plain.id).execute();
    await setTenantProperty('RISK_ADJUSTMENT_ELIGIBLE', 'true');
    await put('coder', `/api/encounter/lock/${plain.encounterId}`);
    const body = { coderTags: { reportableStatusCode: 'NOT_REPORTABLE', reportableHeaderCode: 'NOT_DOCUMENTED', reportableReason: 'ACUTE_VISIT' } };
    const refused = await put('coder', tagsUrl(plain.id), body);
    expect([refused.statusCode, refused.json().error.message]).toEqual([400, 'body.coderTags: This condition takes no coder decision']);
    await setTenantProperty('RISK_ADJUSTMENT_ELIGIBLE', null);
    expect((await put('coder', tagsUrl(plain.id), body)).statusCode).toBe(200);
    await put('coder', `/api/encounter/unlock/${plain.encounterId}`);
  });
});

describe('review moves and the query icon on a review flagged for coder QA (spec 2 §2.3, §4.1, §4.2)', () => {
  it('the coder gets neither; the coder QA manager returns it to the worklist or completes it', async () => {
    const { id, reviewId } = await unlockedEncounter(app, 'demo', 'READY_FOR_CODER_QA');
    await put('coder', `/api/encounter/lock/${id}`);
    const move = await put('coder', `/api/review/code/${reviewId}/COMPLETED`);
    expect([move.statusCode, move.json().error.message]).toEqual([409, expect.stringContaining('no review changes are offered here')]);
    expect((await put('coder', `/api/review/query/${reviewId}/REVIEW_QUERY_OUTSTANDING`)).statusCode).toBe(409);
    await put('coder', `/api/encounter/unlock/${id}`);
    await put('coderqa', `/api/encounter/lock/${id}`);
    expect((await put('coderqa', `/api/review/code/${reviewId}/READY_FOR_CODER`)).json().reviewCode).toBe('READY_FOR_CODER');
    await put('coderqa', `/api/encounter/unlock/${id}`);
  });
});

describe('GET /api/coder/query/aging (issue 12: the query aging view)', () => {
  afterEach(() => setTenantProperty('CODER_QUERY_WINDOW_HOURS', null));

  /** The outstanding queries the view must hold, read straight from the tables. */
  async function expectedCount(tenant: string) {
    const conditions = await app.db
      .selectFrom('coder_tags as t')
      .innerJoin('conditions as c', 'c.id', 't.encounter_condition_id')
      .innerJoin('encounters as e', 'e.id', 'c.encounter_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('t.tenant_id', '=', tenant)
      .where('t.query_status_code', '=', 'QUERY_OUTSTANDING')
      .where('c.status_code', '=', 'ACTIVE')
      .where('c.condition_status', '!=', 'ACTIVITY')
      .where('c.condition_code', 'in', ['OPEN', 'ADDRESSED'])
      .where('e.status', '!=', 'IGNORED')
      .executeTakeFirstOrThrow();
    const encounters = await app.db
      .selectFrom('reviews as r')
      .innerJoin('encounters as e', 'e.id', 'r.encounter_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('r.tenant_id', '=', tenant)
      .where('r.query_status_code', '=', 'REVIEW_QUERY_OUTSTANDING')
      .where('e.coder_query_outstanding_date', 'is not', null)
      .where('e.status', '!=', 'IGNORED')
      .executeTakeFirstOrThrow();
    return Number(conditions.n) + Number(encounters.n);
  }

  it('lists every outstanding coder query of the tenant, oldest first, with age, provider, patient and encounter', async () => {
    const view = await aging('coder');
    expect(view.total).toBe(await expectedCount('demo'));
    expect(view.total).toBeGreaterThan(10);
    expect(view.rows).toHaveLength(Math.min(view.total, 500));
    expect(view.escalationHours).toBe(24);
    const times = view.rows.map((r) => new Date(r.queryCreationDate ?? 0).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(view.rows.map((r) => r.kind))).toEqual(new Set(['CONDITION', 'ENCOUNTER']));
    for (const row of view.rows) expect(row.escalated).toBe((row.ageHours ?? 0) > 24);
    expect(view.escalatedCount).toBe(view.rows.filter((r) => r.escalated).length);
    expect(view.escalatedCount).toBeGreaterThan(0);
    expect(view.escalatedCount).toBeLessThan(view.total);
    // The provider is the encounter's practitioner; the condition row names its condition.
    const row = view.rows.find((r) => r.kind === 'CONDITION' && r.practitioner);
    const stored = await app.db
      .selectFrom('encounters as e')
      .innerJoin('practitioners as p', 'p.id', 'e.practitioner_id')
      .innerJoin('conditions as c', 'c.encounter_id', 'e.id')
      .select(['p.last_name', 'c.title', 'e.tenant_id'])
      .where('e.id', '=', row?.encounterId ?? 0)
      .where('c.id', '=', row?.conditionId ?? 0)
      .executeTakeFirstOrThrow();
    expect([row?.practitioner?.lastName, row?.conditionTitle, stored.tenant_id]).toEqual([stored.last_name, stored.title, 'demo']);
  });

  it("escalates by the tenant's window (CODER_QUERY_WINDOW_HOURS), not by a user's own; pages and filters", async () => {
    const at24 = await aging('coder');
    await setTenantProperty('CODER_QUERY_WINDOW_HOURS', '72');
    const { id } = await app.db.selectFrom('users').select('id').where('username', '=', 'coder').executeTakeFirstOrThrow();
    await app.db.insertInto('user_properties').values({ user_id: id, property_key: 'USER_CODER_QUERY_HOURS', property_value: '1' }).execute();
    const at72 = await aging('coder');
    await app.db.deleteFrom('user_properties').where('user_id', '=', id).where('property_key', '=', 'USER_CODER_QUERY_HOURS').execute();
    expect(at72.escalationHours).toBe(72);
    expect(at72.escalatedCount).toBeLessThan(at24.escalatedCount);
    for (const row of at72.rows) expect(row.escalated).toBe((row.ageHours ?? 0) > 72);
    const escalated = await aging('coderqa', 'escalatedOnly=true&limit=500');
    expect(escalated.rows.every((r) => r.escalated)).toBe(true);
    expect(escalated.rows).toHaveLength(at72.escalatedCount);
    const page2 = await aging('coder', 'limit=5&offset=5');
    expect(page2.rows.map((r) => [r.encounterId, r.conditionId])).toEqual(at72.rows.slice(5, 10).map((r) => [r.encounterId, r.conditionId]));
  });

  it('a query raised on a condition appears with its raiser, young and not escalated; answered, it leaves', async () => {
    const c = await condition('KNOWN', 4);
    await put('coder', `/api/encounter/lock/${c.encounterId}`);
    const raised = await put('coder', `/api/encounter/condition/${c.id}/query`, { coderTags: { queryStatusCode: 'QUERY_OUTSTANDING' } });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().coderTags).toMatchObject({ queryStatusCode: 'QUERY_OUTSTANDING', queryCreationUsername: 'coder' });
    const row = (await aging('coder')).rows.find((r) => r.conditionId === c.id);
    expect(row).toMatchObject({ kind: 'CONDITION', encounterId: c.encounterId, queryCreationUsername: 'coder', escalated: false });
    expect(row?.ageHours).toBeLessThan(0.1);
    const answered = await put('coder', `/api/encounter/condition/${c.id}/query`, { coderTags: { queryStatusCode: 'QUERY_RESPONSE_RECEIVED' } });
    expect(answered.json().coderTags).toMatchObject({ queryStatusCode: 'QUERY_RESPONSE_RECEIVED', queryResponseUsername: 'coder' });
    expect((await aging('coder')).rows.some((r) => r.conditionId === c.id)).toBe(false);
    await put('coder', `/api/encounter/unlock/${c.encounterId}`);
  });

  it('refuses roles other than coders (403) and shows each tenant its own queries only', async () => {
    for (const user of ['cdi', 'physician']) expect((await call('GET', user, '/api/coder/query/aging')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/coder/query/aging' })).statusCode).toBe(401);
    const acme = await aging('acmecoder');
    expect(acme.total).toBe(await expectedCount('acme'));
    const ids = acme.rows.map((r) => r.encounterId);
    const tenants = ids.length ? await app.db.selectFrom('encounters').select('tenant_id').distinct().where('id', 'in', ids).execute() : [];
    expect(tenants.map((t) => t.tenant_id)).toEqual(ids.length ? ['acme'] : []);
  });
});
