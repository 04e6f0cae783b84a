import type { FastifyInstance } from 'fastify';
import { isPractitionerRefusal, nextHalfHour, PROPERTY_KEYS, scheduleActionPlan, type PatientListRow } from 'shared-kit/domain';
import { reseedClinicalData } from '../db/seed/clinical.seed';
import { signIn, userIdOf } from '../test-support/clinical-test-kit';
import { TestDatabase, PLATFORM_ORIGIN } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
  for (const user of ['cdi', 'coder', 'acmecdi']) cookies[user] = await signIn(app, user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const put = (user: string, url: string) => app.inject({ method: 'PUT', url, headers: { cookie: cookies[user] ?? '', origin: PLATFORM_ORIGIN } });
const get = (user: string, url: string) => app.inject({ method: 'GET', url, headers: { cookie: cookies[user] ?? '', origin: PLATFORM_ORIGIN } });

/** Tomorrow at 10:35 local: on the 5-minute grid and after today. */
const tomorrowAt = (hour: number, minute: number): number => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, hour, minute).getTime();
};

const proposedEncounters = (tenant: string) =>
  app.db
    .selectFrom('encounters as e')
    .leftJoin('locks as l', (j) => j.onRef('l.encounter_id', '=', 'e.id').on('l.status_code', '=', 'ACTIVE'))
    .select('e.id')
    .where('e.tenant_id', '=', tenant)
    .where('e.status', '=', 'PROPOSED')
    .where('l.id', 'is', null)
    .orderBy('e.id')
    .execute();
const practitioner = (tenant: string, status: 'ACTIVE' | 'INACTIVE') =>
  app.db.selectFrom('practitioners').select('id').where('tenant_id', '=', tenant).where('status_code', '=', status).orderBy('id').executeTakeFirstOrThrow();
