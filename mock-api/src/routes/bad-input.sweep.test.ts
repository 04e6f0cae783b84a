// Bad-input sweep (issue 3): every registered route that reads a body, path parameters or a query gets malformed
// JSON, wrong types, missing fields, oversized strings, out-of-range numbers and unknown enum values, derived from
// its own TypeBox schema, and must answer a 4xx in the design §5 error format naming the field, never a 5xx, and
// write nothing (a trigger-driven counter of written rows stays put; row counts of every table are compared around the sweep).
// The routes come from an onRoute hook on the real app: a route missing from SWEEP fails the first test.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { signIn } from '../test-support/clinical-test-kit';
import {
  apiRoutes,
  badBodyValues,
  badDatesByName,
  badTextValues,
  fillPath,
  isErrorBody,
  installWriteCounter,
  writeMarker,
  queryString,
  rowCounts,
  sampleOf,
  takesInput,
  validatorOf,
  type HttpPart,
  type RecordedRoute,
} from '../test-support/route-inventory';
import { TestClock, TestDatabase, PLATFORM_ORIGIN } from '../test-support/test-app';

const mockRecordedRoutes: RecordedRoute[] = [];

// buildApp creates its Fastify instance itself; wrapping the factory adds the onRoute hook before any route exists.
jest.mock('fastify', () => {
  const actual = jest.requireActual<typeof import('fastify')>('fastify');
  const inventory = jest.requireActual<typeof import('../test-support/route-inventory')>('../test-support/route-inventory');
  const wrapped = (options?: FastifyServerOptions) => {
    const instance = actual.fastify(options);
    instance.addHook('onRoute', (route) => inventory.recordRoute(route, mockRecordedRoutes));
    return instance;
  };
  return Object.assign(wrapped, actual, { __esModule: true, default: wrapped, fastify: wrapped });
});

interface SweepEntry {
  /** The signed-in user (a role the route serves); none for the routes used before sign-in. */
  user: string | null;
  /** A schema-valid body / params / query to mutate one field at a time (generated from the schema when absent). */
  body?: unknown;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  /**
   * Also send schema-valid input with every integer id set to the largest int4 (no such row): the handler must
   * answer a 4xx. Off only where valid input would run a real job.
   */
  probeMissingIds?: boolean;
  /** The route's rate limit runs before validation: 429 is a fine answer once the sweep has used it up. */
  rateLimited?: boolean;
}

const CDI = { user: 'cdi' } as const;
const CODER = { user: 'coder' } as const;
const PHYSICIAN = { user: 'physician' } as const;
const RESTRICTED = { user: 'cdirestricted' } as const;
const ANONYMOUS = { user: null } as const;
const CONDITION_BASE = { id: 1, version: 1, title: 'Chronic kidney disease' };

