import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { TestDatabase } from '../test-support/test-app';
import { analyzeTablesWithoutStatistics } from './planner-statistics';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const reltuples = async (table: string) =>
  Number((await sql<{ n: number }>`select reltuples as n from pg_class where oid = ${table}::regclass`.execute(app.db)).rows[0]?.n);

describe('planner statistics (PGlite runs no autovacuum)', () => {
  it('a started app has statistics for every table of the seeded database', async () => {
    expect(await analyzeTablesWithoutStatistics(app.db)).toEqual([]);
    expect(await reltuples('condition_rules')).toBeGreaterThan(0);
  });

  it('analyzes a table filled without statistics, and only such tables', async () => {
    await sql`create table stats_probe (id int primary key, n int)`.execute(app.db);
    await sql`insert into stats_probe select g, g % 7 from generate_series(1, 500) g`.execute(app.db);
    expect(await reltuples('stats_probe')).toBeLessThan(0);
    expect(await analyzeTablesWithoutStatistics(app.db)).toEqual(['stats_probe']);
    expect(await reltuples('stats_probe')).toBe(500);
  });
});
