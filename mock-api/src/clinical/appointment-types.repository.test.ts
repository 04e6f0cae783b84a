import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { TestDatabase } from '../test-support/test-app';
import { appointmentTypesOf, appointmentTypesQuery } from './appointment-types.repository';

let database: TestDatabase;
let app: FastifyInstance;
let tenantId = '';
let otherTenantId = '';

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
  const tenantOf = async (username: string) =>
    (await app.db.selectFrom('users').select('tenant_id').where('username', '=', username).executeTakeFirstOrThrow()).tenant_id;
  tenantId = await tenantOf('cdi');
  otherTenantId = await tenantOf('acmecdi');
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('appointmentTypesOf (GET /api/appointment/types)', () => {
  it("answers the tenant's types once each, A to Z, without another tenant's or an empty one", async () => {
    const [one, other] = await app.db
      .selectFrom('encounters')
      .select('id')
      .where('tenant_id', '=', otherTenantId)
      .orderBy('id')
      .limit(2)
      .execute();
    await app.db.updateTable('encounters').set({ appointment_type: 'Acme House Call' }).where('id', '=', Number(one?.id)).execute();
    await app.db.updateTable('encounters').set({ appointment_type: null }).where('id', '=', Number(other?.id)).execute();
    const types = await appointmentTypesOf(app.db, tenantId);
    expect(types).toEqual(['Annual Wellness', 'Chronic Care', 'Follow Up', 'New Patient', 'Sick Visit', 'Telehealth Visit']);
    const distinct = await app.db
      .selectFrom('encounters')
      .select('appointment_type')
      .distinct()
      .where('tenant_id', '=', otherTenantId)
      .where('appointment_type', 'is not', null)
      .orderBy('appointment_type')
      .execute();
    expect(await appointmentTypesOf(app.db, otherTenantId)).toEqual(distinct.map((row) => row.appointment_type));
    expect(await appointmentTypesOf(app.db, otherTenantId)).toContain('Acme House Call');
  });

  it("reads one index entry per type, not the tenant's encounters", async () => {
    const encounters = Number((await sql<{ n: string }>`select count(*) as n from encounters where tenant_id = ${tenantId}`.execute(app.db)).rows[0]?.n);
    expect(encounters).toBeGreaterThan(50);
    const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`explain (analyze, format json) ${appointmentTypesQuery(tenantId)}`.execute(app.db);
    const plan = rows[0]?.['QUERY PLAN'][0].Plan;
    if (!plan) throw new Error('no plan');
    const scans = nodesOf(plan).filter((node) => node['Relation Name'] === 'encounters');
    expect(scans.length).toBeGreaterThan(0);
    for (const scan of scans) {
      expect(scan['Index Name']).toBe('encounters_tenant_appointment_type_idx');
      expect(scan['Actual Rows']).toBeLessThanOrEqual(1);
    }
    // One probe per type and one past the last.
    expect(scans.reduce((sum, scan) => sum + scan['Actual Loops'], 0)).toBe(7);
  });
});
