import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { embeddedPglite, writtenOrderDatabase } from '../db/connection';
import { signIn } from '../test-support/clinical-test-kit';
import { PLATFORM_ORIGIN, TestDatabase } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
let cookie = '';
let statements: string[] = [];

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open({ onQuery: (text) => statements.push(text) });
  cookie = await signIn(app, 'cdi');
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

/** The statements a list request runs after its session lookup (the first statement). */
async function statementsOf(url: string): Promise<string[]> {
  statements = [];
  const response = await app.inject({ method: 'GET', url, headers: { cookie, origin: PLATFORM_ORIGIN } });
  expect(response.statusCode).toBe(200);
  expect(response.json().length).toBeGreaterThan(0);
  expect(statements[0]).toContain('from "users" inner join "sessions"');
  return statements.slice(1);
}

describe('the encounter search in the written join order (issue 15)', () => {
  it('runs a worklist page as one statement on PostgreSQL, in a transaction of its own on PGlite', async () => {
    const run = await statementsOf('/api/encounter?view=WORKLIST&limit=50');
    if (embeddedPglite(app.db)) {
      const settings = 'set local join_collapse_limit = 1; set local plan_cache_mode = force_generic_plan';
      expect(run).toEqual(['begin', settings, expect.stringContaining('from "encounters" as "e"'), 'commit']);
    } else {
      expect(run).toEqual([expect.stringContaining('from "encounters" as "e"')]);
    }
  });

  it('leaves a search on the patient to the planner: one statement, outside any transaction', async () => {
    expect(await statementsOf('/api/encounter?lastName=a&limit=50')).toEqual([expect.stringContaining('lower("p"."last_name") like')]);
  });

  it('on PostgreSQL, its connections keep the written order and plan each statement once; the others plan freely', async () => {
    const fixed = writtenOrderDatabase(app.db);
    if (embeddedPglite(app.db)) {
      expect(fixed).toBeNull();
      return;
    }
    if (!fixed) throw new Error('PostgreSQL opens a written-order pool');
    const settings = async (db: typeof fixed) =>
      (await sql<{ j: string; p: string }>`select current_setting('join_collapse_limit') as j, current_setting('plan_cache_mode') as p`.execute(db)).rows[0];
    expect(await settings(fixed)).toEqual({ j: '1', p: 'force_generic_plan' });
    expect(await settings(app.db)).toEqual({ j: '8', p: 'auto' });
  });

  it('on PGlite, the page is a statement prepared by name and planned once, generically (its one session)', async () => {
    if (!embeddedPglite(app.db)) return; // PostgreSQL: the pool's own test (db/prepared-statements-pool.test.ts)
    await statementsOf('/api/encounter?view=WORKLIST&limit=50');
    await statementsOf('/api/encounter?view=WORKLIST&limit=50');
    const plans = await sql<{ generic_plans: string; custom_plans: string }>`
      select generic_plans, custom_plans from pg_prepared_statements where statement like '%from "encounters" as "e"%review_code" in (''OPEN''%'`.execute(app.db);
    expect(plans.rows).toHaveLength(1);
    expect(Number(plans.rows[0]?.generic_plans)).toBeGreaterThanOrEqual(2);
    expect(Number(plans.rows[0]?.custom_plans)).toBe(0);
  });
});
