import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultDataDir, loadConfig } from '../config';
import { describeDatabase, openDatabase } from './connection';
import { migrateToLatest } from './migrate';
import { reseedDemoData } from './seed/seed';

/**
 * `npm run seed`: drops and recreates the demo data. Stop a running API first when on PGlite (one process per
 * data folder). `--encounters N` is accepted for the later clinical-data slice and ignored until then.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env, defaultDataDir(dirname(fileURLToPath(import.meta.url))));
  const db = await openDatabase(config);
  try {
    await migrateToLatest(db);
    await reseedDemoData(db);
    console.log(`Demo data reseeded in ${describeDatabase(config)}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
