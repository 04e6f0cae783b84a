/** @jest-environment node */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildPlatformServer } from './platform-app';

const BIG_JS = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

describe('platform server', () => {
  let root: string;
  let app: FastifyInstance;
  let upstream: FastifyInstance;
  let remotesFile: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'platform-'));
    const shellDist = path.join(root, 'shell', 'dist');
    await mkdir(shellDist, { recursive: true });
    await writeFile(path.join(shellDist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(shellDist, 'ehr.html'), '<!doctype html><title>ehr</title><div id="root"></div>');
    await writeFile(path.join(shellDist, 'main.js'), BIG_JS);
    await writeFile(path.join(shellDist, 'src_bootstrap_tsx.0a1b2c3d.js'), BIG_JS);
    await mkdir(path.join(root, 'mfe-reports', 'dist'), { recursive: true });
    await writeFile(path.join(root, 'mfe-reports', 'dist', 'remoteEntry.js'), BIG_JS);
    await writeFile(path.join(root, 'mfe-reports', 'dist', 'mf-manifest.json'), '{"name":"mfe_reports"}');
    remotesFile = path.join(root, 'remotes.json');
    await writeFile(remotesFile, JSON.stringify({ mfe_reports: '/remotes/mfe-reports/mf-manifest.json' }));

    upstream = Fastify();
    upstream.get('/api/version', async (request, reply) =>
      reply.header('set-cookie', 'sid=abc; HttpOnly; Path=/').send({ name: 'api', cookie: request.headers.cookie ?? null }),
    );
    const address = await upstream.listen({ port: 0, host: '127.0.0.1' });

    app = await buildPlatformServer({
      shellDist,
      remotesRoot: root,
      remotesFile,
      apiUrl: address,
      remoteFolders: ['mfe-reports', 'mfe-auth'],
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await upstream.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves remotes.json as it is on disk now, uncached', async () => {
    const first = await app.inject({ url: '/remotes.json' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toEqual({ mfe_reports: '/remotes/mfe-reports/mf-manifest.json' });

    await writeFile(remotesFile, JSON.stringify({ mfe_reports: '/elsewhere/mf-manifest.json' }));
    const second = await app.inject({ url: '/remotes.json' });
    expect(second.json()).toEqual({ mfe_reports: '/elsewhere/mf-manifest.json' });
  });

  it("serves the EHR example page's own HTML at /ehr/, uncached, not the shell's (platform design §8)", async () => {
    for (const url of ['/ehr/', '/ehr', '/ehr/?encounter=42&conditions=KNOWN']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>ehr</title>');
    }
  });

  it('serves a file added to a remote folder after start (not the SPA page)', async () => {
    const before = await app.inject({ url: '/remotes/mfe-reports/late.9f8e7d6c.js' });
    expect(before.statusCode).toBe(404);
    await writeFile(path.join(root, 'mfe-reports', 'dist', 'late.9f8e7d6c.js'), 'export const late = 1;');
    const after = await app.inject({ url: '/remotes/mfe-reports/late.9f8e7d6c.js' });
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-type']).toContain('javascript');
    expect(after.body).toBe('export const late = 1;');
  });

  it('serves a remote folder created after start', async () => {
    await mkdir(path.join(root, 'mfe-auth', 'dist'), { recursive: true });
    await writeFile(path.join(root, 'mfe-auth', 'dist', 'version.json'), '{"name":"mfe-auth"}');
    const response = await app.inject({ url: '/remotes/mfe-auth/version.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'mfe-auth' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates entry files and keeps hashed chunks for a year', async () => {
    expect((await app.inject({ url: '/main.js' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/remotes/mfe-reports/remoteEntry.js' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/remotes/mfe-reports/mf-manifest.json' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/src_bootstrap_tsx.0a1b2c3d.js' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('answers app paths with index.html and missing files with 404', async () => {
    for (const url of ['/', '/auth/encounter/detail/42', '/login?encounter=7']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
    expect((await app.inject({ url: '/missing.12345678.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/remotes/mfe-reports/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/remotes/mfe-reports/missing.js' })).headers['content-type']).not.toContain('text/html');
  });

  it('compresses with brotli or gzip as the browser accepts', async () => {
    const br = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    const gzip = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_JS);
  });

  it('sends the build\'s pre-compressed .br file when there is one', async () => {
    const dir = path.join(root, 'mfe-reports', 'dist');
    const chunk = 'src_parcel_ts.89abcdef.js';
    await writeFile(path.join(dir, chunk), BIG_JS);
    // A marker only the pre-compressed file holds proves which one was sent.
    const precompressed = brotliCompressSync(Buffer.from(`${BIG_JS}// from .br\n`));
    await writeFile(path.join(dir, `${chunk}.br`), precompressed);
    const res = await app.inject({ url: `/remotes/mfe-reports/${chunk}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('// from .br');
    // Without brotli the plain file is compressed on the fly instead.
    const gz = await app.inject({ url: `/remotes/mfe-reports/${chunk}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
  });

  it('proxies /api to the API, cookies both ways', async () => {
    const response = await app.inject({ url: '/api/version', headers: { cookie: 'sid=xyz' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'api', cookie: 'sid=xyz' });
    expect(response.headers['set-cookie']).toContain('sid=abc');
  });
});

// Live presence (issue 11): GET /api/events is a server-sent event stream that never ends on its own. Through the
// platform server it must arrive message by message (not buffered until the end), uncompressed (a compressor holds
// bytes back until its block fills), and a browser that goes away must end the stream at the API too.
describe('platform server: the event stream at /api/events', () => {
  let root: string;
  let api: FastifyInstance;
  let platform: FastifyInstance;
  let base: string;
  let releaseSecond: () => void = () => undefined;
  let upstreamClosed: Promise<void>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'platform-sse-'));
    await mkdir(path.join(root, 'shell'), { recursive: true });
    await writeFile(path.join(root, 'shell', 'index.html'), '<!doctype html>');
    await writeFile(path.join(root, 'remotes.json'), '{}');

    api = Fastify();
    api.get('/api/events', (request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      // Bigger than the compressor's threshold, so only the content type keeps it uncompressed.
      reply.raw.write(`retry: 2000\n\nevent: ready\ndata: ${JSON.stringify({ heartbeatSeconds: 15, pad: 'x'.repeat(2000) })}\n\n`);
      const second = new Promise<void>((resolve) => {
        releaseSecond = resolve;
      });
      void second.then(() => reply.raw.write('event: encounter\ndata: {"encounterId":7}\n\n'));
      upstreamClosed = new Promise((resolve) => request.raw.socket.once('close', () => resolve()));
    });
    const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });

    platform = await buildPlatformServer({ shellDist: path.join(root, 'shell'), remotesRoot: root, remotesFile: path.join(root, 'remotes.json'), apiUrl, remoteFolders: [] });
    base = await platform.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await platform.close();
    await api.close();
    await rm(root, { recursive: true, force: true });
  });

  it('streams each message as it is written, uncompressed, and closes the API side when the browser goes', async () => {
    // node:http rather than fetch: the test decides when the browser's connection ends (req.destroy()).
    const request = get(`${base}/api/events`, { headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip' } });
    const response = await new Promise<IncomingMessage>((resolve, reject) => request.once('response', resolve).once('error', reject));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream');
    expect(response.headers['content-encoding']).toBeUndefined();
    let text = '';
    const waiters = new Set<() => void>();
    response.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk;
      waiters.forEach((w) => w());
    });
    const readUntil = (marker: string) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (text.includes(marker)) {
            waiters.delete(check);
            resolve();
          }
        };
        waiters.add(check);
        check();
      });
    // The first message arrives while the API still holds the stream open.
    await readUntil('event: ready');
    releaseSecond();
    await readUntil('"encounterId":7}\n\n');
    request.on('error', () => undefined).destroy();
    await expect(Promise.race([upstreamClosed.then(() => 'closed'), new Promise((r) => setTimeout(() => r('open'), 2_000))])).resolves.toBe('closed');
  });
});
