import fs from 'node:fs';
import path from 'node:path';

/**
 * Claims of encounters by tests, across the workers of one run (playwright.config.ts empties the folder with the
 * API's data). Picking "the nth unlocked one" of a list that other workers lock, move and release at the same time
 * let two tests of one user share an encounter: one test's clean-up unlocked the other's lock.
 */
export const CLAIMS_DIR = path.resolve(__dirname, '../.e2e-claims');

/** True when this test is the first of the run to claim the encounter; it is then this test's alone. */
export function claimEncounter(id: number): boolean {
  fs.mkdirSync(CLAIMS_DIR, { recursive: true });
  try {
    // mkdir is atomic: of two workers claiming one id, exactly one succeeds.
    fs.mkdirSync(path.join(CLAIMS_DIR, String(id)));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The first of `rows` from `start` on (then those before it) that this test could claim. */
export function claimFirst<T extends { id: number }>(rows: readonly T[], start = 0): T | undefined {
  return [...rows.slice(start), ...rows.slice(0, start)].find((row) => claimEncounter(row.id));
}
