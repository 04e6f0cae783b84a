// Contract drift caught in CI (issue 10): every endpoint of the API contract is called on the demo seed, as every
// demo user (each role the platform has), and every success answer is checked against its endpoint's schema with
// unknown fields refused (shared-kit/schemas contract-check.ts, the same check the UI test fixtures meet). A field
// renamed on either side fails here. Every endpoint must answer with success at least once.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import jsQR from 'jsqr';
import { Secret, TOTP } from 'otpauth';
import { PNG } from 'pngjs';
import { allowedReviewTransitions, toggledQueryStatus, type EncounterDetailResponse, type EncounterListRow, type Role } from 'shared-kit/domain';
import { answerProblems, contractEntries, EncounterEventSchema, EventStreamReadySchema, restrictedKey, schemaProblems, type EndpointKey } from 'shared-kit/schemas';
import { DEMO_REGISTRATION_TOKEN } from '../db/seed/auth-tokens.seed';
import { DEMO_TOTP_SECRET } from '../db/seed/users.seed';
import { listOutbox } from '../mail/outbox.service';
import { DEMO_PASSWORD, PLATFORM_ORIGIN, TestClock, TestDatabase } from '../test-support/test-app';

/** The demo users, one per role (platform design §6). */
const USERS = ['cdi', 'cdiqa', 'cdirestricted', 'coder', 'coderqa', 'physician', 'clinicaladmin', 'admin'] as const;
type User = (typeof USERS)[number];
const ROLE_OF: Record<User, Role> = {
  cdi: 'CDI',
  cdiqa: 'CDI_QA_MANAGER',
  cdirestricted: 'CDI_RESTRICTED',
  coder: 'CODER',
  coderqa: 'CODER_QA_MANAGER',
  physician: 'PHYSICIAN',
  clinicaladmin: 'CLINICAL_ADMIN',
  admin: 'ADMIN',
};
const CDI_USERS = ['cdi', 'cdiqa', 'cdirestricted'] as const;
const CODER_USERS = ['coder', 'coderqa'] as const;

/**
 * Endpoints that cannot answer success on the demo seed, and why. Each still answers (its errors are checked by the
 * route sweeps); the list is short on purpose.
 */
const NO_SUCCESS_ON_SEED: Readonly<Record<string, string>> = {
  'GET /api/patient/profile/:id': 'the demo data holds no photos: every patient answers 404 (the UI shows initials)',
  'GET /api/restricted/patient/profile/:id': 'as above',
};

// Each step calls dozens of endpoints as eight users (PDFs and workbooks among them): minutes on a loaded 2-core CI.
jest.setTimeout(300_000);

let database: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock();
/** Each caller's cookies, as a browser keeps them (the session, the device cookie, the QR set-up binding). */
const cookies = new Map<string, Map<string, string>>();
/** Contract keys (restricted twins included) that answered success, and every problem found. */
const answered = new Set<string>();
const problems: string[] = [];

interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
}

const fill = (path: string, params: Record<string, string | number> = {}) =>
  path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    if (params[name] === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(params[name]));
  });

/**
 * Calls `key` (its /api/restricted/ twin for the restricted user when the endpoint has one) as `user` (null: no
 * session), checks a success answer against the contract and records it. Answers the response.
 */
