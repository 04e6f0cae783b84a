import type { FastifyInstance } from 'fastify';
import { CDI_WORKLIST_VIEWS, CODER_WORKLIST_VIEWS, cdiWorklistViewFilter, coderWorklistViewFilter, type WorklistViewQuery } from 'shared-kit/domain';
import { signIn } from '../test-support/clinical-test-kit';
import { TestDatabase } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};

interface Row {
  id: number;
  start: string;
  status: string;
  appointmentType: string | null;
  openHccCount: number;
  patient: { id: number; firstName: string; lastName: string; birthDate: string; mrn: string; tenantId: string; patientRegion: string | null; patientOrgId: number | null; vbcProgram: string | null; status: string };
  practitioner: { id: number; specialty?: string | null } | null;
  review: { reviewCode: string; queryStatusCode: string | null } | null;
  lock: { statusCode: string; createdByUsername: string; createdById: number; creationDate: string } | null;
}

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
  for (const user of ['cdi', 'coder', 'physician', 'admin', 'cdirestricted', 'acmecdi']) cookies[user] = await signIn(app, user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

async function search(user: string, query: string): Promise<Row[]> {
  const response = await app.inject({ method: 'GET', url: `/api/encounter?${query}`, headers: { cookie: cookies[user] ?? '' } });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<Row[]>();
}

function matchesView(row: Row, view: WorklistViewQuery): boolean {
  if (view.reviewCode && !view.reviewCode.includes(row.review?.reviewCode as never)) return false;
  if (view.encounterStatus && !view.encounterStatus.includes(row.status as never)) return false;
  if (view.lockStatus === 'ACTIVE' && row.lock?.statusCode !== 'ACTIVE') return false;
  if (view.reviewQueryStatus && row.review?.queryStatusCode !== view.reviewQueryStatus) return false;
  return true;
}

describe('GET /api/encounter: the list row (spec 1 §3)', () => {
  it('answers rows with patient, practitioner, review and lock, default sort start asc, default page 50', async () => {
    const rows = await search('cdi', '');
    expect(rows).toHaveLength(50);
    const withEverything = rows.find((r) => r.practitioner && r.appointmentType && r.lock === null) ?? rows[0];
    expect(Object.keys(withEverything ?? {}).sort()).toEqual(
      ['appointmentType', 'coderQueryOutstandingDate', 'id', 'ingestDate', 'lastReviewDate', 'lock', 'openHccCount', 'patient', 'practitioner', 'review', 'start', 'status'],
    );
    expect(withEverything).toMatchObject({
      id: expect.any(Number),
      start: expect.any(String),
      ingestDate: expect.any(String),
      status: expect.any(String),
      appointmentType: expect.any(String),
      openHccCount: expect.any(Number),
      patient: expect.objectContaining({ id: expect.any(Number), firstName: expect.any(String), mrn: expect.any(String), tenantId: 'demo', status: 'ACTIVE' }),
      practitioner: expect.objectContaining({ id: expect.any(Number), lastName: expect.any(String), statusCode: expect.any(String) }),
      review: expect.objectContaining({ reviewCode: expect.any(String) }),
    });
    const locked = (await search('cdi', 'lockStatus=ACTIVE&limit=1'))[0];
    expect(locked?.lock).toEqual({ id: expect.any(Number), encounterId: locked?.id, statusCode: 'ACTIVE', createdByUsername: expect.any(String), createdById: expect.any(Number), creationDate: expect.any(String) });
    const starts = rows.map((r) => r.start);
    expect([...starts].sort()).toEqual(starts);
  });

  it('only ever returns active patients of the caller’s tenant', async () => {
    const rows = await search('cdi', 'limit=500&offset=0');
    expect(rows.every((r) => r.patient.status === 'ACTIVE' && r.patient.tenantId === 'demo')).toBe(true);
    const inactive = await app.db.selectFrom('patients').select('id').where('status', '=', 'INACTIVE').where('tenant_id', '=', 'demo').execute();
    expect(inactive.length).toBeGreaterThan(0);
  });

  it('sorts by a whitelisted field in either direction and pages with offset', async () => {
    const byHcc = await search('cdi', 'sort=openHccCount%20desc&limit=100');
    const counts = byHcc.map((r) => r.openHccCount);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const byName = await search('cdi', 'sort=lastName%20asc&limit=100');
    const names = byName.map((r) => r.patient.lastName.toLowerCase());
    expect(names.every((n, i) => i === 0 || (names[i - 1] ?? '') <= n)).toBe(true);
    // The worklist's visit-type column sorts on the server too.
    const byType = await search('cdi', 'sort=appointmentType%20desc&limit=500');
    const types = byType.map((r) => r.appointmentType);
    const firstNull = types.indexOf(null);
    const known = (firstNull === -1 ? types : types.slice(0, firstNull)) as string[];
    expect(known.length).toBeGreaterThan(0);
    expect(known.every((t, i) => i === 0 || (known[i - 1] ?? '') >= t)).toBe(true);
    // Rows without a visit type come last.
    if (firstNull !== -1) expect(types.slice(firstNull).every((t) => t === null)).toBe(true);
    const page1 = await search('cdi', 'limit=10&offset=0');
    const page2 = await search('cdi', 'limit=10&offset=10');
    expect(page2.map((r) => r.id).some((id) => page1.map((r) => r.id).includes(id))).toBe(false);
  });
});

describe('worklist views (spec 1 §2.6)', () => {
  it.each(CDI_WORKLIST_VIEWS)('CDI view %s returns only its rows, and some', async (view) => {
    const rows = await search('cdi', `view=${view}&limit=500`);
    expect(rows.length).toBeGreaterThan(0);
    const filter = cdiWorklistViewFilter(view);
    expect(rows.filter((r) => !matchesView(r, filter))).toEqual([]);
  });

  it.each(CODER_WORKLIST_VIEWS)('coder view %s returns only its rows, and some', async (view) => {
    const rows = await search('coder', `view=${view}&limit=500`);
    expect(rows.length).toBeGreaterThan(0);
    const filter = coderWorklistViewFilter(view);
    expect(rows.filter((r) => !matchesView(r, filter))).toEqual([]);
  });

  it('the CDI worklist view returns every matching seeded encounter (checked against the database)', async () => {
    const expected = await app.db
      .selectFrom('encounters as e')
      .innerJoin('patients as p', 'p.id', 'e.patient_id')
      .innerJoin('reviews as r', 'r.encounter_id', 'e.id')
      .select('e.id')
      .where('e.tenant_id', '=', 'demo')
      .where('p.status', '=', 'ACTIVE')
      .where('e.status', '=', 'PLANNED')
      .where('r.review_code', 'in', ['OPEN', 'READY_FOR_CDI_QA'])
      .execute();
    const rows = await search('cdi', 'view=WORKLIST&limit=500');
    expect(expected.length).toBeLessThan(500);
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected.map((r) => r.id).sort((a, b) => a - b));
  });

  it('refuses a view of the other worklist with 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/encounter?view=CANCELLED', headers: { cookie: cookies.coder ?? '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('CANCELLED');
  });
});

