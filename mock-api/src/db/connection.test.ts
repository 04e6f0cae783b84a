// What openDatabase opens, and that closeDatabase closes all of it: PGlite under its node-postgres pool, and on PostgreSQL
// (TEST_DATABASE_URL, as CI runs it) the written-order pool beside the main one.
import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { closeDatabase, embeddedPglite, openDatabase, writtenOrderDatabase } from './connection';

const url = process.env.TEST_DATABASE_URL ?? null;

describe('openDatabase', () => {
  it('on PGlite, runs statements through one connection and closes PGlite with the database', async () => {
    const db = await openDatabase({ databaseUrl: null, databaseSchema: null, dataDir: null });
    const pglite = embeddedPglite(db);
    expect(pglite).not.toBeNull();
    expect(writtenOrderDatabase(db)).toBeNull();
    expect((await sql<{ n: number }>`select ${41}::int + 1 as n`.execute(db)).rows).toEqual([{ n: 42 }]);
    await closeDatabase(db);
    expect(pglite?.closed).toBe(true);
  });

  it('on PGlite, closes PGlite even when no statement ran (Kysely then ends nothing)', async () => {
    const db = await openDatabase({ databaseUrl: null, databaseSchema: null, dataDir: null });
    await closeDatabase(db);
    expect(embeddedPglite(db)?.closed).toBe(true);
  });

  (url ? it : it.skip)('on PostgreSQL, opens the written-order pool with its settings and ends it with the rest, even before the main pool ran anything', async () => {
    const schema = `conn_${randomBytes(4).toString('hex')}`;
    const db = await openDatabase({ databaseUrl: url, databaseSchema: schema, dataDir: null });
    try {
      const fixed = writtenOrderDatabase(db);
      if (!fixed) throw new Error('PostgreSQL opens a written-order pool');
      const setting = sql<{ p: string }>`select current_setting('plan_cache_mode') as p`;
      expect((await setting.execute(fixed)).rows).toEqual([{ p: 'force_generic_plan' }]);
      await closeDatabase(db);
      await expect(setting.execute(fixed)).rejects.toThrow();
    } finally {
      const admin = new pg.Client({ connectionString: url ?? '' });
      await admin.connect();
      await admin.query(`drop schema if exists "${schema}" cascade`);
      await admin.end();
    }
  });
});
