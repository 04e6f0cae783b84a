import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Browser, type BrowserContext, type Page, type Request } from '../support/test';
import { CdiEncounterPage, type EncounterRow } from '../pages/encounter-detail.page';
import { WORKLIST_HEADINGS, WorklistPage } from '../pages/worklist.page';
import { PASSWORD, type DemoUser } from '../support/accounts';
import { claimFirst } from '../support/encounter-claims';
import { asPlatformPage } from '../support/platform-origin';

// Live presence (issue 11) on the built platform: two users of one tenant in two browser contexts. User B has the
// CDI worklist open in one tab and an encounter in another; user A locks that encounter through the screen. B's
// worklist row and B's open encounter show A's lock without a reload and without reading the list or the encounter
// again (the change came on the event stream); A's unlock clears both the same way. The 2-second target of issue 11
// is a speed figure, measured by `npm run bench` ("live presence") on a quiet machine, not asserted on a loaded CI:
// here the latency is only recorded (the test's `latency` annotation).

async function signIn(browser: Browser, baseURL: string | undefined, user: DemoUser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post('/api/sso/login', { data: { username: user, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return context;
}

/**
 * Records in the page, on the browser's own clock, when `selector` first matches and, after that, when it first stops
 * matching: the figure is the screen's latency, not the test runner's polling on a busy 2-core machine.
 */
async function watchPresence(page: Page, selector: string): Promise<void> {
  await page.evaluate((sel) => {
    const w = window as unknown as { __presence?: Record<string, { shown?: number; gone?: number }> };
    const marks = (w.__presence ??= {});
    const mark: { shown?: number; gone?: number } = (marks[sel] = {});
    const check = () => {
      const present = document.querySelector(sel) !== null;
      if (present && mark.shown === undefined) mark.shown = Date.now();
      if (!present && mark.shown !== undefined && mark.gone === undefined) mark.gone = Date.now();
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  }, selector);
}

async function presenceMark(page: Page, selector: string): Promise<{ shown: number; gone: number }> {
  const mark = await page.evaluate((sel) => (window as unknown as { __presence?: Record<string, { shown?: number; gone?: number }> }).__presence?.[sel] ?? {}, selector);
  return { shown: mark.shown ?? Number.POSITIVE_INFINITY, gone: mark.gone ?? Number.POSITIVE_INFINITY };
}

/** The API reads a page makes from now on: an encounter list search or an encounter detail (again) would be a reload. */
function watchReads(page: Page): { reads: string[]; stop: () => void } {
  const reads: string[] = [];
  const onRequest = (request: Request) => {
    if (request.method() === 'GET' && /\/api\/(restricted\/)?encounter(\?|\/detail\/)/.test(request.url())) reads.push(request.url());
  };
  page.on('request', onRequest);
  return { reads, stop: () => page.off('request', onRequest) };
}

/**
 * The status of the page's event stream (GET /api/events) once its answer starts: the server subscribes the stream
 * before it writes the first byte, so from then on every change reaches the page.
 */
const streamAnswered = (page: Page) =>
  page.waitForResponse((res) => new URL(res.url()).pathname === '/api/events', { timeout: 20_000 }).then((res) => res.status());

/** B's Open view, first 200 by start: its rows' current lock, status and review. */
async function openView(b: BrowserContext): Promise<EncounterRow[]> {
  const search = await b.request.get('/api/encounter?view=OPEN&limit=200&sort=start%20asc');
  expect(search.status()).toBe(200);
  return (await search.json()) as EncounterRow[];
}

/**
 * Claims one of `unlocked` that no other test of the run has claimed. The CDI encounter suite (run beside this one)
 * locks planned, open-review encounters from the top of the same lists, and every test keeps the encounters it claims,
 * so the first rows may all be taken: a row that suite never takes comes first, then any from the bottom.
 */
function claimUnlocked(unlocked: readonly EncounterRow[]): EncounterRow | undefined {
  const outsideCdiSuite = unlocked.filter((r) => !(r.status === 'PLANNED' && r.review?.reviewCode === 'OPEN'));
  return claimFirst([...outsideCdiSuite, ...[...unlocked].reverse()]);
}

/**
 * An unlocked row of the first page of B's worklist (searched with `first`), open for review, that no other test of the
 * run has claimed (`claimUnlocked`), scrolled into view (the table draws only the rows near the window).
 */
async function claimRowInView(b: BrowserContext, page: Page, first: URLSearchParams): Promise<number> {
  // B's list as its search answers it, in its order (the home brought its first page with it: asked again here).
  const answer = await b.request.get(`/api/encounter?${first.toString()}`);
  expect(answer.status()).toBe(200);
  const listed = (await answer.json()) as EncounterRow[];
  const known = new Map((await openView(b)).map((r) => [r.id, r]));
  const target = claimUnlocked(listed.flatMap((r) => (r.lock ? [] : (known.get(r.id) ?? []))).filter((r) => !r.lock));
  if (!target) throw new Error(`no unlocked, unclaimed row on the list's first page (${listed.length} rows)`);
  const index = listed.findIndex((r) => r.id === target.id);
  await page.evaluate((at) => {
    const table = document.querySelector('[data-remote="mfe_worklist"] section[aria-label="Encounters"] table');
    if (table) window.scrollTo(0, table.getBoundingClientRect().top + window.scrollY + at * 40 - window.innerHeight / 2);
  }, index);
  return target.id;
}

/** The headers naming the URL a relayed request was for, and the cookie it carries upstream. */
const RELAY_TARGET = 'x-relay-target';
const RELAY_COOKIE = 'x-relay-cookie';

/**
 * A relay on loopback for the page's event stream (the page's route sends a connection to it), which the test can cut
 * as a network loss would: the browser's EventSource sees its stream end and reconnects by itself.
 */
async function streamRelay(): Promise<{
  url: (path: string) => string;
  /** Each connection's Last-Event-ID header (the browser adds it past the page's route, so only the relay sees it). */
  lastEventIds: Array<string | undefined>;
  readyPassed: Promise<void>;
  cut: () => void;
  close: () => Promise<void>;
}> {
  const open = new Set<http.ServerResponse>();
  const lastEventIds: Array<string | undefined> = [];
  let readyPassed = () => undefined as void;
  const ready = new Promise<void>((resolve) => (readyPassed = resolve));
  const relay = http.createServer((request, response) => {
    const target = new URL(String(request.headers[RELAY_TARGET]));
    const lastEventId = request.headers['last-event-id'];
    lastEventIds.push(Array.isArray(lastEventId) ? lastEventId[0] : lastEventId);
    const headers: http.OutgoingHttpHeaders = { ...request.headers, host: target.host, cookie: request.headers[RELAY_COOKIE] };
    delete headers[RELAY_TARGET];
    delete headers[RELAY_COOKIE];
    const upstream = http.request(target, { method: request.method, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.on('data', (chunk: Buffer) => {
        if (chunk.toString('utf8').includes('event: ready')) setTimeout(readyPassed, 200);
      });
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    response.on('close', () => upstream.destroy());
    open.add(response);
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    lastEventIds,
    readyPassed: ready,
    cut: () => {
      for (const response of open) response.destroy();
      open.clear();
    },
    close: () =>
      new Promise((resolve) => {
        relay.close(() => resolve());
        // The page's streams through it would hold the close forever.
        relay.closeAllConnections();
      }),
  };
}

/** Marks the document: the mark survives anything but a navigation or a reload. */
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-live-presence-mark', '1'));
const expectSameDocument = async (page: Page) => expect(page.locator('html')).toHaveAttribute('data-live-presence-mark', '1');

test.describe('live presence across two users', () => {
  let a: BrowserContext;
  let b: BrowserContext;
  let encounterId = 0;

  test.afterEach(async () => {
    if (encounterId && a) await a.request.put(`/api/encounter/unlock/${encounterId}`, asPlatformPage()).catch(() => undefined);
    await a?.close();
    await b?.close();
  });

  test("B's worklist and open encounter show A's lock, and its release, from the event stream without a reload", async ({ browser, baseURL }) => {
    test.setTimeout(150_000);
    a = await signIn(browser, baseURL, 'cdiqa');
    b = await signIn(browser, baseURL, 'cdi');

    // B: the CDI worklist, as it opens.
    const worklistPage = await b.newPage();
    const worklist = new WorklistPage(worklistPage);
    const worklistStream = streamAnswered(worklistPage);
    const first = await worklist.open(WORKLIST_HEADINGS.cdi);
    expect(await worklistStream).toBe(200);
    encounterId = await claimRowInView(b, worklistPage, first);
    const row = worklist.rows().and(worklistPage.locator(`[data-row-key="${encounterId}"]`));
    await expect(row).toBeVisible();
    await expect(row.getByRole('img', { name: /^Locked for / })).toHaveCount(0);

    // B: the same encounter in a second tab.
    const detailPage = await b.newPage();
    const detail = new CdiEncounterPage(detailPage);
    const detailStream = streamAnswered(detailPage);
    // From before it opens: the tab reads the encounter once (the stream's first opening is no reason to read again).
    const detailReads = watchReads(detailPage);
    await detail.open(encounterId);
    expect(await detailStream).toBe(200);
    await expect(detail.lockButton()).toBeVisible();
    await expect(detail.area.getByRole('status')).toHaveCount(0);

    await markDocument(worklistPage);
    await markDocument(detailPage);
    const worklistReads = watchReads(worklistPage);
    const detailStatus = '[data-remote="mfe_encounter_cdi"] [role="status"]';
    const rowLockIcon = `[data-row-key="${encounterId}"] [aria-label^="Locked for cdiqa, "]`;
    await watchPresence(detailPage, detailStatus);
    await watchPresence(worklistPage, rowLockIcon);

    // A: the same encounter, locked through the screen.
    const aPage = await a.newPage();
    const aDetail = new CdiEncounterPage(aPage);
    await aDetail.open(encounterId);
    const lockAnswer = aPage.waitForResponse((res) => res.url().endsWith(`/api/encounter/lock/${encounterId}`) && res.request().method() === 'PUT');
    await aDetail.lockButton().click();
    expect((await lockAnswer).status()).toBe(200);
    const locked = Date.now();

    const rowLock = row.getByRole('img', { name: /^Locked for cdiqa, / });
    await expect(detail.area.getByRole('status')).toHaveText(/^Locked by cdiqa on /, { timeout: 15_000 });
    await expect(rowLock).toBeVisible({ timeout: 15_000 });
    const shownWithin = Math.max((await presenceMark(detailPage, detailStatus)).shown, (await presenceMark(worklistPage, rowLockIcon)).shown) - locked;
    // Read only for B now: the lock icon offers no unlock, the icon stays "Lock this encounter".
    await expect(detail.unlockButton()).toHaveCount(0);
    await expect(rowLock).toHaveAttribute('data-lock-owner', 'other');

    // A releases it: both of B's tabs clear the lock the same way.
    const unlockAnswer = aPage.waitForResponse((res) => res.url().endsWith(`/api/encounter/unlock/${encounterId}`) && res.request().method() === 'PUT');
    await aDetail.unlockButton().click();
    expect((await unlockAnswer).status()).toBe(200);
    const unlocked = Date.now();
    await expect(detail.area.getByRole('status')).toHaveCount(0, { timeout: 15_000 });
    await expect(row.getByRole('img', { name: /^Locked for / })).toHaveCount(0, { timeout: 15_000 });
    const clearedWithin = Math.max((await presenceMark(detailPage, detailStatus)).gone, (await presenceMark(worklistPage, rowLockIcon)).gone) - unlocked;

    // Without a reload: same documents, and neither tab read the list or the encounter again (the detail tab's one read
    // is its opening's).
    await expectSameDocument(worklistPage);
    await expectSameDocument(detailPage);
    worklistReads.stop();
    detailReads.stop();
    expect(worklistReads.reads).toEqual([]);
    expect(detailReads.reads).toEqual([expect.stringMatching(new RegExp(`/api/encounter/detail/${encounterId}$`))]);
    test.info().annotations.push({ type: 'latency', description: `lock shown after ${shownWithin} ms, release after ${clearedWithin} ms` });
  });

  test("B's home, drawn with its rows by the platform server, shows a lock A took after that read and before the page's stream opened, from the stream, without reading the list", async ({ browser, baseURL }) => {
    a = await signIn(browser, baseURL, 'cdiqa');
    b = await signIn(browser, baseURL, 'cdi');
    const page = await b.newPage();
    // The page's event stream is held until A has locked one of the rows the page was drawn with.
    let letStreamGo = () => undefined as void;
    const held = new Promise<void>((resolve) => (letStreamGo = resolve));
    const streamAsked: string[] = [];
    await page.route((url) => url.pathname === '/api/events', async (route) => {
      streamAsked.push(route.request().url());
      await held;
      await route.continue();
    });
    const reads = watchReads(page);
    const worklist = new WorklistPage(page);
    const first = await worklist.open(WORKLIST_HEADINGS.cdi);
    encounterId = await claimRowInView(b, page, first);
    const row = worklist.rows().and(page.locator(`[data-row-key="${encounterId}"]`));
    await expect(row).toBeVisible();
    await expect(row.getByRole('img', { name: /^Locked for / })).toHaveCount(0);
    await markDocument(page);

    const lock = await a.request.put(`/api/encounter/lock/${encounterId}`, asPlatformPage());
    expect(lock.status()).toBe(200);
    letStreamGo();
    // The stream asked for the changes since the page's read, and the lock came with them.
    await expect(row.getByRole('img', { name: /^Locked for cdiqa, / })).toBeVisible({ timeout: 15_000 });
    expect(streamAsked[0]).toMatch(/\/api\/events\?since=\d+$/);
    // The page brought its rows and the stream their change: the list was never read by the browser, nor reloaded.
    await expectSameDocument(page);
    reads.stop();
    expect(reads.reads).toEqual([]);
  });

  test("B's open encounter, its stream lost and back, shows a lock A took meanwhile from the stream, without reading the encounter again", async ({ browser, baseURL }) => {
    a = await signIn(browser, baseURL, 'cdiqa');
    b = await signIn(browser, baseURL, 'cdi');
    const target = claimUnlocked((await openView(b)).filter((r) => !r.lock));
    if (!target) throw new Error('no unlocked, unclaimed encounter in the Open view');
    encounterId = target.id;

    const page = await b.newPage();
    const relay = await streamRelay();
    // The page's stream runs through the relay; its reconnection is held until A has locked the encounter.
    let letReconnect = () => undefined as void;
    const held = new Promise<void>((resolve) => (letReconnect = resolve));
    let connections = 0;
    await page.route((url) => url.pathname === '/api/events', async (route) => {
      connections += 1;
      if (connections > 1) await held;
      // The browser adds the session's cookie past this point (and a route may not set one): the relay is given it.
      const cookie = (await b.cookies(route.request().url())).map((c) => `${c.name}=${c.value}`).join('; ');
      const headers = { ...(await route.request().allHeaders()), [RELAY_COOKIE]: cookie, [RELAY_TARGET]: route.request().url() };
      await route.continue({ url: relay.url('/api/events'), headers });
    });
    try {
      const detail = new CdiEncounterPage(page);
      const reads = watchReads(page);
      await detail.open(encounterId);
      await expect(detail.lockButton()).toBeVisible();
      await expect(detail.area.getByRole('status')).toHaveCount(0);
      // The stream's `ready` (with its id) went through to the page.
      await relay.readyPassed;
      await markDocument(page);

      // The connection is lost; while the page has none, A locks the encounter.
      relay.cut();
      await expect.poll(() => connections, { timeout: 20_000 }).toBe(2);
      const lock = await a.request.put(`/api/encounter/lock/${encounterId}`, asPlatformPage());
      expect(lock.status()).toBe(200);
      letReconnect();
      // The browser resumed from the last message it had (Last-Event-ID), and the server sent the lock made meanwhile.
      await expect(detail.area.getByRole('status')).toHaveText(/^Locked by cdiqa on /, { timeout: 15_000 });
      expect(relay.lastEventIds).toEqual([undefined, expect.stringMatching(/^\d{13}$/)]);
      await expectSameDocument(page);
      reads.stop();
      // The one read is the screen's opening: the reconnection read nothing again.
      expect(reads.reads).toEqual([expect.stringMatching(new RegExp(`/api/encounter/detail/${encounterId}$`))]);
    } finally {
      letReconnect();
      await relay.close();
    }
  });
});
