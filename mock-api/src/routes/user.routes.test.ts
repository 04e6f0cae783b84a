import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, TestClock, TestDatabase, sessionCookieOf } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock();
const statements: string[] = [];

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open({ now: clock.now, sessionIdleMinutes: 30, sessionAbsoluteHours: 12, onQuery: (sql) => statements.push(sql) });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

async function signIn(username = 'cdi'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username, password: DEMO_PASSWORD } });
  expect(response.statusCode).toBe(200);
  return sessionCookieOf(response);
}

const current = (cookie?: string) =>
  app.inject({ method: 'GET', url: '/api/user/current', headers: cookie ? { cookie } : {} });

describe('GET /api/user/current', () => {
  it('answers 401 UNAUTHENTICATED without a session', async () => {
    const response = await current();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Not signed in' } });
  });

  it('answers the signed-in user, the same shape as the sign-in answer', async () => {
    const signedIn = await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'multirole', password: DEMO_PASSWORD } });
    const response = await current(sessionCookieOf(signedIn));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(signedIn.json());
    expect(response.json()).toMatchObject({ username: 'multirole', type: 'CDI', isAuthenticated: true });
  });

  it('reads the session, its user, roles and properties in one statement (every authenticated call starts with it)', async () => {
    const cookie = await signIn('multirole');
    statements.length = 0;
    const response = await current(cookie);
    expect(response.statusCode).toBe(200);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/from "users" inner join "sessions"/);
    const user = response.json<{ roles: Array<{ name: string }>; tenantProperties: Array<{ propertyKey: string }> }>();
    expect(user.roles.map((r) => r.name)).toEqual(['CDI', 'CODER', 'PHYSICIAN', 'CLINICAL_ADMIN']);
    const keys = user.tenantProperties.map((p) => p.propertyKey);
    expect(keys.length).toBeGreaterThan(1);
    expect(keys).toEqual([...keys].sort());
  });

  it('refuses a tampered cookie', async () => {
    const cookie = await signIn();
    const [id, signature] = cookie.slice('sid='.length).split('.');
    const otherId = `${id?.slice(0, -1)}${id?.endsWith('A') ? 'B' : 'A'}`;
    expect((await current(`sid=${otherId}.${signature}`)).statusCode).toBe(401);
    expect((await current(`sid=${id}`)).statusCode).toBe(401);
    expect((await current(cookie)).statusCode).toBe(200);
  });

  it('ends a session idle for the idle timeout and keeps an active one alive', async () => {
    const cookie = await signIn();
    clock.advanceMinutes(20);
    expect((await current(cookie)).statusCode).toBe(200);
    clock.advanceMinutes(20);
    expect((await current(cookie)).statusCode).toBe(200);
    clock.advanceMinutes(31);
    const expired = await current(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.cookies.find((c) => c.name === 'sid')?.value).toBe('');
  });

  it('ends a session at its absolute lifetime however active it is', async () => {
    const cookie = await signIn();
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      clock.advanceMinutes(20);
      expect((await current(cookie)).statusCode).toBe(200);
    }
    clock.advanceMinutes(20);
    expect((await current(cookie)).statusCode).toBe(401);
  });
});

