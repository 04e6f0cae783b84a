// API bench (issue 3): requests/s and p50/p95/p99 latency of the CDI worklist view, a filtered search and the detail
// of an encounter with 150 conditions, at 1, 8 and 32 connections, plus 200 simultaneous worklist requests (3 times),
// on a database of 100,000 demo encounters: PGlite and a PostgreSQL server the bench starts itself; plus the seed
// time and the server's resident memory (idle and peak). On PostgreSQL, a bare Fastify + pg endpoint running the
// SQL the API runs for the worklist (captured from the server's log) anchors the API's figures. Uses dist/.
//   node mock-api/scripts/bench-api.mjs [--build] [--duration=10] [--db=pglite|postgres|both]
// BENCH_DATA_DIR (default: <os tmp>/mock-api-bench-100k) and BENCH_PG_DIR (default: <os tmp>/mock-api-bench-pg-100k,
// the PostgreSQL cluster) are seeded once and reused while they hold 100,000 encounters.
// Also run by the root `npm run bench` (scripts/bench.mjs imports runApiBench).
import autocannon from 'autocannon';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENCOUNTERS = 100_000;
const DETAIL_CONDITIONS = 150;
const PORT = 4400;
const BARE_PORT = 4401;
const PG_PORT = 55433;
const PG_BIN = process.env.BENCH_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const CONNECTIONS = [1, 8, 32];
const BURST = 200;
const BURST_RUNS = 3;
const PASSWORD = 'Curate#2026';
const WORKLIST = '/api/encounter?view=WORKLIST&limit=50';
/** The settings of the API's written-order pool (WRITTEN_ORDER_SETTINGS in src/db/connection.ts), for the anchor. */
const WRITTEN_ORDER_SETTINGS = '-c join_collapse_limit=1 -c plan_cache_mode=force_generic_plan';

