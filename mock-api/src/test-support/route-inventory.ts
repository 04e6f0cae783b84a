// The route sweeps (bad input, tenant isolation) work from the routes the app really registers, recorded by an
// onRoute hook (see `recordRoutesOf`), and derive their inputs from each route's TypeBox schema, so a new route or
// a new field is swept without anyone remembering to add it.
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { sql } from 'kysely';

/** A JSON-schema node as TypeBox emits it (only the keywords the sweeps read). */
export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

export type HttpPart = 'body' | 'params' | 'querystring';

export interface RecordedRoute {
  /** `PUT /api/encounter/lock/:id`: the key of the sweep tables. */
  key: string;
  method: string;
  url: string;
  schema: Partial<Record<HttpPart, SchemaNode>>;
}

/** Reads the methods, url and schemas of a route as Fastify's onRoute hook sees it (HEAD twins are skipped). */
export function recordRoute(route: RouteOptions, into: RecordedRoute[]): void {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
  const schema = (route.schema ?? {}) as Partial<Record<HttpPart, SchemaNode>>;
  const parts: Partial<Record<HttpPart, SchemaNode>> = {};
  for (const part of ['body', 'params', 'querystring'] as const) if (schema[part]) parts[part] = schema[part];
  for (const method of methods) into.push({ key: `${method} ${route.url}`, method, url: route.url, schema: parts });
}

/** The API's own routes (not the docs UI's static files). */
export function apiRoutes(recorded: readonly RecordedRoute[]): RecordedRoute[] {
  const seen = new Map<string, RecordedRoute>();
  for (const r of recorded) if (r.url.startsWith('/api/') && !r.url.startsWith('/api/docs')) seen.set(r.key, r);
  return [...seen.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** Whether the route reads input a client controls (body, path parameters or query). */
export const takesInput = (r: RecordedRoute): boolean => Boolean(r.schema.body || r.schema.params || r.schema.querystring || r.url.includes(':'));

/** The route's schema check for one part, as the app runs it (TypeBox, body without coercion). */
export function validatorOf(r: RecordedRoute, part: HttpPart): (value: unknown) => boolean {
  const schema = r.schema[part];
  if (!schema) return () => true;
  const check = TypeBoxValidatorCompiler({ schema, method: r.method, url: r.url, httpPart: part }) as (value: unknown) => { error?: unknown };
  return (value) => !check(value).error;
}

const nonNull = (s: SchemaNode): SchemaNode[] => (s.anyOf ? s.anyOf.flatMap(nonNull) : s.type === 'null' ? [] : [s]);

/** The literal values a node allows (enum, const or a union of them), or null when it is not an enumeration. */
export function enumValues(s: SchemaNode): unknown[] | null {
  if (s.enum) return s.enum;
  if (s.const !== undefined) return [s.const];
  if (s.anyOf) {
    const branches = nonNull(s);
    if (branches.length > 0 && branches.every((b) => b.const !== undefined || b.enum)) return branches.flatMap((b) => b.enum ?? [b.const]);
  }
  return null;
}

const typesOf = (s: SchemaNode): string[] => nonNull(s).flatMap((b) => (Array.isArray(b.type) ? b.type : b.type ? [b.type] : []));

/** Strings tried for a pattern or format, first match wins (covers the codes, digits and dates the API uses). */
const STRING_CANDIDATES = ['GENERAL', 'A', 'OPEN', '1234567', '123456', '2026-01-15', '1/15/2026', 'cdi', 'cdi@demo.test', 'Some text', '00000000-0000-4000-8000-000000000000'];

/** A schema-valid value for a node (required properties only), or undefined when none is found. */
export function sampleOf(s: SchemaNode): unknown {
  const values = enumValues(s);
  if (values) return values[0];
  const branch = nonNull(s)[0];
  if (!branch) return null;
  const type = typesOf(branch)[0];
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of branch.required ?? []) out[name] = sampleOf(branch.properties?.[name] ?? {});
      return out;
    }
    case 'array':
      return Array.from({ length: branch.minItems ?? 0 }, () => sampleOf(branch.items ?? {}));
    case 'integer':
    case 'number':
      return Math.max(branch.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string': {
      const fits = (v: string): boolean =>
        v.length >= (branch.minLength ?? 0) && v.length <= (branch.maxLength ?? Infinity) && (!branch.pattern || new RegExp(branch.pattern, 'u').test(v));
      if (branch.format === 'date') return '2026-01-15';
      return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(branch.minLength ?? 1, 1));
    }
    default:
      return null;
  }
}

export interface BadValue {
  label: string;
  value: unknown;
}

/** Values of the wrong JSON type for a body field (bodies are validated without coercion). */
function wrongTypes(s: SchemaNode): BadValue[] {
  const types = typesOf(s);
  const out: BadValue[] = [];
  if (!types.includes('object')) out.push({ label: 'an object', value: { unexpected: true } });
  else out.push({ label: 'a number', value: 12345 });
  if (types.length > 0 && !types.includes('string') && !enumValues(s)) out.push({ label: 'a string', value: 'not-a-value' });
  if (types.includes('string') || (enumValues(s)?.every((v) => typeof v === 'string') ?? false)) out.push({ label: 'a number', value: 42 });
  if (!types.includes('array')) out.push({ label: 'an array', value: ['x'] });
  return out;
}

