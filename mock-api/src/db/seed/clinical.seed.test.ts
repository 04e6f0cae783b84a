import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ENCOUNTER_STATUSES, REVIEW_CODES, REVIEW_QUERY_STATUSES, addDays, runtimeTimeZone, zonedToday } from 'shared-kit/domain';
import { seededAt, TestDatabase } from '../../test-support/test-app';
import { DEMO_CLINICAL, reseedClinicalData } from './clinical.seed';
import { ALOHA_TIME_ZONE } from './tenants.seed';

let database: TestDatabase;
let app: FastifyInstance;
let startupMs = 0;

beforeAll(async () => {
  database = new TestDatabase();
  const began = Date.now();
  app = await database.open();
  startupMs = Date.now() - began;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const count = async (query: ReturnType<typeof sql<{ n: string | number }>>) => Number((await query.execute(app.db)).rows[0]?.n ?? 0);

describe('demo seed (platform design §6)', () => {
  it('migrates, loads the reference data and seeds the tenants in well under the 10 s budget', () => {
    // Includes PGlite start, migrations, password hashing and both tenants' clinical data.
    expect(startupMs).toBeLessThan(20_000);
  });

  it('loads every ICD-10-CM code and HCC label of the reference files', async () => {
    expect(await count(sql`select count(*) as n from icd10_codes`)).toBe(11_346);
    expect(await count(sql`select count(*) as n from hcc_labels`)).toBe(342);
    const e119 = await app.db.selectFrom('icd10_codes').selectAll().where('code', '=', 'E119').executeTakeFirstOrThrow();
    expect(e119).toEqual({ code: 'E119', description: 'Type 2 diabetes mellitus without complications', cms_hcc_v24: '19', cms_hcc_v28: '38' });
  });

  it('seeds design §6 scale for demo and acme, and aloha small', () => {
    expect(DEMO_CLINICAL.map((t) => [t.tenantId, t.encounters])).toEqual([['demo', 1500], ['acme', 1500], ['aloha', 400]]);
  });

  it.each(DEMO_CLINICAL.map((t) => [t.tenantId, t.encounters] as const))('tenant %s has 300+ patients and its %d encounters covering every code', async (tenant, encounters) => {
    expect(await count(sql`select count(*) as n from patients where tenant_id = ${tenant}`)).toBeGreaterThanOrEqual(300);
    expect(await count(sql`select count(*) as n from encounters where tenant_id = ${tenant}`)).toBe(encounters);
    const reviewCodes = (await sql<{ c: string }>`select distinct review_code as c from reviews where tenant_id = ${tenant}`.execute(app.db)).rows.map((r) => r.c);
    expect(reviewCodes.sort()).toEqual([...REVIEW_CODES].sort());
    const statuses = (await sql<{ c: string }>`select distinct status as c from encounters where tenant_id = ${tenant}`.execute(app.db)).rows.map((r) => r.c);
    expect(statuses.sort()).toEqual([...ENCOUNTER_STATUSES].sort());
    const queries = (await sql<{ c: string }>`select distinct query_status_code as c from reviews where tenant_id = ${tenant} and query_status_code is not null`.execute(app.db)).rows.map((r) => r.c);
    expect(queries.sort()).toEqual([...REVIEW_QUERY_STATUSES].sort());
    const kinds = (await sql<{ c: string }>`select distinct condition_status as c from conditions where tenant_id = ${tenant}`.execute(app.db)).rows.map((r) => r.c);
    expect(kinds.sort()).toEqual(['ACTIVITY', 'KNOWN', 'POTENTIAL']);
    // About 3 % of the encounters are locked: more than 10 of 1,500.
    expect(await count(sql`select count(*) as n from locks where tenant_id = ${tenant} and status_code = 'ACTIVE'`)).toBeGreaterThan(encounters / 150);
    expect(await count(sql`select count(*) as n from encounters where tenant_id = ${tenant} and copied_from_id is not null`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from nlp_documents where tenant_id = ${tenant}`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from notes where tenant_id = ${tenant}`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from encounters where tenant_id = ${tenant} and status = 'PROPOSED'`)).toBeGreaterThan(0);
  });

  it('conditions carry real ICD-10 codes with the HCC of their model', async () => {
    const rows = await sql<{ n: string }>`
      select count(*) as n from conditions c
      join icd10_codes i on i.code = c.icd10_code_json->>0
      where c.hcc_version = 'CMS_V28' and not (c.hcc_code = any(string_to_array(i.cms_hcc_v28, '|')))`.execute(app.db);
    expect(Number(rows.rows[0]?.n)).toBe(0);
    expect(await count(sql`select count(*) as n from conditions where icd10_code_json is not null and hcc_code is not null`)).toBeGreaterThan(1000);
  });

  it("gives the physician's practitioner appointments yesterday, today and tomorrow", async () => {
    // The seed's today on the server's clock (the demo tenant's), not the test's: a run may cross midnight.
    const zone = runtimeTimeZone();
    const today = zonedToday(seededAt(), zone);
    const rows = await sql<{ day: number; n: string }>`
      select ((e.start at time zone ${zone})::date - ${today}::date) as day, count(*) as n from encounters e
      join user_practitioners up on up.practitioner_id = e.practitioner_id
      join users u on u.id = up.user_id and u.username = 'physician'
      where (e.start at time zone ${zone})::date between ${today}::date - 1 and ${today}::date + 1 group by 1 order by 1`.execute(app.db);
    expect(rows.rows.map((r) => Number(r.day))).toEqual([-1, 0, 1]);
    for (const row of rows.rows) expect(Number(row.n)).toBeGreaterThanOrEqual(8);
  });

  it("puts a tenant without TIMEZONE on the server's clock: the physician's slots at 8:00 to 12:30 of the server's day", async () => {
    // The process runs in UTC here, as in CI; PostgreSQL reads the instants in the same zone.
    const zone = runtimeTimeZone();
    const today = zonedToday(seededAt(), zone);
    const rows = await sql<{ day: string; clock: string }>`
      select to_char(e.start at time zone ${zone}, 'YYYY-MM-DD') as day, to_char(e.start at time zone ${zone}, 'HH24:MI') as clock
      from encounters e join user_practitioners up on up.practitioner_id = e.practitioner_id
      join users u on u.id = up.user_id and u.username = 'physician'
      where to_char(e.start at time zone ${zone}, 'HH24:MI') in ('08:00', '12:30')`.execute(app.db);
    for (const day of [addDays(today, -1), today, addDays(today, 1)]) {
      expect(rows.rows.filter((r) => r.day === day).map((r) => r.clock).sort()).toEqual(expect.arrayContaining(['08:00', '12:30']));
    }
  });

  it("seeds aloha's daily lists on the Honolulu clock: ten slots from 8:00 on its yesterday, today and tomorrow", async () => {
    // Honolulu is 10 hours behind the server (UTC): its 8:00 is 18:00 UTC, and its today is not always the server's.
    // The seed's today there: a run may cross Honolulu's midnight (10:00 UTC) between the seed and this test.
    const today = zonedToday(seededAt(), ALOHA_TIME_ZONE);
    const rows = await sql<{ day: string; clock: string }>`
      select to_char(e.start at time zone ${ALOHA_TIME_ZONE}, 'YYYY-MM-DD') as day, to_char(e.start at time zone ${ALOHA_TIME_ZONE}, 'HH24:MI') as clock
      from encounters e join user_practitioners up on up.practitioner_id = e.practitioner_id
      join users u on u.id = up.user_id and u.username = 'alohaphysician'
      join practitioners p on p.id = e.practitioner_id and p.first_name = 'Leilani' and p.last_name = 'Kahale'
      where e.tenant_id = 'aloha' and e.start >= ${new Date(seededAt().getTime() - 3 * 86_400_000)} and e.start < ${new Date(seededAt().getTime() + 3 * 86_400_000)}`.execute(app.db);
    const slots = ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'];
    for (const day of [addDays(today, -1), today, addDays(today, 1)]) {
      expect(rows.rows.filter((r) => r.day === day).map((r) => r.clock).sort()).toEqual(expect.arrayContaining(slots));
    }
    // Every encounter of the tenant starts 7:00 to 17:45 on its clock (none shifted by the server's zone).
    const hours = await sql<{ h: number }>`select distinct extract(hour from start at time zone ${ALOHA_TIME_ZONE})::int as h from encounters where tenant_id = 'aloha' order by 1`.execute(app.db);
    expect(Math.min(...hours.rows.map((r) => Number(r.h)))).toBeGreaterThanOrEqual(7);
    expect(Math.max(...hours.rows.map((r) => Number(r.h)))).toBeLessThanOrEqual(17);
    const tenant = await sql<{ v: string }>`select property_value as v from tenant_properties where tenant_id = 'aloha' and property_key = 'TIMEZONE'`.execute(app.db);
    expect(tenant.rows[0]?.v).toBe('Pacific/Honolulu');
  });

  it('assigns cdirestricted its regions', async () => {
    const row = await sql<{ v: string }>`select property_value as v from user_properties p join users u on u.id = p.user_id
      where u.username = 'cdirestricted' and p.property_key = 'USER_REGION_FILTER'`.execute(app.db);
    expect(row.rows[0]?.v).toBe('NORTH_EAST,MIDWEST');
  });

  it('reseeds one tenant at another scale and leaves the other alone', async () => {
    const acmeBefore = await count(sql`select count(*) as n from encounters where tenant_id = 'acme'`);
    await app.db.transaction().execute((trx) => reseedClinicalData(trx, { tenantId: 'demo', encounters: 2000, seed: 7 }));
    expect(await count(sql`select count(*) as n from encounters where tenant_id = 'demo'`)).toBe(2000);
    expect(await count(sql`select count(*) as n from patients where tenant_id = 'demo'`)).toBe(400);
    expect(await count(sql`select count(*) as n from encounters where tenant_id = 'acme'`)).toBe(acmeBefore);
    expect(await count(sql`select count(*) as n from user_properties where property_key = 'USER_REGION_FILTER'`)).toBe(1);
  }, 60_000);
});
