// What the encounter benches share (bench-encounter.mjs for CDI, -coder, -physician): an encounter given 150
// conditions in a fresh demo data folder, the production API and platform server on bench ports, Chromium signed in,
// navigation inside the platform as a row click does it, the JS a remote adds, and the command-line entry.
/* global window, PopStateEvent -- the page functions run in the browser */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, ensureChromium } from './chromium.mjs';
import { start, waitFor } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// PGlite is mock-api's dependency: resolved from there.
const { PGlite } = await import(pathToFileURL(createRequire(path.join(root, 'mock-api/package.json')).resolve('@electric-sql/pglite')).href);
const PASSWORD = 'Curate#2026';
export const CONDITIONS = 150;
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Starts the API once on a new folder (it seeds the demo tenants), stops it, and gives one unlocked encounter of status
 * `status` (null: any but IGNORED) whose review is `reviewCode` 150 conditions: a planned OPEN one for CDI, a
 * READY_FOR_CODER one for the coder bench. `practitionerOf`: only an encounter of that user's practitioner (the
 * physician bench).
 */
async function prepare(dataDir, env, reviewCode = 'OPEN', status = 'PLANNED', practitionerOf = null) {
  const seeding = start('node', ['mock-api/dist/server.js'], { cwd: root, env, stdio: 'ignore' });
  try {
    if (!(await waitFor(`http://127.0.0.1:${env.API_PORT}/api/health`, 180_000))) throw new Error('API did not start.');
  } finally {
    seeding.kill('SIGTERM');
    await new Promise((done) => seeding.once('exit', done));
  }
  const db = new PGlite(dataDir);
  try {
    const { rows } = await db.query(`
      select e.id from encounters e join reviews r on r.encounter_id = e.id join patients p on p.id = e.patient_id
      where e.tenant_id = 'demo' and p.status = 'ACTIVE' and e.status <> 'IGNORED' and ($2::text is null or e.status = $2) and r.review_code = $1
        and not exists (select 1 from locks l where l.encounter_id = e.id and l.status_code = 'ACTIVE')
        and ($3::text is null or e.practitioner_id in (
          select up.practitioner_id from user_practitioners up join users u on u.id = up.user_id where u.username = $3))
      order by e.start limit 1`, [reviewCode, status, practitionerOf]);
    const id = rows[0].id;
    const count = (await db.query('select count(*)::int as n from conditions where encounter_id = $1 and status_code = $2', [id, 'ACTIVE'])).rows[0].n;
    const columns = (
      await db.query(`select column_name from information_schema.columns
        where table_schema = current_schema() and table_name = 'conditions' and column_name not in ('id', 'encounter_id') order by ordinal_position`)
    ).rows.map((r) => `"${r.column_name}"`);
    await db.query(
      `insert into conditions (encounter_id, ${columns.join(', ')})
       select $1, ${columns.join(', ')} from conditions
       where tenant_id = 'demo' and encounter_id <> $1 and status_code = 'ACTIVE' and condition_code = 'OPEN' order by id limit $2`,
      [id, CONDITIONS - count],
    );
    return id;
  } finally {
    await db.close();
  }
}