/** Out-of-range values: too long, too big, too small, not in the enumeration, not matching the pattern or format. */
function outOfRange(s: SchemaNode): BadValue[] {
  const out: BadValue[] = [];
  const values = enumValues(s);
  if (values && values.every((v) => typeof v === 'string')) out.push({ label: 'an unknown enum value', value: 'NOT_A_KNOWN_VALUE' });
  for (const b of nonNull(s)) {
    if (b.maxLength !== undefined) out.push({ label: `an oversized string (${b.maxLength + 1} chars)`, value: 'x'.repeat(b.maxLength + 1) });
    if (b.minLength !== undefined && b.minLength > 0) out.push({ label: 'a too short string', value: '' });
    if (b.maximum !== undefined) out.push({ label: 'a number above the maximum', value: b.maximum + 1 });
    if (b.minimum !== undefined) out.push({ label: 'a number below the minimum', value: b.minimum - 1 });
    if ((b.type === 'integer' || b.type === 'number') && b.maximum === undefined) out.push({ label: 'a number beyond int4', value: 2 ** 31 });
    if (b.type === 'integer') out.push({ label: 'a fraction', value: 1.5 });
    if (b.pattern) out.push({ label: 'a string not matching the pattern', value: '!!! ' });
    if (b.format === 'date') out.push({ label: 'an impossible date', value: '2026-13-45' });
    if (b.maxItems !== undefined) out.push({ label: 'a too long array', value: Array.from({ length: b.maxItems + 1 }, () => sampleOf(b.items ?? {})) });
  }
  return out;
}

/** Bad body values for one field. */
export const badBodyValues = (s: SchemaNode): BadValue[] => [...wrongTypes(s), ...outOfRange(s)];

/** Date-like fields by name: the schema only bounds their length, the service parses them (a 500 if it does not check). */
const DATE_NAME = /(date|Dt|^start$|^end$|At)$/i;

/** Impossible dates for a string field whose name says it holds a date (none for other fields). */
export function badDatesByName(name: string, s: SchemaNode): BadValue[] {
  if (!DATE_NAME.test(name) || !typesOf(s).includes('string')) return [];
  return [
    { label: 'not a date', value: 'not-a-date' },
    { label: 'February 30th', value: '2026-02-30' },
    { label: 'month 13 (M/D/YYYY)', value: '13/45/2026' },
  ];
}

/** Bad values for a path or query parameter (strings, converted by the app): non-numbers, out of range, unknown codes. */
export function badTextValues(s: SchemaNode): BadValue[] {
  const types = typesOf(s);
  const out: BadValue[] = [];
  if (types.includes('integer') || types.includes('number')) out.push({ label: 'not a number', value: 'abc' });
  if (types.includes('boolean')) out.push({ label: 'not a boolean', value: 'maybe' });
  for (const bad of outOfRange(s)) if (typeof bad.value !== 'object') out.push({ label: bad.label, value: String(bad.value) });
  return out;
}

/** The tables of the app's schema. */
export async function tableNames(app: FastifyInstance): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(app.db);
  return rows.map((r) => r.name);
}

/** The sequence the write counter's triggers advance (test-only, in the suite's own copy of the database). */
const WRITE_COUNTER = 'sweep_write_counter';

/**
 * Counts every row written from now on, in every table of the app's schema: a row trigger on each table (and a
 * statement trigger for TRUNCATE) advances a sequence. A sequence never rolls back, so a write whose transaction
 * rolled back is counted too. One mechanism, exact on PGlite and on a PostgreSQL server shared with other suites
 * (whose transaction ids are the server's), and a read of one sequence per check instead of a scan of every table
 * (which took the PostgreSQL bad-input sweep 5 of its 6 minutes). Call once, after the app has migrated.
 */
export async function installWriteCounter(app: FastifyInstance): Promise<void> {
  await sql`create sequence ${sql.id(WRITE_COUNTER)}`.execute(app.db);
  const { rows } = await sql<{ name: string }>`select (current_schema() || '.' || ${WRITE_COUNTER})::regclass::text as name`.execute(app.db);
  const counter = rows[0]?.name;
  if (!counter) throw new Error('the write counter sequence was not created');
  await sql`create function sweep_count_write() returns trigger language plpgsql as $$
    begin perform nextval(TG_ARGV[0]::regclass); return null; end $$`.execute(app.db);
  for (const table of await tableNames(app)) {
    await sql`create trigger sweep_count_rows after insert or update or delete on ${sql.table(table)}
      for each row execute function sweep_count_write(${sql.lit(counter)})`.execute(app.db);
    await sql`create trigger sweep_count_truncate after truncate on ${sql.table(table)}
      for each statement execute function sweep_count_write(${sql.lit(counter)})`.execute(app.db);
  }
}

/** The write counter's value (`installWriteCounter`): it changes when a request writes a row, even one rolled back. */
export async function writeMarker(app: FastifyInstance): Promise<string> {
  const { rows } = await sql<{ value: string }>`select last_value::text || ':' || is_called::text as value from ${sql.table(WRITE_COUNTER)}`.execute(app.db);
  return rows[0]?.value ?? '';
}

/** Row counts of every table of the schema: a whole-database fingerprint for the before/after comparison. */
export async function rowCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tableNames(app)) {
    const { rows } = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(name)}`.execute(app.db);
    counts[name] = Number(rows[0]?.n ?? -1);
  }
  return counts;
}

/** Fills `:name` placeholders of a route url. */
export function fillPath(url: string, params: Record<string, unknown>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? 'missing-param')));
}

/** `?a=1&b=2` from an object (undefined values left out). */
export function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) search.append(k, String(v));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** True when a body is the design §5 error format with a non-empty code and message and nothing else. */
export function isErrorBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Object.keys(body).join() !== 'error') return false;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && /^[A-Z_]+$/.test(code) && typeof message === 'string' && message.trim().length > 0;
}
