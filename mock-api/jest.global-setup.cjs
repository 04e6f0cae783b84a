// Once per jest run: (1) PGlite's initdb costs about 8 s per fresh folder, so an empty cluster is made once and kept
// in the OS temp folder across runs; (2) one database is migrated and seeded for real (PGlite folder or, with
// TEST_DATABASE_URL, a PostgreSQL database) and every suite clones it, instead of seeding its own (~5 s each).
// The clone's location reaches the test workers through the environment; jest.global-teardown.cjs removes it.
const { execFileSync } = require('node:child_process');
const { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { dirname, join } = require('node:path');

async function emptyPgliteCluster() {
  // The data format follows PGlite's version; its package.json is not exported, so read it beside the entry.
  const entry = require.resolve('@electric-sql/pglite');
  const { version } = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'));
  const target = join(tmpdir(), `mock-api-pglite-template-${version}`);
  if (existsSync(join(target, 'READY'))) return target;
  const { PGlite } = require('@electric-sql/pglite');
  const work = mkdtempSync(join(tmpdir(), 'mock-api-pglite-build-'));
  const pglite = new PGlite(join(work, 'data'));
  await pglite.waitReady;
  await pglite.close();
  writeFileSync(join(work, 'data', 'READY'), version);
  rmSync(target, { recursive: true, force: true });
  renameSync(join(work, 'data'), target);
  rmSync(work, { recursive: true, force: true });
  return target;
}

function makeTemplate(env) {
  execFileSync(process.execPath, [join(__dirname, 'scripts/make-test-template.mjs')], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

module.exports = async function globalSetup() {
  // The moment the template's demo data is seeded around ("today" of each tenant): the suites read it (test-app.ts
  // `seededAt`), not their own clock, which a run crossing a tenant's midnight would put on another day.
  process.env.MOCK_API_TEST_SEEDED_AT = String(Date.now());
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const empty = await emptyPgliteCluster();
    const seeded = mkdtempSync(join(tmpdir(), 'mock-api-seeded-template-'));
    cpSync(empty, seeded, { recursive: true });
    makeTemplate({ DATA_DIR: seeded, DATABASE_URL: '' });
    process.env.MOCK_API_TEST_TEMPLATE_DIR = seeded;
    return;
  }
  const pg = require('pg');
  const name = `mock_api_template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  makeTemplate({ DATABASE_URL: templateUrl.toString(), DATABASE_SCHEMA: '' });
  // No autovacuum on the test copies (the setting travels with the clone): each lives for one suite, and a background
  // vacuum or analyze would change plans under a running suite.
  const template = new pg.Client({ connectionString: templateUrl.toString() });
  await template.connect();
  await template.query(`do $$ declare t record; begin
    for t in select tablename from pg_tables where schemaname = current_schema() loop
      execute format('alter table %I set (autovacuum_enabled = false, toast.autovacuum_enabled = false)', t.tablename);
    end loop; end $$`);
  await template.end();
  process.env.MOCK_API_TEST_TEMPLATE_DB = name;
};
