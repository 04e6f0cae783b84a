import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { httpClient } from 'shared-kit';
import { recordContractViolations } from 'shared-kit/mock';
import { answerProblems, requestBodyProblems } from 'shared-kit/schemas';

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;
type Handler = (request: RecordedRequest) => Answer;

/**
 * Answers shared-kit's real HttpClient at the network boundary (an axios adapter), so the client's
 * own error mapping and 403 handling run as in the browser.
 */
export class FakeApi {
  readonly requests: RecordedRequest[] = [];
  private readonly handlers = new Map<string, Handler>();
  private readonly original: InternalAxiosRequestConfig['adapter'];

  constructor() {
    this.original = httpClient.axios.defaults.adapter;
    const adapter: AxiosAdapter = async (config) => {
      const method = (config.method ?? 'get').toUpperCase();
      const url = config.url ?? '';
      const body: unknown = typeof config.data === 'string' && config.data.length > 0 ? JSON.parse(config.data) : (config.data ?? null);
      const request = { method, url, body };
      this.requests.push(request);
      const handler = this.handlers.get(`${method} ${url}`);
      const answer = handler ? await handler(request) : { status: 404, body: { error: { code: 'NOT_FOUND', message: `${method} ${url}` } } };
      // Fixtures and request bodies are checked against the API contract, as shared-kit/mock's client does.
      const path = url.split('?')[0] ?? url;
      if (handler && path.startsWith('/api/')) {
        const sent = body === null || body === undefined ? [] : requestBodyProblems(method, path, body);
        recordContractViolations([...sent, ...answerProblems(method, path, answer.status, answer.body ?? null)]);
      }
      const response: AxiosResponse = {
        data: answer.body ?? null,
        status: answer.status,
        statusText: String(answer.status),
        headers: new AxiosHeaders(),
        config,
      };
      if (answer.status >= 200 && answer.status < 300) return response;
      throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
    };
    httpClient.axios.defaults.adapter = adapter;
  }

  on(method: string, url: string, handler: Handler): this {
    this.handlers.set(`${method.toUpperCase()} ${url}`, handler);
    return this;
  }

  calls(method: string, url: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method.toUpperCase() && r.url === url);
  }

  restore(): void {
    httpClient.axios.defaults.adapter = this.original;
  }
}
