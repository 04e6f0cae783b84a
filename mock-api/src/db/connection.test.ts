// What openDatabase opens, and that closeDatabase closes all of it: PGlite under its node-postgres pool, and on PostgreSQL
// (TEST_DATABASE_URL, as CI runs it) the written-order pool beside the main one.
import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { pgliteFolder } from '../test-support/test-app';
import { closeDatabase, embeddedPglite, openDatabase, writtenOrderDatabase } from './connection';

const url = process.env.TEST_DATABASE_URL ?? null;

// A copy of the run's empty cluster per test, not an in-memory database: PGlite's initdb took 15–19 s a test.
const folders: string[] = [];
const emptyFolder = (): string => {
  const dir = pgliteFolder(true);
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('on PGlite, runs statements through one connection and closes PGlite with the database', async () => {
    const db = await openDatabase({ databaseUrl: null, databaseSchema: null, dataDir: emptyFolder() });
    const pglite = embeddedPglite(db);
    expect(pglite).not.toBeNull();
    expect(writtenOrderDatabase(db)).toBeNull();
    expect((await sql<{ n: number }>`select ${41}::int + 1 as n`.execute(db)).rows).toEqual([{ n: 42 }]);
    await closeDatabase(db);
    expect(pglite?.closed).toBe(true);
  });

  // patches/@electric-sql__pglite@0.5.16.patch (issue 15): PGlite's protocol reader copied every field of every row into
  // a new ArrayBuffer before decoding it, about a tenth of the API's CPU on PGlite under a worklist load.
  it('on PGlite, decodes each field where it lies (no copy per field) and keeps multi-byte text whole', async () => {
    const db = await openDatabase({ databaseUrl: null, databaseSchema: null, dataDir: emptyFolder() });
    const slice = jest.spyOn(ArrayBuffer.prototype, 'slice');
    try {
      const text = 'Ærøskøbing — naïve 😀 ✓';
      const rows = (await sql<{ a: string; b: string; c: string; n: number }>`
        select ${text} || g as a, 'b' || g as b, repeat('é', g) as c, g as n from generate_series(1, 200) as g`.execute(db)).rows;
      expect(rows).toHaveLength(200);
      expect(rows[199]).toEqual({ a: `${text}200`, b: 'b200', c: 'é'.repeat(200), n: 200 });
      // 800 fields: the unpatched reader slices hundreds of times here (548 when checked); one per message chunk is left.
      expect(slice.mock.calls.length).toBeLessThan(50);
    } finally {
      slice.mockRestore();
      await closeDatabase(db);
    }
  });

  it('on PGlite, closes PGlite even when no statement ran (Kysely then ends nothing)', async () => {
    const db = await openDatabase({ databaseUrl: null, databaseSchema: null, dataDir: emptyFolder() });
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
