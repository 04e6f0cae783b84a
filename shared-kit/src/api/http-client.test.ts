import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ErrorReporter, type ErrorReport } from './error-reporter';
import { ApiError, HttpClient, rolePath } from './http-client';

interface Seen {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  withCredentials: boolean | undefined;
  data: unknown;
}

/** A transport that answers `status`/`body` and records what the client sent; no network. */
function setup(status: number, body: unknown) {
  const seen: Seen[] = [];
  const reports: ErrorReport[] = [];
  const client = new HttpClient({
    reporter: new ErrorReporter((report) => reports.push(report)),
    adapter: async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
      seen.push({
        method: (config.method ?? '').toUpperCase(),
        url: config.url ?? '',
        headers: config.headers.toJSON(),
        withCredentials: config.withCredentials,
        data: config.data,
      });
      const response: AxiosResponse = { data: body, status, statusText: '', headers: new AxiosHeaders(), config, request: {} };
      if (status >= 200 && status < 300) return response;
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
    },
  });
  return { client, seen, reports };
}

describe('HttpClient', () => {
  it('GETs carry no-cache headers and send credentials', async () => {
    const { client, seen } = setup(200, { name: 'api' });
    await expect(client.get('/api/version')).resolves.toEqual({ name: 'api' });
    expect(seen[0]?.headers).toMatchObject({ 'Cache-Control': 'no-cache', Pragma: 'no-cache', Expires: '0' });
    expect(seen[0]?.withCredentials).toBe(true);
  });

  // Sent within the call: a remote asks for its screen's data just before React renders the screen in the same task
  // (mfe-worklist home-first-request.ts), and a request sent a few promise steps later would wait for that whole render.
  it('sends a request within the call, before any promise step', async () => {
    const { client, seen } = setup(200, []);
    const answer = client.get('/api/encounter?view=WORKLIST');
    expect(seen.map((request) => request.url)).toEqual(['/api/encounter?view=WORKLIST']);
    await expect(answer).resolves.toEqual([]);
    void client.prefetch('/api/region');
    expect(seen).toHaveLength(2);
  });

  it('writes send JSON without the no-cache headers', async () => {
    const { client, seen } = setup(200, { id: 1 });
    await client.post('/api/feedback', { description: 'x' });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers['Content-Type']).toBe('application/json');
    expect(seen[0]?.headers['Cache-Control']).toBeUndefined();
    expect(JSON.parse(String(seen[0]?.data))).toEqual({ description: 'x' });
    expect(seen[0]?.withCredentials).toBe(true);
  });

  it('a 403 calls every forbidden handler and rejects with ApiError (spec 1 §4)', async () => {
    const { client } = setup(403, { error: { code: 'FORBIDDEN', message: 'Not allowed' } });
    const first: ApiError[] = [];
    const second: ApiError[] = [];
    client.onForbidden((e) => first.push(e));
    client.onForbidden((e) => second.push(e));
    const failure = client.get('/api/encounter/1');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Not allowed' });
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
  });

  it('a removed forbidden handler is not called', async () => {
    const { client } = setup(403, { error: { code: 'FORBIDDEN', message: 'Not allowed' } });
    const calls: ApiError[] = [];
    const remove = client.onForbidden((e) => calls.push(e));
    remove();
    await expect(client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual([]);
  });

  it('maps the error body to the ApiError code and message', async () => {
    const { client } = setup(409, { error: { code: 'LOCK_CONFLICT', message: 'Locked by another user' } });
    await expect(client.put('/api/encounter/lock/1')).rejects.toMatchObject({
      status: 409,
      code: 'LOCK_CONFLICT',
      message: 'Locked by another user',
    });
  });

  it('a body without the error shape gives HTTP_{status} and the text', async () => {
    const { client } = setup(500, 'Server exploded');
    await expect(client.get('/x')).rejects.toMatchObject({ status: 500, code: 'HTTP_500', message: 'Server exploded' });
  });

  it('reports failures to the error reporter with the request', async () => {
    const { client, reports } = setup(500, { error: { code: 'INTERNAL', message: 'boom' } });
    await expect(client.get('/api/report/worklist/client/cdi')).rejects.toBeInstanceOf(ApiError);
    expect(reports).toHaveLength(1);
    expect(reports[0]?.error.message).toBe('boom');
    expect(reports[0]?.context).toEqual({ method: 'GET', url: '/api/report/worklist/client/cdi', status: 500 });
    expect(reports[0]?.breadcrumbs.map((b) => b.message)).toContain('GET /api/report/worklist/client/cdi');
  });

  it('does not report the ordinary 401 of a signed-out session check', async () => {
    const { client, reports } = setup(401, { error: { code: 'UNAUTHENTICATED', message: 'Not signed in' } });
    await expect(client.get('/api/user/current')).rejects.toMatchObject({ status: 401 });
    expect(reports).toEqual([]);
  });
});

describe('HttpClient in Chromium (a browser with a Cookie Store)', () => {
  // axios reads its XSRF cookie through the asynchronous Cookie Store where there is one and sends only after that
  // read; the platform has no XSRF cookie (the API's CSRF guard asks for a JSON body or an allowed Origin), so every
  // request waited for nothing, and a request asked for before a screen's render left after it.
  it('sends each request within the call, without reading a cookie first', () => {
    const cookieStore = { get: jest.fn(async () => null) };
    Object.defineProperty(window, 'cookieStore', { value: cookieStore, configurable: true });
    const send = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
    try {
      const client = new HttpClient({ reporter: new ErrorReporter(() => undefined) });
      void client.get('/api/encounter?view=WORKLIST').catch(() => undefined);
      expect(send).toHaveBeenCalledTimes(1);
      expect(cookieStore.get).not.toHaveBeenCalled();
    } finally {
      send.mockRestore();
      Reflect.deleteProperty(window, 'cookieStore');
    }
  });
});

