/** @jest-environment node */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockSession } from 'shared-kit/mock';
import { pageApiRead, sessionUserLookup } from './page-api';

const CDI_USER = createMockSession('CDI');

describe('the API asked for a page’s first paint, as the page’s user (page-api.ts)', () => {
  let server: Server;
  let apiUrl: string;
  let seen: { url: string | undefined; headers: IncomingHttpHeaders }[];
  /** What the fake API answers GET /api/user/current with, by cookie. */
  let answer: (cookie: string | undefined) => { status: number; body: string } | 'never';

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push({ url: request.url, headers: request.headers });
      const reply = answer(request.headers.cookie);
      if (reply === 'never') return;
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen = [];
    answer = (cookie) =>
      cookie === 'sid=cdi'
        ? { status: 200, body: JSON.stringify(CDI_USER) }
        : { status: 401, body: JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'Not signed in' } }) };
  });

  it("answers the session's user, asking with the page's cookie and the client's address only", async () => {
    await expect(sessionUserLookup(pageApiRead(apiUrl))({ cookie: 'sid=cdi', ip: '10.0.0.7' })).resolves.toEqual(CDI_USER);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('/api/user/current');
    expect(seen[0]?.headers).toMatchObject({ cookie: 'sid=cdi', 'x-forwarded-for': '10.0.0.7' });
    expect(seen[0]?.headers.origin).toBeUndefined();
  });

  it('answers null for a session the API refuses, without asking when there is no cookie', async () => {
    await expect(sessionUserLookup(pageApiRead(apiUrl))({ cookie: 'sid=ended', ip: '10.0.0.7' })).resolves.toBeNull();
    await expect(sessionUserLookup(pageApiRead(apiUrl))({ cookie: undefined, ip: '10.0.0.7' })).resolves.toBeNull();
    expect(seen).toHaveLength(1);
  });

  it('answers null when the answer is not a session user (shared-kit SessionUserSchema)', async () => {
    answer = () => ({ status: 200, body: JSON.stringify({ ...CDI_USER, type: 'SUPERUSER' }) });
    await expect(sessionUserLookup(pageApiRead(apiUrl))({ cookie: 'sid=cdi', ip: '10.0.0.7' })).resolves.toBeNull();
    answer = () => ({ status: 200, body: JSON.stringify({ userId: 7, username: 'cdi', type: 'CDI', userRole: 'CDI' }) });
    await expect(sessionUserLookup(pageApiRead(apiUrl))({ cookie: 'sid=cdi', ip: '10.0.0.7' })).resolves.toBeNull();
    answer = () => ({ status: 200, body: 'not json' });
    await expect(sessionUserLookup(pageApiRead(apiUrl))({ cookie: 'sid=cdi', ip: '10.0.0.7' })).resolves.toBeNull();
  });

  it('gives up after its time limit, and when the API cannot be reached', async () => {
    answer = () => 'never';
    const started = Date.now();
    await expect(sessionUserLookup(pageApiRead(apiUrl, 100))({ cookie: 'sid=cdi', ip: '10.0.0.7' })).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(sessionUserLookup(pageApiRead('http://127.0.0.1:9'))({ cookie: 'sid=cdi', ip: '10.0.0.7' })).resolves.toBeNull();
  });

  it("gives up sooner when the caller's time is shorter, and asks nothing when none is left", async () => {
    answer = () => 'never';
    const read = pageApiRead(apiUrl, 5000);
    const requester = { cookie: 'sid=cdi', ip: '10.0.0.7' };
    const started = Date.now();
    await expect(read('/api/encounter', requester, 100)).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
    seen = [];
    await expect(read('/api/encounter', requester, 0)).resolves.toBeNull();
    await expect(read('/api/encounter', requester, -5)).resolves.toBeNull();
    expect(seen).toEqual([]);
  });

  it("reads the API's own paths only, and answers their JSON", async () => {
    answer = () => ({ status: 200, body: JSON.stringify([{ id: 1 }]) });
    const read = pageApiRead(apiUrl);
    const requester = { cookie: 'sid=cdi', ip: '10.0.0.7' };
    await expect(read('/api/encounter?view=WORKLIST&limit=50', requester)).resolves.toEqual([{ id: 1 }]);
    expect(seen.map((request) => request.url)).toEqual(['/api/encounter?view=WORKLIST&limit=50']);
    for (const elsewhere of ['https://example.org/api/encounter', '//example.org/api/encounter', '/remotes.json', '/api']) {
      await expect(read(elsewhere, requester)).resolves.toBeNull();
    }
    expect(seen).toHaveLength(1);
  });
});
