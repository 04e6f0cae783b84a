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
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { bundleDirFor, bundleServer, startServer as startProcess, stopAll, stopServer, type RunningServer } from '../test-support/server-process';
import { DEMO_PASSWORD, PLATFORM_ORIGIN } from '../test-support/test-app';

const BUNDLE_DIR = bundleDirFor('durability-test');

/** The bundled server on its own PGlite folder. */
const startServer = (dataDir: string): Promise<RunningServer> => startProcess(BUNDLE_DIR, { DATA_DIR: dataDir, DATABASE_URL: '' });
const kill = stopServer;

interface Answer {
  status: number;
  body: unknown;
  setCookie: string[];
}

async function call(server: RunningServer, method: string, path: string, cookie: string | null, payload?: unknown): Promise<Answer> {
  const response = await fetch(`${server.base}${path}`, {
    method,
    headers: { origin: PLATFORM_ORIGIN, ...(cookie ? { cookie } : {}), ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
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
  bundleServer(BUNDLE_DIR);
  dataDir = mkdtempSync(join(tmpdir(), 'mock-api-durability-'));
  // The run's seeded template (jest.global-setup.cjs) spares initdb and the seed; without it the server seeds itself.
  const template = process.env.MOCK_API_TEST_TEMPLATE_DIR;
  if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
}, 60_000);

afterAll(async () => {
  await stopAll(BUNDLE_DIR);
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
