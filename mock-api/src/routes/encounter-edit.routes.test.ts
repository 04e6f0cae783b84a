import type { FastifyInstance } from 'fastify';
import type { EncounterStatus } from 'shared-kit/domain';
import { signIn } from '../test-support/clinical-test-kit';
import { TestDatabase, PLATFORM_ORIGIN } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
  for (const user of ['cdi', 'cdiqa', 'coder', 'physician', 'cdirestricted', 'acmecdi']) cookies[user] = await signIn(app, user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const put = (user: string, url: string, payload?: unknown) =>
  app.inject({ method: 'PUT', url, headers: { cookie: cookies[user] ?? '', origin: PLATFORM_ORIGIN }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const get = (user: string, url: string) => app.inject({ method: 'GET', url, headers: { cookie: cookies[user] ?? '', origin: PLATFORM_ORIGIN } });
const row = (id: number) => app.db.selectFrom('encounters').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const audits = (id: number) =>
  app.db.selectFrom('audit_events').selectAll().where('entity_type', '=', 'ENCOUNTER').where('entity_id', '=', String(id)).where('action', '=', 'UPDATE').orderBy('id').execute();

/** A demo encounter nobody has locked, of an active patient, in `status` and optionally a region. */
async function freeEncounter(status?: EncounterStatus, region?: string): Promise<number> {
  let q = app.db
    .selectFrom('encounters as e')
    .innerJoin('patients as p', 'p.id', 'e.patient_id')
    .leftJoin('regions as rg', 'rg.id', 'p.region_id')
    .leftJoin('locks as l', (j) => j.onRef('l.encounter_id', '=', 'e.id').on('l.status_code', '=', 'ACTIVE'))
    .select('e.id')
    .where('e.tenant_id', '=', 'demo')
    .where('p.status', '=', 'ACTIVE')
    .where('l.id', 'is', null);
  if (status) q = q.where('e.status', '=', status);
  if (region) q = q.where('rg.name', '=', region);
  return (await q.orderBy('e.id').limit(1).executeTakeFirstOrThrow()).id;
}

describe('PUT /api/encounter (spec 2 §7 encounter update)', () => {
  it('the lock holder edits description, reason, appointment type and type; read-only fields are ignored; audited', async () => {
    const id = await freeEncounter('PLANNED');
    expect((await put('cdi', `/api/encounter/lock/${id}`)).statusCode).toBe(200);
    const detail = (await get('cdi', `/api/encounter/detail/${id}`)).json();
    const appointmentType = (await get('cdi', '/api/appointment/types')).json()[0];
    const before = await row(id);
    const response = await put('cdi', '/api/encounter', {
      ...detail.encounter,
      description: '  Follow-up of  diabetes ',
      reasonDescription: 'Annual check',
      appointmentType,
      type: 'TELEHEALTH',
      encounterTypeCode: 'TELEHEALTH',
      status: 'FINISHED',
      openHccCount: 99,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id, description: 'Follow-up of  diabetes', reasonDescription: 'Annual check', appointmentType, encounterTypeCode: 'TELEHEALTH', status: 'PLANNED',
    });
    const after = await row(id);
    expect(after).toMatchObject({ description: 'Follow-up of  diabetes', reason_description: 'Annual check', type: 'TELEHEALTH', status: 'PLANNED', open_hcc_count: before.open_hcc_count });
    const [audit] = await audits(id);
    expect(audit?.after).toMatchObject({ description: 'Follow-up of  diabetes', reasonDescription: 'Annual check', encounterTypeCode: 'TELEHEALTH' });
    expect(audit?.before).toMatchObject({ description: before.description, reasonDescription: before.reason_description, encounterTypeCode: before.type });

    // Sending the same values again writes nothing; blank text clears a field.
    expect((await put('cdi', '/api/encounter', { id, description: 'Follow-up of  diabetes' })).statusCode).toBe(200);
    expect(await audits(id)).toHaveLength(1);
    // A client sending the encounter back with a stale `type` and a changed `encounterTypeCode`: the change wins.
    expect((await put('cdi', '/api/encounter', { id, type: 'TELEHEALTH', encounterTypeCode: 'TELEPHONIC' })).json().encounterTypeCode).toBe('TELEPHONIC');
    expect((await put('cdi', '/api/encounter', { id, reasonDescription: '   ', encounterTypeCode: 'UNKNOWN' })).json()).toMatchObject({ reasonDescription: null, encounterTypeCode: null });
  });

  it('refuses without a session (401), to roles that cannot edit (403) and on the wrong path (403)', async () => {
    const id = await freeEncounter();
    expect((await app.inject({ method: 'PUT', url: '/api/encounter', payload: { id, description: 'x' } })).statusCode).toBe(401);
    expect((await put('physician', '/api/encounter', { id, description: 'x' })).statusCode).toBe(403);
    expect((await put('cdirestricted', '/api/encounter', { id, description: 'x' })).statusCode).toBe(403);
    expect((await put('cdi', '/api/restricted/encounter', { id, description: 'x' })).statusCode).toBe(403);
    expect((await row(id)).description).not.toBe('x');
  });

  it('another tenant’s encounter is 404; without the lock, or with another user’s, 409; nothing written', async () => {
    const id = await freeEncounter();
    const before = await row(id);
    expect((await put('acmecdi', '/api/encounter', { id, description: 'x' })).statusCode).toBe(404);
    const noLock = await put('cdi', '/api/encounter', { id, description: 'x' });
    expect(noLock.statusCode).toBe(409);
    expect(noLock.json().error.message).toBe('Lock the encounter before changing it');
    await put('coder', `/api/encounter/lock/${id}`);
    expect((await put('cdi', '/api/encounter', { id, description: 'x' })).json().error.message).toBe('The encounter is locked by coder');
    expect(await row(id)).toEqual(before);
    expect(await audits(id)).toEqual([]);
  });

  it('bad input is 400 and writes nothing', async () => {
    const id = await freeEncounter();
    await put('cdi', `/api/encounter/lock/${id}`);
    const before = await row(id);
    for (const body of [
      { description: 'no id' },
      { id: String(id), description: 'x' },
      { id, description: 5 },
      { id, encounterTypeCode: 'VIDEO' },
      { id, description: 'x'.repeat(2001) },
    ]) {
      const response = await put('cdi', '/api/encounter', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('BAD_REQUEST');
    }
    const unknownType = await put('cdi', '/api/encounter', { id, description: 'x', appointmentType: 'Not A Visit Type' });
    expect(unknownType.json().error.message).toBe("body.appointmentType: 'Not A Visit Type' is not an appointment type of this tenant");
    // type and encounterTypeCode both changed, to different values.
    const [a, b] = (['TELEHEALTH', 'TELEPHONIC', 'UNKNOWN'] as const).filter((t) => (t === 'UNKNOWN' ? null : t) !== before.type);
    expect((await put('cdi', '/api/encounter', { id, type: a, encounterTypeCode: b })).statusCode).toBe(400);
    expect(await row(id)).toEqual(before);
    expect(await audits(id)).toEqual([]);
  });

  it('CDI_RESTRICTED edits in their regions through the restricted path; elsewhere 404', async () => {
    const inside = await freeEncounter(undefined, 'MIDWEST');
    const outside = await freeEncounter(undefined, 'WEST_COAST');
    expect((await put('cdirestricted', `/api/restricted/encounter/lock/${inside}`)).statusCode).toBe(200);
    const response = await put('cdirestricted', '/api/restricted/encounter', { id: inside, description: 'Restricted note' });
    expect(response.statusCode).toBe(200);
    expect(response.json().description).toBe('Restricted note');
    expect((await put('cdirestricted', '/api/restricted/encounter', { id: outside, description: 'x' })).statusCode).toBe(404);
  });
});

describe('PUT /api/encounter/status/:encounterId/:status (spec 2 §4.3)', () => {
  it('Cancel toggles PLANNED to CANCELLED and Undo restores PLANNED, audited each way', async () => {
    const id = await freeEncounter('PLANNED');
    await put('cdi', `/api/encounter/lock/${id}`);
    const cancelled = await put('cdi', `/api/encounter/status/${id}/CANCELLED`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id, status: 'CANCELLED' });
    expect((await row(id)).status).toBe('CANCELLED');
    expect((await put('cdi', `/api/encounter/status/${id}/PLANNED`)).json().status).toBe('PLANNED');
    expect((await audits(id)).map((a) => [a.before, a.after])).toEqual([
      [{ status: 'PLANNED' }, { status: 'CANCELLED' }],
      [{ status: 'CANCELLED' }, { status: 'PLANNED' }],
    ]);
  });

  it('Ignore is for the QA managers only: CDI is refused with the moves offered, the CDI QA manager ignores and undoes', async () => {
    const id = await freeEncounter('PLANNED');
    await put('cdi', `/api/encounter/lock/${id}`);
    const refused = await put('cdi', `/api/encounter/status/${id}/IGNORED`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('The CDI role cannot change the encounter status from Planned to Ignored (offered: Cancelled)');
    expect((await row(id)).status).toBe('PLANNED');
    await put('cdi', `/api/encounter/unlock/${id}`);
    await put('cdiqa', `/api/encounter/lock/${id}`);
    expect((await put('cdiqa', `/api/encounter/status/${id}/IGNORED`)).json().status).toBe('IGNORED');
    expect((await put('cdiqa', `/api/encounter/status/${id}/CANCELLED`)).statusCode).toBe(409);
    expect((await put('cdiqa', `/api/encounter/status/${id}/PLANNED`)).json().status).toBe('PLANNED');
  });

  it('statuses outside the toggles cannot be set or left (409), and nothing changes', async () => {
    const id = await freeEncounter('FINISHED');
    await put('coder', `/api/encounter/lock/${id}`);
    const response = await put('coder', `/api/encounter/status/${id}/CANCELLED`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('The CODER role cannot change the encounter status from Finished to Cancelled (no status changes are offered here)');
    expect((await row(id)).status).toBe('FINISHED');
    expect(await audits(id)).toEqual([]);
  });

  it('refusals: no session 401, physician 403, other tenant 404, no lock 409, unknown status 400', async () => {
    const id = await freeEncounter('PLANNED');
    expect((await app.inject({ method: 'PUT', url: `/api/encounter/status/${id}/CANCELLED`, headers: { origin: PLATFORM_ORIGIN } })).statusCode).toBe(401);
    expect((await put('physician', `/api/encounter/status/${id}/CANCELLED`)).statusCode).toBe(403);
    expect((await put('acmecdi', `/api/encounter/status/${id}/CANCELLED`)).statusCode).toBe(404);
    const noLock = await put('cdi', `/api/encounter/status/${id}/CANCELLED`);
    expect(noLock.statusCode).toBe(409);
    expect(noLock.json().error.message).toBe('Lock the encounter before changing it');
    expect((await put('cdi', `/api/encounter/status/${id}/DELETED`)).statusCode).toBe(400);
    expect((await row(id)).status).toBe('PLANNED');
    expect(await audits(id)).toEqual([]);
  });

  it('CDI_RESTRICTED toggles through the restricted twin only', async () => {
    const id = await freeEncounter('PLANNED', 'NORTH_EAST');
    await put('cdirestricted', `/api/restricted/encounter/lock/${id}`);
    expect((await put('cdirestricted', `/api/encounter/status/${id}/CANCELLED`)).statusCode).toBe(403);
    expect((await put('cdirestricted', `/api/restricted/encounter/status/${id}/CANCELLED`)).json().status).toBe('CANCELLED');
    expect((await put('cdi', `/api/restricted/encounter/status/${id}/PLANNED`)).statusCode).toBe(403);
  });
});

describe('PUT /api/encounter/type/:encounterId/:typeCode (spec 2 §4.3)', () => {
  it('sets TELEPHONIC, then UNKNOWN (Reset) clears it; the same type again writes nothing', async () => {
    const id = await freeEncounter();
    await put('coder', `/api/encounter/lock/${id}`);
    const set = await put('coder', `/api/encounter/type/${id}/TELEPHONIC`);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id, encounterTypeCode: 'TELEPHONIC', type: 'TELEPHONIC' });
    expect((await put('coder', `/api/encounter/type/${id}/TELEPHONIC`)).statusCode).toBe(200);
    expect((await put('coder', `/api/encounter/type/${id}/UNKNOWN`)).json().encounterTypeCode).toBeNull();
    expect((await row(id)).type).toBeNull();
    const trail = (await audits(id)).map((a) => a.after);
    expect(trail.slice(-2)).toEqual([{ encounterTypeCode: 'TELEPHONIC' }, { encounterTypeCode: null }]);
  });

  it('refusals: unknown type 400, no lock 409, other tenant 404, physician 403', async () => {
    const id = await freeEncounter();
    const before = await row(id);
    expect((await put('cdi', `/api/encounter/type/${id}/VIDEO`)).statusCode).toBe(400);
    expect((await put('cdi', `/api/encounter/type/${id}/TELEHEALTH`)).statusCode).toBe(409);
    expect((await put('acmecdi', `/api/encounter/type/${id}/TELEHEALTH`)).statusCode).toBe(404);
    expect((await put('physician', `/api/encounter/type/${id}/TELEHEALTH`)).statusCode).toBe(403);
    expect(await row(id)).toEqual(before);
  });
});

describe('OpenAPI', () => {
  it('publishes the issue 3 encounter calls and their restricted twins', async () => {
    const paths = Object.keys((await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    for (const base of ['/api/encounter', '/api/restricted/encounter']) {
      expect(paths).toEqual(
        expect.arrayContaining([
          base, `${base}/status/{encounterId}/{status}`, `${base}/type/{encounterId}/{typeCode}`, `${base}/{currentId}/copy/{previousId}`,
          `${base}/reset/{id}`, `${base}/{id}/copies`, `${base}/previous/{subjectId}/{encounterId}`, `${base}/search`,
        ]),
      );
    }
  });
});