/** One entry per route that takes input. */
const SWEEP: Record<string, SweepEntry> = {
  'GET /api/dev/outbox': CDI,
  // Valid input would write (demo-mode helper): only the schema-level cases are sent.
  'PUT /api/dev/tenant/:id/properties': { user: 'cdi', params: { id: 'no-such-tenant' }, body: { CDI_SCHEDULE_TAB: 'true' } },
  // Valid input would shorten the session the sweep uses: a user of its own, schema-level cases only.
  'POST /api/dev/session/idle': { user: 'coderqa', body: { secondsLeft: 3600 }, probeMissingIds: false },
  'POST /api/sso/login': ANONYMOUS,
  'POST /api/sso/login/mfa': ANONYMOUS,
  'POST /api/sso/login/mfa/totp': ANONYMOUS,
  'POST /api/sso/login/mfa/totp/qr': ANONYMOUS,
  'POST /api/sso/login/mfa/resend': ANONYMOUS,
  'GET /api/sso/qr/:uuid': ANONYMOUS,
  'GET /api/user/registration/:token': ANONYMOUS,
  'PUT /api/user/registration/:token/validate': ANONYMOUS,
  'POST /api/user/registration/:token': ANONYMOUS,
  'POST /api/user/password/reset': { user: null, rateLimited: true },
  'POST /api/feedback': { user: 'cdi', body: { feedbackTypeCode: 'BUG', encounterId: null, applicationTypeCode: 'WEB', applicationState: '/', description: 'x' } },
  'GET /api/encounter': CDI,
  // Only schema-level cases reach it (a valid query would open a stream that never ends).
  'GET /api/events': CDI,
  'GET /api/restricted/encounter': RESTRICTED,
  'GET /api/encounter/detail/:id': CDI,
  'GET /api/restricted/encounter/detail/:id': RESTRICTED,
  'PUT /api/encounter/lock/:id': CDI,
  'PUT /api/restricted/encounter/lock/:id': RESTRICTED,
  'PUT /api/encounter/unlock/:id': CDI,
  'PUT /api/restricted/encounter/unlock/:id': RESTRICTED,
  'PUT /api/review/code/:reviewId/:code': CDI,
  'PUT /api/review': CDI,
  'PUT /api/review/query/:reviewId/:status': CODER,
  'PUT /api/review/unlock': CDI,
  'PUT /api/restricted/review/unlock': RESTRICTED,
  'PUT /api/encounter/condition': { user: 'cdi', body: CONDITION_BASE },
  'PUT /api/restricted/encounter/condition': { user: 'cdirestricted', body: CONDITION_BASE },
  'GET /api/icd10/search': CDI,
  'GET /api/organization': CDI,
  'GET /api/organization/:id': CDI,
  'GET /api/practitioner/search': CDI,
  'GET /api/patient/:id/snapshot': CDI,
  'GET /api/restricted/patient/:id/snapshot': RESTRICTED,
  'GET /api/patient/enhanced_search': CDI,
  'GET /api/restricted/patient/enhanced_search': RESTRICTED,
  'GET /api/patient/profile/:id': CDI,
  'GET /api/restricted/patient/profile/:id': RESTRICTED,
  'GET /api/patient/property/:key/values': CDI,
  'GET /api/restricted/patient/property/:key/values': RESTRICTED,
  'GET /api/encounter/patient': CDI,
  'GET /api/restricted/encounter/patient': RESTRICTED,
  'GET /api/encounter/search': CDI,
  'GET /api/restricted/encounter/search': RESTRICTED,
  'POST /api/encounter/search': CDI,
  'POST /api/restricted/encounter/search': RESTRICTED,
  'GET /api/encounter/:id/copies': CDI,
  'GET /api/restricted/encounter/:id/copies': RESTRICTED,
  'GET /api/encounter/previous/:subjectId/:encounterId': CDI,
  'GET /api/restricted/encounter/previous/:subjectId/:encounterId': RESTRICTED,
  'GET /api/encounter/note/:encounterId': CDI,
  'GET /api/restricted/encounter/note/:encounterId': RESTRICTED,
  'GET /api/encounter/note/:encounterId/condition/:conditionId': CDI,
  'GET /api/restricted/encounter/note/:encounterId/condition/:conditionId': RESTRICTED,
  'POST /api/encounter/note': CDI,
  'POST /api/restricted/encounter/note': RESTRICTED,
  'PUT /api/encounter': CDI,
  'PUT /api/restricted/encounter': RESTRICTED,
  'PUT /api/encounter/:currentId/copy/:previousId': CDI,
  'PUT /api/restricted/encounter/:currentId/copy/:previousId': RESTRICTED,
  'PUT /api/encounter/reset/:id': CDI,
  'PUT /api/restricted/encounter/reset/:id': RESTRICTED,
  'PUT /api/encounter/status/:encounterId/:status': CDI,
  'PUT /api/restricted/encounter/status/:encounterId/:status': RESTRICTED,
  'PUT /api/encounter/type/:encounterId/:typeCode': CDI,
  'PUT /api/restricted/encounter/type/:encounterId/:typeCode': RESTRICTED,
  'POST /api/encounter/condition': CDI,
  'POST /api/restricted/encounter/condition': RESTRICTED,
  'PUT /api/encounter/condition/rule': CDI,
  'PUT /api/restricted/encounter/condition/rule': RESTRICTED,
  'PUT /api/encounter/condition/:id/query': CODER,
  'PUT /api/encounter/condition/:id/tags/cdi': CDI,
  'PUT /api/restricted/encounter/condition/:id/tags/cdi': RESTRICTED,
  'PUT /api/encounter/condition/:id/tags/coder': CODER,
  'PUT /api/encounter/condition/tags/practitioner': PHYSICIAN,
  'POST /api/audit/read/encounter-condition/:id': CDI,
  'GET /api/nlp/prediction/:id': CDI,
  'GET /api/coder/query/aging': CODER,
  'GET /api/pdf/encounter/:id': CDI,
  'GET /api/pdf/cdi/encounter/:id': CDI,
  'GET /api/appointment/schedule/:id': PHYSICIAN,
  'PUT /api/appointment/schedule/:encounterId/:practitionerId/:startMillis': PHYSICIAN,
  'GET /api/dashboard/review/daily': CDI,
  'GET /api/dashboard/review/reviewer': CDI,
  'GET /api/audit': { user: 'cdiqa' },
  'GET /api/audit/csv': { user: 'cdiqa' },
  'GET /api/admin/cron/job/:jobId/tenant/:tenantId': { user: 'cdi', params: { jobId: 'demo-data-reset', tenantId: 'demo' } },
  'GET /api/report/huddle': CDI,
  'GET /api/report/huddle/org/:id': CDI,
  'GET /api/report/huddle/practitioner/:id': CDI,
  'GET /api/report/huddle/region/:id': CDI,
  // Valid input runs the demo data reset: only schema-level cases (the job id is not the reset job's anyway).
  'POST /api/admin/cron/job/:jobId/tenant/:tenantId/execute': { user: 'admin', params: { jobId: 'no-such-job', tenantId: 'demo' }, probeMissingIds: false },
  'PUT /api/user/:id/update': { user: 'cdi', body: { worklistFilters: null } },
  // SMART App Launch: browser navigations and the demo EHR's OAuth endpoints (outside the JSON contract, same errors).
  'GET /api/smart/launch': ANONYMOUS,
  'GET /api/smart/callback': ANONYMOUS,
  'POST /api/demo-ehr/launch': CDI,
  'GET /api/demo-ehr/authorize': ANONYMOUS,
  'POST /api/demo-ehr/token': ANONYMOUS,
};

