import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { TestDatabase } from '../test-support/test-app';
import { analyzeTablesWithoutStatistics, vacuumAllTables } from './planner-statistics';

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

  // PostgreSQL's autovacuum does this there (the probe tables below turn it off, so it cannot analyze them first).
  const onPglite = process.env.TEST_DATABASE_URL ? it.skip : it;

  onPglite('on PGlite a start vacuums: every page of the encounters is all-visible again after the seed and later updates', async () => {
    // Only VACUUM sets visibility-map bits (ANALYZE reports them): all-visible pages mean it ran over the whole table.
    const visibility = async () =>
      (await sql<{ pages: number; visible: number }>`select relpages as pages, relallvisible as visible from pg_class where oid = 'encounters'::regclass`.execute(app.db)).rows[0];
    const started = await visibility();
    expect(started?.pages).toBeGreaterThan(0);
    expect(started?.visible).toBe(started?.pages);
    await sql`update encounters set description = description where id in (select id from encounters order by id limit 20)`.execute(app.db);
    await vacuumAllTables(app.db);
    const after = await visibility();
    expect(after?.visible).toBe(after?.pages);
  });

  it('analyzes a table filled without statistics, and only such tables', async () => {
    await sql`create table stats_probe (id int primary key, n int) with (autovacuum_enabled = false)`.execute(app.db);
    await sql`insert into stats_probe select g, g % 7 from generate_series(1, 500) g`.execute(app.db);
    expect(await reltuples('stats_probe')).toBeLessThan(0);
    expect(await analyzeTablesWithoutStatistics(app.db)).toEqual(['stats_probe']);
    expect(await reltuples('stats_probe')).toBe(500);
  });

  it('analyzes a table whose new column has no statistics (a migration added and filled it after the last ANALYZE)', async () => {
    await sql`create table column_probe (id int primary key, n int) with (autovacuum_enabled = false)`.execute(app.db);
    await sql`insert into column_probe select g, g % 7 from generate_series(1, 500) g`.execute(app.db);
    await sql`analyze column_probe`.execute(app.db);
    await sql`alter table column_probe add column code text`.execute(app.db);
    await sql`update column_probe set code = case when n = 0 then 'OPEN' else 'DONE' end`.execute(app.db);
    expect(await analyzeTablesWithoutStatistics(app.db)).toEqual(['column_probe']);
    const { rows } = await sql<{ values: string }>`select most_common_vals::text as values from pg_stats where tablename = 'column_probe' and attname = 'code'`.execute(app.db);
    expect(rows[0]?.values).toBe('{DONE,OPEN}');
    expect(await analyzeTablesWithoutStatistics(app.db)).toEqual([]);
  });
});
