import { DEMO_PASSWORD, TestDatabase, sessionCookieOf } from '../test-support/test-app';
import { DEMO_USERS } from './seed/users.seed';

let database: TestDatabase;

beforeAll(() => {
  database = new TestDatabase();
});

afterAll(async () => {
  await database?.dispose();
});

describe('persistence', () => {
  it('keeps data and sessions across a restart on the same database without seeding twice', async () => {
    const first = await database.open();
    const signIn = await first.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'cdi', password: DEMO_PASSWORD } });
    const cookie = sessionCookieOf(signIn);
    const feedback = await first.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie },
      payload: { feedbackTypeCode: 'IDEA', encounterId: null, applicationTypeCode: 'WEB', applicationState: '/auth/home', description: 'Kept' },
    });
    expect(feedback.statusCode).toBe(201);
    await first.close();

    const second = await database.open();
    try {
      expect((await second.inject({ method: 'GET', url: '/api/user/current', headers: { cookie } })).json().username).toBe('cdi');
      const rows = await second.db.selectFrom('feedback').select('description').execute();
      expect(rows).toEqual([{ description: 'Kept' }]);
      // Seeded once: the demo users, not twice as many.
      expect(await second.db.selectFrom('users').select('id').execute()).toHaveLength(DEMO_USERS.length);
      expect(await second.db.selectFrom('tenants').select('id').orderBy('id').execute()).toEqual([{ id: 'acme' }, { id: 'aloha' }, { id: 'demo' }, { id: 'pilot' }]);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('does not register the dev routes when demo mode is off', async () => {
    const app = await database.open({ demoMode: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    } finally {
      await app.close();
    }
  }, 60_000);
});
