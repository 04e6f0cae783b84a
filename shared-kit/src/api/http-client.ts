import axios, { AxiosError, type AxiosAdapter, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { usesRestrictedPaths } from '../domain/active-role.rules';
import type { Role } from '../domain/roles';
import { errorReporter, type ErrorReporter } from './error-reporter';

/** The body of every API error (platform design §5). */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** A failed API call: HTTP status (0 when no answer) and the server's code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const e = (value as { error: unknown }).error;
  return typeof e === 'object' && e !== null && typeof (e as { message?: unknown }).message === 'string';
}

export type ForbiddenHandler = (error: ApiError) => void;

export interface HttpClientOptions {
  baseURL?: string;
  reporter?: ErrorReporter;
  /** Replaces the network transport (shared-kit/mock answers from in-memory fixtures with it). */
  adapter?: AxiosAdapter;
}

/** Resource families that have `/api/restricted/...` variants for CDI_RESTRICTED (platform design §5). */
export const RESTRICTED_RESOURCES = ['encounter', 'patient', 'note', 'lock', 'search', 'status'] as const;
export type RestrictedResource = (typeof RESTRICTED_RESOURCES)[number];

/**
 * The path of a role-dependent call: `/api/restricted/{rest}` for CDI_RESTRICTED, `/api/{rest}` otherwise.
 * `rest` is the path after `/api/`, e.g. `encounter/detail/42`.
 */