const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of a process in MiB from /proc (VmRSS now, VmHWM the peak so far); null off Linux. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** Runs `fn` on a direct connection to the database (PGlite folder or PostgreSQL URL); both answer `query()` → `{ rows }`. */
async function withDb(where, fn) {
  if (where.url) {
    const client = new pg.Client({ connectionString: where.url });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(where.dataDir);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

async function demoEncounterCount(where) {
  if (where.dataDir && !existsSync(path.join(where.dataDir, 'PG_VERSION'))) return 0;
  return withDb(where, async (db) => {
    const tables = await db.query(`select 1 from information_schema.tables where table_name = 'encounters'`);
    if (tables.rows.length === 0) return 0;
    const { rows } = await db.query(`select count(*)::int as n from encounters where tenant_id = 'demo'`);
    return rows[0].n;
  });
}

/** The environment that points dist/ (seed and server) at the database: PGlite folder, or PostgreSQL URL (no schema). */
const databaseEnv = (where) => (where.url ? { DATABASE_URL: where.url, DATABASE_SCHEMA: '' } : { DATA_DIR: where.dataDir, DATABASE_URL: '' });

/** Seeds the database at 100,000 encounters unless it already holds them; returns the seed time and when it ran. */
async function ensureSeeded(where) {
  const marker = path.join(where.folder, 'bench-seed.json');
  if ((await demoEncounterCount(where)) === ENCOUNTERS && existsSync(marker)) return { ...JSON.parse(readFileSync(marker, 'utf8')), reused: true };
  mkdirSync(where.folder, { recursive: true });
  console.log(`Seeding ${ENCOUNTERS} encounters into ${where.url ?? where.dataDir} (a few minutes)...`);
  const began = Date.now();
  const seed = spawnSync(process.execPath, [path.join(PACKAGE_DIR, 'dist/seed-cli.js'), '--encounters', String(ENCOUNTERS)], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, ...databaseEnv(where), LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error('seeding failed');
  const info = { encounters: ENCOUNTERS, seedMs: Date.now() - began, seededAt: new Date().toISOString() };
  writeFileSync(marker, JSON.stringify(info));
  return { ...info, reused: false };
}

/**
 * Picks the detail encounter (the first demo encounter of an active patient) and tops its conditions up to 150 by
 * copying other demo conditions onto it (on PGlite directly in the folder, before the server opens it: one process
 * per folder). Also returns the search filter: the first two letters of that patient's last name and its region.
 */
function prepare(where) {
  return withDb(where, async (db) => {
    const { rows } = await db.query(`
      select e.id, p.last_name, g.name as region from encounters e
      join patients p on p.id = e.patient_id join regions g on g.id = p.region_id
      where e.tenant_id = 'demo' and p.status = 'ACTIVE' order by e.id limit 1`);
    const target = rows[0];
    const count = (await db.query(`select count(*)::int as n from conditions where encounter_id = $1`, [target.id])).rows[0].n;
    if (count < DETAIL_CONDITIONS) {
      const columns = (
        await db.query(`select column_name from information_schema.columns
          where table_schema = current_schema() and table_name = 'conditions' and column_name not in ('id', 'encounter_id') order by ordinal_position`)
      ).rows.map((r) => `"${r.column_name}"`);
      await db.query(
        `insert into conditions (encounter_id, ${columns.join(', ')})
         select $1, ${columns.join(', ')} from conditions where tenant_id = 'demo' and encounter_id <> $1 order by id limit $2`,
        [target.id, DETAIL_CONDITIONS - count],
      );
      await db.query('analyze conditions');
    }
    return { detailId: target.id, lastNamePrefix: target.last_name.slice(0, 2), region: target.region };
  });
}

/** A shell word in single quotes. */
const q = (s) => `'${String(s).replaceAll("'", `'\\''`)}'`;

/** PostgreSQL refuses to run as root: as root (this machine, like .ci/run) its tools run as the postgres user. */
function asPostgres(command) {
  const root = process.getuid?.() === 0;
  return spawnSync(root ? 'su' : '/bin/sh', root ? ['postgres', '-s', '/bin/sh', '-c', command] : ['-c', command], { encoding: 'utf8' });
}

/**
 * Starts (after `initdb` the first time) the PostgreSQL cluster kept in `dir` on 127.0.0.1:55433, its log in
 * `dir/server.log`; returns `{ url, log, stop }`, or `{ error }` saying why it could not.
 */
function startPostgres(dir) {
  if (!existsSync(path.join(PG_BIN, 'pg_ctl'))) return { error: `no PostgreSQL binaries in ${PG_BIN} (apt-get install postgresql)` };
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  const run = (command) => {
    const r = asPostgres(command);
    if (r.status !== 0) throw new Error(`${command}: ${(r.stderr || r.stdout || r.error?.message || `exit ${r.status}`).trim()}`);
  };
  const pgCtl = `${PG_BIN}/pg_ctl -D ${q(data)}`;
  try {
    mkdirSync(dir, { recursive: true });
    if (process.getuid?.() === 0 && spawnSync('chown', ['postgres', dir]).status !== 0) throw new Error(`chown postgres ${dir} failed`);
    if (!existsSync(path.join(data, 'PG_VERSION'))) run(`${PG_BIN}/initdb -D ${q(data)} -A trust -U postgres --no-sync >/dev/null`);
    // A server left running by an interrupted run holds the cluster: stop it, then start with this run's options.
    if (asPostgres(`${pgCtl} status`).status === 0) run(`${pgCtl} -m fast -w stop`);
    if (existsSync(log)) truncateSync(log); // keeps the postgres user's ownership; the log only serves this run
    run(`${pgCtl} -l ${q(log)} -o "-p ${PG_PORT} -k ${q(dir)} -c listen_addresses=127.0.0.1" -w start >/dev/null`);
  } catch (error) {
    return { error: error.message };
  }
  return { url: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`, log, stop: () => asPostgres(`${pgCtl} -m fast -w stop`) };
}

/** `execute <unnamed>: …` / `statement: …` lines of the PostgreSQL log, with their `DETAIL: parameters: $1 = '…'`. */
function parseStatementLog(text, skipPid) {
  const statements = [];
  // Entries start with the default log_line_prefix '%m [%p] '; a statement's further lines have no prefix.
  for (const entry of text.split(/\n(?=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+ \S+ \[\d+\] )/)) {
    const m = /^\S+ \S+ \S+ \[(\d+)\] (\w+):\s+([\s\S]*)$/.exec(entry.trimEnd());
    if (!m || Number(m[1]) === skipPid) continue;
    const statement = /^(?:statement|execute [^:]*): ([\s\S]*)$/.exec(m[3]);
    if (m[2] === 'LOG' && statement) statements.push({ pid: Number(m[1]), text: statement[1], values: [] });
    else if (m[2] === 'DETAIL' && m[3].startsWith('parameters: ')) {
      const last = statements.findLast((s) => s.pid === Number(m[1]));
      for (const p of last ? m[3].matchAll(/\$(\d+) = (?:NULL|'((?:[^']|'')*)')/g) : []) last.values[Number(p[1]) - 1] = p[2] === undefined ? null : p[2].replaceAll("''", "'");
    }
  }
  return statements.map(({ text: t, values }) => ({ text: t, values }));
}

/**
 * The statements (text and bind parameters) the API runs for one request: statement logging is switched on for the
 * request only (ALTER SYSTEM + reload, so the bench runs themselves are not slowed by logging) and read from the log.
 */
async function captureStatements(pgServer, request) {
  const admin = new pg.Client({ connectionString: pgServer.url });
  await admin.connect();
  try {
    const adminPid = (await admin.query('select pg_backend_pid() as pid')).rows[0].pid;
    await admin.query(`alter system set log_statement = 'all'`);
    await admin.query('select pg_reload_conf()');
    await sleep(500); // the reload reaches every backend asynchronously
    const from = statSync(pgServer.log).size;
    await request();
    await sleep(500); // the log is written by the backends, not in step with the HTTP answer
    const text = readFileSync(pgServer.log).subarray(from).toString('utf8');
    return parseStatementLog(text, adminPid);
  } finally {
    await admin.query('alter system reset log_statement');
    await admin.query('select pg_reload_conf()');
    await admin.end();
  }
}

async function waitForHealth(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer`);
}

/** Stops a child server and waits for its exit (the next server takes the same port, PGlite the same folder). */
async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(0) : '–');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * One autocannon run, for `duration` seconds or, with `amount`, until that many answers (one per connection: all at
 * once); latencies are collected per response so p95 is exact (autocannon reports p97.5, not p95).
 */
async function measure(url, cookie, connections, duration, amount) {
  const latencies = [];
  let bad = 0;
  const began = performance.now();
  // PGlite serves one query at a time, so at 32 connections a slow call waits behind 31 others: allow a minute.
  const instance = autocannon({ url, connections, duration, amount, timeout: 60, headers: cookie ? { cookie } : {} });
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    if (status !== 200) bad += 1;
  });
  const result = await instance;
  const seconds = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.total / (amount ? seconds : result.duration || duration),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    requests: result.requests.total,
    errors: bad + result.errors + result.timeouts,
  };
}

/**
 * Benches the API (dist/server.js) on one database: the three scenarios at 1/8/32 connections, then 200 simultaneous
 * worklist requests 3 times. `tag` prefixes the figure names ('' on PGlite keeps the names of the first bench).
 * `beforeRuns(base, cookie)` runs once signed in (the statement capture); its result comes back as `captured`.
 */
async function benchApi({ where, tag, duration, beforeRuns }) {
  const seed = await ensureSeeded(where);
  const prep = await prepare(where);
  const base = `http://127.0.0.1:${PORT}`;
  const server = spawn(process.execPath, [path.join(PACKAGE_DIR, 'dist/server.js')], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, ...databaseEnv(where), API_PORT: String(PORT), API_HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_MODE: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(server);
  const figures = [];
  const add = (name, value, unit) => figures.push({ name, value: Math.round(value * 100) / 100, unit });
  const rows = [];
  try {
    await waitForHealth(`${base}/api/health`, 180_000);
    const login = await fetch(`${base}/api/sso/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'cdi', password: PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('sid='));
    const scenarios = [
      ['CDI worklist view', WORKLIST],
      [`search lastName=${prep.lastNamePrefix}* + region`, `/api/encounter?lastName=${encodeURIComponent(prep.lastNamePrefix)}&patientRegion=${encodeURIComponent(prep.region)}&limit=50`],
      [`detail (${DETAIL_CONDITIONS} conditions)`, `/api/encounter/detail/${prep.detailId}`],
    ];
    for (const [, url] of scenarios) {
      const check = await fetch(base + url, { headers: { cookie } });
      if (check.status !== 200) throw new Error(`${url}: ${check.status} ${await check.text()}`);
    }
    const detail = await (await fetch(`${base}/api/encounter/detail/${prep.detailId}`, { headers: { cookie } })).json();
    if (detail.conditions.length < DETAIL_CONDITIONS) throw new Error(`the detail has ${detail.conditions.length} conditions`);
    const idle = memoryOf(server.pid);
    const captured = beforeRuns ? await beforeRuns(base, cookie) : null;

    for (const [name, url] of scenarios) {
      for (const connections of CONNECTIONS) {
        const m = await measure(base + url, cookie, connections, duration);
        rows.push({ name, connections, ...m });
        const label = `api ${tag}${name} @${connections}`;
        add(`${label}: requests/s`, m.rps, 'req/s');
        add(`${label}: p50`, m.p50, 'ms');
        add(`${label}: p95`, m.p95, 'ms');
        add(`${label}: p99`, m.p99, 'ms');
        if (m.errors > 0) add(`${label}: errors`, m.errors, 'count');
      }
    }
    // A burst: 200 connections each sending one worklist request at the same moment (a morning's first load).
    const bursts = [];
    for (let run = 1; run <= BURST_RUNS; run += 1) {
      const m = await measure(base + WORKLIST, cookie, BURST, duration, BURST);
      bursts.push(m);
      rows.push({ name: `${BURST} simultaneous worklist requests, run ${run}`, connections: BURST, ...m });
    }
    const burstLabel = `api ${tag}${BURST} simultaneous worklist requests`;
    for (const key of ['p50', 'p95', 'max']) add(`${burstLabel}: ${key} (median of ${BURST_RUNS})`, median(bursts.map((b) => b[key])), 'ms');
    const burstErrors = bursts.reduce((sum, b) => sum + b.errors, 0);
    if (burstErrors > 0) add(`${burstLabel}: errors`, burstErrors, 'count');

    const end = memoryOf(server.pid);
    add(`api ${tag}seed ${ENCOUNTERS} encounters${seed.reused ? ' (reused folder)' : ''}`, seed.seedMs / 1000, 's');
    if (idle) add(`api ${tag}resident memory, idle`, idle.rss, 'MiB');
    if (end) add(`api ${tag}resident memory, peak`, end.peak, 'MiB');
    const notes = [
      `${BURST} simultaneous worklist requests: median p95 of ${BURST_RUNS} runs ${ms(median(bursts.map((b) => b.p95)))} ms`,
      `seed: ${(seed.seedMs / 1000).toFixed(1)} s${seed.reused ? ` (reused, seeded ${seed.seededAt ?? ''})` : ''}`,
    ];
    if (idle && end) notes.push(`resident memory: idle ${idle.rss.toFixed(0)} MiB, peak ${end.peak.toFixed(0)} MiB`);
    return { figures, rows, notes, captured };
  } finally {
    await stopChild(server);
    children.delete(server);
  }
}

/** The bare Fastify + pg endpoint running the captured statements, benched at 1/8/32 connections. */
async function benchAnchor(url, statements, duration) {
  if (!readFileSync(path.join(PACKAGE_DIR, 'src/db/connection.ts'), 'utf8').includes(`'${WRITTEN_ORDER_SETTINGS}'`)) {
    throw new Error('WRITTEN_ORDER_SETTINGS of bench-api.mjs no longer matches src/db/connection.ts');
  }
  const bare = spawn(process.execPath, [path.join(PACKAGE_DIR, 'scripts/bare-worklist-server.mjs')], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, DATABASE_URL: url, BARE_PORT: String(BARE_PORT), BARE_STATEMENTS: JSON.stringify(statements), BARE_OPTIONS: WRITTEN_ORDER_SETTINGS },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(bare);
  const base = `http://127.0.0.1:${BARE_PORT}`;
  const figures = [];
  const rows = [];
  try {
    await waitForHealth(`${base}/health`, 30_000);
    const check = await fetch(`${base}/worklist`);
    if (check.status !== 200) throw new Error(`bare endpoint: ${check.status} ${await check.text()}`);
    for (const connections of CONNECTIONS) {
      const m = await measure(`${base}/worklist`, null, connections, duration);
      const name = 'anchor: bare Fastify + pg, worklist SQL';
      rows.push({ name, connections, ...m });
      const label = `anchor postgres CDI worklist view (bare SQL) @${connections}`;
      for (const [key, unit] of [['rps', 'req/s'], ['p50', 'ms'], ['p95', 'ms'], ['p99', 'ms']]) {
        figures.push({ name: `${label}: ${key === 'rps' ? 'requests/s' : key}`, value: Math.round(m[key] * 100) / 100, unit });
      }
      if (m.errors > 0) figures.push({ name: `${label}: errors`, value: m.errors, unit: 'count' });
    }
    return { figures, rows };
  } finally {
    await stopChild(bare);
    children.delete(bare);
  }
}

function printTable(title, { rows, notes }) {
  console.log(`\n${title}`);
  console.log('| scenario | connections | requests/s | p50 ms | p95 ms | p99 ms | max ms | requests | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.connections} | ${r.rps.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.requests} | ${r.errors} |`);
  }
  for (const note of notes) console.log(`- ${note}`);
}

/** Child servers still running, killed if the bench is interrupted. */
const children = new Set();

/** Runs the bench; returns figures `{ name, value, unit }` (as scripts/bench.mjs records them) and prints tables. */
export async function runApiBench({ build = false, duration = 10, db = 'both' } = {}) {
  if (!['pglite', 'postgres', 'both'].includes(db)) throw new Error(`--db must be pglite, postgres or both, got '${db}'`);
  if (build || !existsSync(path.join(PACKAGE_DIR, 'dist/server.js'))) {
    const built = spawnSync(process.execPath, [path.join(PACKAGE_DIR, 'scripts/build.mjs')], { cwd: PACKAGE_DIR, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the mock-api build failed');
  }
  const machine = `${duration} s per run, ${os.cpus().length} CPUs, Node ${process.version}`;
  const figures = [];
  let pgServer = null;
  // Ctrl-C or a kill still stops the servers (the API would keep its port, the cluster would keep running).
  const onSignal = () => {
    for (const child of children) child.kill('SIGKILL');
    pgServer?.stop?.();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const benchPglite = async () => {
    const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'mock-api-bench-100k'));
    const result = await benchApi({ where: { dataDir, folder: dataDir }, tag: '', duration });
    printTable(`API bench: ${ENCOUNTERS} demo encounters (PGlite), ${machine}`, result);
    figures.push(...result.figures);
  };
  try {
    if (db !== 'postgres') await benchPglite();
    if (db === 'pglite') return figures;

    const pgDir = path.resolve(process.env.BENCH_PG_DIR ?? path.join(os.tmpdir(), 'mock-api-bench-pg-100k'));
    pgServer = startPostgres(pgDir);
    if (pgServer.error) {
      console.log(`\nPostgreSQL not benched, it could not be started: ${pgServer.error}`);
      if (db === 'postgres') await benchPglite();
      return figures;
    }
    const result = await benchApi({
      where: { url: pgServer.url, folder: pgDir },
      tag: 'postgres ',
      duration,
      beforeRuns: (base, cookie) => captureStatements(pgServer, () => fetch(base + WORKLIST, { headers: { cookie } }).then((r) => r.text())),
    });
    figures.push(...result.figures);
    const statements = result.captured;
    console.log(`\nStatements of one CDI worklist request (GET ${WORKLIST}), from the PostgreSQL log:`);
    statements.forEach((s, i) => console.log(`  ${i + 1}. ${s.text}\n     parameters: ${JSON.stringify(s.values)}`));
    if (statements.length === 0) throw new Error('no statement captured from the PostgreSQL log');
    const anchor = await benchAnchor(pgServer.url, statements, duration);
    figures.push(...anchor.figures);
    printTable(`API bench: ${ENCOUNTERS} demo encounters (PostgreSQL 15 on 127.0.0.1:${PG_PORT}), ${machine}`, {
      rows: [...result.rows, ...anchor.rows],
      notes: [...result.notes, `anchor: the ${statements.length} statement(s) above, one after the other, prepared, on a bare Fastify + pg endpoint (pool of 10 with the written-order settings, as the API's list)`],
    });
    return figures;
  } finally {
    const stopped = pgServer?.stop?.();
    if (stopped && stopped.status !== 0) console.error(`pg_ctl stop: ${stopped.stderr}`);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runApiBench({ build: process.argv.includes('--build'), duration: Number(arg('duration', '10')), db: arg('db', 'both') }).then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