const exited = (child) => new Promise((done) => (child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', done)));

/**
 * Prepares the encounter (`prepare`'s `reviewCode`, `status`, `practitionerOf`), starts the API and the platform
 * server on `port` / `apiPort`, and runs `body` with a browser context signed in as `username` and the encounter's id.
 * Everything is stopped and the data folder removed afterwards.
 */
export async function withEncounterPlatform({ name, port, apiPort, username, reviewCode = 'OPEN', status = 'PLANNED', practitionerOf = null }, body) {
  if (!ensureChromium()) throw new Error('Chromium is missing.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const env = { ...process.env, PORT: String(port), API_PORT: String(apiPort), API_URL: `http://127.0.0.1:${apiPort}`, DATA_DIR: dataDir, DEMO_MODE: 'true' };
  const encounterId = await prepare(dataDir, env, reviewCode, status, practitionerOf);
  const api = start('node', ['mock-api/dist/server.js'], { cwd: root, env, stdio: 'ignore' });
  const platform = start('node', ['shell/dist-server/platform-server.mjs'], { cwd: root, env, stdio: 'ignore' });
  let browser = null;
  try {
    if (!(await waitFor(`http://127.0.0.1:${apiPort}/api/health`, 120_000))) throw new Error('API did not start.');
    if (!(await waitFor(`http://127.0.0.1:${port}/remotes.json`, 60_000))) throw new Error('Platform server did not start.');
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const context = await browser.newContext({ baseURL: `http://localhost:${port}` });
    if ((await context.request.post('/api/sso/login', { data: { username, password: PASSWORD } })).status() !== 200) throw new Error('sign-in failed');
    return await body({ context, encounterId });
  } finally {
    await browser?.close();
    api.kill('SIGTERM');
    platform.kill('SIGTERM');
    // The API flushes its database as it stops: the folder goes once it has exited.
    await Promise.all([exited(api), exited(platform)]);
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  }
}

/**
 * A new page on the signed-in home, settled (its worklist heading `homeHeading`, or any level-one heading, shown and the
 * network idle); answers the page and the resources loaded so far.
 */
export async function openHome(context, homeHeading = null) {
  const page = await context.newPage();
  await page.addInitScript(() => performance.setResourceTimingBufferSize(5000));
  await page.goto('/auth/home');
  const area = page.locator('[data-remote="mfe_worklist"]');
  await (homeHeading ? area.getByRole('heading', { name: homeHeading }) : area.getByRole('heading', { level: 1 }).first()).waitFor();
  await page.waitForLoadState('networkidle');
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  return { page, loaded };
}

/** Whether any file of the remote in `/remotes/<folder>/` is among the resources `loaded`. */
export const remoteIn = (loaded, folder) => loaded.some((name) => name.includes(`/remotes/${folder}/`));

/**
 * The home left to itself until the shell has loaded the encounter remote in the background (shell
 * next-remote-preload: a list's next remote, once the list is idle) and the network is quiet again: how a user who
 * reads the worklist for a few seconds before opening an encounter finds it. Answers the resources loaded by then.
 */
export async function settleHome(page, folder) {
  await page.waitForFunction((dir) => performance.getEntriesByType('resource').some((e) => e.name.includes(`/remotes/${dir}/`)), folder, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // networkidle can come between the entry and its chunks: wait until no file of the remote is still on its way.
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
}

/** Navigation inside the platform, as a click on a list row does; answers performance.now() at the navigation. */
export const navigateInApp = (page, to) =>
  page.evaluate((path) => {
    const t = performance.now();
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return t;
  }, to);

/** The JS loaded after `loaded` (once the network is idle), on the wire and decoded, in KiB. */
export async function jsAddedSince(page, loaded) {
  await page.waitForLoadState('networkidle');
  const added = await page.evaluate((known) => performance.getEntriesByType('resource').filter((e) => /\.js(\?|$)/.test(e.name) && !known.includes(e.name)), loaded);
  return { wire: added.reduce((sum, e) => sum + e.encodedBodySize, 0) / 1024, decoded: added.reduce((sum, e) => sum + e.decodedBodySize, 0) / 1024 };
}

/** Runs `bench(add, { runs })` when `moduleUrl` is the script node was started with (`--runs R`), and prints it. */
export async function runAsScript(moduleUrl, bench) {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  const figures = [];
  const runsArg = process.argv.indexOf('--runs');
  await bench((name, value, unit) => figures.push({ name, value: Math.round(value * 10) / 10, unit }), runsArg > 0 ? { runs: Number(process.argv[runsArg + 1]) } : {});
  for (const f of figures) console.log(`${f.name}: ${f.value} ${f.unit}`);
  process.exit(0);
}