describe('GET /api/sso/logout', () => {
  it('ends the session, clears the cookie and deletes the row', async () => {
    const cookie = await signIn('coder');
    const response = await app.inject({ method: 'GET', url: '/api/sso/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await current(cookie)).statusCode).toBe(401);
    const id = cookie.slice('sid='.length).split('.')[0] ?? '';
    expect(await app.db.selectFrom('sessions').select('id').where('id', '=', id).execute()).toHaveLength(0);
  });

  it('answers 200 when not signed in', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/sso/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});

describe('PUT /api/user/{id}/update', () => {
  const update = (cookie: string | null, id: number, payload: unknown) =>
    app.inject({ method: 'PUT', url: `/api/user/${id}/update`, headers: cookie ? { cookie } : {}, payload: payload as object });

  async function signedInUser(username: string): Promise<{ cookie: string; id: number }> {
    const response = await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username, password: DEMO_PASSWORD } });
    return { cookie: sessionCookieOf(response), id: response.json<{ id: number }>().id };
  }

  it('saves the filters, answers the session user with them, audits, and /api/user/current returns them', async () => {
    const { cookie, id } = await signedInUser('coder');
    const worklistFilters = { view: 'WORKLIST', lastName: 'Smi', practitionerId: 3, potentialConditionCount: null };
    const response = await update(cookie, id, { worklistFilters, patientListFilters: { mrn: 'M-1' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, username: 'coder', worklistFilters, patientListFilters: { mrn: 'M-1' }, appointmentlistFilters: null });
    expect((await current(cookie)).json()).toEqual(response.json());

    // A partial body leaves the other filters as they are; null clears one.
    const cleared = await update(cookie, id, { worklistFilters: null, appointmentlistFilters: { start: '2026-01-02' } });
    expect(cleared.json()).toMatchObject({ worklistFilters: null, patientListFilters: { mrn: 'M-1' }, appointmentlistFilters: { start: '2026-01-02' } });

    const audit = await app.db
      .selectFrom('audit_events')
      .select(['action', 'entity_type', 'after'])
      .where('entity_type', '=', 'USER')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'UPDATE')
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]?.after).toMatchObject({ worklist_filters: worklistFilters, patient_list_filters: { mrn: 'M-1' } });
  });

  it('sets and removes an editable user property', async () => {
    const { cookie, id } = await signedInUser('cdi');
    const set = await update(cookie, id, { userProperties: [{ propertyKey: 'USER_PATIENT_ORG_FILTER', propertyValue: '1,2' }] });
    expect(set.statusCode).toBe(200);
    expect(set.json<{ userProperties: unknown[] }>().userProperties).toContainEqual({ propertyKey: 'USER_PATIENT_ORG_FILTER', propertyValue: '1,2' });
    const removed = await update(cookie, id, { userProperties: [{ propertyKey: 'USER_PATIENT_ORG_FILTER', propertyValue: null }] });
    expect(removed.json<{ userProperties: Array<{ propertyKey: string }> }>().userProperties.map((p) => p.propertyKey)).not.toContain(
      'USER_PATIENT_ORG_FILTER',
    );
  });

  it("refuses another user's id (403), a signed-out caller (401) and writes nothing", async () => {
    const { cookie } = await signedInUser('physician');
    const other = await signedInUser('clinicaladmin');
    const forbidden = await update(cookie, other.id, { worklistFilters: { lastName: 'X' } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'You can only update your own account' } });
    expect((await current(other.cookie)).json()).toMatchObject({ worklistFilters: null });
    expect((await update(null, other.id, { worklistFilters: {} })).statusCode).toBe(401);
  });

  it('refuses arrays, strings, unknown keys, an empty body, oversized filters and a restricted user changing regions', async () => {
    const { cookie, id } = await signedInUser('cdiqa');
    for (const payload of [
      { worklistFilters: [1, 2] },
      { worklistFilters: 'x' },
      { other: {} },
      {},
      { userProperties: [{ propertyKey: 'CDI_SCHEDULE_TAB', propertyValue: 'true' }] },
      { worklistFilters: { lastName: 'x'.repeat(16 * 1024) } },
    ]) {
      const response = await update(cookie, id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('BAD_REQUEST');
    }
    expect((await current(cookie)).json()).toMatchObject({ worklistFilters: null });

    const restricted = await signedInUser('cdirestricted');
    const refused = await update(restricted.cookie, restricted.id, { userProperties: [{ propertyKey: 'USER_REGION_FILTER', propertyValue: 'WEST' }] });
    expect(refused.statusCode).toBe(403);
    expect((await current(restricted.cookie)).json<{ userProperties: unknown[] }>().userProperties).toContainEqual({
      propertyKey: 'USER_REGION_FILTER',
      propertyValue: 'NORTH_EAST,MIDWEST',
    });
  });

  it("switches the session's active role to another switchable role it holds; the next calls act in it; audited", async () => {
    const { cookie, id } = await signedInUser('multirole');
    expect((await current(cookie)).json()).toMatchObject({ type: 'CDI', userRole: 'CDI' });
    const switched = await update(cookie, id, { userRole: 'CODER' });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ type: 'CODER', userRole: 'CODER' });
    expect((await current(cookie)).json()).toMatchObject({ type: 'CODER', userRole: 'CODER' });
    // The server acts in the new role: the coder worklist view answers, a CDI-only view does not.
    const coderView = await app.inject({ method: 'GET', url: '/api/encounter?view=COMPLETED&limit=1', headers: { cookie } });
    expect(coderView.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/encounter?view=OPEN&limit=1', headers: { cookie } })).statusCode).toBe(400);

    // The same role again changes nothing; another session of the user keeps its own role.
    expect((await update(cookie, id, { userRole: 'CODER' })).json()).toMatchObject({ type: 'CODER' });
    const other = await signedInUser('multirole');
    expect((await current(other.cookie)).json()).toMatchObject({ type: 'CDI' });

    const audit = await app.db
      .selectFrom('audit_events')
      .select(['before', 'after'])
      .where('entity_type', '=', 'USER')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'UPDATE')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { before: { activeRole: 'CDI' }, after: { activeRole: 'CODER' } },
      { before: {}, after: {} },
    ]);
  });

  it('refuses a role the user does not hold, one that is not switchable, and any switch by a CDI_RESTRICTED holder (403, nothing changed)', async () => {
    const multirole = await signedInUser('multirole');
    for (const userRole of ['CODER_QA_MANAGER', 'ADMIN', 'CDI_RESTRICTED'] as const) {
      const refused = await update(multirole.cookie, multirole.id, { userRole, worklistFilters: { view: 'OPEN' } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: { code: 'FORBIDDEN', message: `You cannot switch to the ${userRole} role` } });
    }
    expect((await current(multirole.cookie)).json()).toMatchObject({ type: 'CDI', worklistFilters: null });
    const cdiqa = await signedInUser('cdiqa');
    expect((await update(cdiqa.cookie, cdiqa.id, { userRole: 'CDI' })).statusCode).toBe(403);
    const restricted = await signedInUser('cdirestricted');
    expect((await update(restricted.cookie, restricted.id, { userRole: 'CDI' })).statusCode).toBe(403);
    expect((await update(restricted.cookie, restricted.id, { userRole: 'NOBODY' })).statusCode).toBe(400);
    expect((await current(restricted.cookie)).json()).toMatchObject({ type: 'CDI_RESTRICTED' });
  });
});