describe('filters narrow the search (spec 1 §7)', () => {
  let all: Row[];
  beforeAll(async () => {
    all = await search('cdi', 'limit=500');
  });

  const cases: [string, (sample: Row) => string, (row: Row, sample: Row) => boolean][] = [
    ['reviewCode (repeated key)', () => 'reviewCode=OPEN&reviewCode=COMPLETED', (r) => ['OPEN', 'COMPLETED'].includes(r.review?.reviewCode ?? '')],
    ['reviewCode[]', () => 'reviewCode[]=READY_FOR_CODER', (r) => r.review?.reviewCode === 'READY_FOR_CODER'],
    ['reviewCode (one)', () => 'reviewCode=READY_FOR_CODER_QA', (r) => r.review?.reviewCode === 'READY_FOR_CODER_QA'],
    ['encounterStatus', () => 'encounterStatus=CANCELLED', (r) => r.status === 'CANCELLED'],
    ['lockStatus', () => 'lockStatus=ACTIVE', (r) => r.lock?.statusCode === 'ACTIVE'],
    ['reviewQueryStatus', () => 'reviewQueryStatus=REVIEW_QUERY_RESPONSE_RECEIVED', (r) => r.review?.queryStatusCode === 'REVIEW_QUERY_RESPONSE_RECEIVED'],
    ['practitionerId', (s) => `practitionerId=${s.practitioner?.id ?? 0}`, (r, s) => r.practitioner?.id === s.practitioner?.id],
    ['patientRegion', () => 'patientRegion=MIDWEST', (r) => r.patient.patientRegion === 'MIDWEST'],
    ['patientOrgId', (s) => `patientOrgId=${s.patient.patientOrgId ?? 0}`, (r, s) => r.patient.patientOrgId === s.patient.patientOrgId],
    ['mrn (one of several)', (s) => `mrn=${s.patient.mrn.split(';')[0] ?? ''}`, (r, s) => r.patient.id === s.patient.id],
    ['lastName prefix with %', (s) => `lastName=%25${s.patient.lastName.slice(0, 3).toLowerCase()}%25`, (r, s) => r.patient.lastName.startsWith(s.patient.lastName.slice(0, 3))],
    ['firstName prefix', (s) => `firstName=${s.patient.firstName.slice(0, 4)}`, (r, s) => r.patient.firstName.startsWith(s.patient.firstName.slice(0, 4))],
    ['birthDate (M/D/YYYY)', (s) => { const [y, m, d] = s.patient.birthDate.split('-'); return `birthDate=${Number(m)}/${Number(d)}/${y ?? ''}`; }, (r, s) => r.patient.birthDate === s.patient.birthDate],
    ['appointmentType in parentheses', () => 'appointmentType=(Annual%20Wellness)', (r) => r.appointmentType === 'Annual Wellness'],
    ['vbcProgram', () => 'vbcProgram=MSSP', (r) => r.patient.vbcProgram === 'MSSP'],
    ['specialty', () => 'specialty=Cardiology', (r) => r.practitioner?.specialty === 'Cardiology'],
    ['start (one day)', (s) => `start=${s.start.slice(0, 10)}`, (r, s) => new Date(r.start).toDateString() === new Date(s.start).toDateString()],
  ];

  it.each(cases)('%s', async (_name, query, matches) => {
    const sample = all.find((r) => r.practitioner !== null && r.patient.patientOrgId !== null) ?? all[0];
    if (!sample) throw new Error('no rows');
    const rows = await search('cdi', `${query(sample)}&limit=500`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => !matches(r, sample))).toEqual([]);
    expect(all.some((r) => !matches(r, sample))).toBe(true);
  });

  it('potentialConditionCount counts open potential conditions (1, 2, 3, 4+)', async () => {
    for (const value of ['1', '2', '3', '4+']) {
      const rows = await search('cdi', `potentialConditionCount=${encodeURIComponent(value)}&limit=50`);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows.slice(0, 10)) {
        const { n } = await app.db
          .selectFrom('conditions')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('encounter_id', '=', row.id)
          .where('condition_status', '=', 'POTENTIAL')
          .where('condition_code', '=', 'OPEN')
          .where('status_code', '=', 'ACTIVE')
          .executeTakeFirstOrThrow();
        if (value === '4+') expect(Number(n)).toBeGreaterThanOrEqual(4);
        else expect(Number(n)).toBe(Number(value));
      }
    }
  });

  it('nlpConditionCount keeps encounters with NLP conditions', async () => {
    const rows = await search('cdi', 'nlpConditionCount=1&limit=50');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows.slice(0, 10)) {
      const nlp = await app.db.selectFrom('conditions').select('id').where('encounter_id', '=', row.id).where('source', '=', 'NLP').execute();
      expect(nlp.length).toBeGreaterThan(0);
    }
  });

  it('the physician finds their practitioner’s appointments for today', async () => {
    const link = await app.db
      .selectFrom('user_practitioners as up')
      .innerJoin('users as u', 'u.id', 'up.user_id')
      .select('up.practitioner_id')
      .where('u.username', '=', 'physician')
      .executeTakeFirstOrThrow();
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    const rows = await search('physician', `practitionerId=${link.practitioner_id}&start=${today}`);
    expect(rows.length).toBeGreaterThanOrEqual(8);
  });
});

