import type { FastifyInstance } from 'fastify';
import { hccLabel } from 'shared-kit/domain';
import { firstIcd10 } from 'shared-kit/domain';
import { pdfText } from '../reports/pdf-text.test-support';
import { signIn } from '../test-support/clinical-test-kit';
import { TestDatabase } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};
const USERS = ['cdi', 'coder', 'physician', 'cdirestricted', 'acmecdi', 'admin'] as const;
type User = (typeof USERS)[number];

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
  for (const user of USERS) cookies[user] = await signIn(app, user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const get = (user: User | null, url: string) => app.inject({ method: 'GET', url, headers: user ? { cookie: cookies[user] ?? '' } : {} });

/** A demo encounter with a hidden condition, a condition note and an encounter note, and its patient. */
async function richEncounter() {
  const row = await app.db
    .selectFrom('encounters as e')
    .innerJoin('patients as p', 'p.id', 'e.patient_id')
    .select(['e.id', 'p.first_name', 'p.last_name', 'p.mrn'])
    .where('e.tenant_id', '=', 'demo')
    .where('p.status', '=', 'ACTIVE')
    .where((eb) => eb.exists(eb.selectFrom('conditions as c').select('c.id').whereRef('c.encounter_id', '=', 'e.id').where('c.hcc_code', 'is not', null).where('c.status_code', '=', 'ACTIVE')))
    .where((eb) => eb.exists(eb.selectFrom('notes as n').select('n.id').whereRef('n.encounter_id', '=', 'e.id').where('n.encounter_condition_id', 'is', null)))
    .orderBy('e.id')
    .executeTakeFirstOrThrow();
  const conditions = await app.db
    .selectFrom('conditions')
    .select(['id', 'title', 'status_code', 'hcc_code', 'icd10_code_json'])
    .where('encounter_id', '=', row.id)
    .execute();
  const notes = await app.db.selectFrom('notes').select(['note_body', 'encounter_condition_id']).where('encounter_id', '=', row.id).execute();
  return { ...row, conditions, notes };
}

describe('GET /api/pdf/encounter/{id} and /api/pdf/cdi/encounter/{id}', () => {
  it("prints the patient, the review and every visible condition's codes; no notes", async () => {
    const e = await richEncounter();
    const response = await get('coder', `/api/pdf/encounter/${e.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="encounter-${e.id}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    expect(text).toContain(`Encounter Summary #${e.id}`);
    expect(text).toContain(`${e.last_name}, ${e.first_name}`);
    for (const c of e.conditions.filter((x) => x.status_code !== 'HIDDEN' && x.hcc_code)) {
      expect(text).toContain(`${firstIcd10(c.icd10_code_json) ?? ''}  ${hccLabel(c.hcc_code ?? '')}`);
    }
    for (const n of e.notes) expect(text).not.toContain(n.note_body.slice(0, 30));
    expect(text).not.toContain('Encounter Notes');
  });

  it('adds notes (encounter and condition) and rules in the CDI variant', async () => {
    const e = await richEncounter();
    const response = await get('cdi', `/api/pdf/cdi/encounter/${e.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`inline; filename="cdi-encounter-${e.id}.pdf"`);
    const text = pdfText(response.rawPayload);
    expect(text).toContain(`CDI Encounter Summary #${e.id}`);
    expect(text).toContain('Encounter Notes');
    const encounterNote = e.notes.find((n) => n.encounter_condition_id === null);
    // Notes may wrap: the first words are on the note's first line.
    expect(text).toContain(encounterNote?.note_body.split(' ').slice(0, 3).join(' '));
  });

  it('refuses the CDI variant to non-CDI roles, other tenants (404), signed-out callers and bad ids', async () => {
    const e = await richEncounter();
    expect((await get('coder', `/api/pdf/cdi/encounter/${e.id}`)).statusCode).toBe(403);
    expect((await get('admin', `/api/pdf/encounter/${e.id}`)).statusCode).toBe(403);
    expect((await get('acmecdi', `/api/pdf/encounter/${e.id}`)).statusCode).toBe(404);
    expect((await get('acmecdi', `/api/pdf/cdi/encounter/${e.id}`)).statusCode).toBe(404);
    expect((await get(null, `/api/pdf/encounter/${e.id}`)).statusCode).toBe(401);
    expect((await get('cdi', '/api/pdf/encounter/abc')).statusCode).toBe(400);
  });

  it('keeps CDI_RESTRICTED within its regions', async () => {
    const outside = await app.db
      .selectFrom('encounters as e')
      .innerJoin('patients as p', 'p.id', 'e.patient_id')
      .innerJoin('regions as r', 'r.id', 'p.region_id')
      .select('e.id')
      .where('e.tenant_id', '=', 'demo')
      .where('r.name', 'not in', ['NORTH_EAST', 'MIDWEST'])
      .executeTakeFirstOrThrow();
    expect((await get('cdirestricted', `/api/pdf/cdi/encounter/${outside.id}`)).statusCode).toBe(404);
    const inside = await app.db
      .selectFrom('encounters as e')
      .innerJoin('patients as p', 'p.id', 'e.patient_id')
      .innerJoin('regions as r', 'r.id', 'p.region_id')
      .select('e.id')
      .where('e.tenant_id', '=', 'demo')
      .where('p.status', '=', 'ACTIVE')
      .where('r.name', '=', 'MIDWEST')
      .executeTakeFirstOrThrow();
    expect((await get('cdirestricted', `/api/pdf/cdi/encounter/${inside.id}`)).statusCode).toBe(200);
  });
});
