// Crash durability of the real server process (issue 3): acknowledged writes must survive a SIGKILL.
// The suite bundles src/server.ts with esbuild into its own folder (the shared dist/ belongs to the build lock),
// runs it as a child process on a free port and a fresh PGlite folder, writes through the API, kills the process
// with SIGKILL right after the last answer, restarts it on the same folder and reads every write back.
//
// Why acknowledged writes survive on PGlite (checked in @electric-sql/pglite 0.5.16): its Node file system is
// Emscripten's NODEFS, whose `write` is `fs.writeSync` on the real file; PostgreSQL writes the commit's WAL record
// before it answers (synchronous_commit stays on), so the record is in the kernel when the client gets its answer
// and a killed process loses nothing: the next start replays the WAL. `relaxedDurability` only changes the
// flush of the browser file systems (IndexedDB / OPFS), not NODEFS. What PGlite does not give is power-loss
// durability: it starts PostgreSQL with `-F` (fsync off) and NODEFS has no fsync, so an OS crash may lose the
// last commits (mock-api/README.md, Durability); run on PostgreSQL (DATABASE_URL) where that matters.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DEMO_PASSWORD } from '../test-support/test-app';

const PACKAGE_DIR = join(__dirname, '..', '..');
/** Inside mock-api/node_modules so the bundle's external imports resolve from mock-api's dependencies. */
const BUNDLE_DIR = join(PACKAGE_DIR, 'node_modules', '.cache', `durability-test-${process.pid}`);
const START_TIMEOUT_MS = 90_000;

/** esbuild through the same externals plugin as scripts/build.mjs (a child process: the plugin is an ES module). */
function bundleServer(): void {
  const script = `
    import { build } from 'esbuild';
    import { externalPackages } from './scripts/esbuild-externals.mjs';
    await build({ entryPoints: ['src/server.ts'], outfile: ${JSON.stringify(join(BUNDLE_DIR, 'server.js'))}, bundle: true,
      platform: 'node', format: 'esm', target: 'node20', plugins: [externalPackages], logLevel: 'error' });`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: PACKAGE_DIR, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bundling the server failed: ${result.stderr}`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

interface RunningServer {
  child: ChildProcess;
  base: string;
  exited: Promise<NodeJS.Signals | number | null>;
}

let running: RunningServer | null = null;

/** Starts the bundled server and resolves once it prints its listening line (rejects on exit or timeout). */
async function startServer(dataDir: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(BUNDLE_DIR, 'server.js')], {
    cwd: PACKAGE_DIR,
    env: {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REFERENCE_DATA_DIR: join(PACKAGE_DIR, 'data'),
      DEMO_MODE: 'true',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  // Known to afterAll from the start, so a server that never gets ready is killed too.
  const server: RunningServer = { child, base: `http://127.0.0.1:${port}`, exited };
  running = server;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${START_TIMEOUT_MS} ms:\n${output}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('API listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${String(how)}) before listening:\n${output}`));
    });
  });
  return server;
}

async function kill(server: RunningServer, signal: NodeJS.Signals): Promise<NodeJS.Signals | number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  const how = await server.exited;
  if (running === server) running = null;
  return how;
}

interface Answer {
  status: number;
  body: unknown;
  setCookie: string[];
}

