import dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import {
  REVIEW_CODES,
  REVIEW_COUNT_FIELDS,
  formatMrns,
  hccLabel,
  practitionerDisplayName,
  productivityByReviewer,
  type DailyReviewRow,
  type EncounterListRow,
  type ReviewCount,
  type ReviewerCount,
  type TodayYesterdayCounts,
} from 'shared-kit/domain';
import { signIn } from '../test-support/clinical-test-kit';
import { TestDatabase } from '../test-support/test-app';
import { firstIcd10 } from 'shared-kit/domain';
import { pdfText, pdfTextLines } from '../reports/pdf-text.test-support';

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};
const USERS = ['cdi', 'coder', 'clinicaladmin', 'physician', 'cdirestricted', 'acmecdi', 'pilotcdi'] as const;

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
  for (const user of USERS) cookies[user] = await signIn(app, user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const get = (user: (typeof USERS)[number] | null, url: string) => app.inject({ method: 'GET', url, headers: user ? { cookie: cookies[user] ?? '' } : {} });
const today = () => dayjs().format('YYYY-MM-DD');

/** Every row of a worklist view, as the worklist screen pages through it. */
async function listAll(user: 'cdi' | 'coder', view: string): Promise<EncounterListRow[]> {
  const rows: EncounterListRow[] = [];
  for (let offset = 0; ; offset += 500) {
    const page = (await get(user, `/api/encounter?view=${view}&limit=500&offset=${offset}&sort=start%20asc`)).json<EncounterListRow[]>();
    rows.push(...page);
    if (page.length < 500) return rows;
  }
}

describe('refusals common to the report calls', () => {
  const urls = ['/api/review/counts', '/api/dashboard/review/count', '/api/dashboard/review/daily', '/api/dashboard/review/reviewer', '/api/report/worklist/client/cdi', `/api/report/huddle?startDt=${today()}`];

  it('answers 401 signed out and 403 to roles without Reports (physician, CDI_RESTRICTED)', async () => {
    for (const url of urls) {
      expect((await get(null, url)).statusCode).toBe(401);
      for (const user of ['physician', 'cdirestricted'] as const) {
        const response = await get(user, url);
        expect(response.statusCode).toBe(403);
        expect(response.json<{ error: { code: string } }>().error.code).toBe('FORBIDDEN');
      }
    }
  });
});

describe('GET /api/review/counts', () => {
  it("counts every review code of the tenant's active patients, zeros included", async () => {
    const response = await get('clinicaladmin', '/api/review/counts');
    expect(response.statusCode).toBe(200);
    const counts = response.json<ReviewCount[]>();
    expect(counts.map((c) => c.reviewCode)).toEqual([...REVIEW_CODES]);
    const open = await app.db
      .selectFrom('reviews as r')
      .innerJoin('encounters as e', 'e.id', 'r.encounter_id')
      .innerJoin('patients as p', 'p.id', 'e.patient_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('r.tenant_id', '=', 'demo')
      .where('p.status', '=', 'ACTIVE')
      .where('r.review_code', '=', 'OPEN')
      .executeTakeFirstOrThrow();
    expect(counts.find((c) => c.reviewCode === 'OPEN')?.reviewCount).toBe(Number(open.n));
    expect(counts.reduce((sum, c) => sum + c.reviewCount, 0)).toBeGreaterThan(1000);
    // Another tenant's numbers are its own.
    const acme = (await get('acmecdi', '/api/review/counts')).json<ReviewCount[]>();
    expect(acme).not.toEqual(counts);
  });
});

describe('GET /api/dashboard/review/count and /daily', () => {
  it("counts today's and yesterday's reviews by the code they hold, matching the daily rows", async () => {
    const response = await get('coder', '/api/dashboard/review/count');
    expect(response.statusCode).toBe(200);
    const { today: todayCounts, yesterday } = response.json<TodayYesterdayCounts>();

    // Reviews whose lastReviewDate falls on today (server-local), by review code.
    const rows = await app.db
      .selectFrom('reviews as r')
      .innerJoin('encounters as e', 'e.id', 'r.encounter_id')
      .innerJoin('patients as p', 'p.id', 'e.patient_id')
      .select(['r.review_code', 'e.last_review_date'])
      .where('r.tenant_id', '=', 'demo')
      .where('p.status', '=', 'ACTIVE')
      .where('e.last_review_date', '>=', dayjs().startOf('day').toDate())
      .execute();
    const completedToday = rows.filter((r) => r.review_code === 'COMPLETED').length;
    expect(todayCounts.reviewCountCompleted).toBe(completedToday);
    expect(Object.values(todayCounts).reduce((a, b) => a + b, 0) + Object.values(yesterday).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

    const daily = await get('cdi', '/api/dashboard/review/daily?days=7');
    expect(daily.statusCode).toBe(200);
    const days = daily.json<DailyReviewRow[]>();
    expect(days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => dayjs().subtract(n, 'day').format('YYYY-MM-DD')));
    const [firstDay] = days;
    if (!firstDay) throw new Error('no daily rows');
    const { date, preVisit, postVisit, ...first } = firstDay;
    expect(date).toBe(today());
    expect(first).toEqual(todayCounts);
    expect(preVisit).toBe(todayCounts.reviewCountReadyForCdiQa + todayCounts.reviewCountReadyForPhysician);
    expect(postVisit).toBe(todayCounts.reviewCountReadyForCoderQa + todayCounts.reviewCountCompleted);
  });

  it('refuses a bad days value', async () => {
    expect((await get('cdi', '/api/dashboard/review/daily?days=0')).statusCode).toBe(400);
    expect((await get('cdi', '/api/dashboard/review/daily?days=91')).statusCode).toBe(400);
  });
});

describe('GET /api/dashboard/review/reviewer', () => {
  it('splits each day by reviewer and code: the sums equal the day counts, names are the reviewers of the tenant', async () => {
    const response = await get('clinicaladmin', '/api/dashboard/review/reviewer?days=14');
    expect(response.statusCode).toBe(200);
    const rows = response.json<ReviewerCount[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.reviewCount > 0)).toBe(true);
    const days = (await get('clinicaladmin', '/api/dashboard/review/daily?days=14')).json<DailyReviewRow[]>();
    for (const day of days) {
      for (const [field, code] of REVIEW_COUNT_FIELDS) {
        const sum = rows.filter((row) => row.date === day.date && row.reviewCode === code).reduce((total, row) => total + row.reviewCount, 0);
        expect([day.date, code, sum]).toEqual([day.date, code, day[field]]);
      }
    }
    // The productivity rule over these rows gives the day totals too.
    const productivity = productivityByReviewer(rows);
    for (const day of days) {
      const ofDay = productivity.filter((p) => p.date === day.date);
      expect([day.date, ofDay.reduce((t, p) => t + p.preVisit, 0), ofDay.reduce((t, p) => t + p.postVisit, 0)]).toEqual([day.date, day.preVisit, day.postVisit]);
    }
    const demoUsers = await app.db.selectFrom('users').select(['id', 'alias']).where('tenant_id', '=', 'demo').execute();
    for (const row of rows.filter((r) => r.reviewerId !== null)) {
      expect(demoUsers).toContainEqual({ id: row.reviewerId, alias: row.reviewerName });
    }
    // Newest day first.
    expect([...rows.map((r) => r.date)].sort().reverse()).toEqual(rows.map((r) => r.date));
    expect((await get('acmecdi', '/api/dashboard/review/reviewer')).json<ReviewerCount[]>().some((r) => demoUsers.some((u) => u.id === r.reviewerId))).toBe(false);
  });

  it('answers nothing for a tenant without clinical data, and refuses a bad days value', async () => {
    expect((await get('pilotcdi', '/api/dashboard/review/reviewer')).json()).toEqual([]);
    const { today: none, yesterday } = (await get('pilotcdi', '/api/dashboard/review/count')).json<TodayYesterdayCounts>();
    expect([...Object.values(none), ...Object.values(yesterday)].every((n) => n === 0)).toBe(true);
    expect((await get('cdi', '/api/dashboard/review/reviewer?days=0')).statusCode).toBe(400);
    expect((await get('cdi', '/api/dashboard/review/reviewer?days=91')).statusCode).toBe(400);
  });
});

describe('GET /api/report/worklist/client/{cdi,coder}', () => {
  async function sheetRows(body: Buffer): Promise<string[][]> {
    const workbook = new ExcelJS.Workbook();
    // exceljs declares its own Buffer (an ArrayBuffer); JSZip reads a plain ArrayBuffer copy of the bytes.
    await workbook.xlsx.load(new Uint8Array(body).buffer);
    const sheet = workbook.worksheets[0];
    const rows: string[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    return rows;
  }

  it.each([
    ['cdi', 'cdi-worklist.xlsx'],
    ['coder', 'coder-worklist.xlsx'],
  ] as const)('answers the %s worklist view as a real %s, row for row', async (kind, fileName) => {
    const response = await get(kind, `/api/report/worklist/client/${kind}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    const [header, ...rows] = await sheetRows(response.rawPayload);
    expect(header?.slice(0, 8)).toEqual(['Encounter ID', 'MRN', 'Last Name', 'First Name', 'DOB', 'Appointment', 'Visit Type', 'Practitioner']);
    const list = await listAll(kind, 'WORKLIST');
    expect(list.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.slice(0, 8))).toEqual(
      list.map((e) => [
        String(e.id),
        formatMrns(e.patient.mrn).join(', '),
        e.patient.lastName,
        e.patient.firstName,
        dayjs(e.patient.birthDate).format('M/D/YYYY'),
        dayjs(e.start).format('M/D/YYYY h:mm A'),
        e.appointmentType ?? '',
        practitionerDisplayName(e.practitioner),
      ]),
    );
    expect(rows.map((r) => Number(r[11]))).toEqual(list.map((e) => e.openHccCount));
  });

  it("gives a clinical admin the tenant's coder worklist too, and another tenant only its own rows", async () => {
    const admin = await get('clinicaladmin', '/api/report/worklist/client/coder');
    const coder = await get('coder', '/api/report/worklist/client/coder');
    expect((await sheetRows(admin.rawPayload)).map((r) => r[0])).toEqual((await sheetRows(coder.rawPayload)).map((r) => r[0]));
    const acme = await sheetRows((await get('acmecdi', '/api/report/worklist/client/cdi')).rawPayload);
    const acmeIds = acme.slice(1).map((r) => Number(r[0]));
    const tenants = await app.db.selectFrom('encounters').select('tenant_id').distinct().where('id', 'in', acmeIds).execute();
    expect(tenants).toEqual([{ tenant_id: 'acme' }]);
  });
});

describe('GET /api/report/huddle...', () => {
  async function physicianPractitioner(): Promise<{ id: number; orgId: number | null }> {
    const row = await app.db
      .selectFrom('user_practitioners as up')
      .innerJoin('users as u', 'u.id', 'up.user_id')
      .innerJoin('practitioners as pr', 'pr.id', 'up.practitioner_id')
      .select(['pr.id', 'pr.org_id as orgId'])
      .where('u.username', '=', 'physician')
      .executeTakeFirstOrThrow();
    return row;
  }

  it("prints a practitioner's day: patients, times, start-of-day timestamp and open HCC conditions", async () => {
    const practitioner = await physicianPractitioner();
    const response = await get('cdi', `/api/report/huddle/practitioner/${practitioner.id}?startDt=${today()}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="huddle-practitioner-\d+\.pdf"$/);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    expect(text).toContain(`Start of day: ${dayjs().startOf('day').format('M/D/YYYY HH:mm:ss')}`);

    const day = (await get('cdi', `/api/encounter?start=${today()}&practitionerId=${practitioner.id}&limit=500`)).json<EncounterListRow[]>();
    const held = day.filter((e) => ['PLANNED', 'ARRIVED', 'IN_PROGRESS', 'FINISHED'].includes(e.status));
    expect(held.length).toBeGreaterThanOrEqual(5);
    for (const e of held) expect(text).toContain(`${dayjs(e.start).format('h:mm A')}  ${e.patient.lastName}, ${e.patient.firstName}`);

    const open = await app.db
      .selectFrom('conditions')
      .select(['encounter_id', 'hcc_code', 'icd10_code_json'])
      .where('encounter_id', 'in', held.map((e) => e.id))
      .where('condition_code', '=', 'OPEN')
      .where('status_code', '=', 'ACTIVE')
      .where('condition_status', '<>', 'ACTIVITY')
      .where('hcc_code', 'is not', null)
      .execute();
    expect(open.length).toBeGreaterThan(0);
    const lines = pdfTextLines(response.rawPayload);
    for (const c of open) expect(lines.some((l) => l.startsWith(`${hccLabel(c.hcc_code ?? '')}  ${firstIcd10(c.icd10_code_json) ?? ''}  `))).toBe(true);
    // An appointment without open HCC conditions says so.
    const without = held.filter((e) => !open.some((c) => c.encounter_id === e.id));
    expect(lines.filter((l) => l === 'No open HCC conditions.')).toHaveLength(without.length);
  });

  it('serves the overall, organization and region huddles', async () => {
    const practitioner = await physicianPractitioner();
    const region = await app.db.selectFrom('regions').select(['id', 'name']).where('tenant_id', '=', 'demo').orderBy('id').executeTakeFirstOrThrow();
    const org = await app.db.selectFrom('organizations').select(['id', 'name']).where('tenant_id', '=', 'demo').orderBy('id').executeTakeFirstOrThrow();
    const all = pdfText((await get('coder', `/api/report/huddle?startDt=${dayjs().format('M/D/YYYY')}`)).rawPayload);
    expect(all).toContain('All appointments');
    const orgText = pdfText((await get('coder', `/api/report/huddle/org/${org.id}?startDt=${today()}`)).rawPayload);
    expect(orgText).toContain(`Organization: ${org.name}`);
    const regionText = pdfText((await get('coder', `/api/report/huddle/region/${region.id}?startDt=${today()}`)).rawPayload);
    expect(regionText).toContain(`Region: ${region.name.replace(/_/g, ' ')}`);
    expect(practitioner.id).toBeGreaterThan(0);
  });

  it('takes the start-of-day timestamp as the Reports screen sends it (M/D/YYYY HH:mm:ss, spec 1 §9)', async () => {
    // mfe-reports sends huddleStartDt(): midnight as a spec timestamp; the e2e run once got a 400 for it.
    const startDt = dayjs().startOf('day').format('M/D/YYYY HH:mm:ss');
    const practitioner = await physicianPractitioner();
    for (const url of ['/api/report/huddle', `/api/report/huddle/practitioner/${practitioner.id}`]) {
      const response = await get('cdi', `${url}?startDt=${encodeURIComponent(startDt)}`);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(pdfText(response.rawPayload)).toContain(`Start of day: ${startDt}`);
    }
  });

  it("refuses a bad day and answers 404 for another tenant's or an unknown id", async () => {
    const bad = await get('cdi', '/api/report/huddle?startDt=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'query.startDt: not a day (YYYY-MM-DD, M/D/YYYY or M/D/YYYY HH:mm:ss)' } });
    expect((await get('cdi', '/api/report/huddle')).statusCode).toBe(400);
    const acmeOrg = await app.db.selectFrom('organizations').select('id').where('tenant_id', '=', 'acme').executeTakeFirstOrThrow();
    expect((await get('cdi', `/api/report/huddle/org/${acmeOrg.id}?startDt=${today()}`)).statusCode).toBe(404);
    expect((await get('cdi', `/api/report/huddle/practitioner/999999?startDt=${today()}`)).statusCode).toBe(404);
  });
});
