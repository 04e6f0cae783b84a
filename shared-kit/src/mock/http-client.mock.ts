import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ErrorReporter, type ErrorReport } from '../api/error-reporter';
import { HttpClient, type ApiErrorBody } from '../api/http-client';
import { answerProblems, requestBodyProblems } from '../schemas/contract-check';
import { recordContractViolations } from './contract-violations';

/** What a fixture handler sees of a request. */
export interface MockRequest {
  method: string;
  /** The path without its query string, e.g. `/api/encounter/detail/42`. */
  path: string;
  /** Values of `:name` segments of the matched route key. */
  params: Record<string, string>;
  /** Query string and axios `params` together; repeated keys give arrays. */
  query: Record<string, string | string[]>;
  /** The JSON body, parsed. */
  body: unknown;
  headers: Record<string, string>;
}

/** An answer with a chosen status (errors, 201, ...); a plain value answers 200 with that value. */
export class MockReply {
  constructor(
    readonly status: number,
    readonly body: unknown = undefined,
  ) {}
}

export function mockReply(status: number, body?: unknown): MockReply {
  return new MockReply(status, body);
}

/** An API error answer in the design's shape: `{ error: { code, message } }`. */
export function mockError(status: number, code: string, message: string): MockReply {
  const body: ApiErrorBody = { error: { code, message } };
  return new MockReply(status, body);
}

export type MockHandler = (request: MockRequest) => unknown;
/** A fixture: a handler function, or the value to answer. */
export type MockRoute = MockHandler | MockReply | string | number | boolean | null | object;
/** Fixtures keyed by `'METHOD /path'`; paths may hold `:name` segments, e.g. `'GET /api/encounter/detail/:id'`. */
export type MockRoutes = Record<string, MockRoute>;

/** A request the mock client answered (or refused). */
export interface MockHttpCall {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  body: unknown;
  headers: Record<string, string>;
  status: number;
}

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(g);
    else if (w !== g) return null;
  }
  return params;
}

function addQuery(query: Record<string, string | string[]>, key: string, value: string): void {
  const prior = query[key];
  if (prior === undefined) query[key] = value;
  else query[key] = Array.isArray(prior) ? [...prior, value] : [prior, value];
}

function readQuery(url: URL, params: unknown): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  url.searchParams.forEach((value, key) => addQuery(query, key, value));
  if (params && typeof params === 'object') {
    for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
      if (value === undefined || value === null) continue;
      for (const item of Array.isArray(value) ? value : [value]) addQuery(query, key, String(item));
    }
  }
  return query;
}

function readBody(data: unknown): unknown {
  if (typeof data !== 'string' || data.length === 0) return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/** The real HttpClient over in-memory fixtures, with the calls it answered and the failures it reported. */
export class MockHttpClient extends HttpClient {
  readonly calls: MockHttpCall[] = [];
  readonly reports: ErrorReport[];
  private readonly routes: Map<string, MockRoute>;

  constructor(routes: MockRoutes = {}) {
    const reports: ErrorReport[] = [];
    const holder: { self?: MockHttpClient } = {};
    super({
      reporter: new ErrorReporter((report) => reports.push(report)),
      adapter: (config) => {
        if (!holder.self) throw new Error('MockHttpClient is not constructed yet');
        return holder.self.answer(config);
      },
    });
    holder.self = this;
    this.reports = reports;
    this.routes = new Map(Object.entries(routes));
  }

  /** Adds or replaces one fixture. */
  setRoute(key: string, route: MockRoute): void {
    this.routes.set(key, route);
  }

  private find(method: string, path: string): { route: MockRoute; params: Record<string, string> } | null {
    const exact = this.routes.get(`${method} ${path}`);
    if (exact !== undefined) return { route: exact, params: {} };
    for (const [key, route] of this.routes) {
      const space = key.indexOf(' ');
      if (key.slice(0, space).toUpperCase() !== method) continue;
      const params = matchPath(key.slice(space + 1), path);
      if (params) return { route, params };
    }
    return null;
  }

  private async answer(config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
    const method = (config.method ?? 'get').toUpperCase();
    const url = new URL(config.url ?? '/', 'http://mock.local');
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(config.headers.toJSON())) {
      if (value !== undefined && value !== null) headers[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    const request: MockRequest = {
      method,
      path: url.pathname,
      params: {},
      query: readQuery(url, config.params),
      body: readBody(config.data),
      headers,
    };

    let status: number;
    let body: unknown;
    const found = this.find(method, request.path);
    if (!found) {
      status = 404;
      body = { error: { code: 'NOT_FOUND', message: `No mock route for ${method} ${request.path}` } } satisfies ApiErrorBody;
    } else {
      try {
        const value = typeof found.route === 'function' ? await (found.route as MockHandler)({ ...request, params: found.params }) : found.route;
        status = value instanceof MockReply ? value.status : value === undefined ? 204 : 200;
        body = value instanceof MockReply ? value.body : value;
      } catch (cause) {
        status = 500;
        body = { error: { code: 'MOCK_HANDLER_ERROR', message: cause instanceof Error ? cause.message : String(cause) } } satisfies ApiErrorBody;
      }
    }
    this.calls.push({ method, path: request.path, query: request.query, body: request.body, headers, status });
    // Every API call a test answers from a fixture is checked against the API contract: the body the screen sent and
    // the fixture's answer (jest fails the test after it runs when either is off the schema).
    if (found && request.path.startsWith('/api/')) {
      const sent = request.body === undefined || request.body === '' ? [] : requestBodyProblems(method, request.path, request.body);
      recordContractViolations([...sent, ...answerProblems(method, request.path, status, body)]);
    }

    // Serialised like a server would, so the real client's response transforms run.
    const response: AxiosResponse = {
      data: body === undefined ? '' : JSON.stringify(body),
      status,
      statusText: String(status),
      headers: new AxiosHeaders({ 'content-type': 'application/json' }),
      config,
      request: {},
    };
    const validate = config.validateStatus ?? ((s: number) => s >= 200 && s < 300);
    if (validate(status)) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  }
}

/** A real HttpClient whose transport answers from `routes`; unknown routes answer 404 with the design's error body. */
export function createMockHttpClient(routes: MockRoutes = {}): MockHttpClient {
  return new MockHttpClient(routes);
}