describe('access and isolation', () => {
  it('an acme user never sees demo rows', async () => {
    const rows = await search('acmecdi', 'limit=500');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.patient.tenantId === 'acme')).toBe(true);
    const demoMrn = (await search('cdi', 'limit=1'))[0]?.patient.mrn.split(';')[0] ?? '';
    expect(await search('acmecdi', `mrn=${demoMrn}`)).toEqual([]);
  });

  it('CDI_RESTRICTED is refused the plain path and sees only its regions on the restricted one', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/encounter', headers: { cookie: cookies.cdirestricted ?? '' } });
    expect(plain.statusCode).toBe(403);
    const response = await app.inject({ method: 'GET', url: '/api/restricted/encounter?limit=500', headers: { cookie: cookies.cdirestricted ?? '' } });
    expect(response.statusCode).toBe(200);
    const rows = response.json<Row[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.patient.patientRegion))).toEqual(new Set(['NORTH_EAST', 'MIDWEST']));
  });

  it('other users are refused the restricted path, admins the search, and anonymous callers get 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/restricted/encounter', headers: { cookie: cookies.cdi ?? '' } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/encounter', headers: { cookie: cookies.admin ?? '' } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/encounter' })).statusCode).toBe(401);
  });

  it.each([
    ['limit over 500', 'limit=501', 'query.limit'],
    ['unknown review code', 'reviewCode=BOGUS', 'query.reviewCode'],
    ['unknown sort field', 'sort=password%20asc', 'query.sort'],
    ['bad date', 'birthDate=yesterday', 'query.birthDate'],
    ['non-numeric practitioner', 'practitionerId=abc', 'query.practitionerId'],
    ['oversized name', `lastName=${'x'.repeat(101)}`, 'query.lastName'],
    ['patientStatus other than ACTIVE', 'patientStatus=INACTIVE', 'query.patientStatus'],
  ])('rejects %s with 400 naming the field', async (_name, query, field) => {
    const response = await app.inject({ method: 'GET', url: `/api/encounter?${query}`, headers: { cookie: cookies.cdi ?? '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: expect.stringContaining(field) } });
  });
});
