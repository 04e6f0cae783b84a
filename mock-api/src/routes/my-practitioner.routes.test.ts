import type { FastifyInstance } from 'fastify';
import { signIn } from '../test-support/clinical-test-kit';
import { TestDatabase } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
  for (const user of ['physician', 'cdi']) cookies[user] = await signIn(app, user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const get = (user: string | null) =>
  app.inject({ method: 'GET', url: '/api/user/practitioner', headers: user ? { cookie: cookies[user] ?? '' } : {} });

describe('GET /api/user/practitioner', () => {
  it("answers the physician's linked practitioner", async () => {
    const response = await get('physician');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: expect.any(Number), firstName: 'Priya', lastName: 'Shah', statusCode: 'ACTIVE', orgId: expect.any(Number), specialty: expect.any(String) },
    ]);
    const link = await app.db
      .selectFrom('user_practitioners as up')
      .innerJoin('users as u', 'u.id', 'up.user_id')
      .select('up.practitioner_id')
      .where('u.username', '=', 'physician')
      .executeTakeFirstOrThrow();
    expect(response.json<Array<{ id: number }>>()[0]?.id).toBe(link.practitioner_id);
  });

  it('answers an empty list to a user linked to no practitioner', async () => {
    const response = await get('cdi');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('never answers a practitioner of another tenant, even when linked', async () => {
    const cdi = await app.db.selectFrom('users').select('id').where('username', '=', 'cdi').executeTakeFirstOrThrow();
    const foreign = await app.db.selectFrom('practitioners').select('id').where('tenant_id', '=', 'acme').executeTakeFirstOrThrow();
    await app.db.insertInto('user_practitioners').values({ user_id: cdi.id, practitioner_id: foreign.id }).execute();
    try {
      expect((await get('cdi')).json()).toEqual([]);
    } finally {
      await app.db.deleteFrom('user_practitioners').where('user_id', '=', cdi.id).execute();
    }
  });

  it('answers 401 without a session', async () => {
    const response = await get(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
  });
});
