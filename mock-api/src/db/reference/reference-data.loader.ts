import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database.types';
import { parseCsvRecords } from './csv';

const ICD10_FILE = 'icd10cm_hcc.csv';
const LABELS_FILE = 'hcc_labels.csv';
/** Rows per INSERT: a few hundred keeps each statement small and the load near 1 s on PGlite. */
const BATCH = 1000;

/** Walks up from `start` to the folder holding data/icd10cm_hcc.csv (mock-api), also trying a mock-api child. */
function findDataDir(start: string): string | null {
  let dir = resolve(start);
  for (;;) {
    for (const candidate of [join(dir, 'data'), join(dir, 'mock-api', 'data')]) {
      if (existsSync(join(candidate, ICD10_FILE))) return candidate;
    }
    if (dirname(dir) === dir) return null;
    dir = dirname(dir);
  }
}

/**
 * mock-api/data, found from this module (jest and tsx: __dirname), the running script (the esbuild bundle in dist/),
 * or the working directory. REFERENCE_DATA_DIR overrides.
 */
export function referenceDataDir(): string {
  const override = process.env.REFERENCE_DATA_DIR?.trim();
  if (override) return resolve(override);
  const starts = [typeof __dirname === 'string' ? __dirname : null, process.argv[1] ? dirname(process.argv[1]) : null, process.cwd()];
  for (const start of starts) {
    const found = start ? findDataDir(start) : null;
    if (found) return found;
  }
  throw new Error(`Reference data (${ICD10_FILE}) not found; set REFERENCE_DATA_DIR to mock-api/data`);
}

const orNull = (value: string | undefined): string | null => (value && value.trim() !== '' ? value : null);

async function insertBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Loads the ICD-10-CM/HCC codes and HCC labels once (they are shared by all tenants); a no-op when present. */
export async function ensureReferenceData(db: Kysely<Database> | Transaction<Database>): Promise<void> {
  const present = await db.selectFrom('icd10_codes').select('code').limit(1).executeTakeFirst();
  if (present) return;
  const dir = referenceDataDir();
  const codes = parseCsvRecords(readFileSync(join(dir, ICD10_FILE), 'utf8')).map((r) => ({
    code: r.code ?? '',
    description: r.description ?? '',
    cms_hcc_v24: orNull(r.cms_hcc_v24),
    cms_hcc_v28: orNull(r.cms_hcc_v28),
  }));
  const labels = parseCsvRecords(readFileSync(join(dir, LABELS_FILE), 'utf8')).map((r) => ({
    model: r.model ?? '',
    hcc: r.hcc ?? '',
    label: r.label ?? '',
  }));
  await insertBatches(codes, (batch) => db.insertInto('icd10_codes').values(batch).execute());
  await insertBatches(labels, (batch) => db.insertInto('hcc_labels').values(batch).execute());
}
