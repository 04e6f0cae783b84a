import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { isoDay, runtimeTimeZone, type DailyReviewRow, type EncounterListRow, type PractitionerDaySchedule, type TodayYesterdayCounts } from 'shared-kit/domain';
import { pdfText } from '../reports/pdf-text.test-support';
import { signIn } from '../test-support/clinical-test-kit';
import { PLATFORM_ORIGIN, TestDatabase } from '../test-support/test-app';

// Issue 17: the calendar day the API decides is the tenant's (TIMEZONE), whatever the server's zone. The process runs
// in UTC here (as in CI); tenant demo is put in Honolulu (UTC-10) and acme in New York (UTC-5 / UTC-4), and one
// instant is looked at through both. The clock stands at 08:30Z on 8 March 2026, an hour and a half after New York's
// spring change: still 7 March (22:30) in Honolulu, already 8 March (03:30 EDT) in New York and in UTC.
const NOW = new Date('2026-03-08T08:30:00Z');
const HONOLULU = 'Pacific/Honolulu';
const NEW_YORK = 'America/New_York';

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};
type User = 'cdi' | 'acmecdi' | 'physician' | 'coder';
const TENANT: Record<User, string> = { cdi: 'demo', acmecdi: 'acme', physician: 'demo', coder: 'demo' };

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open({ now: () => NOW });
  for (const user of ['cdi', 'acmecdi', 'physician', 'coder'] as const) cookies[user] = await signIn(app, user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const get = (user: User, url: string) => app.inject({ method: 'GET', url, headers: { cookie: cookies[user] ?? '', origin: PLATFORM_ORIGIN } });
const put = (user: User, url: string, payload?: object) => app.inject({ method: 'PUT', url, payload, headers: { cookie: cookies[user] ?? '', origin: PLATFORM_ORIGIN } });
const setZone = async (user: User, zone: string | null) => {
  const response = await put(user, `/api/dev/tenant/${TENANT[user]}/properties`, { TIMEZONE: zone });
  expect(response.statusCode).toBe(200);
};

/** A PLANNED encounter of the tenant (active patient, no lock), moved to `start`; its id and its patient's first MRN. */
async function plannedEncounterAt(tenant: string, start: string, skip = 0): Promise<{ id: number; mrn: string; practitionerId: number }> {
  const row = await app.db
    .selectFrom('encounters as e')
    .innerJoin('patients as p', 'p.id', 'e.patient_id')
    .leftJoin('locks as l', (j) => j.onRef('l.encounter_id', '=', 'e.id').on('l.status_code', '=', 'ACTIVE'))
    .select(['e.id', 'p.mrn', 'e.practitioner_id'])
    .where('e.tenant_id', '=', tenant)
    .where('e.status', '=', 'PLANNED')
    .where('p.status', '=', 'ACTIVE')
    .where('e.practitioner_id', 'is not', null)
    .where('l.id', 'is', null)
    .orderBy('e.id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
  await app.db.updateTable('encounters').set({ start: new Date(start) }).where('id', '=', row.id).execute();
  return { id: row.id, mrn: row.mrn.split(';')[0] ?? '', practitionerId: row.practitioner_id ?? 0 };
}

/** The encounter ids the encounter search answers for the patient with that MRN and the day filter. */
async function idsFor(user: User, mrn: string, filter: string): Promise<number[]> {
  const response = await get(user, `/api/encounter?mrn=${encodeURIComponent(mrn)}&${filter}&limit=500`);
  expect(response.statusCode).toBe(200);
  return response.json<EncounterListRow[]>().map((row) => row.id);
}

describe('TIMEZONE unset: the server zone, as before', () => {
  it('reads a day filter in the runtime zone (UTC here)', async () => {
    const instant = '2026-03-08T08:30:00Z';
    const { id, mrn } = await plannedEncounterAt('demo', instant);
    const serverDay = isoDay(new Date(instant), runtimeTimeZone());
    expect(await idsFor('cdi', mrn, `start=${serverDay}`)).toContain(id);
    const detail = await get('cdi', `/api/encounter/detail/${id}`);
    expect(detail.json<{ encounter: { startDate: string } }>().encounter.startDate).toBe(serverDay);
  });

  it("the session carries the server's zone", async () => {
    expect((await get('cdi', '/api/user/current')).json<{ timeZone: string }>().timeZone).toBe(runtimeTimeZone());
  });
});

describe('two tenants in two zones', () => {
  beforeAll(async () => {
    await setZone('cdi', HONOLULU);
    await setZone('acmecdi', NEW_YORK);
  });

  it("the session carries each tenant's zone, so the browser reads days in it", async () => {
    expect((await get('cdi', '/api/user/current')).json<{ timeZone: string }>().timeZone).toBe(HONOLULU);
    expect((await get('acmecdi', '/api/user/current')).json<{ timeZone: string }>().timeZone).toBe(NEW_YORK);
  });

  it('refuses a TIMEZONE that names no zone, and writes nothing', async () => {
    const response = await put('cdi', '/api/dev/tenant/demo/properties', { TIMEZONE: 'Mars/Olympus_Mons' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toContain('TIMEZONE');
    const zone = await app.db.selectFrom('tenant_properties').select('property_value').where('tenant_id', '=', 'demo').where('property_key', '=', 'TIMEZONE').executeTakeFirst();
    expect(zone?.property_value).toBe(HONOLULU);
  });

  it("a daily list's day (start alone) is the tenant's day", async () => {
    const instant = '2026-03-08T08:30:00Z';
    const demo = await plannedEncounterAt('demo', instant, 1);
    const acme = await plannedEncounterAt('acme', instant);
    expect(await idsFor('cdi', demo.mrn, 'start=2026-03-07')).toContain(demo.id);
    expect(await idsFor('cdi', demo.mrn, 'start=2026-03-08')).not.toContain(demo.id);
    expect(await idsFor('acmecdi', acme.mrn, 'start=2026-03-08')).toContain(acme.id);
    expect(await idsFor('acmecdi', acme.mrn, 'start=2026-03-07')).not.toContain(acme.id);
  });

  it('a date range takes the whole end day of the tenant (the 25-hour day in New York included)', async () => {
    const demo = await plannedEncounterAt('demo', '2026-11-02T09:30:00Z', 2); // 23:30 HST on 1 November
    const acme = await plannedEncounterAt('acme', '2026-11-02T04:30:00Z', 1); // 23:30 EST on 1 November
    expect(await idsFor('cdi', demo.mrn, 'start=2026-10-31&end=2026-11-01')).toContain(demo.id);
    expect(await idsFor('cdi', demo.mrn, 'start=2026-10-31&end=2026-10-31')).not.toContain(demo.id);
    expect(await idsFor('cdi', demo.mrn, 'end=2026-11-01')).toContain(demo.id);
    expect(await idsFor('acmecdi', acme.mrn, 'start=11/1/2026&end=11/1/2026')).toContain(acme.id);
    expect(await idsFor('acmecdi', acme.mrn, 'start=2026-11-02')).not.toContain(acme.id);
  });

  it("the encounter detail's start day is the tenant's", async () => {
    const demo = await plannedEncounterAt('demo', '2026-03-08T08:30:00Z', 3);
    const acme = await plannedEncounterAt('acme', '2026-03-08T08:30:00Z', 2);
    expect((await get('cdi', `/api/encounter/detail/${demo.id}`)).json<{ encounter: { startDate: string } }>().encounter.startDate).toBe('2026-03-07');
    expect((await get('acmecdi', `/api/encounter/detail/${acme.id}`)).json<{ encounter: { startDate: string } }>().encounter.startDate).toBe('2026-03-08');
  });

  it("today and yesterday are the tenant's: one review instant is today in Honolulu and yesterday in New York", async () => {
    // 04:00Z on 8 March: 18:00 on 7 March in Honolulu (its today), 23:00 EST on 7 March in New York (its yesterday).
    const counts = async (user: User) => (await get(user, '/api/dashboard/review/count')).json<TodayYesterdayCounts>();
    const openReview = async (tenant: string) => {
      const row = await app.db
        .selectFrom('reviews as r')
        .innerJoin('encounters as e', 'e.id', 'r.encounter_id')
        .innerJoin('patients as p', 'p.id', 'e.patient_id')
        .select('e.id')
        .where('r.tenant_id', '=', tenant)
        .where('r.review_code', '=', 'OPEN')
        .where('p.status', '=', 'ACTIVE')
        .orderBy('e.id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const stamp = (id: number, at: string) => app.db.updateTable('encounters').set({ last_review_date: new Date(at) }).where('id', '=', id).execute();
    const [demoId, acmeId] = [await openReview('demo'), await openReview('acme')];
    await stamp(demoId, '2000-01-01T00:00:00Z');
    await stamp(acmeId, '2000-01-01T00:00:00Z');
    const before = { demo: await counts('cdi'), acme: await counts('acmecdi') };
    await stamp(demoId, '2026-03-08T04:00:00Z');
    await stamp(acmeId, '2026-03-08T04:00:00Z');
    const after = { demo: await counts('cdi'), acme: await counts('acmecdi') };
    expect(after.demo.today.reviewCountOpen - before.demo.today.reviewCountOpen).toBe(1);
    expect(after.demo.yesterday.reviewCountOpen).toBe(before.demo.yesterday.reviewCountOpen);
    expect(after.acme.yesterday.reviewCountOpen - before.acme.yesterday.reviewCountOpen).toBe(1);
    expect(after.acme.today.reviewCountOpen).toBe(before.acme.today.reviewCountOpen);
  });

  it("the daily report's days are the tenant's, today first", async () => {
    const days = async (user: User) => (await get(user, '/api/dashboard/review/daily?days=3')).json<DailyReviewRow[]>().map((row) => row.date);
    expect(await days('cdi')).toEqual(['2026-03-07', '2026-03-06', '2026-03-05']);
    expect(await days('acmecdi')).toEqual(['2026-03-08', '2026-03-07', '2026-03-06']);
  });

  it("a huddle PDF lists the tenant day's appointments at the tenant's times", async () => {
    const demo = await plannedEncounterAt('demo', '2026-03-08T08:30:00Z', 4); // 10:30 PM on 7 March in Honolulu
    const patient = await app.db
      .selectFrom('encounters as e')
      .innerJoin('patients as p', 'p.id', 'e.patient_id')
      .select(['p.last_name', 'p.first_name'])
      .where('e.id', '=', demo.id)
      .executeTakeFirstOrThrow();
    const line = `10:30 PM  ${patient.last_name}, ${patient.first_name}`;
    const huddle = async (day: string) => {
      const response = await get('cdi', `/api/report/huddle/practitioner/${demo.practitionerId}?startDt=${day}`);
      expect(response.statusCode).toBe(200);
      return pdfText(response.rawPayload);
    };
    const seventh = await huddle('2026-03-07');
    expect(seventh).toContain('Appointments on Sat 3/7/2026');
    expect(seventh).toContain('Start of day: 3/7/2026 00:00:00');
    expect(seventh).toContain(line);
    expect(await huddle('2026-03-08')).not.toContain(`${patient.last_name}, ${patient.first_name}`);
  });

  it("scheduling's today and a practitioner's day are the tenant's", async () => {
    const proposed = async (tenant: string) =>
      (await app.db.selectFrom('encounters').select('id').where('tenant_id', '=', tenant).where('status', '=', 'PROPOSED').orderBy('id').executeTakeFirstOrThrow()).id;
    const practitioner = async (tenant: string) =>
      (await app.db.selectFrom('practitioners').select('id').where('tenant_id', '=', tenant).where('status_code', '=', 'ACTIVE').orderBy('id').executeTakeFirstOrThrow()).id;
    const [demoEncounter, demoPractitioner, acmeEncounter, acmePractitioner] = [
      await proposed('demo'), await practitioner('demo'), await proposed('acme'), await practitioner('acme'),
    ];
    // 18:00Z on 7 March: 8:00 AM of Honolulu's today, 1:00 PM of New York's yesterday.
    const start = Date.parse('2026-03-07T18:00:00Z');
    const day = async (user: User, encounterId: number, practitionerId: number) =>
      (await get(user, `/api/appointment/schedule/${encounterId}?practitionerId=${practitionerId}&start=${start}`)).json<PractitionerDaySchedule>().day;
    expect(await day('cdi', demoEncounter, demoPractitioner)).toBe('2026-03-07');
    expect(await day('acmecdi', acmeEncounter, acmePractitioner)).toBe('2026-03-07');
    const late = Date.parse('2026-03-08T06:00:00Z'); // 8:00 PM on 7 March in Honolulu, 1:00 AM on 8 March in New York
    expect((await get('cdi', `/api/appointment/schedule/${demoEncounter}?practitionerId=${demoPractitioner}&start=${late}`)).json<PractitionerDaySchedule>().day).toBe('2026-03-07');
    expect((await get('acmecdi', `/api/appointment/schedule/${acmeEncounter}?practitionerId=${acmePractitioner}&start=${late}`)).json<PractitionerDaySchedule>().day).toBe('2026-03-08');

    const refused = await put('acmecdi', `/api/appointment/schedule/${acmeEncounter}/${acmePractitioner}/${start}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { message: string } }>().error.message).toContain('today or later');
    expect((await app.db.selectFrom('encounters').select('status').where('id', '=', acmeEncounter).executeTakeFirstOrThrow()).status).toBe('PROPOSED');
    const accepted = await put('cdi', `/api/appointment/schedule/${demoEncounter}/${demoPractitioner}/${start}`);
    expect(accepted.statusCode).toBe(200);
  });
});

describe("addressed in the tenant's calendar year (spec 2 §4.5, §6)", () => {
  // The encounter starts at 06:00Z on 1 January 2027: 8:00 PM on New Year's Eve 2026 in Honolulu. A known condition
  // addressed in June 2026 is addressed there (same year) but not in UTC (2027), so whether a physician may dismiss
  // it depends on the zone the API reads years in.
  const encounterStart = new Date('2027-01-01T06:00:00Z');
  // DISMISSED offered to every kind a known condition may count as (one with an external reason is EXTERNAL).
  const responses = JSON.stringify({ KNOWN: ['ACCEPT', 'NONE', 'NOT_EVALUATED', 'DISMISSED'], EXTERNAL: ['ACCEPT', 'NONE', 'NOT_EVALUATED', 'DISMISSED'] });
  const setProperties = async (properties: Record<string, string | null>) => {
    expect((await put('cdi', '/api/dev/tenant/demo/properties', properties)).statusCode).toBe(200);
  };

  /** An OPEN known condition of an unlocked demo encounter, addressed in June 2026, its encounter moved to New Year's Eve. */
  async function knownAddressedIn2026(skip: number) {
    const row = await app.db
      .selectFrom('conditions as c')
      .innerJoin('encounters as e', 'e.id', 'c.encounter_id')
      .innerJoin('patients as p', 'p.id', 'e.patient_id')
      .leftJoin('locks as l', (j) => j.onRef('l.encounter_id', '=', 'e.id').on('l.status_code', '=', 'ACTIVE'))
      .select(['c.id', 'c.version', 'c.title', 'c.encounter_id as encounterId'])
      .where('c.tenant_id', '=', 'demo')
      .where('c.condition_status', '=', 'KNOWN')
      .where('c.condition_code', '=', 'OPEN')
      .where('c.status_code', '=', 'ACTIVE')
      .where('p.status', '=', 'ACTIVE')
      .where('l.id', 'is', null)
      .orderBy('c.id')
      .offset(skip)
      .limit(1)
      .executeTakeFirstOrThrow();
    await app.db.updateTable('conditions').set({ addressed_date: '2026-06-01' }).where('id', '=', row.id).execute();
    await app.db.updateTable('encounters').set({ start: encounterStart }).where('id', '=', row.encounterId).execute();
    return row;
  }
  const dismiss = (c: { id: number; version: number; title: string }) =>
    put('physician', '/api/encounter/condition', { id: c.id, version: c.version, title: c.title, conditionCode: 'DISMISSED' });
  const respond = (id: number) => put('physician', '/api/encounter/condition/tags/practitioner', [{ encounterConditionId: id, practitionerResponseCode: 'DISMISSED' }]);

  beforeAll(() => setProperties({ KNOWN_DISMISS: 'true', PHYSICIAN_DISPLAY_VARIANT: '1', PRACTITIONER_TAGS: responses }));
  afterAll(() => setProperties({ KNOWN_DISMISS: null, PHYSICIAN_DISPLAY_VARIANT: null, PRACTITIONER_TAGS: null, TIMEZONE: HONOLULU }));

  it('in Honolulu the condition is addressed: no dismissal, no DISMISSED response', async () => {
    await setZone('cdi', HONOLULU);
    const c = await knownAddressedIn2026(0);
    expect((await dismiss(c)).statusCode).toBe(403);
    const response = await respond(c.id);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(`Condition ${c.id}: This condition takes no response`);
    expect((await app.db.selectFrom('conditions').select('condition_code').where('id', '=', c.id).executeTakeFirstOrThrow()).condition_code).toBe('OPEN');
  });

  it('in UTC (2027 there) the same condition is not addressed: the physician dismisses it', async () => {
    await setZone('cdi', 'UTC');
    const c = await knownAddressedIn2026(1);
    expect((await respond(c.id)).statusCode).toBe(200);
    const dismissed = await dismiss(c);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json<{ conditionCode: string }>().conditionCode).toBe('DISMISSED');
  });
});

describe('the worklist query window on the coder worklist (spec 1 §9)', () => {
  // NOW is 08:30Z on 8 March, 22:30 on 7 March in Honolulu: the default window runs from midnight of Honolulu's
  // 7 December 2025 (10:00Z) to 3 hours before now (05:30Z on 8 March).
  const STARTS = {
    tooOld: '2025-12-07T09:00:00Z', // 23:00 on 6 December in Honolulu: before the window
    firstDay: '2025-12-07T10:00:00Z', // midnight of 7 December in Honolulu, the window's first instant
    fiveHoursAgo: '2026-03-08T03:30:00Z',
    oneHourAgo: '2026-03-08T07:30:00Z', // not yet 3 hours old
  } as const;
  type Which = keyof typeof STARTS;
  const ids = {} as Record<Which, number>;
  const setProperties = async (properties: Record<string, string | null>) => {
    expect((await put('cdi', '/api/dev/tenant/demo/properties', properties)).statusCode).toBe(200);
  };
  const setReviewCode = (reviewCode: 'READY_FOR_CODER' | 'READY_FOR_PHYSICIAN') =>
    app.db.updateTable('reviews').set({ review_code: reviewCode }).where('encounter_id', 'in', Object.values(ids)).execute();
  /** Which of the four encounters the list answers, in STARTS order. */
  async function listed(user: User, query: string): Promise<Which[]> {
    const response = await get(user, `/api/encounter?${query}&limit=500`);
    expect(response.statusCode).toBe(200);
    const answered = new Set(response.json<EncounterListRow[]>().map((row) => row.id));
    return (Object.keys(STARTS) as Which[]).filter((which) => answered.has(ids[which]));
  }

  beforeAll(async () => {
    await setZone('cdi', HONOLULU);
    const rows = await app.db
      .selectFrom('encounters as e')
      .innerJoin('patients as p', 'p.id', 'e.patient_id')
      .innerJoin('reviews as r', 'r.encounter_id', 'e.id')
      .leftJoin('locks as l', (j) => j.onRef('l.encounter_id', '=', 'e.id').on('l.status_code', '=', 'ACTIVE'))
      .select('e.id')
      .where('e.tenant_id', '=', 'demo')
      .where('p.status', '=', 'ACTIVE')
      .where('l.id', 'is', null)
      .orderBy('e.id', 'desc')
      .limit(4)
      .execute();
    (Object.keys(STARTS) as Which[]).forEach((which, i) => {
      ids[which] = rows[i]?.id ?? 0;
    });
    for (const which of Object.keys(STARTS) as Which[]) {
      await app.db.updateTable('encounters').set({ start: new Date(STARTS[which]) }).where('id', '=', ids[which]).execute();
    }
    await setReviewCode('READY_FOR_CODER');
  });
  afterAll(() => setProperties({ CODER_QUERY_START_DAYS: null, CODER_QUERY_END_HOURS: null, TIMEZONE: HONOLULU }));

  it("lists encounters from the tenant's day 90 days back up to 3 hours before now", async () => {
    expect(await listed('coder', 'view=WORKLIST')).toEqual(['firstDay', 'fiveHoursAgo']);
    // The window's first day is the tenant's: for a tenant in UTC (today 8 March) it begins at 00:00Z on 8 December.
    await setZone('cdi', 'UTC');
    expect(await listed('coder', 'view=WORKLIST')).toEqual(['fiveHoursAgo']);
    await setZone('cdi', HONOLULU);
  });

  it("takes the tenant's start days and end hours, parsed as integers", async () => {
    await setProperties({ CODER_QUERY_START_DAYS: '200', CODER_QUERY_END_HOURS: '0' });
    expect(await listed('coder', 'view=WORKLIST')).toEqual(['tooOld', 'firstDay', 'fiveHoursAgo', 'oneHourAgo']);
    await setProperties({ CODER_QUERY_START_DAYS: '1.5', CODER_QUERY_END_HOURS: '6 hours' });
    expect(await listed('coder', 'view=WORKLIST')).toEqual([]);
    await setProperties({ CODER_QUERY_START_DAYS: '1', CODER_QUERY_END_HOURS: '4' });
    expect(await listed('coder', 'view=WORKLIST')).toEqual(['fiveHoursAgo']);
    await setProperties({ CODER_QUERY_START_DAYS: null, CODER_QUERY_END_HOURS: null });
  });

  it("intersects with the user's date filter", async () => {
    // Honolulu's 7 and 8 March hold the two recent ones; the window still drops the one an hour old.
    expect(await listed('coder', 'view=WORKLIST&start=2026-03-07&end=2026-03-08')).toEqual(['fiveHoursAgo']);
    // Honolulu's 6 December holds only the one before the window: nothing.
    expect(await listed('coder', 'view=WORKLIST&start=2025-12-06')).toEqual([]);
  });

  it('leaves the CDI worklist, and searches without a view, unwindowed', async () => {
    await setReviewCode('READY_FOR_PHYSICIAN');
    // Both worklists have a READY_FOR_PHYSICIAN view with the same keys: only the coder's is windowed.
    expect(await listed('coder', 'view=READY_FOR_PHYSICIAN')).toEqual(['firstDay', 'fiveHoursAgo']);
    expect(await listed('cdi', 'view=READY_FOR_PHYSICIAN')).toEqual(['tooOld', 'firstDay', 'fiveHoursAgo', 'oneHourAgo']);
    expect(await listed('coder', 'reviewCode=READY_FOR_PHYSICIAN')).toEqual(['tooOld', 'firstDay', 'fiveHoursAgo', 'oneHourAgo']);
    await setReviewCode('READY_FOR_CODER');
  });
});

describe("the audit trail's days, and the times of the CSV, the encounter PDF and the worklist Excel, are the tenant's", () => {
  // 05:00Z on 8 March is 7:00 PM on 7 March in Honolulu.
  const AT = new Date('2026-03-08T05:00:00Z');
  let qa = '';
  let eventId = 0;

  beforeAll(async () => {
    qa = await signIn(app, 'cdiqa');
    const row = await app.db
      .insertInto('audit_events')
      .values({ tenant_id: 'demo', user_id: null, action: 'UPDATE', entity_type: 'TENANT_PROPERTIES', entity_id: 'tz-probe', before: null, after: null, at: AT, encounter_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    eventId = row.id;
  });
  afterAll(() => setZone('cdi', HONOLULU));

  const audited = async (query: string): Promise<number[]> => {
    const response = await app.inject({ method: 'GET', url: `/api/audit?${query}&limit=100`, headers: { cookie: qa, origin: PLATFORM_ORIGIN } });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: Array<{ id: number }> }>().items.map((item) => item.id);
  };
  const csvLine = async (query: string): Promise<string | undefined> => {
    const response = await app.inject({ method: 'GET', url: `/api/audit/csv?${query}`, headers: { cookie: qa, origin: PLATFORM_ORIGIN } });
    expect(response.statusCode).toBe(200);
    return response.body.split('\r\n').find((line) => line.includes('tz-probe'));
  };

  it('in Honolulu: the event is on 7 March, at 19:00:00 in the CSV', async () => {
    await setZone('cdi', HONOLULU);
    expect(await audited('from=2026-03-07&to=2026-03-07')).toContain(eventId);
    // Bounded ranges only: an open one would hold the whole seed, the probe beyond its first page.
    expect(await audited('from=2026-03-08&to=2026-03-08')).not.toContain(eventId);
    expect(await audited('from=2026-03-06&to=2026-03-06')).not.toContain(eventId);
    expect(await csvLine('from=2026-03-07&to=2026-03-07')).toMatch(/^3\/7\/2026 19:00:00,/);
  });

  it('in UTC: the same event is on 8 March, at 05:00:00', async () => {
    await setZone('cdi', 'UTC');
    expect(await audited('from=2026-03-08&to=2026-03-08')).toContain(eventId);
    expect(await audited('from=2026-03-07&to=2026-03-07')).not.toContain(eventId);
    expect(await csvLine('from=2026-03-08&to=2026-03-08')).toMatch(/^3\/8\/2026 05:00:00,/);
  });

  it("the encounter PDF prints the visit's start and its own time on the tenant's clock, naming the zone", async () => {
    await setZone('cdi', HONOLULU);
    const { id } = await plannedEncounterAt('demo', '2026-03-08T05:00:00Z', 6);
    const response = await get('cdi', `/api/pdf/encounter/${id}`);
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    // NOW (08:30Z) is 10:30 PM on 7 March in Honolulu.
    expect(text).toContain('Printed 3/7/2026 22:30:00 HST');
    expect(text).toMatch(/Start:?\s+3\/7\/2026 7:00 PM/);
  });

  it("the worklist Excel file writes appointment times on the tenant's clock", async () => {
    await setZone('cdi', HONOLULU);
    const [first] = (await get('cdi', '/api/encounter?view=WORKLIST&limit=1')).json<EncounterListRow[]>();
    if (!first) throw new Error('the demo CDI worklist is empty');
    const response = await get('cdi', '/api/report/worklist/client/cdi');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet?.getRow(1).values as unknown[]).map(String);
    const written = new Map<string, string>();
    sheet?.eachRow((row) => {
      const values = row.values as unknown[];
      written.set(String(values[1]), String(values[header.indexOf('Appointment')]));
    });
    // Written independently of the product's helpers: Intl on Honolulu's clock, 'M/D/YYYY h:mm A'.
    const honolulu = new Intl.DateTimeFormat('en-US', { timeZone: HONOLULU, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit' });
    expect(written.get(String(first.id))).toBe(honolulu.format(new Date(first.start)).replace(',', ''));
  });
});
