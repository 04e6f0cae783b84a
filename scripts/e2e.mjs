// Runs the Playwright suites against the production build; Playwright starts the API (fresh data
// folder) and the platform server on test ports itself (e2e/playwright.config.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';
import { waitForWholeDay } from './demo-day.cjs';
import { die, pnpmRun } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!ensureChromium()) die('Chromium is missing and could not be installed.');
// The demo data is seeded for each tenant's day: a run must not cross one's midnight (scripts/demo-day.cjs).
const wait = waitForWholeDay(new Date());
if (wait > 0) {
  console.log(`A seeded tenant's day ends in less than the end-to-end run takes: waiting ${Math.ceil(wait / 60_000)} min for the next one.`);
  await new Promise((resolve) => setTimeout(resolve, wait));
}
// Playwright's --project takes several values, so `--project platform tests/x.spec.ts` would read the file as a
// project name; join a bare `--project <name>` into one argument.
const args = process.argv.slice(2).flatMap((arg, i, all) => (arg === '--project' ? [] : all[i - 1] === '--project' ? [`--project=${arg}`] : [arg]));
process.exit(pnpmRun(['--filter', 'e2e', 'exec', 'playwright', 'test', ...args], { cwd: root }));
