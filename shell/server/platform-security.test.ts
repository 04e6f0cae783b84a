/** @jest-environment node */
// Issue 16 on the platform server: security headers with a CSP fit for Module Federation, framing by configured EHR
// origins only, the client's real address for the API, and the proxy's own failures in the platform's format.
import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildPlatformServer, BODY_LIMIT, type PlatformServerOptions } from './platform-app';

let root: string;
let upstream: FastifyInstance;
let apiUrl: string;
let remotesFile: string;
let shellDist: string;
const servers: FastifyInstance[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'platform-security-'));
  shellDist = path.join(root, 'shell', 'dist');
  await mkdir(shellDist, { recursive: true });
  await writeFile(path.join(shellDist, 'index.html'), '<!doctype html><div id="root"></div>');
  remotesFile = path.join(root, 'remotes.json');
  await writeFile(
    remotesFile,
    JSON.stringify({ mfe_auth: '/remotes/mfe-auth/mf-manifest.json', mfe_reports: 'https://cdn.hospital.example/mfe-reports/mf-manifest.json' }),
  );
  upstream = Fastify({ bodyLimit: BODY_LIMIT });
  upstream.all('/api/echo', async (request) => ({
    forwardedFor: request.headers['x-forwarded-for'] ?? null,
    expect: request.headers.expect ?? null,
    body: request.body ?? null,
  }));
  apiUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  for (const server of servers) await server.close();
  await upstream.close();
  await rm(root, { recursive: true, force: true });
});

async function platform(options: Partial<PlatformServerOptions> = {}): Promise<FastifyInstance> {
  const app = await buildPlatformServer({ shellDist, remotesRoot: root, remotesFile, apiUrl, remoteFolders: [], ...options });
  servers.push(app);
  await app.ready();
  return app;
}

function directives(csp: string | undefined): Record<string, string> {
  return Object.fromEntries((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values.join(' ')]));
}

describe('security headers', () => {
  it("sends a CSP whose scripts come from the platform and the manifests' origins only, never inline or eval", async () => {
    const app = await platform();
    for (const url of ['/', '/auth/home', '/remotes.json']) {
      const response = await app.inject({ url });
      const csp = directives(response.headers['content-security-policy'] as string);
      expect(csp['script-src']).toBe("'self' https://cdn.hospital.example");
      expect(csp['connect-src']).toBe("'self' https://cdn.hospital.example");
      expect(csp['style-src']).toBe("'self' 'unsafe-inline' https://cdn.hospital.example");
      expect(csp['object-src']).toBe("'none'");
      expect(csp['frame-ancestors']).toBe("'self'");
      expect(csp['default-src']).toBe("'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('follows remotes.json: a remote moved to another origin is allowed on the next page load', async () => {
    const app = await platform();
    await writeFile(remotesFile, JSON.stringify({ mfe_reports: 'https://reports.hospital.example/mf-manifest.json' }));
    try {
      const csp = directives((await app.inject({ url: '/' })).headers['content-security-policy'] as string);
      expect(csp['script-src']).toBe("'self' https://reports.hospital.example");
    } finally {
      await writeFile(
        remotesFile,
        JSON.stringify({ mfe_auth: '/remotes/mfe-auth/mf-manifest.json', mfe_reports: 'https://cdn.hospital.example/mfe-reports/mf-manifest.json' }),
      );
    }
  });

  it('lets the configured EHR origins frame the platform (no X-Frame-Options then), and sends HSTS over HTTPS', async () => {
    const app = await platform({ frameAncestors: ['https://ehr.hospital.example'], https: true });
    const response = await app.inject({ url: '/auth/embedded/encounter/detail/1' });
    expect(directives(response.headers['content-security-policy'] as string)['frame-ancestors']).toBe("'self' https://ehr.hospital.example");
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('the API proxy', () => {
  it("tells the API the client's own address, never a forwarded one the client made up", async () => {
    const app = await platform();
    const response = await app.inject({ url: '/api/echo', headers: { 'x-forwarded-for': '203.0.113.9' }, remoteAddress: '198.51.100.4' });
    expect(response.json().forwardedFor).toBe('198.51.100.4');
  });

  /** A real socket: Expect and chunked bodies behave differently through app.inject. */
  async function send(app: FastifyInstance, headers: Record<string, string>, body: string): Promise<{ status: number; body: string }> {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    return new Promise((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/echo', headers }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      request.on('error', reject);
      if (headers.expect) request.on('continue', () => request.end(body));
      else request.end(body);
    });
  }

  it('serves a request sent with Expect: 100-continue', async () => {
    const answer = await send(await platform(), { 'content-type': 'application/json', expect: '100-continue', 'content-length': '9' }, '{"a":"b"}');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ forwardedFor: '127.0.0.1', expect: null, body: { a: 'b' } });
  });

  it.each([
    ['announced', (body: string) => ({ 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) })],
    ['chunked', () => ({ 'content-type': 'application/json', 'transfer-encoding': 'chunked' })],
    ['announced, after 100-continue', (body: string) => ({ 'content-type': 'application/json', expect: '100-continue', 'content-length': String(Buffer.byteLength(body)) })],
  ])('answers an oversized body (%s) with 413 in the platform format', async (_label, headers) => {
    const body = JSON.stringify({ a: 'x'.repeat(BODY_LIMIT + 10) });
    const answer = await send(await platform(), headers(body), body);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' } });
  });

  it('answers 502 in the platform format when the API cannot be reached', async () => {
    const app = await platform({ apiUrl: 'http://127.0.0.1:9' });
    const response = await app.inject({ url: '/api/version' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: { code: 'BAD_GATEWAY', message: 'The API could not be reached' } });
  });
});

describe('logs', () => {
  it('redact tokens in page and API paths, and query strings', async () => {
    const lines: string[] = [];
    const app = await platform({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
    await app.inject({ url: '/reset/Zm9vYmFyYmF6cXV4' });
    await app.inject({ url: '/register/demo-registration-token' });
    await app.inject({ url: '/api/echo?lastName=Rivera' });
    const text = lines.join('\n');
    expect(text).toContain('/reset/[redacted]');
    expect(text).not.toContain('Zm9vYmFyYmF6cXV4');
    expect(text).not.toContain('demo-registration-token');
    expect(text).not.toContain('Rivera');
  });
});
