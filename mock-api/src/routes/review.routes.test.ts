import type { FastifyInstance } from 'fastify';
import { signIn, unlockedEncounter } from '../test-support/clinical-test-kit';
import { TestDatabase, PLATFORM_ORIGIN } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
  for (const user of ['cdi', 'cdiqa', 'coder', 'physician', 'acmecdi']) cookies[user] = await signIn(app, user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const put = (user: string, url: string) => app.inject({ method: 'PUT', url, headers: { cookie: cookies[user] ?? '', origin: PLATFORM_ORIGIN } });
const review = (id: number) => app.db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const audits = (id: number) =>
  app.db.selectFrom('audit_events').selectAll().where('entity_type', '=', 'REVIEW').where('entity_id', '=', String(id)).orderBy('id').execute();

describe('PUT /api/review/code/:reviewId/:code (spec 2 §4.1)', () => {
  it('the CDI lock holder moves an OPEN review to Ready for Physician; the change is audited', async () => {
    const { id, reviewId } = await unlockedEncounter(app, 'demo', 'OPEN');
    expect((await put('cdi', `/api/encounter/lock/${id}`)).statusCode).toBe(200);
    const response = await put('cdi', `/api/review/code/${reviewId}/READY_FOR_PHYSICIAN`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: reviewId, reviewCode: 'READY_FOR_PHYSICIAN', reviewer: { firstName: 'Casey', lastName: 'Diaz' } });
    expect((await review(reviewId)).review_code).toBe('READY_FOR_PHYSICIAN');
    const [audit] = await audits(reviewId);
    expect(audit).toMatchObject({ action: 'UPDATE', before: { reviewCode: 'OPEN' }, after: { reviewCode: 'READY_FOR_PHYSICIAN' } });
  });

  it('the worklist views follow the move: the encounter leaves the CDI view and the coder view shows it (encounters.review_code)', async () => {
    // Far down the list: the other tests pick the first few OPEN encounters by position.
    const { id, reviewId } = await unlockedEncounter(app, 'demo', 'OPEN', 30);
    const encounter = () => app.db.selectFrom('encounters').select(['review_code', 'patient_id']).where('id', '=', id).executeTakeFirstOrThrow();
    const encounterCode = async () => (await encounter()).review_code;
    const patientId = (await encounter()).patient_id;
    const inView = async (user: string, view: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/encounter?view=${view}&patientId=${patientId}`, headers: { cookie: cookies[user] ?? '' } });
      expect(response.statusCode).toBe(200);
      return response.json<Array<{ id: number }>>().some((row) => row.id === id);
    };
    expect(await encounterCode()).toBe('OPEN');
    expect(await inView('cdi', 'OPEN')).toBe(true);
    await put('cdi', `/api/encounter/lock/${id}`);
    expect((await put('cdi', `/api/review/code/${reviewId}/READY_FOR_PHYSICIAN`)).statusCode).toBe(200);
    expect(await encounterCode()).toBe('READY_FOR_PHYSICIAN');
    expect(await inView('cdi', 'OPEN')).toBe(false);
    expect(await inView('cdi', 'READY_FOR_PHYSICIAN')).toBe(true);
    // A review row written by any path (here straight in the database) is mirrored too.
    await app.db.updateTable('reviews').set({ review_code: 'READY_FOR_CODER' }).where('id', '=', reviewId).execute();
    expect(await encounterCode()).toBe('READY_FOR_CODER');
    await app.db.deleteFrom('reviews').where('id', '=', reviewId).execute();
    expect(await encounterCode()).toBeNull();
  });

  it('refuses a move the role does not have (a coder move for CDI) with 409 and writes nothing', async () => {
    const { id, reviewId } = await unlockedEncounter(app, 'demo', 'OPEN', 1);
    await put('cdi', `/api/encounter/lock/${id}`);
    const response = await put('cdi', `/api/review/code/${reviewId}/COMPLETED`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('The CDI role cannot move a review from Open to Completed (offered: Ready for CDI QA, Ready for Physician)');
    expect((await review(reviewId)).review_code).toBe('OPEN');
    expect(await audits(reviewId)).toEqual([]);
  });

  it('a CDI user cannot move a review out of READY_FOR_CDI_QA; the CDI QA manager can', async () => {
    const { id, reviewId } = await unlockedEncounter(app, 'demo', 'READY_FOR_CDI_QA');
    await put('cdi', `/api/encounter/lock/${id}`);
    expect((await put('cdi', `/api/review/code/${reviewId}/OPEN`)).statusCode).toBe(409);
    await put('cdi', `/api/encounter/unlock/${id}`);
    await put('cdiqa', `/api/encounter/lock/${id}`);
    expect((await put('cdiqa', `/api/review/code/${reviewId}/OPEN`)).statusCode).toBe(200);
  });

  it('the coder moves READY_FOR_CODER to Completed; physicians are refused (403)', async () => {
    const { id, reviewId } = await unlockedEncounter(app, 'demo', 'READY_FOR_CODER');
    expect((await put('physician', `/api/review/code/${reviewId}/COMPLETED`)).statusCode).toBe(403);
    await put('coder', `/api/encounter/lock/${id}`);
    expect((await put('coder', `/api/review/code/${reviewId}/COMPLETED`)).json().reviewCode).toBe('COMPLETED');
  });

  it('requires the lock: without it, or with another user’s, 409 and nothing changes', async () => {
    // Far down the list: the other tests pick the first few OPEN encounters by position.
    const { id, reviewId } = await unlockedEncounter(app, 'demo', 'OPEN', 30);
    const noLock = await put('cdi', `/api/review/code/${reviewId}/READY_FOR_CDI_QA`);
    expect(noLock.statusCode).toBe(409);
    expect(noLock.json().error.message).toBe('Lock the encounter before changing it');
    await put('coder', `/api/encounter/lock/${id}`);
    expect((await put('cdi', `/api/review/code/${reviewId}/READY_FOR_CDI_QA`)).json().error.message).toBe('The encounter is locked by coder');
    expect((await review(reviewId)).review_code).toBe('OPEN');
  });

  it('unknown codes are 400, another tenant’s review 404', async () => {
    const { reviewId } = await unlockedEncounter(app, 'demo', 'OPEN', 3);
    expect((await put('cdi', `/api/review/code/${reviewId}/FINISHED`)).statusCode).toBe(400);
    expect((await put('acmecdi', `/api/review/code/${reviewId}/READY_FOR_CDI_QA`)).statusCode).toBe(404);
  });
});

describe('PUT /api/review (spec 2 §7: the review with its changed reviewCode)', () => {
  const putReview = (user: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/review', payload, headers: { cookie: cookies[user] ?? '', origin: PLATFORM_ORIGIN } });

  it('moves the review like the path form, audited; a move the role lacks is 409; a missing code 400', async () => {
    const { id, reviewId } = await unlockedEncounter(app, 'demo', 'OPEN', 4);
    await put('cdi', `/api/encounter/lock/${id}`);
    const refused = await putReview('cdi', { id: reviewId, reviewCode: 'COMPLETED', queryStatusCode: null });
    expect(refused.statusCode).toBe(409);
    expect((await review(reviewId)).review_code).toBe('OPEN');
    expect((await putReview('cdi', { id: reviewId })).statusCode).toBe(400);

    const moved = await putReview('cdi', { id: reviewId, reviewCode: 'READY_FOR_PHYSICIAN', queryStatusCode: null, reviewer: null });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: reviewId, reviewCode: 'READY_FOR_PHYSICIAN' });
    expect((await review(reviewId)).review_code).toBe('READY_FOR_PHYSICIAN');
    expect(await audits(reviewId)).toEqual([expect.objectContaining({ action: 'UPDATE', after: expect.objectContaining({ reviewCode: 'READY_FOR_PHYSICIAN' }) })]);
  });
});

describe('PUT /api/review/query/:reviewId/:status (spec 2 §4.2)', () => {
  it('the coder toggles the query to outstanding and back, stamping the outstanding date', async () => {
    const row = await app.db
      .selectFrom('reviews as r')
      .innerJoin('encounters as e', 'e.id', 'r.encounter_id')
      .leftJoin('locks as l', (j) => j.onRef('l.encounter_id', '=', 'e.id').on('l.status_code', '=', 'ACTIVE'))
      .select(['r.id as reviewId', 'e.id'])
      .where('r.tenant_id', '=', 'demo')
      .where('r.review_code', '=', 'READY_FOR_CODER')
      .where('r.query_status_code', 'is', null)
      .where('l.id', 'is', null)
      .executeTakeFirstOrThrow();
    await put('coder', `/api/encounter/lock/${row.id}`);
    expect((await put('coder', `/api/review/query/${row.reviewId}/REVIEW_QUERY_RESPONSE_RECEIVED`)).statusCode).toBe(409);
    const outstanding = await put('coder', `/api/review/query/${row.reviewId}/REVIEW_QUERY_OUTSTANDING`);
    expect(outstanding.statusCode).toBe(200);
    expect(outstanding.json().queryStatusCode).toBe('REVIEW_QUERY_OUTSTANDING');
    const encounter = await app.db.selectFrom('encounters').select('coder_query_outstanding_date').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(encounter.coder_query_outstanding_date).not.toBeNull();
    expect((await put('coder', `/api/review/query/${row.reviewId}/REVIEW_QUERY_RESPONSE_RECEIVED`)).json().queryStatusCode).toBe('REVIEW_QUERY_RESPONSE_RECEIVED');
  });

  it('a CDI user on an OPEN review cannot change it (409); unknown statuses are 400', async () => {
    const { id, reviewId } = await unlockedEncounter(app, 'demo', 'OPEN', 4);
    await put('cdi', `/api/encounter/lock/${id}`);
    expect((await put('cdi', `/api/review/query/${reviewId}/REVIEW_QUERY_OUTSTANDING`)).statusCode).toBe(409);
    expect((await put('cdi', `/api/review/query/${reviewId}/MAYBE`)).statusCode).toBe(400);
    expect((await review(reviewId)).query_status_code).toBeNull();
  });
});