describe('rolePath (CDI_RESTRICTED uses /api/restricted/...)', () => {
  it('prefixes restricted for CDI_RESTRICTED', () => {
    expect(rolePath('CDI_RESTRICTED', 'encounter/detail/42')).toBe('/api/restricted/encounter/detail/42');
    expect(rolePath('CDI_RESTRICTED', '/api/encounter/lock/4')).toBe('/api/restricted/encounter/lock/4');
  });

  it('uses the plain path for everyone else', () => {
    expect(rolePath('CDI', '/encounter/detail/42')).toBe('/api/encounter/detail/42');
    expect(rolePath(null, 'api/patient/enhanced_search')).toBe('/api/patient/enhanced_search');
  });
});

/** axios sends after its (asynchronous) request interceptors. */
const sent = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('HttpClient.provide (an answer the page brought: the rows the platform server drew the home from)', () => {
  it('hands the answer to the first plain GET of the URL without asking the server, once', async () => {
    const { client, seen } = setup(200, [{ id: 2 }]);
    client.provide('/api/encounter?view=WORKLIST', [{ id: 1 }]);
    await expect(client.get('/api/encounter?view=WORKLIST')).resolves.toEqual([{ id: 1 }]);
    expect(seen).toEqual([]);
    await expect(client.get('/api/encounter?view=WORKLIST')).resolves.toEqual([{ id: 2 }]);
    expect(seen).toHaveLength(1);
  });

  it('is kept no longer than a prefetch, and released as one', async () => {
    const { client, seen } = setup(200, []);
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      client.provide('/api/encounter?view=WORKLIST', [{ id: 1 }], 15_000);
      now.mockReturnValue(1_000_000 + 15_001);
      await expect(client.get('/api/encounter?view=WORKLIST')).resolves.toEqual([]);
    } finally {
      now.mockRestore();
    }
    client.provide('/api/encounter?view=WORKLIST', [{ id: 1 }])();
    await client.get('/api/encounter?view=WORKLIST');
    expect(seen).toHaveLength(2);
  });
});

describe('HttpClient.prefetch (the shell asks for a screen’s data while its remote loads)', () => {
  it('hands the prefetched answer to the first plain GET of the URL, once', async () => {
    const { client, seen } = setup(200, { encounter: { id: 42 } });
    client.prefetch('/api/encounter/detail/42');
    await sent();
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/encounter/detail/42']);
    await expect(client.request({ url: '/api/encounter/detail/42', method: 'GET' })).resolves.toEqual({ encounter: { id: 42 } });
    expect(seen).toHaveLength(1);
    // Used once: the next read goes to the server (another user may have changed the encounter).
    await client.get('/api/encounter/detail/42');
    expect(seen).toHaveLength(2);
  });

  it('a newer prefetch of the URL replaces an unused one, whose answer is then no one’s', async () => {
    let n = 0;
    const { client, seen } = setup(200, {});
    client.axios.interceptors.response.use((response) => ({ ...response, data: { answer: (n += 1) } }));
    client.prefetch('/api/encounter/detail/42');
    client.prefetch('/api/encounter/detail/42');
    await sent();
    expect(seen).toHaveLength(2);
    await expect(client.get('/api/encounter/detail/42')).resolves.toEqual({ answer: 2 });
    expect(seen).toHaveLength(2);
  });

  it('serves only a plain GET of the same URL: other URLs, query parameters and writes go to the server', async () => {
    const { client, seen } = setup(200, {});
    client.prefetch('/api/encounter/detail/42');
    await client.get('/api/encounter/detail/43');
    await client.get('/api/encounter/detail/42', { params: { full: true } });
    await client.put('/api/encounter/detail/42', {});
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/encounter/detail/42',
      'GET /api/encounter/detail/43',
      'GET /api/encounter/detail/42',
      'PUT /api/encounter/detail/42',
    ]);
  });

  it('asks again once the prefetch was released unused (the user left the screen), and a release changes no newer prefetch', async () => {
    let n = 0;
    const { client, seen } = setup(200, {});
    client.axios.interceptors.response.use((response) => ({ ...response, data: { answer: (n += 1) } }));
    const release = client.prefetch('/api/encounter/detail/42');
    release();
    await expect(client.get('/api/encounter/detail/42')).resolves.toEqual({ answer: 2 });
    expect(seen).toHaveLength(2);
    const older = client.prefetch('/api/encounter/detail/42');
    client.prefetch('/api/encounter/detail/42');
    older();
    await expect(client.get('/api/encounter/detail/42')).resolves.toEqual({ answer: 4 });
    expect(seen).toHaveLength(4);
  });

  it('asks again when the prefetched answer is older than it may be kept', async () => {
    const { client, seen } = setup(200, {});
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      client.prefetch('/api/encounter/detail/42', 15_000);
      now.mockReturnValue(1_000_000 + 15_001);
      await client.get('/api/encounter/detail/42');
      expect(seen).toHaveLength(2);
    } finally {
      now.mockRestore();
    }
  });

  it('asks again when the prefetch failed, and that request reports its own failure', async () => {
    const { client, seen, reports } = setup(500, { error: { code: 'INTERNAL', message: 'Boom' } });
    client.prefetch('/api/encounter/detail/42');
    await expect(client.get('/api/encounter/detail/42')).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(2);
    expect(reports).toHaveLength(1);
  });
});
