// The PostgreSQL pool names each parameterised statement (prepared once per connection). PostgreSQL only: PGlite runs
// queries in-process, without a pool (CI runs this through TEST_DATABASE_URL).
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { preparedStatementsPool } from './prepared-statements-pool';

const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

onPostgres('preparedStatementsPool', () => {
  let db: Kysely<Record<string, never>>;

  beforeAll(() => {
    // One connection, so the statements of the test meet the same session.
    db = new Kysely({ dialect: new PostgresDialect({ pool: preparedStatementsPool(new pg.Pool({ connectionString: url, max: 1 })) }) });
  });

  afterAll(async () => {
    await db?.destroy();
  });

  const prepared = async () =>
    (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements order by name`.execute(db)).rows;

  it('prepares a parameterised statement once and reuses it with other values', async () => {
    const first = await sql<{ n: number }>`select ${1}::int + 1 as n`.execute(db);
    const second = await sql<{ n: number }>`select ${41}::int + 1 as n`.execute(db);
    expect([first.rows[0]?.n, second.rows[0]?.n]).toEqual([2, 42]);
    const statements = (await prepared()).filter((p) => p.statement.includes('+ 1 as n'));
    expect(statements).toHaveLength(1);
    expect(statements[0]?.name).toMatch(/^k\d+$/);
  });

  it('runs a statement without parameters unprepared, so several commands in one text still work', async () => {
    const before = (await prepared()).length;
    await sql`create temporary table t (n int); insert into t values (1); drop table t`.execute(db);
    expect((await prepared()).length).toBe(before);
  });

  it('answers row counts of writes as Kysely expects them', async () => {
    await sql`create temporary table w (n int)`.execute(db);
    const inserted = await sql`insert into w values (${1}), (${2})`.execute(db);
    expect(inserted.numAffectedRows).toBe(2n);
  });
});
