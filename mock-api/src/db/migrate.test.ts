// Migrations on PostgreSQL in a schema of a database whose other schemas hold Kysely's migration tables too (another
// deployment's, or an API suite's migrating beside this one in CI): this schema gets its own. Kysely looks for its
// tables by name across the database unless it is told the schema; a concurrent suite made it skip creating them.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { closeDatabase, openDatabase } from './connection';
import { migrateToLatest } from './migrate';

const url = process.env.TEST_DATABASE_URL ?? null;

async function onServer(statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url ?? '' });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

(url ? describe : describe.skip)('migrateToLatest on PostgreSQL, in a schema of its own', () => {
  const other = `other_${randomBytes(4).toString('hex')}`;
  const mine = `mine_${randomBytes(4).toString('hex')}`;

  afterAll(() => onServer([`drop schema if exists "${other}" cascade`, `drop schema if exists "${mine}" cascade`]));

  it("makes Kysely's tables in its own schema when another schema of the database has them", async () => {
    await onServer([
      `create schema "${other}"`,
      `create table "${other}".kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null)`,
      `create table "${other}".kysely_migration_lock (id varchar(255) primary key, is_locked integer not null default 0)`,
    ]);
    const db = await openDatabase({ databaseUrl: url, databaseSchema: mine, dataDir: null });
    try {
      const applied = await migrateToLatest(db);
      expect(applied.length).toBeGreaterThan(5);
      const { rows } = await sql<{ schema: string }>`
        select table_schema as schema from information_schema.tables where table_name = 'kysely_migration_lock' order by 1`.execute(db);
      expect(rows.map((r) => r.schema)).toEqual(expect.arrayContaining([other, mine]));
      // Again: nothing left to apply, the lock found where it was made.
      expect(await migrateToLatest(db)).toEqual([]);
    } finally {
      await closeDatabase(db);
    }
  }, 120_000);
});