/**
 * Routes of work in progress, left out until their authors finish them; the lead clears this list.
 * (A route listed here and in SWEEP fails the coverage test, so the list cannot go stale silently.)
 */
const PENDING: Record<string, string> = {};


interface SweepCase {
  label: string;
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
  /** The field the answer's message must name (schema failures). */
  field?: string;
  /** Exact status, when the case fixes one. */
  status?: number;
}

const BIG = 1.1 * 1024 * 1024;

/** The cases of one route; throws when the entry's baseline does not pass the route's schema. */
function casesOf(route: RecordedRoute, entry: SweepEntry): SweepCase[] {
  const { body: bodySchema, params: paramsSchema, querystring: querySchema } = route.schema;
  const params = (entry.params ?? sampleOf(paramsSchema ?? {}) ?? {}) as Record<string, unknown>;
  const query = (entry.query ?? sampleOf(querySchema ?? {}) ?? {}) as Record<string, unknown>;
  const body = bodySchema ? (entry.body ?? sampleOf(bodySchema)) : undefined;
  const isValid = (part: HttpPart, value: unknown): boolean => validatorOf(route, part)(value);
  const textParts = (part: HttpPart, value: Record<string, unknown>): Record<string, string> =>
    Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
  // The baseline must pass the route's own validation, or the per-field cases would test nothing.
  for (const [part, value] of [['params', params], ['querystring', query], ['body', body]] as const) {
    if (route.schema[part] && !isValid(part, part === 'body' ? value : textParts(part, value as Record<string, unknown>))) {
      throw new Error(`${route.key}: the sweep's baseline ${part} ${JSON.stringify(value)} does not pass the route's schema; give one in SWEEP`);
    }
  }
  const url = (p: Record<string, unknown>, q: Record<string, unknown>): string => fillPath(route.url, p) + queryString(q);
  const base = url(params, query);
  const json = (value: unknown): string => JSON.stringify(value);
  const cases: SweepCase[] = [];

  if (bodySchema) {
    cases.push({ label: 'malformed JSON', method: route.method, url: base, payload: '{"broken": ', contentType: 'application/json', status: 400 });
    cases.push({ label: 'an empty JSON body', method: route.method, url: base, payload: '', contentType: 'application/json', status: 400 });
    cases.push({ label: 'an XML body', method: route.method, url: base, payload: '<a/>', contentType: 'application/xml', status: 415 });
    // Fastify parses text/plain itself, so the schema refuses the string (400), which is as clear.
    cases.push({ label: 'a text/plain body', method: route.method, url: base, payload: 'hello', contentType: 'text/plain', status: 400 });
    cases.push({ label: 'a body over 1 MiB', method: route.method, url: base, payload: json({ pad: 'x'.repeat(BIG) }), contentType: 'application/json', status: 413 });
    for (const bad of badBodyValues(bodySchema)) {
      if (!isValid('body', bad.value)) cases.push({ label: `the whole body as ${bad.label}`, method: route.method, url: base, payload: json(bad.value), contentType: 'application/json', status: 400 });
    }
    const props = bodySchema.properties ?? {};
    const record = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
    for (const name of bodySchema.required ?? []) {
      const { [name]: _dropped, ...rest } = record;
      cases.push({ label: `body without ${name}`, method: route.method, url: base, payload: json(rest), contentType: 'application/json', field: name, status: 400 });
    }
    for (const [name, schema] of Object.entries(props)) {
      const dates = badDatesByName(name, schema);
      for (const bad of [...badBodyValues(schema), ...dates]) {
        const mutated = { ...record, [name]: bad.value };
        // Impossible dates are sent even when the schema lets them through: the service must refuse them.
        if (dates.includes(bad) || !isValid('body', mutated)) {
          const status = dates.includes(bad) ? undefined : 400;
          cases.push({ label: `body.${name} as ${bad.label}`, method: route.method, url: base, payload: json(mutated), contentType: 'application/json', field: name, status });
        }
      }
    }
  }
  const payloadOf = (): Pick<SweepCase, 'payload' | 'contentType'> => (bodySchema ? { payload: json(body), contentType: 'application/json' } : {});
  for (const [part, values, schema] of [['params', params, paramsSchema], ['querystring', query, querySchema]] as const) {
    for (const [name, field] of Object.entries(schema?.properties ?? {})) {
      const dates = badDatesByName(name, field);
      for (const bad of [...badTextValues(field), ...dates]) {
        const mutated = { ...values, [name]: bad.value };
        if (!dates.includes(bad) && isValid(part, textParts(part, mutated))) continue;
        const target = part === 'params' ? url(mutated, query) : url(params, mutated);
        cases.push({ label: `${part === 'params' ? 'path' : 'query'} ${name} as ${bad.label}`, method: route.method, url: target, ...payloadOf(), field: name });
      }
    }
  }
  if (entry.probeMissingIds !== false) {
    const ids = Object.entries(paramsSchema?.properties ?? {}).filter(([name, s]) => /id$/i.test(name) && s.type === 'integer');
    if (ids.length > 0) {
      const missing = { ...params, ...Object.fromEntries(ids.map(([name]) => [name, 2_147_483_647])) };
      cases.push({ label: 'ids of no row', method: route.method, url: url(missing, query), ...payloadOf() });
    }
  }
  return cases;
}