async function call(server: RunningServer, method: string, path: string, cookie: string | null, payload?: unknown): Promise<Answer> {
  const response = await fetch(`${server.base}${path}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(payload !== undefined ? { body: JSON.stringify(payload) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, setCookie: response.headers.getSetCookie() };
}

/** The answer's body after checking its status (the message carries the body when it differs). */
function expectStatus<T>(answer: Answer, status: number): T {
  if (answer.status !== status) throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

interface ListRow {
  id: number;
}
interface ConditionView {
  id: number;
  version: number;
  title: string;
  content: string | null;
}
interface Detail {
  encounter: { id: number; lock: { statusCode: string; createdByUsername: string } | null; review: { id: number; reviewCode: string } | null };
  conditions: ConditionView[];
}

let dataDir: string;

beforeAll(() => {
  bundleServer();
  dataDir = mkdtempSync(join(tmpdir(), 'mock-api-durability-'));
  // The run's seeded template (jest.global-setup.cjs) spares initdb and the seed; without it the server seeds itself.
  const template = process.env.MOCK_API_TEST_TEMPLATE_DIR;
  if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
}, 60_000);

afterAll(async () => {
  if (running) await kill(running, 'SIGKILL');
  rmSync(BUNDLE_DIR, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('durability across a SIGKILL (real server process, PGlite on disk)', () => {
  it('keeps every acknowledged write: session, feedback, lock, review code, condition', async () => {
    const first = await startServer(dataDir);
    const signIn = await call(first, 'POST', '/api/sso/login', null, { username: 'cdi', password: DEMO_PASSWORD });
    expectStatus(signIn, 200);
    const sid = signIn.setCookie.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('sid='));
    if (!sid) throw new Error('no sid cookie');

    const description = `Durability check ${Date.now()}`;
    const feedback = expectStatus<{ id: number }>(
      await call(first, 'POST', '/api/feedback', sid, { feedbackTypeCode: 'BUG', encounterId: null, applicationTypeCode: 'WEB', applicationState: '/auth/home', description }),
      201,
    );

    // An unlocked OPEN encounter with at least one condition, found through the API like a client would.
    const rows = expectStatus<ListRow[]>(await call(first, 'GET', '/api/encounter?reviewCode=OPEN&lockStatus=DISABLED&limit=20', sid), 200);
    let detail: Detail | null = null;
    for (const row of rows) {
      const candidate = expectStatus<Detail>(await call(first, 'GET', `/api/encounter/detail/${row.id}`, sid), 200);
      if (candidate.conditions.length > 0 && candidate.encounter.review) {
        detail = candidate;
        break;
      }
    }
    if (!detail?.encounter.review) throw new Error('no unlocked OPEN encounter with conditions in the first 20 rows');
    const encounterId = detail.encounter.id;
    const reviewId = detail.encounter.review.id;
    const condition = detail.conditions[0] as ConditionView;

    expectStatus(await call(first, 'PUT', `/api/encounter/lock/${encounterId}`, sid), 200);
    expectStatus(await call(first, 'PUT', `/api/review/code/${reviewId}/READY_FOR_PHYSICIAN`, sid), 200);
    const content = `Survives a crash ${Date.now()}`;
    const updated = expectStatus<ConditionView>(
      await call(first, 'PUT', '/api/encounter/condition', sid, { id: condition.id, version: condition.version, title: condition.title, content }),
      200,
    );
    // Killed straight after the last answer: no graceful close, no checkpoint.
    expect(await kill(first, 'SIGKILL')).toBe('SIGKILL');

    const second = await startServer(dataDir);
    expect(expectStatus<{ username: string }>(await call(second, 'GET', '/api/user/current', sid), 200).username).toBe('cdi');
    const after = expectStatus<Detail>(await call(second, 'GET', `/api/encounter/detail/${encounterId}`, sid), 200);
    expect(after.encounter.lock).toMatchObject({ statusCode: 'ACTIVE', createdByUsername: 'cdi' });
    expect(after.encounter.review).toMatchObject({ id: reviewId, reviewCode: 'READY_FOR_PHYSICIAN' });
    expect(after.conditions.find((c) => c.id === condition.id)).toMatchObject({ content, version: updated.version });
    expect(await kill(second, 'SIGTERM')).toBe(0);

    // Feedback has no read endpoint: read the closed folder directly, with the audit trail of every write.
    const pglite = new PGlite(dataDir);
    try {
      const stored = await pglite.query<{ description: string }>('select description from feedback where id = $1', [feedback.id]);
      expect(stored.rows).toEqual([{ description }]);
      const audits = await pglite.query<{ action: string; entity_type: string }>(
        `select action, entity_type from audit_events where entity_id in ($1, $2, $3, $4) and entity_type in ('FEEDBACK', 'ENCOUNTER', 'REVIEW', 'ENCOUNTER_CONDITION') order by id`,
        [String(feedback.id), String(encounterId), String(reviewId), String(condition.id)],
      );
      expect(audits.rows.map((r) => `${r.action} ${r.entity_type}`)).toEqual(
        expect.arrayContaining(['CREATE FEEDBACK', 'UPDATE REVIEW', 'UPDATE ENCOUNTER_CONDITION']),
      );
    } finally {
      await pglite.close();
    }
  }, 240_000);
});
