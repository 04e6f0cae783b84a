// The session statement is compiled once per database and run with each request's session id (issue 15): each id
// must still find its own session and user, and the statement text must be the one compiled object.
import type { FastifyInstance } from 'fastify';
import { signIn, userIdOf } from '../test-support/clinical-test-kit';
import { TestDatabase } from '../test-support/test-app';
import { loadSessionWithUser } from './session-user.repository';

let database: TestDatabase;
let app: FastifyInstance;
const statements: string[] = [];

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open({ onQuery: (text) => statements.push(text) });
  await signIn(app, 'cdi');
  await signIn(app, 'coder');
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

async function sessionIdOf(username: string): Promise<string> {
  const userId = await userIdOf(app, username);
  return (await app.db.selectFrom('sessions').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow()).id;
}

describe('loadSessionWithUser', () => {
  it('answers each session id with its own session and user (not the id it was compiled with), and null for an unknown id', async () => {
    const [cdi, coder] = [await sessionIdOf('cdi'), await sessionIdOf('coder')];
    statements.length = 0;
    const first = await loadSessionWithUser(app.db, cdi);
    const second = await loadSessionWithUser(app.db, coder);
    const again = await loadSessionWithUser(app.db, cdi);
    expect(first?.session.id).toBe(cdi);
    expect(first?.user.username).toBe('cdi');
    expect(second?.session.id).toBe(coder);
    expect(second?.user.username).toBe('coder');
    expect(second?.user.roles.map((r) => r.role)).toContain('CODER');
    expect(again?.user.username).toBe('cdi');
    expect(await loadSessionWithUser(app.db, 'no-such-session')).toBeNull();
    expect(statements).toHaveLength(4);
    expect(new Set(statements).size).toBe(1);
  });
});
