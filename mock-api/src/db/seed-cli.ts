import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultDataDir, loadConfig } from '../config';
import { closeDatabase, describeDatabase, openDatabase } from './connection';
import { migrateToLatest } from './migrate';
import { DEMO_CLINICAL, reseedClinicalData } from './seed/clinical.seed';
import { reseedDemoData } from './seed/seed';
import { analyzeAllTables } from './planner-statistics';

/** `--encounters N` (or `--encounters=N`): the demo tenant's encounter count; absent keeps the default seed. */
function encountersArgument(argv: readonly string[]): number | null {
  const index = argv.findIndex((a) => a === '--encounters' || a.startsWith('--encounters='));
  if (index < 0) return null;
  const arg = argv[index] ?? '';
  const raw = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 30 || n > 5_000_000) throw new Error(`--encounters must be an integer from 30 to 5000000, got '${raw ?? ''}'`);
  return n;
}

/**
 * `npm run seed`: drops and recreates the demo data. Stop a running API first when on PGlite (one process per
 * data folder). `--encounters N` then reseeds the demo tenant's clinical data at that scale (patients: N / 5, at least 300).
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env, defaultDataDir(dirname(fileURLToPath(import.meta.url))));
  // The demo accounts and their well-known password never reach a production database.
  if (config.production) throw new Error('npm run seed writes the demo tenants and accounts: refused when NODE_ENV=production');
  const encounters = encountersArgument(process.argv.slice(2));
  const db = await openDatabase(config);
  try {
    const began = Date.now();
    await migrateToLatest(db);
    await reseedDemoData(db);
    const demo = DEMO_CLINICAL.find((t) => t.tenantId === 'demo');
    if (encounters !== null && demo) await db.transaction().execute((trx) => reseedClinicalData(trx, { ...demo, encounters }));
    // The planner's statistics of the new rows (PGlite has no autovacuum to gather them).
    await analyzeAllTables(db);
    console.log(`Demo data reseeded in ${describeDatabase(config)} in ${Date.now() - began} ms${encounters !== null ? ` (demo: ${encounters} encounters)` : ''}`);
  } finally {
    await closeDatabase(db);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
