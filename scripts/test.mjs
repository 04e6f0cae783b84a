// `npm test`: install what is needed, then typecheck, lint, unit and API suites, production build and
// the end-to-end suites in Chromium. Exits non-zero on any failure and ends with one summary line.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build.mjs';
import { budgetFigures, checkBudgets, describeBudget } from './budgets.cjs';
import { ensureChromium } from './chromium.mjs';
import { flakyTitles } from './e2e-report.cjs';
import { die, install, PNPM_ARGS, pnpmRun, run, runConcurrently } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });

const started = Date.now();
const minutesSince = (t) => ((Date.now() - t) / 60000).toFixed(1);
let stepStarted = started;
const step = (name) => {
  console.log(`\n━━ ${name} ━━ (${minutesSince(stepStarted)} min since the last step began; ${minutesSince(started)} min in all)`);
  stepStarted = Date.now();
};

step('install');
if (install() !== 0) die('Installing dependencies failed.');
if (!ensureChromium()) die('Chromium is missing and could not be installed (apt-get install chromium).');

step('typecheck and lint');
// tsc and ESLint each run on one core: side by side they take the time of the slower one.
const [typecheckCode, lintCode] = await runConcurrently([
  { name: 'typecheck', cmd: 'npx', args: [...PNPM_ARGS, '-r', '--workspace-concurrency=1', 'run', 'typecheck'], opts: { cwd: root } },
  { name: 'lint', cmd: 'npx', args: [...PNPM_ARGS, 'exec', 'eslint', '--max-warnings=0', '.'], opts: { cwd: root } },
]);
if (typecheckCode !== 0) die('Typecheck failed.');
if (lintCode !== 0) die('Lint failed.');

step('unit and API suites');
// The main run uses the embedded PGlite; a PostgreSQL server, when given, gets its own run below.
const { TEST_DATABASE_URL: postgresUrl, ...envWithoutPostgres } = process.env;
const jestJson = path.join(results, 'jest.json');
// Both cores: jest's default (cores - 1) runs one worker here; two halve the suite's time.
let jestCode = pnpmRun(['exec', 'jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestJson}`], { cwd: root, env: envWithoutPostgres });
const jestRuns = [jestJson];
if (postgresUrl) {
  step('API suite on PostgreSQL');
  const pgJson = path.join(results, 'jest-postgres.json');
  const code = pnpmRun(['exec', 'jest', '--ci', '--maxWorkers=2', '--selectProjects', 'mock-api', '--json', `--outputFile=${pgJson}`], { cwd: root });
  jestRuns.push(pgJson);
  if (code !== 0) jestCode = code;
}

step('production build');
await buildAll();

step('byte budgets');
// /login's JS on the wire and React DOM copies, from the build's own files (scripts/budgets.cjs): no browser,
// so the figures do not move with the machine's load.
let budgets;
try {
  budgets = checkBudgets(budgetFigures(root));
} catch (error) {
  console.error(`The budget check could not read the build: ${error instanceof Error ? error.message : error}`);
  budgets = [{ name: 'byte budgets', ok: false }];
}
for (const b of budgets) console.log(b.value === undefined ? `✖ ${b.name}` : describeBudget(b));
const budgetFailed = budgets.filter((b) => !b.ok).length;

step('end-to-end (Chromium)');
const e2eCode = run('node', ['scripts/e2e.mjs'], { cwd: root, env: { ...process.env, E2E_JSON: path.join(results, 'e2e.json') } });

const count = (file, read) => {
  try {
    return read(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 1 };
  }
};
const unit = jestRuns
  .map((file) => count(file, (j) => ({ passed: j.numPassedTests, failed: j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0) })))
  .reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed }));
const e2e = count(path.join(results, 'e2e.json'), (j) => ({ passed: j.stats.expected + j.stats.flaky, failed: j.stats.unexpected }));
const budgetPassed = budgets.length - budgetFailed;
step('summary');
let flaky = [];
try {
  flaky = flakyTitles(JSON.parse(fs.readFileSync(path.join(results, 'e2e.json'), 'utf8')));
} catch {
  // No report: the e2e step failed before writing one, and is counted as failed above.
}
if (flaky.length > 0) console.log(`\ne2e tests that failed once and passed on their retry (flaky: mend them):\n${flaky.map((t) => `  ~ ${t}`).join('\n')}`);
const minutes = minutesSince(started);
console.log(
  `\nunit/API: ${unit.passed} passed, ${unit.failed} failed; budgets: ${budgetPassed} passed, ${budgetFailed} failed; e2e: ${e2e.passed} passed, ${e2e.failed} failed (${minutes} min)`,
);
const failed = unit.failed + budgetFailed + e2e.failed + (jestCode !== 0 && unit.failed === 0 ? 1 : 0) + (e2eCode !== 0 && e2e.failed === 0 ? 1 : 0);
console.log(`tests: ${unit.passed + budgetPassed + e2e.passed} passed, ${failed} failed`);
process.exit(jestCode === 0 && e2eCode === 0 && budgetFailed === 0 ? 0 : 1);
