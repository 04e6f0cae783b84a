// PGlite's initdb costs about 8 s per fresh folder; do it once and let each suite copy the empty cluster
// (migrations and seed still run for real in every suite). Kept in the OS temp folder across runs.
const { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { dirname, join } = require('node:path');

module.exports = async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) return;
  // The data format follows PGlite's version; its package.json is not exported, so read it beside the entry.
  const entry = require.resolve('@electric-sql/pglite');
  const { version } = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'));
  const target = join(tmpdir(), `mock-api-pglite-template-${version}`);
  if (existsSync(join(target, 'READY'))) return;
  const { PGlite } = require('@electric-sql/pglite');
  const work = mkdtempSync(join(tmpdir(), 'mock-api-pglite-build-'));
  const pglite = new PGlite(join(work, 'data'));
  await pglite.waitReady;
  await pglite.close();
  writeFileSync(join(work, 'data', 'READY'), version);
  rmSync(target, { recursive: true, force: true });
  renameSync(join(work, 'data'), target);
  rmSync(work, { recursive: true, force: true });
};
