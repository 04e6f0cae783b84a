import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { MESSAGES, type EncounterStatus, type ReviewCode } from 'shared-kit/domain';
import { signIn } from '../test-support/clinical-test-kit';
import { TestDatabase, PLATFORM_ORIGIN } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
  // The copy-paste feature is a tenant flag (spec 2 §4.6): the demo seed turns it on for demo, acme keeps it off.
  for (const user of ['cdi', 'cdiqa', 'coder', 'physician', 'cdirestricted', 'acmecdi']) cookies[user] = await signIn(app, user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const put = (user: string, url: string) => app.inject({ method: 'PUT', url, headers: { cookie: cookies[user] ?? '', origin: PLATFORM_ORIGIN } });
const get = (user: string, url: string) => app.inject({ method: 'GET', url, headers: { cookie: cookies[user] ?? '', origin: PLATFORM_ORIGIN } });
const LIVE = sql<boolean>`status_code in ('ACTIVE', 'HIDDEN') and condition_code not in ('REMOVED', 'DISMISSED')`;
const conditionsOf = (encounterId: number) => app.db.selectFrom('conditions').selectAll().where('encounter_id', '=', encounterId).orderBy('id').execute();
const liveConditionsOf = (encounterId: number) =>
  app.db.selectFrom('conditions').selectAll().where('encounter_id', '=', encounterId).where(LIVE).orderBy('id').execute();
const copyRows = (encounterId: number) => app.db.selectFrom('encounter_copies').selectAll().where('encounter_id', '=', encounterId).execute();
const auditsOf = (encounterId: number, action: string) =>
  app.db.selectFrom('audit_events').selectAll().where('entity_type', '=', 'ENCOUNTER').where('entity_id', '=', String(encounterId)).where('action', '=', action).execute();

interface Candidate {
  id: number;
  patientId: number;
  start: Date;
  status: EncounterStatus;
  reviewCode: ReviewCode | null;
  copied: boolean;
  locked: boolean;
  live: number;
}

/** The tenant's encounters of active patients with what copy rules look at, read fresh each time. */
async function candidates(tenant: string): Promise<Candidate[]> {
  const rows = await app.db
    .selectFrom('encounters as e')
    .innerJoin('patients as p', 'p.id', 'e.patient_id')
    .leftJoin('reviews as r', 'r.encounter_id', 'e.id')
    .leftJoin('locks as l', (j) => j.onRef('l.encounter_id', '=', 'e.id').on('l.status_code', '=', 'ACTIVE'))
    .select(['e.id', 'e.patient_id', 'e.start', 'e.status', 'e.copied_from_id', 'r.review_code', 'l.id as lock_id'])
    .select(sql<string>`(select count(*) from conditions c where c.encounter_id = e.id and c.status_code in ('ACTIVE', 'HIDDEN')
      and c.condition_code not in ('REMOVED', 'DISMISSED'))`.as('live'))
    .where('e.tenant_id', '=', tenant)
    .where('p.status', '=', 'ACTIVE')
    .orderBy('e.id')
    .execute();
  return rows.map((r) => ({
    id: r.id, patientId: r.patient_id, start: r.start, status: r.status, reviewCode: r.review_code,
    copied: r.copied_from_id !== null, locked: r.lock_id !== null, live: Number(r.live),
  }));
}

/** A current encounter and one of the same patient's earlier encounters matching the predicates. */
async function pair(tenant: string, isCurrent: (c: Candidate) => boolean, isPrevious: (p: Candidate) => boolean) {
  const all = await candidates(tenant);
  for (const current of all.filter((c) => !c.locked && !c.copied && isCurrent(c))) {
    const previous = all.find((p) => p.patientId === current.patientId && p.start < current.start && isPrevious(p));
    if (previous) return { current, previous };
  }
  throw new Error('no matching pair in the seed');
}

const copyable = (p: Candidate) => p.status === 'CANCELLED' || !['OPEN', 'READY_FOR_CDI_QA'].includes(p.reviewCode ?? '');

describe('PUT /api/encounter/:currentId/copy/:previousId and reset (spec 2 §4.6)', () => {
  it("copies the previous encounter's live conditions with rules and CDI tags, marks the copy, audits; reset undoes it", async () => {
    const { current, previous } = await pair('demo', (c) => c.reviewCode === 'OPEN' && c.live === 0, (p) => copyable(p) && p.live >= 2);
    const sources = await liveConditionsOf(previous.id);
    const ownBefore = await conditionsOf(current.id);
    expect((await put('cdi', `/api/encounter/lock/${current.id}`)).statusCode).toBe(200);

    const response = await put('cdi', `/api/encounter/${current.id}/copy/${previous.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(Object.keys(detail).sort()).toEqual(['conditions', 'encounter', 'links', 'notes', 'previous']);
    expect(detail.encounter).toMatchObject({ id: current.id, copiedFromId: previous.id });
    expect(detail.encounter.copies).toEqual([
      { id: expect.any(Number), encounterId: current.id, sourceEncounterId: previous.id, createdByUsername: 'cdi', creationDate: expect.any(String) },
    ]);
    const copiedRows = (await conditionsOf(current.id)).filter((c) => c.encounter_copy_id !== null);
    const keys = new Set<string>();
    const expected = sources.filter((s) => {
      const first: unknown = Array.isArray(s.icd10_code_json) ? s.icd10_code_json[0] : s.icd10_code_json;
      const key = `${s.condition_status}|${typeof first === 'string' ? first : s.title}`;
      if (keys.has(key)) return false;
      keys.add(key);
      return true;
    });
    expect(copiedRows.map((c) => [c.title, c.condition_status, c.hcc_code, c.icd10_code_json])).toEqual(
      expected.map((s) => [s.title, s.condition_status, s.hcc_code, s.icd10_code_json]),
    );
    expect(copiedRows.every((c) => c.condition_code === 'OPEN' && c.addressed_date === null && c.encounter_copy_id === detail.encounter.copies[0].id)).toBe(true);
    expect(detail.conditions.map((c: { id: number }) => c.id).sort()).toEqual([...ownBefore, ...copiedRows].map((c) => c.id).sort());

    const source = expected[0];
    const target = copiedRows[0];
    if (!source || !target) throw new Error('nothing copied');
    const rulesOf = (id: number) => app.db.selectFrom('condition_rules').select(['reason', 'title', 'target_type']).where('encounter_condition_id', '=', id).where('status_code', '=', 'ACTIVE').orderBy('id').execute();
    expect(await rulesOf(target.id)).toEqual(await rulesOf(source.id));
    const tagsOf = (id: number) => app.db.selectFrom('cdi_tags').select(['net_new_status_code', 'known_potential_status_code', 'expected_diagnosis']).where('encounter_condition_id', '=', id).execute();
    expect(await tagsOf(target.id)).toEqual(await tagsOf(source.id));
    const openHcc = copiedRows.filter((c) => c.hcc_code && c.condition_status !== 'ACTIVITY' && c.status_code === 'ACTIVE').length;
    expect(detail.encounter.openHccCount).toBe(openHcc);
    const [copyAudit] = await auditsOf(current.id, 'COPY');
    expect(copyAudit).toMatchObject({ before: { copiedFromId: null }, after: { copiedFromId: previous.id, encounterCopyId: detail.encounter.copies[0].id } });
    expect((await get('physician', `/api/encounter/${current.id}/copies`)).json()).toEqual(detail.encounter.copies);

    const again = await put('cdi', `/api/encounter/${current.id}/copy/${previous.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(`This encounter is already a copy of encounter ${previous.id}; reset it before copying again`);

    const reset = await put('cdi', `/api/encounter/reset/${current.id}`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().encounter).toMatchObject({ id: current.id, copiedFromId: null, copies: [], openHccCount: 0 });
    expect((await conditionsOf(current.id)).map((c) => c.id)).toEqual(ownBefore.map((c) => c.id));
    expect(await copyRows(current.id)).toEqual([]);
    expect((await liveConditionsOf(previous.id)).map((c) => c.id)).toEqual(sources.map((c) => c.id));
    const [resetAudit] = await auditsOf(current.id, 'RESET');
    expect(resetAudit?.before).toMatchObject({ copiedFromId: previous.id, conditions: expect.arrayContaining([expect.objectContaining({ id: target.id })]) });
    expect((await get('cdi', `/api/encounter/${current.id}/copies`)).json()).toEqual([]);
    expect((await put('cdi', `/api/encounter/reset/${current.id}`)).json().error.message).toBe(`Encounter ${current.id} is not a copied encounter`);
  });

  it('does not duplicate a condition the current encounter already has', async () => {
    const { current, previous } = await pair('demo', (c) => c.reviewCode === 'READY_FOR_CDI_QA', (p) => copyable(p) && p.live >= 1);
    const [source] = await liveConditionsOf(previous.id);
    if (!source) throw new Error('no source condition');
    const { id: _id, encounter_id: _e, version: _v, encounter_copy_id: _c, ...fields } = source;
    await app.db
      .insertInto('conditions')
      .values({ ...fields, encounter_id: current.id, icd10_code_json: fields.icd10_code_json === null ? null : JSON.stringify(fields.icd10_code_json) })
      .execute();
    const sameKind = async () => (await liveConditionsOf(current.id)).filter((c) => c.condition_status === source.condition_status && c.title === source.title).length;
    const before = await sameKind();
    await put('cdiqa', `/api/encounter/lock/${current.id}`);
    expect((await put('cdiqa', `/api/encounter/${current.id}/copy/${previous.id}`)).statusCode).toBe(200);
    expect(await sameKind()).toBe(before);
  });

  it('without the lock the copy is refused with the catalogue text and nothing is written', async () => {
    const { current, previous } = await pair('demo', (c) => c.reviewCode === 'OPEN', (p) => copyable(p) && p.live >= 1);
    const before = await conditionsOf(current.id);
    const response = await put('cdi', `/api/encounter/${current.id}/copy/${previous.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.copyRequiresLock);
    await put('coder', `/api/encounter/lock/${current.id}`);
    expect((await put('cdi', `/api/encounter/${current.id}/copy/${previous.id}`)).json().error.message).toBe(MESSAGES.copyRequiresLock);
    expect(await conditionsOf(current.id)).toEqual(before);
    expect(await copyRows(current.id)).toEqual([]);
    expect(await auditsOf(current.id, 'COPY')).toEqual([]);
  });

  it('refuses review codes the rule does not allow, on either side', async () => {
    const physicianStage = await pair('demo', (c) => c.reviewCode === 'READY_FOR_PHYSICIAN', copyable);
    await put('cdi', `/api/encounter/lock/${physicianStage.current.id}`);
    const current = await put('cdi', `/api/encounter/${physicianStage.current.id}/copy/${physicianStage.previous.id}`);
    expect(current.statusCode).toBe(409);
    expect(current.json().error.message).toBe('Only an encounter whose review is Open or Ready for CDI QA can receive a copy');

    const openPrevious = await pair('demo', (c) => c.reviewCode === 'OPEN', (p) => p.status !== 'CANCELLED' && p.reviewCode === 'OPEN');
    await put('cdi', `/api/encounter/lock/${openPrevious.current.id}`);
    const previous = await put('cdi', `/api/encounter/${openPrevious.current.id}/copy/${openPrevious.previous.id}`);
    expect(previous.statusCode).toBe(409);
    expect(previous.json().error.message).toBe(`Encounter ${openPrevious.previous.id} is still in CDI review (Open) and cannot be copied`);
    expect(await copyRows(openPrevious.current.id)).toEqual([]);
  });

  it('refuses a later encounter, another patient’s, itself, bad ids, other tenants, other roles and the off flag', async () => {
    const { current, previous } = await pair('demo', (c) => c.reviewCode === 'OPEN', copyable);
    await put('cdi', `/api/encounter/lock/${current.id}`);
    expect((await put('cdi', `/api/encounter/${previous.id}/copy/${current.id}`)).statusCode).toBe(409);
    const stranger = (await candidates('demo')).find((c) => c.patientId !== current.patientId && c.start < current.start);
    const otherPatient = await put('cdi', `/api/encounter/${current.id}/copy/${stranger?.id ?? 0}`);
    expect(otherPatient.statusCode).toBe(409);
    expect(otherPatient.json().error.message).toBe(`Encounter ${stranger?.id ?? 0} is not one of this patient's previous encounters`);
    expect((await put('cdi', `/api/encounter/${current.id}/copy/${current.id}`)).statusCode).toBe(400);
    expect((await put('cdi', `/api/encounter/${current.id}/copy/abc`)).statusCode).toBe(400);
    expect((await app.inject({ method: 'PUT', url: `/api/encounter/${current.id}/copy/${previous.id}`, headers: { origin: PLATFORM_ORIGIN } })).statusCode).toBe(401);
    expect((await put('coder', `/api/encounter/${current.id}/copy/${previous.id}`)).statusCode).toBe(403);
    expect((await put('physician', `/api/encounter/${current.id}/copy/${previous.id}`)).statusCode).toBe(403);
    expect((await put('cdirestricted', `/api/encounter/${current.id}/copy/${previous.id}`)).statusCode).toBe(403);
    expect((await put('acmecdi', `/api/encounter/${current.id}/copy/${previous.id}`)).statusCode).toBe(404);
    expect(await copyRows(current.id)).toEqual([]);

    const acme = await pair('acme', (c) => c.reviewCode === 'OPEN', copyable);
    await put('acmecdi', `/api/encounter/lock/${acme.current.id}`);
    const flagOff = await put('acmecdi', `/api/encounter/${acme.current.id}/copy/${acme.previous.id}`);
    expect(flagOff.statusCode).toBe(403);
    expect(flagOff.json().error.message).toBe('Encounter copy is not enabled for this tenant');
  });

  it('reset: lock required, CDI only, and not once the review has left CDI', async () => {
    const { current, previous } = await pair('demo', (c) => c.reviewCode === 'OPEN', (p) => copyable(p) && p.live >= 1);
    await put('cdi', `/api/encounter/lock/${current.id}`);
    const copied = (await put('cdi', `/api/encounter/${current.id}/copy/${previous.id}`)).json();
    await put('cdi', `/api/encounter/unlock/${current.id}`);
    const noLock = await put('cdi', `/api/encounter/reset/${current.id}`);
    expect(noLock.statusCode).toBe(409);
    expect(noLock.json().error.message).toBe('Lock the encounter before changing it');
    expect((await put('coder', `/api/encounter/reset/${current.id}`)).statusCode).toBe(403);
    expect((await put('acmecdi', `/api/encounter/reset/${current.id}`)).statusCode).toBe(404);
    await put('cdi', `/api/encounter/lock/${current.id}`);
    expect((await put('cdi', `/api/review/code/${copied.encounter.review.id}/READY_FOR_PHYSICIAN`)).statusCode).toBe(200);
    const late = await put('cdi', `/api/encounter/reset/${current.id}`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('A copied encounter cannot be reset once its review is Ready for Physician');
    expect(await copyRows(current.id)).toHaveLength(1);
    expect(await auditsOf(current.id, 'RESET')).toEqual([]);
  });
});

describe('GET copies and previous encounters (spec 2 §2.7, §7)', () => {
  it("previous lists the patient's earlier encounters newest first, as the detail's previous", async () => {
    const { current } = await pair('demo', () => true, () => true);
    const detail = (await get('physician', `/api/encounter/detail/${current.id}`)).json();
    const response = await get('physician', `/api/encounter/previous/${current.patientId}/${current.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(detail.previous);
    expect(response.json().length).toBeGreaterThan(0);
  });

  it('refusals: wrong patient 404, other tenant 404, no session 401, restricted only on the twin and in region', async () => {
    const { current } = await pair('demo', () => true, () => true);
    expect((await get('cdi', `/api/encounter/previous/${current.patientId + 1}/${current.id}`)).statusCode).toBe(404);
    expect((await get('acmecdi', `/api/encounter/previous/${current.patientId}/${current.id}`)).statusCode).toBe(404);
    expect((await get('acmecdi', `/api/encounter/${current.id}/copies`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/encounter/${current.id}/copies` })).statusCode).toBe(401);
    expect((await get('cdirestricted', `/api/encounter/${current.id}/copies`)).statusCode).toBe(403);
    const regionOf = async (region: string) =>
      (await app.db.selectFrom('encounters as e').innerJoin('patients as p', 'p.id', 'e.patient_id').innerJoin('regions as rg', 'rg.id', 'p.region_id')
        .select(['e.id', 'e.patient_id']).where('rg.name', '=', region).where('e.tenant_id', '=', 'demo').orderBy('e.start', 'desc').limit(1).executeTakeFirstOrThrow());
    const inside = await regionOf('MIDWEST');
    const outside = await regionOf('WEST_COAST');
    expect((await get('cdirestricted', `/api/restricted/encounter/previous/${inside.patient_id}/${inside.id}`)).statusCode).toBe(200);
    expect((await get('cdirestricted', `/api/restricted/encounter/${inside.id}/copies`)).statusCode).toBe(200);
    expect((await get('cdirestricted', `/api/restricted/encounter/previous/${outside.patient_id}/${outside.id}`)).statusCode).toBe(404);
    expect((await get('cdi', `/api/restricted/encounter/${inside.id}/copies`)).statusCode).toBe(403);
  });
});
