/** @jest-environment node */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { get, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from 'node:zlib';
import type { FirstPaintRenderer, FirstPaintRenderOptions } from 'shared-kit';
import type { Role, SessionUser } from 'shared-kit/domain';
import { createMockSession } from 'shared-kit/mock';
import { firstPaintPage, type FirstPaintOptions } from './first-paint';
import type { FirstPaintRenderers } from './first-paint-renderers';
import { buildPlatformServer } from './platform-app';
import type { PageRequester } from './page-api';

const INDEX = '<!doctype html><html><head><title>Curate CDI</title></head><body><div id="root"></div></body></html>';
const FORM = '<section class="mfe-auth-login"><h1>Sign in to Curate CDI</h1></section>';
const PAINTED =
  '<div id="root"><div class="shell-layout shell-painted-page"><main class="shell-main"><div data-first-paint="mfe_auth">' + FORM + '</div></main></div></div>';
const CDI_HOME = '<div class="ant-flex"><h1 class="ant-typography">CDI Worklist</h1></div>';
const CODER_HOME = '<div class="ant-flex"><h1 class="ant-typography">Coder Worklist</h1></div>';
/** A signed-in page: the header's place above the painted screen, as the shell keeps it during its session check. */
const paintedHome = (markup: string, readAt?: number) =>
  '<div id="root"><div class="shell-layout shell-painted-page"><div class="shell-header" aria-hidden="true"></div><main class="shell-main">' +
  `<div data-first-paint="mfe_worklist" data-first-paint-manifest="/remotes/mfe-worklist/mf-manifest.json"${readAt === undefined ? '' : ` data-first-paint-read-at="${readAt}"`}>` +
  `${markup}</div></main></div></div>`;
const ANYONE: PageRequester = { cookie: undefined, ip: '10.0.0.7' };

/** firstPaintPage's pages as the browser gets them: the head, then the rest, in one. */
function wholePages(options: FirstPaintOptions): (urlPath: string, requester: PageRequester) => Promise<{ html: string; cache: string } | null> {
  const read = firstPaintPage(options);
  return async (urlPath, requester) => {
    const page = await read(urlPath, requester);
    return page && { html: page.head + (await page.rest), cache: page.cache };
  };
}

describe('first paint of a page (shared-kit FIRST_PAINT_PAGES)', () => {
  let root: string;
  let options: FirstPaintOptions;
  /** The session users the fake API knows, by cookie; every question asked of it. */
  let users: Record<string, Role>;
  let asked: PageRequester[];
  /** What the fake API answers the renderer's first request with; every such request. */
  let apiAnswer: unknown;
  /** When set, what the fake API answers each request with instead (a paint drawn from requests in a row). */
  let apiAnswerFor: ((apiPath: string) => unknown) | null;
  let apiAsked: { apiPath: string; requester: PageRequester; at: number; timeoutMs?: number }[];
  /** The fake API answers once this settles (a slow API, for what the page sends before it is drawn). */
  let apiHeld: Promise<void>;
  /** The fake server render of the home (mfe-worklist's home-render), loaded from its file in the remote's build. */
  let renderer: FirstPaintRenderer;
  let renders: { user: SessionUser; answer: unknown; publicPath: string; answers?: readonly unknown[]; options?: FirstPaintRenderOptions }[];
  let renderers: FirstPaintRenderers & { files: string[] };

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'first-paint-'));
    const shellDist = path.join(root, 'shell', 'dist');
    await mkdir(shellDist, { recursive: true });
    await writeFile(path.join(shellDist, 'index.html'), INDEX);
    await mkdir(path.join(root, 'mfe-auth', 'dist', 'first-paint'), { recursive: true });
    await writeFile(path.join(root, 'mfe-auth', 'dist', 'first-paint', 'login.html'), FORM);
    await mkdir(path.join(root, 'mfe-worklist', 'dist', 'first-paint'), { recursive: true });
    await writeFile(path.join(root, 'mfe-worklist', 'dist', 'first-paint', 'home-cdi-worklist.html'), CDI_HOME);
    await writeFile(path.join(root, 'mfe-worklist', 'dist', 'first-paint', 'home-coder-worklist.html'), CODER_HOME);
    const remotesFile = path.join(root, 'remotes.json');
    await writeFile(
      remotesFile,
      JSON.stringify({ mfe_auth: '/remotes/mfe-auth/mf-manifest.json', mfe_worklist: '/remotes/mfe-worklist/mf-manifest.json' }),
    );
    users = { 'sid=cdi': 'CDI_QA_MANAGER', 'sid=coder': 'CODER', 'sid=admin': 'ADMIN' };
    asked = [];
    const sessionUser = (requester: PageRequester) => {
      asked.push(requester);
      const role = requester.cookie ? users[requester.cookie] : undefined;
      return Promise.resolve(role ? createMockSession(role) : null);
    };
    apiAnswer = null;
    apiAnswerFor = null;
    apiAsked = [];
    apiHeld = Promise.resolve();
    const apiRead = async (apiPath: string, requester: PageRequester, timeoutMs?: number) => {
      apiAsked.push({ apiPath, requester, at: Date.now(), ...(timeoutMs !== undefined ? { timeoutMs } : {}) });
      await apiHeld;
      return apiAnswerFor ? apiAnswerFor(apiPath) : apiAnswer;
    };
    renderer = { firstRequest: () => null, render: () => '' };
    renders = [];
    const files: string[] = [];
    renderers = {
      files,
      load: (file) => {
        files.push(file);
        return Promise.resolve({
          firstRequest: (user) => renderer.firstRequest(user),
          // As a renderer built before requests in a row has none.
          ...(renderer.nextRequest ? { nextRequest: (user: SessionUser, answers: readonly unknown[]) => renderer.nextRequest?.(user, answers) ?? null } : {}),
          ...(renderer.stylesheets ? { stylesheets: renderer.stylesheets } : {}),
          render: (user, answer, publicPath, answers, renderOptions) => {
            renders.push({ user, answer, publicPath, ...(answers ? { answers } : {}), ...(renderOptions ? { options: renderOptions } : {}) });
            return renderer.render(user, answer, publicPath, answers, renderOptions);
          },
        });
      },
    };
    options = { shellDist, remotesRoot: root, remotesFile, remoteFolders: ['mfe-auth', 'mfe-worklist'], sessionUser, apiRead, renderers };
  });

  afterEach(() => rm(root, { recursive: true, force: true }));

  it("puts /login's sign-in form from mfe-auth's build inside #root, in the shell's layout", async () => {
    const page = await wholePages(options)('/login', { cookie: 'sid=cdi', ip: '10.0.0.7' });
    expect(page).toEqual({ html: INDEX.replace('<div id="root"></div>', PAINTED), cache: 'shared' });
    // Anyone's page: the API is not asked who is signed in.
    expect(asked).toEqual([]);
  });

  it("puts the home's worklist for the session user's type from mfe-worklist's build, below the header's place", async () => {
    const read = wholePages(options);
    const cdi = await read('/auth/home', { cookie: 'sid=cdi', ip: '10.0.0.7' });
    expect(cdi).toEqual({ html: INDEX.replace('<div id="root"></div>', paintedHome(CDI_HOME)), cache: 'personal' });
    expect(asked).toEqual([{ cookie: 'sid=cdi', ip: '10.0.0.7' }]);
    expect((await read('/auth/home', { cookie: 'sid=coder', ip: '10.0.0.7' }))?.html).toBe(
      INDEX.replace('<div id="root"></div>', paintedHome(CODER_HOME)),
    );
  });

  it("draws a worklist user's home with the remote's server render and the API's answer to its first request, asked as the page's user, and when it was read", async () => {
    renderer = {
      firstRequest: (user) => `/api/encounter?user=${user.username}`,
      render: (user, answer, publicPath) => `<link rel="stylesheet" href="${publicPath}parcel.css"><div inert>${user.type} ${JSON.stringify(answer)}</div>`,
    };
    apiAnswer = [{ id: 1 }];
    const requester = { cookie: 'sid=cdi', ip: '10.0.0.7' };
    const before = Date.now();
    const home = await wholePages(options)('/auth/home', requester);
    const drawn = '<link rel="stylesheet" href="/remotes/mfe-worklist/parcel.css"><div inert>CDI_QA_MANAGER [{"id":1}]</div>';
    expect(apiAsked).toEqual([{ apiPath: '/api/encounter?user=cdiqa', requester, at: expect.any(Number), timeoutMs: expect.any(Number) }]);
    // Within the time the page may wait for its reads (a second at most).
    expect(apiAsked[0]?.timeoutMs).toBeLessThanOrEqual(1000);
    expect(apiAsked[0]?.timeoutMs).toBeGreaterThan(900);
    // The time the rows were read: taken before the API was asked (a change after it is not in them).
    const readAt = Number(/data-first-paint-read-at="(\d+)"/.exec(home?.html ?? '')?.[1]);
    expect(readAt).toBeGreaterThanOrEqual(before);
    expect(readAt).toBeLessThanOrEqual(apiAsked[0]?.at ?? 0);
    // Personal data of patients: no cache keeps the page.
    expect(home).toEqual({ html: INDEX.replace('<div id="root"></div>', paintedHome(drawn, readAt)), cache: 'never' });
    expect(renderers.files).toEqual([path.join(root, 'mfe-worklist', 'dist', 'first-paint', 'home-render.mjs')]);
    expect(renders).toEqual([
      { user: createMockSession('CDI_QA_MANAGER'), answer: [{ id: 1 }], publicPath: '/remotes/mfe-worklist/', answers: [[{ id: 1 }]], options: { stylesheetsLinked: true } },
    ]);
  });

  it("sends the head before the page is drawn, naming the drawn paint's stylesheets for the browser to fetch meanwhile", async () => {
    renderer = {
      firstRequest: () => '/api/encounter',
      render: (_user, _answer, publicPath) => `<link rel="stylesheet" href="${publicPath}parcel.abc.css"><div inert>rows</div>`,
      stylesheets: ['parcel.abc.css'],
    };
    apiAnswer = [];
    let answer = () => undefined as void;
    apiHeld = new Promise<void>((resolve) => (answer = resolve));
    const page = await firstPaintPage(options)('/auth/home', { cookie: 'sid=cdi', ip: '10.0.0.7' });
    // The API has not answered yet: the head is there, the rest is not.
    expect(page?.head).toBe('<!doctype html><html><head><title>Curate CDI</title><link rel="preload" as="style" href="/remotes/mfe-worklist/parcel.abc.css"></head><body>');
    let drawn: string | null = null;
    void page?.rest.then((rest) => (drawn = rest));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawn).toBeNull();
    expect(page?.cache).toBe('never');
    answer();
    expect(await page?.rest).toMatch(/^<link rel="stylesheet" [^>]*><div id="root">.*<div inert>rows<\/div><\/div><\/main><\/div><\/div><\/body><\/html>$/);
    // Nothing to draw for the user, or no stylesheets named: nothing fetched early.
    renderer = { firstRequest: () => null, render: () => '', stylesheets: ['parcel.abc.css'] };
    expect((await firstPaintPage(options)('/auth/home', { cookie: 'sid=cdi', ip: '10.0.0.7' }))?.head).not.toContain('preload');
    renderer = { firstRequest: () => '/api/encounter', render: () => '<div inert>rows</div>' };
    expect((await firstPaintPage(options)('/auth/home', { cookie: 'sid=cdi', ip: '10.0.0.7' }))?.head).not.toContain('preload');
    expect((await firstPaintPage(options)('/login', ANYONE))?.head).toBe('<!doctype html><html><head><title>Curate CDI</title></head><body>');
  });

  it("links the drawn paint's stylesheets before #root, named as the remote's runtime looks for them, and has the render leave them out", async () => {
    renderer = {
      firstRequest: () => '/api/encounter',
      render: (_user, _answer, publicPath, _answers, renderOptions) =>
        `${renderOptions?.stylesheetsLinked ? '' : `<link rel="stylesheet" href="${publicPath}parcel.abc.css">`}<div inert>rows</div>`,
      stylesheets: ['parcel.abc.css', 'more "sheets".css'],
    };
    apiAnswer = [];
    const home = await wholePages(options)('/auth/home', { cookie: 'sid=cdi', ip: '10.0.0.7' });
    const readAt = Number(/data-first-paint-read-at="(\d+)"/.exec(home?.html ?? '')?.[1]);
    const links =
      '<link rel="stylesheet" href="/remotes/mfe-worklist/parcel.abc.css" data-href="parcel.abc.css">' +
      '<link rel="stylesheet" href="/remotes/mfe-worklist/more &quot;sheets&quot;.css" data-href="more &quot;sheets&quot;.css">';
    // Outside the paint, which the shell moves and the remote removes; the paint holds no stylesheet of its own.
    expect(home?.html).toContain(`<body>${links}${paintedHome('<div inert>rows</div>', readAt)}</body>`);
    expect(renders.map((render) => render.options)).toEqual([{ stylesheetsLinked: true }]);
    // The static paint instead (the API did not answer): no stylesheet of the drawn paint.
    apiAnswer = null;
    expect((await wholePages(options)('/auth/home', { cookie: 'sid=cdi', ip: '10.0.0.7' }))?.html).not.toContain('<link rel="stylesheet"');
  });

  it('asks the requests a render names in a row, each from the answers before it, and draws from them all', async () => {
    // As a physician's day: their practitioner first, then that practitioner's encounters.
    renderer = {
      firstRequest: () => '/api/user/practitioner',
      nextRequest: (_user, answers) => (answers.length === 1 ? `/api/encounter?practitionerId=${(answers[0] as { id: number }[])[0]?.id}` : null),
      render: (_user, _answer, _publicPath, answers) => `<div inert>${JSON.stringify(answers)}</div>`,
    };
    apiAnswerFor = (apiPath) => (apiPath === '/api/user/practitioner' ? [{ id: 7 }] : [{ id: 1, practitionerId: 7 }]);
    const requester = { cookie: 'sid=cdi', ip: '10.0.0.7' };
    const before = Date.now();
    const home = await wholePages(options)('/auth/home', requester);
    expect(apiAsked.map(({ apiPath }) => apiPath)).toEqual(['/api/user/practitioner', '/api/encounter?practitionerId=7']);
    expect(apiAsked.every((read) => read.requester === requester)).toBe(true);
    // One limit for the reads together: the second gets what the first left of it.
    expect(apiAsked[1]?.timeoutMs).toBeLessThanOrEqual(apiAsked[0]?.timeoutMs ?? 0);
    expect(renders.map(({ answer, answers }) => ({ answer, answers }))).toEqual([{ answer: [{ id: 7 }], answers: [[{ id: 7 }], [{ id: 1, practitionerId: 7 }]] }]);
    // Read from the moment before the first request: a change after it is brought by the event stream.
    const readAt = Number(/data-first-paint-read-at="(\d+)"/.exec(home?.html ?? '')?.[1]);
    expect(readAt).toBeGreaterThanOrEqual(before);
    expect(readAt).toBeLessThanOrEqual(apiAsked[0]?.at ?? 0);
    expect(home?.html).toContain('<div inert>[[{"id":7}],[{"id":1,"practitionerId":7}]]</div>');
    expect(home?.cache).toBe('never');
  });

  it('paints the static home when any read of the row fails, or the render names more reads than a first paint may take', async () => {
    const read = wholePages(options);
    // Kept by no cache: the page's headers go before it is drawn, when it may still show patients' data.
    const staticHome = { html: INDEX.replace('<div id="root"></div>', paintedHome(CDI_HOME)), cache: 'never' };
    renderer = {
      firstRequest: () => '/api/user/practitioner',
      nextRequest: (_user, answers) => `/api/encounter?page=${answers.length}`,
      render: () => '<div inert>rows</div>',
    };
    // Without end: three reads, then the static paint (never a fourth).
    apiAnswer = [];
    expect(await read('/auth/home', { cookie: 'sid=cdi', ip: '10.0.0.7' })).toEqual(staticHome);
    expect(apiAsked.map(({ apiPath }) => apiPath)).toEqual(['/api/user/practitioner', '/api/encounter?page=1', '/api/encounter?page=2']);
    expect(renders).toEqual([]);
    // The second read unanswered (refused, too slow): nothing drawn from the first alone.
    apiAsked = [];
    renderer.nextRequest = (_user, answers) => (answers.length === 1 ? '/api/encounter' : null);
    apiAnswerFor = (apiPath) => (apiPath === '/api/encounter' ? null : [{ id: 7 }]);
    expect(await read('/auth/home', { cookie: 'sid=cdi', ip: '10.0.0.7' })).toEqual(staticHome);
    expect(apiAsked).toHaveLength(2);
    expect(renders).toEqual([]);
  });

  it('paints the static home when the render draws none for the user, the API does not answer, the render fails or there is no render', async () => {
    const read = wholePages(options);
    const staticHome = { html: INDEX.replace('<div id="root"></div>', paintedHome(CDI_HOME)), cache: 'personal' };
    // No first request for this user (a daily list's user in the real render): the API is not asked.
    expect(await read('/auth/home', { cookie: 'sid=cdi', ip: '10.0.0.7' })).toEqual(staticHome);
    expect(apiAsked).toEqual([]);
    renderer = { firstRequest: () => '/api/encounter', render: () => '<p>rows</p>' };
    apiAnswer = null;
    // Kept by no cache: the page's headers go before it is drawn, when it may still show patients' data.
    expect(await read('/auth/home', { cookie: 'sid=cdi', ip: '10.0.0.7' })).toEqual({ ...staticHome, cache: 'never' });
    expect(renders).toEqual([]);
    apiAnswer = [];
    renderer.render = () => {
      throw new Error('not a list of rows');
    };
    expect(await read('/auth/home', { cookie: 'sid=cdi', ip: '10.0.0.7' })).toEqual({ ...staticHome, cache: 'never' });
    const without = wholePages({ ...options, renderers: { load: () => Promise.resolve(null) } });
    expect(await without('/auth/home', { cookie: 'sid=cdi', ip: '10.0.0.7' })).toEqual(staticHome);
  });

  it("names a signed-in page's remote manifest as remotes.json lists it, escaped for its attribute; /login's none", async () => {
    await writeFile(options.remotesFile, JSON.stringify({ mfe_auth: '/remotes/mfe-auth/mf-manifest.json', mfe_worklist: '/remotes/mfe-worklist/mf-manifest.json?v="2"&x=<1>' }));
    const home = await wholePages(options)('/auth/home', { cookie: 'sid=cdi', ip: '10.0.0.7' });
    expect(home?.html).toContain('<div data-first-paint="mfe_worklist" data-first-paint-manifest="/remotes/mfe-worklist/mf-manifest.json?v=&quot;2&quot;&amp;x=&lt;1>">');
    expect((await wholePages(options)('/login', ANYONE))?.html).not.toContain('data-first-paint-manifest');
  });

  it('puts the markup in as it is, dollar signs included', async () => {
    const priced = '<section class="mfe-auth-login"><h1>Sign in</h1><p>$& $\' $` $$ $1</p></section>';
    await writeFile(path.join(root, 'mfe-auth', 'dist', 'first-paint', 'login.html'), priced);
    const page = await wholePages(options)('/login', ANYONE);
    expect(page?.html).toContain(`<div data-first-paint="mfe_auth">${priced}</div>`);
  });

  it('paints no home for a type without one (an administrator), a session the API does not know, or no cookie', async () => {
    const read = wholePages(options);
    expect(await read('/auth/home', { cookie: 'sid=admin', ip: '10.0.0.7' })).toBeNull();
    expect(await read('/auth/home', { cookie: 'sid=ended', ip: '10.0.0.7' })).toBeNull();
    expect(await read('/auth/home', ANYONE)).toBeNull();
  });

  it('has none for other pages', async () => {
    const read = wholePages(options);
    for (const url of ['/login/', '/', '/auth/encounter', '/auth/home/2026-11-27']) expect(await read(url, { cookie: 'sid=cdi', ip: '10.0.0.7' })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('has none when the remote is deployed elsewhere, outside the served folders, or its build has no first paint', async () => {
    await writeFile(options.remotesFile, JSON.stringify({ mfe_auth: 'https://cdn.example.org/mfe-auth/mf-manifest.json' }));
    expect(await wholePages(options)('/login', ANYONE)).toBeNull();
    await writeFile(options.remotesFile, JSON.stringify({ mfe_auth: '/remotes/../../etc/mf-manifest.json' }));
    expect(await wholePages(options)('/login', ANYONE)).toBeNull();
    await writeFile(options.remotesFile, JSON.stringify({ mfe_auth: '/remotes/mfe-auth/mf-manifest.json' }));
    await rm(path.join(root, 'mfe-auth', 'dist', 'first-paint'), { recursive: true });
    expect(await wholePages(options)('/login', ANYONE)).toBeNull();
    // mfe-worklist's manifest entry is gone: no home paint either.
    expect(await wholePages(options)('/auth/home', { cookie: 'sid=cdi', ip: '10.0.0.7' })).toBeNull();
  });

  describe('served by the platform server', () => {
    let app: FastifyInstance;
    beforeEach(async () => {
      app = await buildPlatformServer({ ...options, apiUrl: 'http://127.0.0.1:9', logger: false });
      await app.ready();
    });
    afterEach(() => app.close());

    it('answers /login (with or without a query) with the painted page, uncached, and other pages with index.html', async () => {
      for (const url of ['/login', '/login?encounter=42']) {
        const login = await app.inject({ url });
        expect(login.statusCode).toBe(200);
        expect(login.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(login.headers['cache-control']).toBe('no-cache');
        expect(login.body).toContain(PAINTED);
      }
      const home = await app.inject({ url: '/auth/home' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toBe(INDEX);
    });

    it("answers a signed-in user's home with the page painted for them, private to their browser", async () => {
      const home = await app.inject({ url: '/auth/home', headers: { cookie: 'sid=cdi' } });
      expect(home.statusCode).toBe(200);
      expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(home.headers['cache-control']).toBe('private, no-cache');
      expect(String(home.headers.vary)).toMatch(/\bCookie\b/);
      expect(home.body).toContain(paintedHome(CDI_HOME));
      // The question carries the cookie and the client's address as this server saw it.
      expect(asked).toEqual([{ cookie: 'sid=cdi', ip: '127.0.0.1' }]);
      const admin = await app.inject({ url: '/auth/home', headers: { cookie: 'sid=admin' } });
      expect(admin.body).toBe(INDEX);
    });

    it('keeps a home drawn with patients’ rows out of every cache', async () => {
      renderer = { firstRequest: () => '/api/encounter', render: () => '<div inert>Last1, First1</div>' };
      apiAnswer = [];
      const home = await app.inject({ url: '/auth/home', headers: { cookie: 'sid=cdi' } });
      const readAt = Number(/data-first-paint-read-at="(\d+)"/.exec(home.body)?.[1]);
      expect(home.body).toContain(paintedHome('<div inert>Last1, First1</div>', readAt));
      expect(home.headers['cache-control']).toBe('private, no-store');
      expect(String(home.headers.vary)).toMatch(/\bCookie\b/);
    });

    it('sends a painted page compressed as the browser accepts, its head at once, before the API has answered', async () => {
      renderer = {
        firstRequest: () => '/api/encounter',
        render: () => '<div inert>Last1, First1</div>',
        stylesheets: ['parcel.abc.css'],
      };
      apiAnswer = [];
      let answer = () => undefined as void;
      apiHeld = new Promise<void>((resolve) => (answer = resolve));
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const chunks: Buffer[] = [];
      const decoded: string[] = [];
      const response = await new Promise<IncomingMessage>((resolve, reject) =>
        get(`${address}/auth/home`, { headers: { cookie: 'sid=cdi', 'accept-encoding': 'gzip, br' } }, resolve).on('error', reject),
      );
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toBe('Cookie, Accept-Encoding');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const decoder = createBrotliDecompress();
      decoder.on('data', (chunk: Buffer) => decoded.push(chunk.toString()));
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        decoder.write(chunk);
      });
      try {
        // The head arrives and decodes while the API still holds its answer.
        const head = '<link rel="preload" as="style" href="/remotes/mfe-worklist/parcel.abc.css"></head><body>';
        for (let waited = 0; !decoded.join('').includes(head) && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
        expect(decoded.join('')).toContain(head);
        expect(decoded.join('')).not.toContain('Last1, First1');
        const ended = new Promise((resolve) => response.on('end', resolve));
        answer();
        await ended;
        expect(brotliDecompressSync(Buffer.concat(chunks)).toString()).toMatch(/<\/head><body><link rel="stylesheet" [^>]*><div id="root">.*<div inert>Last1, First1<\/div>.*<\/html>$/);
      } finally {
        answer();
        response.destroy();
      }
      // gzip where brotli is not accepted, plain where nothing is.
      const gzipped = await app.inject({ url: '/auth/home', headers: { cookie: 'sid=cdi', 'accept-encoding': 'gzip' } });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.rawPayload).toString()).toContain('<div inert>Last1, First1</div>');
      const plain = await app.inject({ url: '/login', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.body).toBe(INDEX.replace('<div id="root"></div>', PAINTED));
    });

    it('serves index.html on /login once the build has no first paint', async () => {
      await rm(path.join(root, 'mfe-auth', 'dist', 'first-paint'), { recursive: true });
      const login = await app.inject({ url: '/login' });
      expect(login.statusCode).toBe(200);
      expect(login.body).toBe(INDEX);
    });
  });
});
