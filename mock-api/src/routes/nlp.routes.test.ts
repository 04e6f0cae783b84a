import type { FastifyInstance } from 'fastify';
import { signIn } from '../test-support/clinical-test-kit';
import { TestDatabase } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
  for (const user of ['physician', 'cdi', 'acmecdi', 'admin']) cookies[user] = await signIn(app, user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const get = (user: string | null, url: string) => app.inject({ method: 'GET', url, headers: user ? { cookie: cookies[user] ?? '' } : {} });

/** A demo condition with NLP documents that the physician may see (not HIDDEN). */
const nlpCondition = () =>
  app.db
    .selectFrom('nlp_documents as d')
    .innerJoin('conditions as c', 'c.id', 'd.encounter_condition_id')
    .select(['c.id', 'c.encounter_id'])
    .where('d.tenant_id', '=', 'demo')
    .where('c.status_code', '=', 'ACTIVE')
    .orderBy('c.id')
    .executeTakeFirstOrThrow();

describe('GET /api/nlp/prediction/{id} (spec 2 §3, §7)', () => {
  it("answers the condition's documents, newest first, with the evidence spans to highlight", async () => {
    const c = await nlpCondition();
    const rows = await app.db.selectFrom('nlp_documents').selectAll().where('encounter_condition_id', '=', c.id).execute();
    const response = await get('physician', `/api/nlp/prediction/${c.id}`);
    expect(response.statusCode).toBe(200);
    const documents = response.json() as Array<{ pageText: string; predictedText: string; highlights: Array<{ start: number; end: number }>; documentDateOfService: string }>;
    expect(documents).toHaveLength(rows.length);
    expect(documents[0]).toEqual({
      id: expect.any(Number), encounterConditionId: c.id, encounterId: c.encounter_id, pageText: expect.any(String), predictedText: expect.any(String),
      highlights: expect.any(Array), hccCode: expect.anything(), hccDescription: expect.anything(), icd10Code: expect.any(String), icd10Description: expect.any(String),
      documentTypeCode: expect.stringMatching(/^[A-Z_]+$/), documentDateOfService: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const dates = documents.map((d) => d.documentDateOfService);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const d of documents) {
      expect(d.highlights.length).toBeGreaterThan(0);
      for (const span of d.highlights) expect(d.pageText.slice(span.start, span.end).toLowerCase()).toBe(d.predictedText.toLowerCase());
    }
  });

  it('answers an empty list for a condition without documents', async () => {
    const none = await app.db
      .selectFrom('conditions as c')
      .leftJoin('nlp_documents as d', 'd.encounter_condition_id', 'c.id')
      .select('c.id')
      .where('c.tenant_id', '=', 'demo')
      .where('c.status_code', '=', 'ACTIVE')
      .where('d.id', 'is', null)
      .executeTakeFirstOrThrow();
    const response = await get('cdi', `/api/nlp/prediction/${none.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('refuses no session (401), ADMIN (403), another tenant (404 with no data) and bad ids (400)', async () => {
    const c = await nlpCondition();
    expect((await get(null, `/api/nlp/prediction/${c.id}`)).statusCode).toBe(401);
    expect((await get('admin', `/api/nlp/prediction/${c.id}`)).statusCode).toBe(403);
    const other = await get('acmecdi', `/api/nlp/prediction/${c.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    expect((await get('cdi', '/api/nlp/prediction/0')).statusCode).toBe(400);
  });
});

describe('OpenAPI (issue 3 notes, conditions, tags, audit READ, NLP)', () => {
  it('publishes these routes with their schemas', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/encounter/note/{encounterId}', '/api/encounter/note/{encounterId}/condition/{conditionId}', '/api/encounter/note',
        '/api/restricted/encounter/note', '/api/encounter/condition', '/api/encounter/condition/rule', '/api/encounter/condition/{id}/query',
        '/api/encounter/condition/{id}/tags/cdi', '/api/restricted/encounter/condition/{id}/tags/cdi', '/api/encounter/condition/{id}/tags/coder',
        '/api/encounter/condition/tags/practitioner', '/api/audit/read/encounter-condition/{id}', '/api/nlp/prediction/{id}',
      ]),
    );
    const noteBody = doc.paths['/api/encounter/note'].post.requestBody.content['application/json'].schema;
    expect(noteBody.required).toEqual(expect.arrayContaining(['encounterId', 'noteBody', 'noteReasonCode']));
    expect(Object.keys(doc.paths['/api/encounter/condition'].post.responses)).toEqual(expect.arrayContaining(['201', '400', '409']));
  });
});