async function call(user: User | 'anonymous' | string, key: EndpointKey, request: Call = {}): Promise<LightMyRequestResponse> {
  const entry = contractEntries().find((e) => e.key === key);
  if (!entry) throw new Error(`${key} is not in the contract`);
  const restricted = user === 'cdirestricted' && entry.contract.restricted === true;
  const actualKey = restricted ? restrictedKey(key) : key;
  const [method, path] = actualKey.split(' ') as [string, string];
  const url = fill(path, request.params);
  const query = request.query ? `?${new URLSearchParams(Object.entries(request.query).map(([k, v]) => [k, String(v)])).toString()}` : '';
  const jar = cookies.get(user) ?? new Map<string, string>();
  cookies.set(user, jar);
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await app.inject({
    method: method as 'GET',
    url: url + query,
    ...(request.body !== undefined ? { payload: request.body as object } : {}),
    // The platform's pages send its Origin (the CSRF guard lets bodiless changes through with it).
    headers: { origin: PLATFORM_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
  for (const set of response.cookies) {
    if (set.value === '' || (set.expires !== undefined && set.expires.getTime() <= clock.now().getTime())) jar.delete(set.name);
    else jar.set(set.name, set.value);
  }
  if (response.statusCode >= 500) problems.push(`${actualKey} as ${user}: ${response.statusCode} ${response.body}`);
  if (response.statusCode < 300) {
    const body = response.headers['content-type']?.toString().includes('application/json') ? (response.json() as unknown) : response.rawPayload;
    const found = answerProblems(method, url, response.statusCode, response.statusCode === 204 ? null : body);
    problems.push(...found.map((p) => `${p} (as ${user})`));
    if (found.length === 0) answered.add(actualKey);
  }
  return response;
}

const json = <T>(response: LightMyRequestResponse): T => response.json() as T;
const ok = (response: LightMyRequestResponse, what: string) => {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
};

async function signIn(username: string): Promise<void> {
  const response = await call('anonymous', 'POST /api/sso/login', { body: { username, password: DEMO_PASSWORD } });
  ok(response, `sign-in of ${username}`);
  // The anonymous caller now holds this session: it becomes the user's, and the anonymous caller starts afresh.
  cookies.set(username, cookies.get('anonymous') ?? new Map());
  cookies.delete('anonymous');
}

/** The newest mail to `to` (the demo outbox). */
async function newestMail(to: string): Promise<string> {
  const mail = (await listOutbox(app.db, 'demo', 50)).find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail.text;
}

const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: clock.now().getTime() });

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open({ now: clock.now, demoMode: true });
  for (const user of USERS) await signIn(user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

/** A few encounters each user's own search answers (restricted users through their twin path). */
async function encountersOf(user: User, query: Record<string, string | number> = {}): Promise<EncounterListRow[]> {
  return json<EncounterListRow[]>(ok(await call(user, 'GET /api/encounter', { query: { limit: 50, ...query } }), `${user} search`));
}

/**
 * Copies CDI curation into an open encounter from an earlier one of its patient that is cancelled or past CDI review
 * (spec 2 §4.6), lists the copies and resets the copy, as `user`.
 */
async function copyAndReset(user: User): Promise<void> {
  for (const row of (await encountersOf(user, { view: 'OPEN' })).filter((r) => !r.lock && r.review?.reviewCode === 'OPEN')) {
    const previous = json<Array<{ id: number; status: string; review: { reviewCode: string } | null }>>(
      await call(user, 'GET /api/encounter/previous/:subjectId/:encounterId', { params: { subjectId: row.patient.id, encounterId: row.id } }),
    );
    const source = previous.find((p) => p.status === 'CANCELLED' || !['OPEN', 'READY_FOR_CDI_QA'].includes(p.review?.reviewCode ?? 'OPEN'));
    if (!source) continue;
    // The seed holds encounters that are copies already (which one comes first depends on the hour): those refuse a copy.
    const copies = json<unknown[]>(await call(user, 'GET /api/encounter/:id/copies', { params: { id: row.id } }));
    if (copies.length > 0) continue;
    ok(await call(user, 'PUT /api/encounter/lock/:id', { params: { id: row.id } }), `${user} copy lock`);
    ok(await call(user, 'PUT /api/encounter/:currentId/copy/:previousId', { params: { currentId: row.id, previousId: source.id } }), `${user} copy`);
    expect(json<unknown[]>(await call(user, 'GET /api/encounter/:id/copies', { params: { id: row.id } })).length).toBeGreaterThan(0);
    ok(await call(user, 'PUT /api/encounter/reset/:id', { params: { id: row.id } }), `${user} reset`);
    ok(await call(user, 'PUT /api/encounter/unlock/:id', { params: { id: row.id } }), `${user} copy unlock`);
    return;
  }
  throw new Error(`${user}: no open encounter with a previous one to copy from`);
}

/** A server-sent event stream read through inject (it never ends by itself): the events parsed so far. */
interface InjectedStream {
  status: number;
  /** Waits for the next event named `name` and answers its data, parsed. */
  next: (name: string) => Promise<unknown>;
  close: () => void;
}

/**
 * GET /api/events as `user`: the stream's opening (status, content type) is checked against the contract like any
 * answer; its events are read as they come.
 */
async function openEventStream(user: User): Promise<InjectedStream> {
  const abort = new AbortController();
  const cookie = [...(cookies.get(user) ?? new Map<string, string>())].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await app.inject({
    method: 'GET',
    url: '/api/events',
    headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
    payloadAsStream: true,
    signal: abort.signal,
  });
  const events: Array<{ name: string; data: unknown }> = [];
  let wake = () => undefined as void;
  if (response.statusCode < 300) {
    expect(response.headers['content-type']).toBe('text/event-stream');
    const found = answerProblems('GET', '/api/events', response.statusCode, null);
    problems.push(...found.map((p) => `${p} (as ${user})`));
    if (found.length === 0) answered.add('GET /api/events');
    let buffer = '';
    response.stream().on('error', () => undefined).on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const name = block.find((l) => l.startsWith('event: '))?.slice(7);
        const data = block.find((l) => l.startsWith('data: '))?.slice(6);
        if (name && data) events.push({ name, data: JSON.parse(data) as unknown });
      }
      wake();
    });
  } else {
    response.stream().resume();
  }
  let taken = 0;
  const next = (name: string) =>
    new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${name} event for ${user}`)), 10_000);
      wake = () => {
        while (taken < events.length) {
          const event = events[taken++];
          if (event?.name === name) {
            clearTimeout(timer);
            // Events that come before the next call wait for it.
            wake = () => undefined;
            resolve(event.data);
            return;
          }
        }
      };
      wake();
    });
  return { status: response.statusCode, next, close: () => abort.abort() };
}

describe('every endpoint answers its contract, as every role', () => {
  it('platform, sign-in state and reference lists', async () => {
    for (const user of [...USERS, 'anonymous'] as const) {
      await call(user, 'GET /api/version');
      await call(user, 'GET /api/health');
      await call(user, 'GET /api/user/current');
      await call(user, 'GET /api/dev/outbox', { query: { limit: 5 } });
      await call(user, 'GET /api/sso/session');
    }
    // The demo helper of the automatic-logoff e2e; the whole idle timeout left changes nothing.
    await call('cdi', 'POST /api/dev/session/idle', { body: { secondsLeft: 24 * 3600 } });
    // The demo EHR's launch (SMART App Launch); the launch it answers is never opened here.
    for (const user of USERS) await call(user, 'POST /api/demo-ehr/launch', { body: { encounterId: 1 } });
    for (const user of USERS) {
      await call(user, 'GET /api/user/practitioner');
      const orgs = await call(user, 'GET /api/organization', { query: { limit: 999, offset: 0, sort: 'name asc' } });
      const orgId = orgs.statusCode === 200 ? json<Array<{ id: number }>>(orgs)[0]?.id : undefined;
      if (orgId) await call(user, 'GET /api/organization/:id', { params: { id: orgId } });
      await call(user, 'GET /api/region');
      await call(user, 'GET /api/practitioner/search', { query: { statusCode: 'ACTIVE', withOrg: true, limit: 999, offset: 0 } });
      await call(user, 'GET /api/appointment/types');
      await call(user, 'GET /api/icd10/search', { query: { q: 'id:E11%,OR desc:diab%', limit: 5, offset: 0 } });
      await call(user, 'POST /api/feedback', { body: { feedbackTypeCode: 'GENERAL', encounterId: null, applicationTypeCode: 'WEB', applicationState: '/auth/home', description: 'Contract check' } });
    }
  });

  it('lists, searches, patients and reports', async () => {
    const today = clock.now().toISOString().slice(0, 10);
    for (const user of USERS) {
      const rows = await call(user, 'GET /api/encounter', { query: { limit: 20, sort: 'start asc' } });
      const first = rows.statusCode === 200 ? json<EncounterListRow[]>(rows)[0] : undefined;
      await call(user, 'POST /api/encounter/search', { body: { limit: 5 } });
      if (first) {
        await call(user, 'GET /api/encounter/search', { query: { patientId: first.patient.id, limit: 5 } });
        await call(user, 'GET /api/encounter/patient', { query: { patientId: first.patient.id, sort: 'start asc' } });
        await call(user, 'GET /api/patient/:id/snapshot', { params: { id: first.patient.id } });
        await call(user, 'GET /api/patient/profile/:id', { params: { id: first.patient.id } });
      }
      await call(user, 'GET /api/patient/enhanced_search', { query: { sort: 'lastName asc', limit: 10, offset: 0 } });
      await call(user, 'GET /api/patient/property/:key/values', { params: { key: 'vbcProgram' } });
      await call(user, 'GET /api/review/counts');
      await call(user, 'GET /api/dashboard/review/count');
      await call(user, 'GET /api/dashboard/review/daily', { query: { days: 7 } });
      await call(user, 'GET /api/dashboard/review/reviewer', { query: { days: 7 } });
      await call(user, 'GET /api/report/worklist/client/cdi');
      await call(user, 'GET /api/report/worklist/client/coder');
      await call(user, 'GET /api/report/huddle', { query: { startDt: today } });
      await call(user, 'GET /api/coder/query/aging', { query: { limit: 50 } });
      const org = await app.db.selectFrom('organizations').select('id').where('tenant_id', '=', 'demo').orderBy('id').executeTakeFirstOrThrow();
      const region = await app.db.selectFrom('regions').select('id').where('tenant_id', '=', 'demo').orderBy('id').executeTakeFirstOrThrow();
      const practitioner = await app.db.selectFrom('practitioners').select('id').where('tenant_id', '=', 'demo').orderBy('id').executeTakeFirstOrThrow();
      await call(user, 'GET /api/report/huddle/org/:id', { params: { id: org.id }, query: { startDt: today } });
      await call(user, 'GET /api/report/huddle/region/:id', { params: { id: region.id }, query: { startDt: today } });
      await call(user, 'GET /api/report/huddle/practitioner/:id', { params: { id: practitioner.id }, query: { startDt: today } });
    }
  });

  it('encounter reads: detail, notes, copies, previous, NLP, audit, PDFs', async () => {
    const nlp = await app.db
      .selectFrom('nlp_documents as d')
      .innerJoin('conditions as c', 'c.id', 'd.encounter_condition_id')
      .select(['c.id', 'c.encounter_id'])
      .where('d.tenant_id', '=', 'demo')
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    for (const user of USERS) {
      const rows = await call(user, 'GET /api/encounter', { query: { limit: 20 } });
      const ids = rows.statusCode === 200 ? json<EncounterListRow[]>(rows).map((r) => r.id) : [];
      for (const id of [...ids.slice(0, 2), nlp.encounter_id]) {
        const detail = await call(user, 'GET /api/encounter/detail/:id', { params: { id } });
        if (detail.statusCode !== 200) continue;
        const { encounter, conditions } = json<EncounterDetailResponse>(detail);
        await call(user, 'GET /api/encounter/:id/copies', { params: { id } });
        await call(user, 'GET /api/encounter/previous/:subjectId/:encounterId', { params: { subjectId: encounter.patient.id, encounterId: id } });
        await call(user, 'GET /api/encounter/note/:encounterId', { params: { encounterId: id } });
        const condition = conditions[0];
        if (condition) {
          await call(user, 'GET /api/encounter/note/:encounterId/condition/:conditionId', { params: { encounterId: id, conditionId: condition.id } });
          await call(user, 'POST /api/audit/read/encounter-condition/:id', { params: { id: condition.id } });
        }
        await call(user, 'GET /api/pdf/encounter/:id', { params: { id } });
        await call(user, 'GET /api/pdf/cdi/encounter/:id', { params: { id } });
      }
      await call(user, 'GET /api/nlp/prediction/:id', { params: { id: nlp.id } });
    }
  });

  it('the live event stream: its opening as every role, and the events of a lock and an unlock', async () => {
    for (const user of USERS) {
      const stream = await openEventStream(user);
      if (stream.status === 200) {
        const ready = await stream.next('ready');
        problems.push(...schemaProblems(EventStreamReadySchema, ready).map((p) => `GET /api/events ready ${p} (as ${user})`));
      }
      stream.close();
    }
    const watcher = await openEventStream('cdiqa');
    await watcher.next('ready');
    const target = (await encountersOf('cdi', { view: 'OPEN' })).find((r) => !r.lock);
    if (!target) throw new Error('no unlocked open encounter');
    ok(await call('cdi', 'PUT /api/encounter/lock/:id', { params: { id: target.id } }), 'lock for the stream');
    ok(await call('cdi', 'PUT /api/encounter/unlock/:id', { params: { id: target.id } }), 'unlock for the stream');
    for (const change of ['LOCKED', 'UNLOCKED']) {
      const event = await watcher.next('encounter');
      expect(event).toMatchObject({ encounterId: target.id, change });
      problems.push(...schemaProblems(EncounterEventSchema, event).map((p) => `GET /api/events encounter ${p}`));
    }
    watcher.close();
  });

  it('CDI curation: lock, edit, conditions, reasons, tags, notes, status, type, review moves, unlock', async () => {
    for (const user of CDI_USERS) {
      // Planned ones asked for: the view's first page by date can be all of today's earlier, finished visits.
      const candidates = (await encountersOf(user, { view: 'OPEN', encounterStatus: 'PLANNED' })).filter((r) => !r.lock && r.status === 'PLANNED' && r.review?.reviewCode === 'OPEN');
      const target = candidates[CDI_USERS.indexOf(user)] ?? candidates[0];
      if (!target) throw new Error(`${user}: no open encounter to curate`);
      const id = target.id;
      ok(await call(user, 'PUT /api/encounter/lock/:id', { params: { id } }), `${user} lock`);
      const detail = json<EncounterDetailResponse>(ok(await call(user, 'GET /api/encounter/detail/:id', { params: { id } }), 'detail'));
      ok(await call(user, 'PUT /api/encounter', { body: { id, description: 'Reviewed for the contract check' } }), `${user} encounter update`);
      const created = json<{ id: number; version: number }>(
        ok(
          await call(user, 'POST /api/encounter/condition', {
            body: { title: 'Type 2 diabetes mellitus without complications', icd10CodeJson: ['E119'], conditionStatus: 'POTENTIAL', encounter: { id } },
          }),
          `${user} condition create`,
        ),
      );
      ok(await call(user, 'PUT /api/encounter/condition', { body: { id: created.id, version: created.version, title: 'Type 2 diabetes mellitus', content: '**Seen** in labs' } }), 'condition update');
      ok(
        await call(user, 'PUT /api/encounter/condition/rule', {
          body: [{ id: null, encounterConditionId: created.id, reason: 'A1c 8.1 in March', ruleInputJson: { type: 'new rule', ruleInternalId: null, conditionStatus: 'POTENTIAL', claimUseEnum: null } }],
        }),
        'rules',
      );
      ok(await call(user, 'PUT /api/encounter/condition/:id/tags/cdi', { params: { id: created.id }, body: { cdiTags: { netNewStatusCode: 'NET_NEW', knownPotentialStatusCode: null, expectedDiagnosis: true } } }), 'cdi tags');
      ok(await call(user, 'POST /api/encounter/note', { body: { encounterId: id, noteBody: 'Encounter note', noteReasonCode: 'OPEN' } }), 'encounter note');
      ok(await call(user, 'POST /api/encounter/note', { body: { encounterId: id, noteBody: 'Condition note', noteReasonCode: 'OPEN', encounterConditionId: created.id } }), 'condition note');
      await call(user, 'GET /api/encounter/note/:encounterId/condition/:conditionId', { params: { encounterId: id, conditionId: created.id } });
      ok(await call(user, 'PUT /api/encounter/status/:encounterId/:status', { params: { encounterId: id, status: 'CANCELLED' } }), 'cancel');
      ok(await call(user, 'PUT /api/encounter/status/:encounterId/:status', { params: { encounterId: id, status: 'PLANNED' } }), 'undo cancel');
      ok(await call(user, 'PUT /api/encounter/type/:encounterId/:typeCode', { params: { encounterId: id, typeCode: 'TELEHEALTH' } }), 'type');
      const reviewId = detail.encounter.review?.id;
      if (!reviewId) throw new Error('no review');
      // To the physician and back: both moves are on every CDI toolbar (spec 2 §4.1).
      expect(allowedReviewTransitions(ROLE_OF[user], 'OPEN')).toContain('READY_FOR_PHYSICIAN');
      ok(await call(user, 'PUT /api/review/code/:reviewId/:code', { params: { reviewId, code: 'READY_FOR_PHYSICIAN' } }), 'review move');
      ok(await call(user, 'PUT /api/review', { body: { id: reviewId, reviewCode: 'OPEN' } }), 'review back');
      ok(await call(user, 'PUT /api/encounter/unlock/:id', { params: { id } }), 'unlock');
      ok(await call(user, 'PUT /api/encounter/lock/:id', { params: { id } }), 'lock again');
      ok(await call(user, 'PUT /api/review/unlock', { body: { encounterId: id } }), 'review unlock');
    }
  });

  it('CDI QA follow-up toggle and encounter copy and reset', async () => {
    const qa = (await encountersOf('cdiqa', { view: 'READY_FOR_CDI_QA' })).find((r) => !r.lock);
    if (!qa) throw new Error('no READY_FOR_CDI_QA encounter');
    ok(await call('cdiqa', 'PUT /api/encounter/lock/:id', { params: { id: qa.id } }), 'qa lock');
    const qaDetail = json<EncounterDetailResponse>(await call('cdiqa', 'GET /api/encounter/detail/:id', { params: { id: qa.id } }));
    const qaReview = qaDetail.encounter.review?.id ?? 0;
    ok(await call('cdiqa', 'PUT /api/review/query/:reviewId/:status', { params: { reviewId: qaReview, status: 'REVIEW_QUERY_OUTSTANDING' } }), 'follow-up');
    ok(await call('cdiqa', 'PUT /api/encounter/unlock/:id', { params: { id: qa.id } }), 'qa unlock');

    // Copy and reset, as each CDI user who may (CDI_RESTRICTED through the restricted twins).
    for (const user of ['cdi', 'cdirestricted'] as const) await copyAndReset(user);
  });

  it('coder decisions: lock, coder tags, condition query, review query and moves', async () => {
    for (const user of CODER_USERS) {
      // An encounter of the coder worklist with a condition the coder form shows (known or potential, open or addressed).
      const editable = (d: EncounterDetailResponse) =>
        d.conditions.find((c) => c.conditionStatus !== 'ACTIVITY' && (c.conditionCode === 'OPEN' || c.conditionCode === 'ADDRESSED'));
      let detail: EncounterDetailResponse | null = null;
      for (const row of (await encountersOf(user, { view: 'WORKLIST' })).filter((r) => !r.lock).slice(CODER_USERS.indexOf(user) * 10)) {
        const d = json<EncounterDetailResponse>(await call(user, 'GET /api/encounter/detail/:id', { params: { id: row.id } }));
        if (editable(d)) {
          detail = d;
          break;
        }
      }
      if (!detail) throw new Error(`${user}: no coder worklist encounter with a condition for the coder form`);
      const id = detail.encounter.id;
      const condition = editable(detail);
      if (!condition) throw new Error('no condition for the coder form');
      ok(await call(user, 'PUT /api/encounter/lock/:id', { params: { id } }), `${user} lock`);
      ok(
        await call(user, 'PUT /api/encounter/condition/:id/tags/coder', {
          params: { id: condition.id },
          body: { coderTags: { onClaimStatusCode: 'ON_CLAIM', reportableStatusCode: 'REPORTABLE', reportableHeaderCode: 'REPORTABLE', reportableReason: 'PROVIDER_DOCUMENTATION_SUPPORTS_CODE' } },
        }),
        'coder tags',
      );
      ok(await call(user, 'PUT /api/encounter/condition/:id/query', { params: { id: condition.id }, body: { coderTags: { queryStatusCode: 'QUERY_OUTSTANDING' } } }), 'condition query');
      const reviewId = detail.encounter.review?.id ?? 0;
      const status = toggledQueryStatus(detail.encounter.review?.queryStatusCode);
      ok(await call(user, 'PUT /api/review/query/:reviewId/:status', { params: { reviewId, status } }), 'review query');
      // A review in coder QA is the coder QA manager's (spec 2 §2.3): the coder completes and reopens instead.
      const target = user === 'coderqa' ? 'READY_FOR_CODER_QA' : 'COMPLETED';
      ok(await call(user, 'PUT /api/review/code/:reviewId/:code', { params: { reviewId, code: target } }), 'coder move');
      ok(await call(user, 'PUT /api/review', { body: { ...detail.encounter.review, reviewCode: 'READY_FOR_CODER' } }), 'coder move back');
      ok(await call(user, 'PUT /api/encounter/unlock/:id', { params: { id } }), 'unlock');
    }
  });

  it('practitioner responses', async () => {
    // The review view with responses (platform design §7: '1'); the Dismiss/Undo default view takes none.
    await app.db.insertInto('tenant_properties').values({ tenant_id: 'demo', property_key: 'PHYSICIAN_DISPLAY_VARIANT', property_value: '1' }).execute();
    for (const user of ['physician', 'clinicaladmin'] as const) {
      const detail = await (async () => {
        for (const row of await encountersOf(user)) {
          const d = json<EncounterDetailResponse>(await call(user, 'GET /api/encounter/detail/:id', { params: { id: row.id } }));
          if (d.conditions.some((c) => c.conditionStatus === 'POTENTIAL' && c.conditionCode === 'OPEN' && !c.addressedDate)) return d;
        }
        throw new Error(`${user}: no encounter with an open potential condition`);
      })();
      const condition = detail.conditions.find((c) => c.conditionStatus === 'POTENTIAL' && c.conditionCode === 'OPEN' && !c.addressedDate);
      ok(
        await call(user, 'PUT /api/encounter/condition/tags/practitioner', { body: [{ encounterConditionId: condition?.id ?? 0, practitionerResponseCode: 'ACCEPT' }] }),
        `${user} response`,
      );
    }
    await app.db.deleteFrom('tenant_properties').where('tenant_id', '=', 'demo').where('property_key', '=', 'PHYSICIAN_DISPLAY_VARIANT').execute();
  });

  it('scheduling a proposed encounter', async () => {
    const proposed = await app.db
      .selectFrom('encounters')
      .select('id')
      .where('tenant_id', '=', 'demo')
      .where('status', '=', 'PROPOSED')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const practitioner = await app.db.selectFrom('practitioners').select('id').where('tenant_id', '=', 'demo').where('status_code', '=', 'ACTIVE').orderBy('id').executeTakeFirstOrThrow();
    const start = new Date(clock.now().getTime() + 86_400_000);
    start.setHours(10, 0, 0, 0);
    await call('cdi', 'GET /api/appointment/schedule/:id', { params: { id: proposed.id }, query: { practitionerId: practitioner.id, start: start.getTime() } });
    ok(
      await call('cdi', 'PUT /api/appointment/schedule/:encounterId/:practitionerId/:startMillis', {
        params: { encounterId: proposed.id, practitionerId: practitioner.id, startMillis: start.getTime() },
      }),
      'schedule',
    );
  });

  it('the audit trail, by encounter, user and days, and its CSV (after the curation above)', async () => {
    const edited = await app.db
      .selectFrom('audit_events')
      .select('encounter_id')
      .where('tenant_id', '=', 'demo')
      .where('entity_type', '=', 'ENCOUNTER_CONDITION')
      .where('action', '=', 'UPDATE')
      .where('encounter_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const user of USERS) {
      const page = await call(user, 'GET /api/audit', { query: { encounterId: edited.encounter_id ?? 0, limit: 20 } });
      if (page.statusCode === 200) expect(json<{ items: unknown[] }>(page).items.length).toBeGreaterThan(0);
      await call(user, 'GET /api/audit', { query: { username: 'cdi', from: '2020-01-01', limit: 5, offset: 0 } });
      await call(user, 'GET /api/audit/csv', { query: { encounterId: edited.encounter_id ?? 0 } });
      await call(user, 'GET /api/admin/cron/job/:jobId/tenant/:tenantId', { params: { jobId: 'demo-data-reset', tenantId: 'demo' } });
    }
  });

  it('account: user update, role switch, tenant properties, second factors, registration, password reset, sign-out', async () => {
    const me = json<{ id: number }>(await call('cdi', 'GET /api/user/current'));
    ok(await call('cdi', 'PUT /api/user/:id/update', { params: { id: me.id }, body: { worklistFilters: { view: 'OPEN' } } }), 'user update');
    await signIn('multirole');
    const multirole = json<{ id: number }>(await call('multirole', 'GET /api/user/current'));
    expect(json<{ type: string }>(ok(await call('multirole', 'PUT /api/user/:id/update', { params: { id: multirole.id }, body: { userRole: 'CODER' } }), 'role switch')).type).toBe('CODER');
    ok(await call('cdi', 'PUT /api/dev/tenant/:id/properties', { params: { id: 'demo' }, body: { NLP_INSIGHTS: 'true' } }), 'tenant properties');

    // Emailed code.
    const emailChallenge = await call('anonymous', 'POST /api/sso/login', { body: { username: 'mfaemail', password: DEMO_PASSWORD } });
    expect(json<{ mfaType: string }>(emailChallenge).mfaType).toBe('EMAIL');
    ok(await call('anonymous', 'POST /api/sso/login/mfa/resend', { body: { email: 'mfaemail' } }), 'resend');
    const code = /\b(\d{7})\b/.exec(await newestMail('mfaemail@demo.test'))?.[1] ?? '';
    ok(await call('anonymous', 'POST /api/sso/login/mfa', { body: { username: 'mfaemail', password: DEMO_PASSWORD, mfaCode: code, rememberMe: false } }), 'email code');

    // Authenticator code.
    await call('anonymous', 'POST /api/sso/login', { body: { username: 'mfatotp', password: DEMO_PASSWORD } });
    ok(await call('anonymous', 'POST /api/sso/login/mfa/totp', { body: { username: 'mfatotp', password: DEMO_PASSWORD, mfaCode: totp(DEMO_TOTP_SECRET), authType: 'TOTP' } }), 'totp');

    // First-time authenticator set-up: the QR image, then a code of its secret.
    const qrChallenge = json<{ qrCodeUuid: string }>(await call('anonymous', 'POST /api/sso/login', { body: { username: 'mfaqr', password: DEMO_PASSWORD } }));
    const qr = ok(await call('anonymous', 'GET /api/sso/qr/:uuid', { params: { uuid: qrChallenge.qrCodeUuid } }), 'qr');
    const png = PNG.sync.read(qr.rawPayload);
    const uri = new URL(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '');
    const secret = uri.searchParams.get('secret') ?? '';
    ok(
      await call('anonymous', 'POST /api/sso/login/mfa/totp/qr', {
        body: { username: 'mfaqr', password: DEMO_PASSWORD, mfaCode: totp(secret), authType: 'QR_TOTP', qrCodeUuid: qrChallenge.qrCodeUuid },
      }),
      'qr set-up',
    );

    // Registration.
    const token = { token: DEMO_REGISTRATION_TOKEN };
    ok(await call('anonymous', 'GET /api/user/registration/:token', { params: token }), 'invitation');
    const form = { firstName: 'Nora', lastName: 'New', password: 'Quiet#River58', passwordConfirm: 'Quiet#River58' };
    ok(await call('anonymous', 'PUT /api/user/registration/:token/validate', { params: token, body: form }), 'validate');
    ok(await call('anonymous', 'POST /api/user/registration/:token', { params: token, body: form }), 'register');

    // Password reset by mailed link.
    ok(await call('coderqa', 'GET /api/sso/reset'), 'reset mail');
    const resetToken = /\/reset\/([\w-]+)/.exec(await newestMail('coderqa@demo.test'))?.[1] ?? '';
    ok(
      await call('anonymous', 'POST /api/user/password/reset', { body: { token: resetToken, email: 'coderqa@demo.test', password: 'Quiet#River58', confirmPassword: 'Quiet#River58' } }),
      'password reset',
    );

    for (const user of USERS) await call(user, 'GET /api/sso/logout');
  });

  it('the demo data reset job', async () => {
    await signIn('cdi');
    ok(await call('cdi', 'POST /api/admin/cron/job/:jobId/tenant/:tenantId/execute', { params: { jobId: 'demo-data-reset', tenantId: 'demo' }, body: [] }), 'demo reset');
  }, 120_000);

  it('every answer fits its schema, and every endpoint answered success at least once', () => {
    expect(problems).toEqual([]);
    const never = contractEntries()
      .map((e) => e.key)
      .filter((key) => !answered.has(key) && !(key in NO_SUCCESS_ON_SEED));
    expect(never).toEqual([]);
  });
});
