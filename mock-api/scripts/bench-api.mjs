// API bench (issue 3): requests/s and p50/p95/p99 latency of the CDI worklist view, a filtered search and the detail
// of an encounter with 150 conditions, at 1, 8 and 32 connections, on a PGlite database of 100,000 demo encounters;
// plus the seed time and the server's resident memory (idle and peak). Uses the built bundle (dist/).
//   node mock-api/scripts/bench-api.mjs [--build] [--duration=10]
// BENCH_DATA_DIR (default: <os tmp>/mock-api-bench-100k) is seeded once and reused while it holds 100,000 encounters.
// Also run by the root `npm run bench` (scripts/bench.mjs imports runApiBench).
import autocannon from 'autocannon';
import { PGlite } from '@electric-sql/pglite';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENCOUNTERS = 100_000;
const DETAIL_CONDITIONS = 150;
const PORT = 4400;
const CONNECTIONS = [1, 8, 32];
const PASSWORD = 'Curate#2026';

const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};

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

async function demoEncounterCount(dataDir) {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) return 0;
  const db = new PGlite(dataDir);
  try {
    const tables = await db.query(`select 1 from information_schema.tables where table_name = 'encounters'`);
    if (tables.rows.length === 0) return 0;
    const { rows } = await db.query(`select count(*)::int as n from encounters where tenant_id = 'demo'`);
    return rows[0].n;
  } finally {
    await db.close();
  }
}

/** Seeds the folder at 100,000 encounters unless it already holds them; returns the seed time and when it ran. */
async function ensureSeeded(dataDir) {
  const marker = path.join(dataDir, 'bench-seed.json');
  if ((await demoEncounterCount(dataDir)) === ENCOUNTERS && existsSync(marker)) return { ...JSON.parse(readFileSync(marker, 'utf8')), reused: true };
  mkdirSync(dataDir, { recursive: true });
  console.log(`Seeding ${ENCOUNTERS} encounters into ${dataDir} (a few minutes)...`);
  const began = Date.now();
  const seed = spawnSync(process.execPath, [path.join(PACKAGE_DIR, 'dist/seed-cli.js'), '--encounters', String(ENCOUNTERS)], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error('seeding failed');
  const info = { encounters: ENCOUNTERS, seedMs: Date.now() - began, seededAt: new Date().toISOString() };
  writeFileSync(marker, JSON.stringify(info));
  return { ...info, reused: false };
}

/**
 * Picks the detail encounter (the first demo encounter of an active patient) and tops its conditions up to 150 by
 * copying other demo conditions onto it (directly in the folder, before the server opens it: one process per folder).
 * Also returns the search filter: the first two letters of that patient's last name and its region.
 */
async function prepare(dataDir) {
  const db = new PGlite(dataDir);
  try {
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
  } finally {
    await db.close();
  }
}

async function waitForHealth(base, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the API did not start');
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(0) : '–');

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One autocannon run; latencies are collected per response so p95 is exact (autocannon reports p97.5, not p95). */
async function measure(url, cookie, connections, duration) {
  const latencies = [];
  let bad = 0;
  // PGlite serves one query at a time, so at 32 connections a slow call waits behind 31 others: allow a minute.
  const instance = autocannon({ url, connections, duration, timeout: 60, headers: { cookie } });
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    if (status !== 200) bad += 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.total / (result.duration || duration),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: result.requests.total,
    errors: bad + result.errors + result.timeouts,
  };
}

/** Runs the bench; returns figures `{ name, value, unit }` (as scripts/bench.mjs records them) and prints a table. */
export async function runApiBench({ build = false, duration = 10 } = {}) {
  if (build || !existsSync(path.join(PACKAGE_DIR, 'dist/server.js'))) {
    const built = spawnSync(process.execPath, [path.join(PACKAGE_DIR, 'scripts/build.mjs')], { cwd: PACKAGE_DIR, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the mock-api build failed');
  }
  const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'mock-api-bench-100k'));
  const seed = await ensureSeeded(dataDir);
  const prep = await prepare(dataDir);
  const base = `http://127.0.0.1:${PORT}`;
  const server = spawn(process.execPath, [path.join(PACKAGE_DIR, 'dist/server.js')], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, API_PORT: String(PORT), API_HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', DEMO_MODE: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const figures = [];
  const add = (name, value, unit) => figures.push({ name, value: Math.round(value * 100) / 100, unit });
  const rows = [];
  try {
    await waitForHealth(base, 180_000);
    const login = await fetch(`${base}/api/sso/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'cdi', password: PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('sid='));
    const scenarios = [
      ['CDI worklist view', `/api/encounter?view=WORKLIST&limit=50`],
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

    for (const [name, url] of scenarios) {
      for (const connections of CONNECTIONS) {
        const m = await measure(base + url, cookie, connections, duration);
        rows.push({ name, connections, ...m });
        const label = `api ${name} @${connections}`;
        add(`${label}: requests/s`, m.rps, 'req/s');
        add(`${label}: p50`, m.p50, 'ms');
        add(`${label}: p95`, m.p95, 'ms');
        add(`${label}: p99`, m.p99, 'ms');
        if (m.errors > 0) add(`${label}: errors`, m.errors, 'count');
      }
    }
    const end = memoryOf(server.pid);
    add(`api seed ${ENCOUNTERS} encounters${seed.reused ? ' (reused folder)' : ''}`, seed.seedMs / 1000, 's');
    if (idle) add('api resident memory, idle', idle.rss, 'MiB');
    if (end) add('api resident memory, peak', end.peak, 'MiB');

    console.log(`\nAPI bench: ${ENCOUNTERS} demo encounters (PGlite), ${duration} s per run, ${os.cpus().length} CPUs, Node ${process.version}`);
    console.log('| scenario | connections | requests/s | p50 ms | p95 ms | p99 ms | requests | errors |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of rows) {
      console.log(`| ${r.name} | ${r.connections} | ${r.rps.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.requests} | ${r.errors} |`);
    }
    console.log(`\nseed: ${(seed.seedMs / 1000).toFixed(1)} s${seed.reused ? ` (folder reused, seeded ${seed.seededAt ?? ''})` : ''}`);
    if (idle && end) console.log(`resident memory: idle ${idle.rss.toFixed(0)} MiB, peak ${end.peak.toFixed(0)} MiB`);
    return figures;
  } finally {
    server.kill('SIGTERM');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runApiBench({ build: process.argv.includes('--build'), duration: Number(arg('duration', '10')) }).then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