let database: TestDatabase;
let app: FastifyInstance;
let routes: RecordedRoute[];
const cookies = new Map<string, string>();

beforeAll(async () => {
  database = new TestDatabase();
  // A still clock: sessions are not touched (last_seen_at) between requests, so any write is the route's.
  app = await database.open({ now: new TestClock().now });
  await installWriteCounter(app);
  routes = apiRoutes(mockRecordedRoutes).filter(takesInput);
  const users = new Set(Object.values(SWEEP).map((e) => e.user).filter((u): u is string => u !== null));
  for (const user of users) cookies.set(user, await signIn(app, user));
  // cdi holds the locks of the condition baseline's encounter and of encounter 1 (the generated `encounter.id`), so
  // schema-valid cases (impossible dates) reach the services' own checks instead of stopping at the lock check.
  const condition = await app.db.selectFrom('conditions').select(['id', 'version', 'title', 'encounter_id']).where('id', '=', CONDITION_BASE.id).executeTakeFirstOrThrow();
  Object.assign(CONDITION_BASE, { version: condition.version, title: condition.title });
  for (const encounterId of new Set([condition.encounter_id, 1])) {
    const lock = await app.inject({ method: 'PUT', url: `/api/encounter/lock/${encounterId}`, headers: { cookie: cookies.get('cdi') ?? '', origin: PLATFORM_ORIGIN } });
    if (lock.statusCode !== 200) throw new Error(`could not lock encounter ${encounterId}: ${lock.body}`);
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('bad-input sweep over every registered route', () => {
  it('has an entry for every route that takes a body, path parameters or a query', () => {
    expect(routes.length).toBeGreaterThan(20);
    const keys = routes.map((r) => r.key);
    expect(keys.filter((k) => !(k in SWEEP) && !(k in PENDING))).toEqual([]);
    expect(Object.keys(SWEEP).filter((k) => !keys.includes(k) || k in PENDING)).toEqual([]);
  });

  it('detects writes: a committed update, and a rolled-back one, move the write marker', async () => {
    const before = await writeMarker(app);
    await app.db.updateTable('tenants').set({ id: 'demo' }).where('id', '=', 'demo').execute();
    const afterCommit = await writeMarker(app);
    expect(afterCommit).not.toBe(before);
    await expect(
      app.db.transaction().execute(async (trx) => {
        await trx.updateTable('encounters').set({ status: 'PLANNED' }).where('id', '=', 1).execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await writeMarker(app)).not.toBe(afterCommit);
    // A read, or a write that matches no row, moves nothing.
    const still = await writeMarker(app);
    await app.db.selectFrom('encounters').select('id').limit(5).execute();
    await app.db.updateTable('encounters').set({ status: 'PLANNED' }).where('id', '=', -1).execute();
    expect(await writeMarker(app)).toBe(still);
  });

  it('answers every bad input with a 4xx in the error format naming the field, and writes nothing', async () => {
    const countsBefore = await rowCounts(app);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const entry = SWEEP[route.key];
      if (!entry) continue;
      const cookie = entry.user ? cookies.get(entry.user) : undefined;
      let cases: SweepCase[];
      try {
        cases = casesOf(route, entry);
      } catch (error) {
        failures.push(String(error));
        continue;
      }
      for (const c of cases) {
        const marker = await writeMarker(app);
        const response = await app.inject({
          method: c.method as 'GET',
          url: c.url,
          headers: { origin: PLATFORM_ORIGIN, ...(cookie ? { cookie } : {}), ...(c.contentType ? { 'content-type': c.contentType } : {}) },
          ...(c.payload !== undefined ? { payload: c.payload } : {}),
        });
        sent += 1;
        const where = `${route.key} with ${c.label}`;
        const body: unknown = response.headers['content-type']?.toString().includes('json') ? response.json() : response.body;
        if (response.statusCode < 400 || response.statusCode >= 500) failures.push(`${where}: status ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (c.status !== undefined && response.statusCode !== c.status && !(entry.rateLimited && response.statusCode === 429)) {
          failures.push(`${where}: status ${response.statusCode}, expected ${c.status}: ${response.body.slice(0, 200)}`);
        }
        if (!isErrorBody(body)) failures.push(`${where}: not the error format: ${response.body.slice(0, 200)}`);
        else if (c.field && response.statusCode === 400 && !(body as { error: { message: string } }).error.message.includes(c.field)) {
          failures.push(`${where}: the message does not name ${c.field}: ${(body as { error: { message: string } }).error.message}`);
        }
        if ((await writeMarker(app)) !== marker) failures.push(`${where}: wrote to the database (status ${response.statusCode})`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    expect(await rowCounts(app)).toEqual(countsBefore);
  }, 180_000);
});
