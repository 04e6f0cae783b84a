// Issue 16, item 7: an unknown username takes about as long to refuse as a real one. Under jest the hash cost is
// lowered (password.ts), where the database work around a check outweighs it; this suite loads the API at the
// production cost, as it runs for a user, and gives the compared accounts production-cost hashes.
import type { FastifyInstance } from 'fastify';
import type { TestDatabase as TestDatabaseType } from '../test-support/test-app';

let database: TestDatabaseType;
let app: FastifyInstance;

beforeAll(async () => {
  // password.ts reads its cost when loaded: load this suite's copy of the API outside NODE_ENV=test (jest gives each
  // suite its own modules and its own process.env).
  process.env.NODE_ENV = 'development';
  const { TestDatabase, DEMO_PASSWORD } = await import('../test-support/test-app');
  const { hashPassword, PRODUCTION_COST } = await import('../auth/password');
  database = new TestDatabase();
  app = await database.open();
  const hash = await hashPassword(DEMO_PASSWORD);
  expect(hash.split('$')[1]).toBe(String(PRODUCTION_COST.N));
  await app.db.updateTable('users').set({ password_hash: hash }).where('username', 'in', ['physician', 'clinicaladmin']).execute();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  process.env.NODE_ENV = 'test';
});

const login = (ip: string, username: string) =>
  app.inject({ method: 'POST', url: '/api/sso/login', payload: { username, password: 'not-the-password' }, headers: { 'x-forwarded-for': ip } });

it('unknown usernames take a similar time to answer as real ones', async () => {
  const time = async (username: string, ip: string): Promise<number> => {
    const began = performance.now();
    expect((await login(ip, username)).statusCode).toBe(401);
    return performance.now() - began;
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const known: number[] = [];
  const unknown: number[] = [];
  // Eight of each, interleaved, so a busy machine (jest runs suites side by side) slows both sides alike.
  for (let i = 0; i < 8; i += 1) {
    known.push(await time(i % 2 === 0 ? 'physician' : 'clinicaladmin', `10.4.0.${i}`));
    unknown.push(await time(`ghost-${i}`, `10.4.1.${i}`));
  }
  // Both run one hash at the production cost (about 100-250 ms here); the database work around it is small. Skipping
  // the hash for unknown names gives about 0.05; a second hash for them would give about 2. The band between allows
  // for the noise of a loaded CI (1.77 was seen with four samples each).
  const ratio = median(unknown) / median(known);
  expect(ratio).toBeGreaterThan(0.5);
  expect(ratio).toBeLessThan(1.9);
});