export function rolePath(activeRole: Role | null | undefined, rest: string): string {
  const clean = rest.replace(/^\/+/, '').replace(/^api\//, '');
  return usesRestrictedPaths(activeRole) ? `/api/restricted/${clean}` : `/api/${clean}`;
}

/** How long a prefetched answer waits for the screen that asks for it (a remote loading on a slow network). */
export const PREFETCH_KEEP_MS = 15_000;

const isPlainGet = (config: AxiosRequestConfig): boolean =>
  (config.method ?? 'get').toLowerCase() === 'get' && config.params === undefined && config.data === undefined;

/**
 * The platform's HTTP client: credentials on, JSON, no-cache headers on reads, every failure turned
 * into an ApiError and reported, and any 403 handed to the forbidden handler (the shell clears the
 * session and shows the logged-out message: spec 1 §4).
 */
export class HttpClient {
  readonly axios: AxiosInstance;
  private forbiddenHandlers = new Set<ForbiddenHandler>();
  private readonly reporter: ErrorReporter;

  constructor(options: HttpClientOptions = {}) {
    this.reporter = options.reporter ?? errorReporter;
    this.axios = axios.create({
      baseURL: options.baseURL ?? '',
      withCredentials: true,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      // No XSRF cookie exists (the API's CSRF guard asks for a JSON body or an allowed Origin), and where the browser
      // has a Cookie Store (Chromium) axios reads that cookie asynchronously before every send: a wait for nothing.
      withXSRFToken: false,
      ...(options.adapter ? { adapter: options.adapter } : {}),
    });
    this.axios.interceptors.request.use(
      (config) => {
        if ((config.method ?? 'get').toLowerCase() === 'get') {
          config.headers.set('Cache-Control', 'no-cache');
          config.headers.set('Pragma', 'no-cache');
          config.headers.set('Expires', '0');
        }
        this.reporter.addBreadcrumb({ category: 'http', message: `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}` });
        return config;
      },
      undefined,
      // Synchronous, so axios sends the request within the call instead of a few promise steps later: a GET asked for
      // just before a screen's first render (a remote's mount) leaves before that render, not after it (issue 15).
      { synchronous: true },
    );
  }

  /** GETs started ahead of the screen that will ask for them: URL → the answer and until when it is kept. */
  private readonly prefetched = new Map<string, { answer: Promise<unknown>; until: number }>();

  /**
   * Starts `GET url` now and hands its answer to the first plain GET of the same URL within `keepMs`: the shell calls
   * it on navigation, so a screen's data travels while the screen's remote is still loading. Used once; a newer
   * prefetch of the URL replaces an unused one (a navigation back to the screen wants today's data); a failed or
   * expired one is simply asked for again (and that request reports its own failure).
   *
   * Answers the function that drops the answer if no one has taken it yet: the shell calls it when the user leaves the
   * screen, so a later read of the URL (another screen, a refetch after a change) never gets this older answer.
   */
  prefetch(url: string, keepMs = PREFETCH_KEEP_MS): () => void {
    const answer = this.axios.request<unknown>({ method: 'get', url }).then((response) => response.data);
    answer.catch(() => undefined);
    return this.keepAnswer(url, answer, keepMs);
  }

  /**
   * Hands `answer` to the first plain GET of `url` within `keepMs`, as `prefetch` hands its request's: an answer the
   * page itself brought (the platform server's rendered first paint carries the one it drew the home's rows from).
   */
  provide(url: string, answer: unknown, keepMs = PREFETCH_KEEP_MS): () => void {
    return this.keepAnswer(url, Promise.resolve(answer), keepMs);
  }

  private keepAnswer(url: string, answer: Promise<unknown>, keepMs: number): () => void {
    const now = Date.now();
    for (const [key, entry] of this.prefetched) if (entry.until <= now) this.prefetched.delete(key);
    const entry = { answer, until: now + keepMs };
    this.prefetched.set(url, entry);
    return () => {
      if (this.prefetched.get(url) === entry) this.prefetched.delete(url);
    };
  }

  private takePrefetched(config: AxiosRequestConfig): Promise<unknown> | null {
    if (config.url === undefined || !isPlainGet(config)) return null;
    const entry = this.prefetched.get(config.url);
    if (!entry) return null;
    this.prefetched.delete(config.url);
    return entry.until > Date.now() ? entry.answer : null;
  }

  /** Registers a handler for 403 answers; returns the function that removes it. */
  onForbidden(handler: ForbiddenHandler): () => void {
    this.forbiddenHandlers.add(handler);
    return () => this.forbiddenHandlers.delete(handler);
  }

  async request<T>(config: AxiosRequestConfig): Promise<T> {
    const prefetched = this.takePrefetched(config);
    if (prefetched) {
      try {
        // The same GET the caller would send, started earlier: its body is what axios would have answered.
        return (await prefetched) as T;
      } catch {
        // Asked again below, so the failure is handled (403 handler, report) as the caller's own.
      }
    }
    try {
      const response = await this.axios.request<T>(config);
      return response.data;
    } catch (cause) {
      const error = toApiError(cause);
      if (error.status === 403) {
        for (const handler of this.forbiddenHandlers) handler(error);
      }
      // 401 on the session check is the ordinary signed-out answer, not a failure worth reporting.
      if (error.status !== 401) {
        this.reporter.report(error, { method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', status: error.status });
      }
      throw error;
    }
  }

  get<T>(url: string, config: AxiosRequestConfig = {}): Promise<T> {
    return this.request<T>({ ...config, method: 'get', url });
  }
  post<T>(url: string, data?: unknown, config: AxiosRequestConfig = {}): Promise<T> {
    return this.request<T>({ ...config, method: 'post', url, data });
  }
  put<T>(url: string, data?: unknown, config: AxiosRequestConfig = {}): Promise<T> {
    return this.request<T>({ ...config, method: 'put', url, data });
  }
  delete<T>(url: string, config: AxiosRequestConfig = {}): Promise<T> {
    return this.request<T>({ ...config, method: 'delete', url });
  }
}

export function toApiError(cause: unknown): ApiError {
  if (cause instanceof ApiError) return cause;
  if (cause instanceof AxiosError) {
    const status = cause.response?.status ?? 0;
    const body: unknown = cause.response?.data;
    if (isApiErrorBody(body)) return new ApiError(status, body.error.code, body.error.message, body);
    const text = typeof body === 'string' && body.length > 0 ? body : cause.message;
    return new ApiError(status, status === 0 ? 'NETWORK_ERROR' : `HTTP_${status}`, text, body);
  }
  return new ApiError(0, 'UNKNOWN', cause instanceof Error ? cause.message : String(cause), undefined);
}

/** The platform's one client (a federation singleton through shared-kit). */
export const httpClient = new HttpClient();
