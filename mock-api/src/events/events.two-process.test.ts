// Live presence across API processes (issue 11): two real server processes on one PostgreSQL database, as behind a
// platform server balancing several of them. A lock taken through process A reaches a subscriber of process B
// within 2 seconds: the event can only have travelled through PostgreSQL's LISTEN/NOTIFY, since the processes share
// no memory.
import { bundleDirFor, bundleServer, startServer, stopAll, stopServer, type RunningServer } from '../test-support/server-process';
import { isEvent, openEventStream, type OpenStream } from '../test-support/event-stream.test-support';
import { DEMO_PASSWORD, PLATFORM_ORIGIN, TestDatabase } from '../test-support/test-app';
import { REPLAY_MARGIN_MS } from './event-stream.hub';

const BUNDLE_DIR = bundleDirFor('events-two-process-test');
const WITHIN_MS = 2_000;

// PostgreSQL only: PGlite is one embedded PostgreSQL backend inside one process and a data folder can be opened by one
// process at a time, so there is no second process to reach. The PGlite path (its own listen API on the same
// pg_notify) is proven by events.routes.test.ts.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

let database: TestDatabase;
const streams: OpenStream[] = [];

async function signIn(server: RunningServer, username: string): Promise<string> {
  const response = await fetch(`${server.base}/api/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PLATFORM_ORIGIN },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${username}: ${response.status}`);
  const sid = response.headers.getSetCookie().map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('sid='));
  if (!sid) throw new Error('no sid cookie');
  return sid;
}

const put = (server: RunningServer, path: string, cookie: string) => fetch(`${server.base}${path}`, { method: 'PUT', headers: { cookie, origin: PLATFORM_ORIGIN } });

onPostgres('live events across two API processes on one PostgreSQL database', () => {
  let a: RunningServer;
  let b: RunningServer;
  /** When process A began to listen (at the latest). */
  let aListening = 0;

  beforeAll(async () => {
    bundleServer(BUNDLE_DIR);
    database = new TestDatabase();
    const env = { ...(await database.serverEnvironment()), EVENTS_HEARTBEAT_SECONDS: '1' };
    // One after the other: a suite without the seeded template migrates and seeds in the first.
    a = await startServer(BUNDLE_DIR, env);
    aListening = Date.now();
    b = await startServer(BUNDLE_DIR, env);
  }, 240_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await stopAll(BUNDLE_DIR);
    await database?.dispose();
  });

  it('a lock taken through process A reaches a subscriber of process B within 2 seconds, and its unlock too', async () => {
    const locker = await signIn(a, 'cdi');
    const watcher = await signIn(b, 'cdiqa');
    const stream = await openEventStream(`${b.base}/api/events`, watcher);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next(isEvent('ready'));

    const rows = (await (await fetch(`${a.base}/api/encounter?view=OPEN&limit=50`, { headers: { cookie: locker } })).json()) as Array<{ id: number; lock: unknown }>;
    const target = rows.find((r) => r.lock === null);
    if (!target) throw new Error('no unlocked encounter in the Open view');

    const sent = performance.now();
    expect((await put(a, `/api/encounter/lock/${target.id}`, locker)).status).toBe(200);
    const locked = await stream.next(isEvent('encounter'), WITHIN_MS);
    const latency = locked.receivedAt - sent;
    expect(latency).toBeLessThan(WITHIN_MS);
    expect(JSON.parse(locked.data ?? 'null')).toMatchObject({ encounterId: target.id, change: 'LOCKED', lock: { createdByUsername: 'cdi', statusCode: 'ACTIVE' } });

    expect((await put(a, `/api/encounter/unlock/${target.id}`, locker)).status).toBe(200);
    const unlocked = await stream.next(isEvent('encounter'), WITHIN_MS);
    expect(JSON.parse(unlocked.data ?? 'null')).toMatchObject({ encounterId: target.id, change: 'UNLOCKED', lock: null });
    process.stdout.write(`two-process lock → event latency: ${latency.toFixed(1)} ms\n`);
  });

  it('a stream lost on process B resumes on process A from its last id: what changed meanwhile comes, replayed', async () => {
    // A process holds what it heard from its start: a resumption from less than the margin for clocks apart after it
    // began is not replayed (as a page reconnecting to a process that has just started reads again).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, aListening + REPLAY_MARGIN_MS + 500 - Date.now())));
    const locker = await signIn(a, 'cdi');
    const watcher = await signIn(b, 'cdiqa');
    const onB = await openEventStream(`${b.base}/api/events`, watcher);
    streams.push(onB);
    await onB.next(isEvent('ready'));
    const rows = (await (await fetch(`${a.base}/api/encounter?view=OPEN&limit=50`, { headers: { cookie: locker } })).json()) as Array<{ id: number; lock: unknown }>;
    const target = rows.find((r) => r.lock === null);
    if (!target) throw new Error('no unlocked encounter in the Open view');
    expect((await put(a, `/api/encounter/lock/${target.id}`, locker)).status).toBe(200);
    const locked = await onB.next(isEvent('encounter'), WITHIN_MS);
    onB.close();

    // Made while the browser had no stream; its reconnection lands on the other process (a balancer's choice).
    expect((await put(a, `/api/encounter/unlock/${target.id}`, locker)).status).toBe(200);
    const onA = await openEventStream(`${a.base}/api/events`, watcher, locked.id ?? '');
    streams.push(onA);
    expect(JSON.parse((await onA.next(isEvent('ready'))).data ?? '{}')).toMatchObject({ replayed: true });
    const missed: unknown[] = [];
    for (let event = await onA.next(isEvent('encounter'), WITHIN_MS); ; event = await onA.next(isEvent('encounter'), WITHIN_MS)) {
      missed.push(JSON.parse(event.data ?? 'null'));
      if ((missed[missed.length - 1] as { change: string }).change === 'UNLOCKED') break;
    }
    expect(missed[missed.length - 1]).toMatchObject({ encounterId: target.id, change: 'UNLOCKED', lock: null });
  });

  it("a sign-out through process A ends the session's stream on process B at once", async () => {
    const cookie = await signIn(a, 'coder');
    const stream = await openEventStream(`${b.base}/api/events`, cookie);
    streams.push(stream);
    await stream.next(isEvent('ready'));
    expect((await fetch(`${a.base}/api/sso/logout`, { headers: { cookie, origin: PLATFORM_ORIGIN } })).status).toBe(200);
    // Well under the heartbeat's session check (1 s): the end travelled on the channel.
    await expect(Promise.race([stream.ended.then(() => 'ended'), new Promise((r) => setTimeout(() => r('open'), 800))])).resolves.toBe('ended');
  });

  it('SIGTERM stops a process with open streams promptly (they end, the server closes)', async () => {
    const cookie = await signIn(b, 'cdi');
    const stream = await openEventStream(`${b.base}/api/events`, cookie);
    streams.push(stream);
    await stream.next(isEvent('ready'));
    const started = Date.now();
    expect(await stopServer(b, 'SIGTERM')).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    await stream.ended;
  });
});
