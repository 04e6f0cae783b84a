import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, TestDatabase, sessionCookieOf } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
let cookie: string;

const valid = {
  feedbackTypeCode: 'GENERAL',
  encounterId: 42,
  applicationTypeCode: 'WEB',
  applicationState: '/auth/encounter/detail/42',
  description: '  The condition list did not refresh.  ',
};

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
  const response = await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'coder', password: DEMO_PASSWORD } });
  cookie = sessionCookieOf(response);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const send = (payload: unknown, headers: Record<string, string> = { cookie }) =>
  app.inject({ method: 'POST', url: '/api/feedback', payload: payload as Record<string, unknown>, headers });

const count = async (table: 'feedback' | 'audit_events') =>
  Number((await app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /api/feedback', () => {
  it('answers 401 without a session and stores nothing', async () => {
    const response = await send(valid, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
    expect(await count('feedback')).toBe(0);
  });

  it('stores the feedback with tenant and user, audits it and answers 201 with its id', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(id).toEqual(expect.any(Number));
    const row = await app.db.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const coder = await app.db.selectFrom('users').select('id').where('username', '=', 'coder').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      tenant_id: 'demo',
      user_id: coder.id,
      feedback_type_code: 'GENERAL',
      encounter_id: 42,
      application_type_code: 'WEB',
      application_state: '/auth/encounter/detail/42',
      description: 'The condition list did not refresh.',
    });
    const audit = await app.db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity_type', '=', 'FEEDBACK')
      .where('entity_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'CREATE', tenant_id: 'demo', user_id: coder.id });
    expect(audit.after).toMatchObject({ description: 'The condition list did not refresh.' });
  });

  it('accepts a null encounterId', async () => {
    expect((await send({ ...valid, encounterId: null })).statusCode).toBe(201);
  });

  it.each([
    ['missing description', { ...valid, description: undefined }, 'body.description: is required'],
    ['blank description', { ...valid, description: '   ' }, 'body.description'],
    ['oversized description', { ...valid, description: 'x'.repeat(4001) }, 'body.description'],
    ['numeric description', { ...valid, description: 12345 }, 'body.description'],
    ['text encounterId', { ...valid, encounterId: '42' }, 'body.encounterId'],
    ['lower-case type code', { ...valid, feedbackTypeCode: 'general' }, 'body.feedbackTypeCode'],
    ['oversized applicationState', { ...valid, applicationState: 'x'.repeat(2001) }, 'body.applicationState'],
  ])('rejects a %s with 400 naming the field and writes nothing', async (_name, payload, text) => {
    const [feedbackBefore, auditBefore] = [await count('feedback'), await count('audit_events')];
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: expect.stringContaining(text) } });
    expect(await count('feedback')).toBe(feedbackBefore);
    expect(await count('audit_events')).toBe(auditBefore);
  });

  it('rejects malformed JSON with 400 in the error format', async () => {
    const before = await count('feedback');
    const response = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"description": "oops",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Request body is not valid JSON' } });
    expect(await count('feedback')).toBe(before);
  });
});
