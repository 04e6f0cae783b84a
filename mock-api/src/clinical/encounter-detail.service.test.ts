import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { signIn } from '../test-support/clinical-test-kit';
import { PLATFORM_ORIGIN, TestDatabase } from '../test-support/test-app';
import { conditionBodies } from './condition.mapper';

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};
let statements: string[] = [];

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open({ onQuery: (text) => statements.push(text) });
  for (const user of ['cdi', 'physician']) cookies[user] = await signIn(app, user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const detail = (user: string, id: number) =>
  app.inject({ method: 'GET', url: `/api/encounter/detail/${id}`, headers: { cookie: cookies[user] ?? '', origin: PLATFORM_ORIGIN } });

/** A demo encounter (active patient) whose conditions have every kind of child, a condition note and a HIDDEN one. */
async function encounterWithEveryChild(): Promise<number> {
  const has = (table: string) =>
    sql<boolean>`exists (select 1 from conditions c join ${sql.table(table)} t on t.encounter_condition_id = c.id where c.encounter_id = e.id)`;
  const row = await app.db
    .selectFrom('encounters as e')
    .innerJoin('patients as p', 'p.id', 'e.patient_id')
    .select('e.id')
    .where('e.tenant_id', '=', 'demo')
    .where('p.status', '=', 'ACTIVE')
    .where(has('cdi_tags'))
    .where(has('coder_tags'))
    .where(has('practitioner_tags'))
    .where(has('condition_rules'))
    .where(has('notes'))
    .where(sql<boolean>`exists (select 1 from conditions c where c.encounter_id = e.id and c.status_code = 'HIDDEN')`)
    .where(sql<boolean>`exists (select 1 from notes n where n.encounter_id = e.id and n.encounter_condition_id is null)`)
    .orderBy('e.id')
    .executeTakeFirst();
  if (!row) throw new Error('the demo seed has no encounter with every kind of condition child');
  return row.id;
}

describe('encounter detail (issue 15: loaded by encounter, in one wave)', () => {
  it('each condition is the condition as answered alone: tags, rules and notes, in priority order, HIDDEN for CDI only', async () => {
    const id = await encounterWithEveryChild();
    const rows = await app.db.selectFrom('conditions').selectAll().where('encounter_id', '=', id).orderBy('priority', 'desc').orderBy('id').execute();
    const alone = await conditionBodies(app.db, rows, true);
    // The fixture covers what the joins and groupings must carry.
    const covered = {
      cdiTags: alone.some((c) => c.cdiTags), coderTags: alone.some((c) => c.coderTags), practitionerTags: alone.some((c) => c.practitionerTags),
      rules: alone.some((c) => c.rules.length > 0), notes: alone.some((c) => c.notes.length > 0),
    };
    expect(covered).toEqual({ cdiTags: true, coderTags: true, practitionerTags: true, rules: true, notes: true });

    const cdi = await detail('cdi', id);
    expect(cdi.statusCode).toBe(200);
    expect(cdi.json().conditions).toEqual(JSON.parse(JSON.stringify(alone)));
    const encounterNotes = cdi.json().notes as Array<{ encounterConditionId: number | null }>;
    expect(encounterNotes.length).toBeGreaterThan(0);
    expect(encounterNotes.every((n) => n.encounterConditionId === null)).toBe(true);

    // The physician: no HIDDEN condition, and no notes at all (spec 2 §6).
    const physician = (await detail('physician', id)).json();
    const visible = alone.filter((c) => c.statusCode !== 'HIDDEN');
    expect(visible.length).toBeLessThan(alone.length);
    expect(physician.conditions.map((c: { id: number }) => c.id)).toEqual(visible.map((c) => c.id));
    expect(physician.conditions.every((c: { notes: unknown[] }) => c.notes.length === 0)).toBe(true);
    expect(physician.notes).toEqual([]);
  });

  it("counts the patient's other active locks with the lock it answers", async () => {
    const patient = await app.db
      .selectFrom('encounters as e')
      .innerJoin('patients as p', 'p.id', 'e.patient_id')
      .select(['e.patient_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('e.tenant_id', '=', 'demo')
      .where('p.status', '=', 'ACTIVE')
      .where(sql<boolean>`not exists (select 1 from locks l where l.encounter_id = e.id and l.status_code = 'ACTIVE')`)
      .groupBy('e.patient_id')
      .having((eb) => eb.fn.countAll(), '>=', 3)
      .orderBy('e.patient_id')
      .executeTakeFirstOrThrow();
    const encounters = await app.db
      .selectFrom('encounters as e')
      .select('e.id')
      .where('e.patient_id', '=', patient.patient_id)
      .where(sql<boolean>`not exists (select 1 from locks l where l.encounter_id = e.id and l.status_code = 'ACTIVE')`)
      .orderBy('e.id')
      .execute();
    const others = await app.db
      .selectFrom('locks as l')
      .innerJoin('encounters as e', 'e.id', 'l.encounter_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('e.patient_id', '=', patient.patient_id)
      .where('l.status_code', '=', 'ACTIVE')
      .executeTakeFirstOrThrow();
    const [first, second] = encounters;
    if (!first || !second) throw new Error('fixture: the patient needs two encounters');
    const lock = (encounterId: number) =>
      app.inject({ method: 'PUT', url: `/api/encounter/lock/${encounterId}`, headers: { cookie: cookies.cdi ?? '', origin: PLATFORM_ORIGIN } });
    expect((await lock(first.id)).statusCode).toBe(200);
    expect((await detail('cdi', first.id)).json().encounter.lock.patientLockCount).toBe(Number(others.n));
    expect((await lock(second.id)).statusCode).toBe(200);
    expect((await detail('cdi', first.id)).json().encounter.lock.patientLockCount).toBe(Number(others.n) + 1);
    expect((await detail('cdi', encounters[2]?.id ?? 0)).json().encounter.lock).toBeNull();
  });

  it('runs a bounded number of statements whatever the number of conditions: the session, the encounter, then six together', async () => {
    const id = await encounterWithEveryChild();
    await detail('cdi', id);
    statements = [];
    const response = await detail('cdi', id);
    expect(response.statusCode).toBe(200);
    expect(response.json().conditions.length).toBeGreaterThan(1);
    expect(statements).toHaveLength(8);
  });

  it('answers 404, running nothing more, for an encounter outside the caller’s tenant', async () => {
    const acme = await app.db.selectFrom('encounters').select('id').where('tenant_id', '<>', 'demo').orderBy('id').executeTakeFirstOrThrow();
    statements = [];
    expect((await detail('cdi', acme.id)).statusCode).toBe(404);
    expect(statements).toHaveLength(2);
  });
});