const encounter = (id: number) => app.db.selectFrom('encounters').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('PUT /api/appointment/schedule/{encounterId}/{practitionerId}/{startMillis} (spec 2 §4.7)', () => {
  it('turns a proposed encounter into a PLANNED appointment, answers its id and audits it', async () => {
    const [proposed] = await proposedEncounters('demo');
    const { id: practitionerId } = await practitioner('demo', 'ACTIVE');
    const start = tomorrowAt(10, 35);
    const response = await put('cdi', `/api/appointment/schedule/${proposed?.id}/${practitionerId}/${start}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: proposed?.id });
    const row = await encounter(proposed?.id ?? 0);
    expect(row).toMatchObject({ status: 'PLANNED', practitioner_id: practitionerId });
    expect(row.start.getTime()).toBe(start);
    const audit = await app.db.selectFrom('audit_events').selectAll().where('action', '=', 'SCHEDULE').where('entity_id', '=', String(proposed?.id)).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ user_id: await userIdOf(app, 'cdi'), entity_type: 'ENCOUNTER', tenant_id: 'demo' });

    // Scheduled once: a second call finds no proposed encounter.
    const again = await put('cdi', `/api/appointment/schedule/${proposed?.id}/${practitionerId}/${start}`);
    expect(again.statusCode).toBe(409);

    const day = await get('cdi', `/api/appointment/schedule/${proposed?.id}?practitionerId=${practitionerId}&start=${start}`);
    expect(day.statusCode).toBe(200);
    const body = day.json();
    expect(body).toMatchObject({ encounterId: proposed?.id, practitionerId, day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(body.appointments).toContainEqual(expect.objectContaining({ id: proposed?.id, start: new Date(start).toISOString(), status: 'PLANNED' }));
  });

  it('refuses a past day, a start off the 5-minute grid and an inactive practitioner, writing nothing', async () => {
    const [, proposed] = await proposedEncounters('demo');
    const active = await practitioner('demo', 'ACTIVE');
    const inactive = await practitioner('demo', 'INACTIVE');
    const now = new Date();
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 10, 0).getTime();
    const cases = [
      `${active.id}/${yesterday}`,
      `${active.id}/${tomorrowAt(10, 32)}`,
      `${inactive.id}/${tomorrowAt(10, 30)}`,
    ];
    for (const path of cases) {
      const response = await put('cdi', `/api/appointment/schedule/${proposed?.id}/${path}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('BAD_REQUEST');
    }
    expect((await encounter(proposed?.id ?? 0)).status).toBe('PROPOSED');
    expect((await put('cdi', `/api/appointment/schedule/${proposed?.id}/${active.id}/12`)).statusCode).toBe(400);
  });

  it('refuses encounters that are not proposed (409), other tenants (404) and roles without the patient list (403)', async () => {
    const [, proposed] = await proposedEncounters('demo');
    const [acmeProposed] = await proposedEncounters('acme');
    const active = await practitioner('demo', 'ACTIVE');
    const acmePractitioner = await practitioner('acme', 'ACTIVE');
    const planned = await app.db.selectFrom('encounters').select('id').where('tenant_id', '=', 'demo').where('status', '=', 'PLANNED').executeTakeFirstOrThrow();
    const start = tomorrowAt(9, 0);
    expect((await put('cdi', `/api/appointment/schedule/${planned.id}/${active.id}/${start}`)).statusCode).toBe(409);
    expect((await put('cdi', `/api/appointment/schedule/${acmeProposed?.id}/${active.id}/${start}`)).statusCode).toBe(404);
    expect((await put('cdi', `/api/appointment/schedule/${proposed?.id}/${acmePractitioner.id}/${start}`)).statusCode).toBe(404);
    expect((await put('coder', `/api/appointment/schedule/${proposed?.id}/${active.id}/${start}`)).statusCode).toBe(403);
    expect((await get('acmecdi', `/api/appointment/schedule/${proposed?.id}?practitionerId=${active.id}&start=${start}`)).statusCode).toBe(404);
    expect((await encounter(proposed?.id ?? 0)).status).toBe('PROPOSED');
  });

  it('refuses an encounter locked by another user (409)', async () => {
    const [, , proposed] = await proposedEncounters('demo');
    const active = await practitioner('demo', 'ACTIVE');
    await app.db
      .insertInto('locks')
      .values({ tenant_id: 'demo', encounter_id: proposed?.id ?? 0, status_code: 'ACTIVE', created_by_id: await userIdOf(app, 'cdiqa'), creation_date: new Date(), disabled_date: null })
      .execute();
    const response = await put('cdi', `/api/appointment/schedule/${proposed?.id}/${active.id}/${tomorrowAt(11, 0)}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/cdiqa/);
  });
});

describe('auto-scheduling on the configured tenant (spec 1 §2.7, spec 2 §4.7)', () => {
  const fixedPractitioner = async (tenant: string) => {
    const row = await app.db
      .selectFrom('tenant_properties')
      .select('property_value')
      .where('tenant_id', '=', tenant)
      .where('property_key', '=', PROPERTY_KEYS.autoSchedulePractitionerId)
      .executeTakeFirst();
    return row?.property_value;
  };
  const auditsOf = (encounterId: number) =>
    app.db.selectFrom('audit_events').select('id').where('action', '=', 'SCHEDULE').where('entity_id', '=', String(encounterId)).execute();

  /** A proposed encounter without a practitioner that acmecdi sees in the patient list, as the UI finds it. */
  async function unassignedProposed(skip = 0): Promise<number> {
    const response = await get('acmecdi', '/api/patient/enhanced_search?limit=500');
    expect(response.statusCode).toBe(200);
    const ids = response
      .json<PatientListRow[]>()
      .flatMap((p) => (p.proposedEncounter && p.proposedEncounter.practitioner === null ? [p.proposedEncounter.encounterId] : []));
    const id = ids[skip];
    if (id === undefined) throw new Error('acme has too few proposed encounters without a practitioner');
    return id;
  }

  it("configures acme (not demo) with one of acme's active practitioners", async () => {
    expect(await fixedPractitioner('demo')).toBeUndefined();
    const value = await fixedPractitioner('acme');
    const row = await app.db.selectFrom('practitioners').select(['tenant_id', 'status_code']).where('id', '=', Number(value)).executeTakeFirstOrThrow();
    expect(row).toEqual({ tenant_id: 'acme', status_code: 'ACTIVE' });
    const session = await get('acmecdi', '/api/user/current');
    const plan = scheduleActionPlan({ practitioner: null }, session.json<{ tenantProperties: { propertyKey: string; propertyValue: string }[] }>().tenantProperties, new Date());
    expect(plan).toMatchObject({ kind: 'auto', practitionerId: Number(value) });
  });

  it('accepts the auto call: the fixed practitioner at the next half hour', async () => {
    const encounterId = await unassignedProposed();
    const practitionerId = Number(await fixedPractitioner('acme'));
    const start = nextHalfHour(new Date()).getTime();
    const response = await put('acmecdi', `/api/appointment/schedule/${encounterId}/${practitionerId}/${start}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: encounterId });
    const row = await encounter(encounterId);
    expect(row).toMatchObject({ status: 'PLANNED', practitioner_id: practitionerId });
    expect(row.start.getTime()).toBe(start);
  });

  it("refuses another tenant's or an inactive practitioner with a practitioner refusal, writing nothing", async () => {
    const encounterId = await unassignedProposed(1);
    const start = nextHalfHour(new Date()).getTime();
    const demoPractitioner = await practitioner('demo', 'ACTIVE');
    const inactive = await practitioner('acme', 'INACTIVE');
    for (const [practitionerId, status] of [[demoPractitioner.id, 404], [inactive.id, 400], [2_000_000_000, 404]] as const) {
      const response = await put('acmecdi', `/api/appointment/schedule/${encounterId}/${practitionerId}/${start}`);
      expect(response.statusCode).toBe(status);
      const { error } = response.json<{ error: { code: string; message: string } }>();
      expect(error.code).toBe(status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST');
      expect(isPractitionerRefusal({ status, message: error.message })).toBe(true);
    }
    const row = await encounter(encounterId);
    expect(row).toMatchObject({ status: 'PROPOSED', practitioner_id: null });
    expect(await auditsOf(encounterId)).toEqual([]);

    // An unknown encounter is refused too, but not for its practitioner: the UI shows its failure, not the contact text.
    const unknown = await put('acmecdi', `/api/appointment/schedule/2000000000/${await fixedPractitioner('acme')}/${start}`);
    expect(unknown.statusCode).toBe(404);
    expect(isPractitionerRefusal({ status: 404, message: unknown.json<{ error: { message: string } }>().error.message })).toBe(false);
  });

  it("re-points acme's fixed practitioner when the demo data reset creates the practitioners anew", async () => {
    const before = await fixedPractitioner('acme');
    await app.db.transaction().execute((trx) => reseedClinicalData(trx, { tenantId: 'acme', encounters: 300, seed: 7 }));
    const after = await fixedPractitioner('acme');
    expect(after).not.toBe(before);
    const row = await app.db.selectFrom('practitioners').select(['tenant_id', 'status_code']).where('id', '=', Number(after)).executeTakeFirstOrThrow();
    expect(row).toEqual({ tenant_id: 'acme', status_code: 'ACTIVE' });
  }, 60_000);
});
