/** @jest-environment node */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { firstPaintPage } from './first-paint';
import { buildPlatformServer } from './platform-app';

const INDEX = '<!doctype html><html><head><title>Curate CDI</title></head><body><div id="root"></div></body></html>';
const FORM = '<section class="mfe-auth-login"><h1>Sign in to Curate CDI</h1></section>';
const PAINTED =
  '<div id="root"><div class="shell-layout"><main class="shell-main"><div data-first-paint="mfe_auth">' + FORM + '</div></main></div></div>';

describe('first paint of a page (shared-kit FIRST_PAINT_PAGES)', () => {
  let root: string;
  let options: Parameters<typeof firstPaintPage>[0];

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'first-paint-'));
    const shellDist = path.join(root, 'shell', 'dist');
    await mkdir(shellDist, { recursive: true });
    await writeFile(path.join(shellDist, 'index.html'), INDEX);
    await mkdir(path.join(root, 'mfe-auth', 'dist', 'first-paint'), { recursive: true });
    await writeFile(path.join(root, 'mfe-auth', 'dist', 'first-paint', 'login.html'), FORM);
    const remotesFile = path.join(root, 'remotes.json');
    await writeFile(remotesFile, JSON.stringify({ mfe_auth: '/remotes/mfe-auth/mf-manifest.json' }));
    options = { shellDist, remotesRoot: root, remotesFile, remoteFolders: ['mfe-auth'] };
  });

  afterEach(() => rm(root, { recursive: true, force: true }));

  it("puts /login's sign-in form from mfe-auth's build inside #root, in the shell's layout", async () => {
    const page = await firstPaintPage(options)('/login');
    expect(page).toBe(INDEX.replace('<div id="root"></div>', PAINTED));
  });

  it('has none for other pages', async () => {
    const read = firstPaintPage(options);
    expect(await read('/auth/home')).toBeNull();
    expect(await read('/login/')).toBeNull();
    expect(await read('/')).toBeNull();
  });

  it('has none when the remote is deployed elsewhere, outside the served folders, or its build has no first paint', async () => {
    await writeFile(options.remotesFile, JSON.stringify({ mfe_auth: 'https://cdn.example.org/mfe-auth/mf-manifest.json' }));
    expect(await firstPaintPage(options)('/login')).toBeNull();
    await writeFile(options.remotesFile, JSON.stringify({ mfe_auth: '/remotes/../../etc/mf-manifest.json' }));
    expect(await firstPaintPage(options)('/login')).toBeNull();
    await writeFile(options.remotesFile, JSON.stringify({ mfe_auth: '/remotes/mfe-auth/mf-manifest.json' }));
    await rm(path.join(root, 'mfe-auth', 'dist', 'first-paint'), { recursive: true });
    expect(await firstPaintPage(options)('/login')).toBeNull();
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

    it('serves index.html on /login once the build has no first paint', async () => {
      await rm(path.join(root, 'mfe-auth', 'dist', 'first-paint'), { recursive: true });
      const login = await app.inject({ url: '/login' });
      expect(login.statusCode).toBe(200);
      expect(login.body).toBe(INDEX);
    });
  });
});
