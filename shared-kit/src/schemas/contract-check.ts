// Checks a request or an answer against the API contract: used by shared-kit/mock (every fixture a test serves and
// every body a screen sends) and by mock-api's contract tests (every live answer).
import { Compile } from 'typebox/compile';
import { contractEntries, type EndpointContract, type HttpMethod } from './api-contract';
import type { TSchema } from './schema.helpers';

export interface MatchedEndpoint {
  /** `METHOD path` of the contract (restricted twins have their own key). */
  key: string;
  contract: EndpointContract;
}

interface Pattern extends MatchedEndpoint {
  method: HttpMethod;
  segments: string[];
  paramCount: number;
}

let patterns: Pattern[] | null = null;
function allPatterns(): Pattern[] {
  patterns ??= contractEntries().map(({ key, method, path, contract }) => {
    const segments = path.split('/');
    return { key, contract, method, segments, paramCount: segments.filter((s) => s.startsWith(':')).length };
  });
  return patterns;
}

/** The contract endpoint serving `method path` (query string excluded), as Fastify's router picks it: static segments first. */
export function findEndpoint(method: string, path: string): MatchedEndpoint | null {
  const got = path.split('/');
  let best: Pattern | null = null;
  for (const p of allPatterns()) {
    if (p.method !== method.toUpperCase() || p.segments.length !== got.length) continue;
    if (!p.segments.every((s, i) => s.startsWith(':') ? (got[i] ?? '') !== '' : s === got[i])) continue;
    if (!best || p.paramCount < best.paramCount) best = p;
  }
  return best ? { key: best.key, contract: best.contract } : null;
}

/**
 * A copy of the schema in which every object without its own `additionalProperties` refuses unknown fields: the API
 * serialises answers by schema, so a field the schema lacks never reaches a client, and a fixture holding one lies.
 */
function closed(schema: TSchema): TSchema {
  const copy = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  const close = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(close);
    else if (node && typeof node === 'object') {
      const n = node as Record<string, unknown>;
      if (n.type === 'object' && n.properties && n.additionalProperties === undefined) n.additionalProperties = false;
      Object.values(n).forEach(close);
    }
  };
  close(copy);
  return copy as unknown as TSchema;
}

type Validator = ReturnType<typeof Compile>;
const exact = new WeakMap<TSchema, Validator>();
const open = new WeakMap<TSchema, Validator>();
const validatorOf = (schema: TSchema, strict: boolean): Validator => {
  const cache = strict ? exact : open;
  let v = cache.get(schema);
  if (!v) {
    v = Compile(strict ? closed(schema) : schema);
    cache.set(schema, v);
  }
  return v;
};

/** The schema's complaints about a value, one line each (`/path: message`); empty when it fits. */
export function schemaProblems(schema: TSchema, value: unknown, options: { exact?: boolean } = {}): string[] {
  const v = validatorOf(schema, options.exact ?? true);
  if (v.Check(value)) return [];
  return v.Errors(value).map((e) => `${e.instancePath || '/'}: ${e.message}`);
}

/**
 * A file answer (PDF, workbook, image) or an event stream: the body is bytes or a stream of messages, not one JSON
 * value, and is not checked here (an event stream's messages are checked by their own schemas, see
 * encounter-event.schemas.ts).
 */
const isFile = (schema: TSchema): boolean => {
  const format = (schema as { format?: unknown }).format;
  return format === 'binary' || format === 'event-stream';
};

/** What is wrong with a success answer of `method path`: unknown endpoint, wrong status or a body off its schema. */
export function answerProblems(method: string, path: string, status: number, body: unknown): string[] {
  const found = findEndpoint(method, path);
  if (!found) return [`${method} ${path}: no such endpoint in the API contract`];
  if (status < 200 || status >= 300) return [];
  const want = found.contract.status ?? 200;
  if (status !== want) return [`${found.key}: answers ${want}, not ${status}`];
  if (isFile(found.contract.response) || status === 204) return [];
  return schemaProblems(found.contract.response, body).map((p) => `${found.key} answer ${p}`);
}

/** What is wrong with a request body the client sends to `method path`. */
export function requestBodyProblems(method: string, path: string, body: unknown): string[] {
  const found = findEndpoint(method, path);
  if (!found) return [`${method} ${path}: no such endpoint in the API contract`];
  const schema = found.contract.body;
  if (!schema) return [];
  // Bodies are validated as the API does: unknown fields are allowed where the schema allows them.
  return schemaProblems(schema, body, { exact: false }).map((p) => `${found.key} body ${p}`);
}
