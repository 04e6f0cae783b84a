import type { FastifyInstance } from 'fastify';
import { signIn } from '../test-support/clinical-test-kit';
import { TestDatabase, PLATFORM_ORIGIN } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
  for (const user of ['cdi', 'coder', 'physician', 'clinicaladmin', 'acmecdi', 'cdirestricted']) cookies[user] = await signIn(app, user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const put = (user: string, url: string, payload?: unknown) =>
  app.inject({ method: 'PUT', url, headers: { cookie: cookies[user] ?? '', origin: PLATFORM_ORIGIN }, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
const auditCount = async (entityType: string) =>
  Number((await app.db.selectFrom('audit_events').select((eb) => eb.fn.countAll<string>().as('n')).where('entity_type', '=', entityType).executeTakeFirstOrThrow()).n);

/** An OPEN, ACTIVE, unaddressed condition of `kind` on an unlocked demo encounter (skip picks another). */
async function openCondition(kind: 'KNOWN' | 'POTENTIAL' | 'ACTIVITY', skip = 0, region?: string) {
  return app.db
    .selectFrom('conditions as c')
    .innerJoin('encounters as e', 'e.id', 'c.encounter_id')
    .innerJoin('patients as p', 'p.id', 'e.patient_id')
    .innerJoin('regions as r', 'r.id', 'p.region_id')
    .leftJoin('locks as l', (j) => j.onRef('l.encounter_id', '=', 'e.id').on('l.status_code', '=', 'ACTIVE'))
    .select(['c.id', 'c.encounter_id as encounterId'])
    .where('c.tenant_id', '=', 'demo')
    .where('c.condition_status', '=', kind)
    .where('c.condition_code', '=', 'OPEN')
    .where('c.status_code', '=', 'ACTIVE')
    .where('c.addressed_date', 'is', null)
    .where('l.id', 'is', null)
    .$if(region !== undefined, (q) => q.where('r.name', '=', region ?? ''))
    .orderBy('c.id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
}
const acmeCondition = () => app.db.selectFrom('conditions').select('id').where('tenant_id', '=', 'acme').where('status_code', '=', 'ACTIVE').executeTakeFirstOrThrow();

describe('PUT /api/encounter/condition/{id}/tags/cdi (spec 2 §4.5)', () => {
  const cdiTags = (netNewStatusCode: string | null, knownPotentialStatusCode: string | null, expectedDiagnosis: boolean | null = null) => ({
    cdiTags: { netNewStatusCode, knownPotentialStatusCode, expectedDiagnosis },
  });

  it('the CDI lock holder sets Net New, then Neither; audited', async () => {
    const c = await openCondition('POTENTIAL');
    await put('cdi', `/api/encounter/lock/${c.encounterId}`);
    const set = await put('cdi', `/api/encounter/condition/${c.id}/tags/cdi`, cdiTags('NET_NEW', null, true));
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: c.id, cdiTags: { netNewStatusCode: 'NET_NEW', knownPotentialStatusCode: null, expectedDiagnosis: true, encounterConditionId: c.id } });
    const neither = await put('cdi', `/api/encounter/condition/${c.id}/tags/cdi`, cdiTags(null, null, true));
    expect(neither.json().cdiTags).toMatchObject({ netNewStatusCode: null, knownPotentialStatusCode: null });
    const audit = await app.db.selectFrom('audit_events').selectAll().where('entity_type', '=', 'CDI_TAGS').where('entity_id', '=', String(c.id)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['UPDATE', 'UPDATE']);
  });

  it('clears the expected diagnosis on a known condition', async () => {
    const c = await openCondition('KNOWN');
    await put('cdi', `/api/encounter/lock/${c.encounterId}`);
    const response = await put('cdi', `/api/encounter/condition/${c.id}/tags/cdi`, cdiTags(null, 'KNOWN_POTENTIAL', true));
    expect(response.json().cdiTags).toMatchObject({ knownPotentialStatusCode: 'KNOWN_POTENTIAL', expectedDiagnosis: null });
  });

  it('refuses both tags (400), unknown codes (400), no lock (409), coders (403), other tenants (404), writing nothing', async () => {
    const c = await openCondition('POTENTIAL', 1);
    const before = await auditCount('CDI_TAGS');
    expect((await put('cdi', `/api/encounter/condition/${c.id}/tags/cdi`, cdiTags('NET_NEW', null))).statusCode).toBe(409);
    await put('cdi', `/api/encounter/lock/${c.encounterId}`);
    const both = await put('cdi', `/api/encounter/condition/${c.id}/tags/cdi`, cdiTags('NET_NEW', 'KNOWN_POTENTIAL'));
    expect(both.statusCode).toBe(400);
    expect(both.json().error.message).toBe('body.cdiTags: Net New and Known Potential are mutually exclusive');
    expect((await put('cdi', `/api/encounter/condition/${c.id}/tags/cdi`, cdiTags('NEW', null))).statusCode).toBe(400);
    expect((await put('cdi', `/api/encounter/condition/${c.id}/tags/cdi`, {})).statusCode).toBe(400);
    expect((await put('coder', `/api/encounter/condition/${c.id}/tags/cdi`, cdiTags(null, null))).statusCode).toBe(403);
    expect((await put('acmecdi', `/api/encounter/condition/${c.id}/tags/cdi`, cdiTags(null, null))).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url: `/api/encounter/condition/${c.id}/tags/cdi`, payload: cdiTags(null, null) })).statusCode).toBe(401);
    expect(await auditCount('CDI_TAGS')).toBe(before);
  });

  it('CDI_RESTRICTED uses the restricted twin', async () => {
    const c = await openCondition('POTENTIAL', 0, 'MIDWEST');
    await put('cdirestricted', `/api/restricted/encounter/lock/${c.encounterId}`);
    expect((await put('cdirestricted', `/api/restricted/encounter/condition/${c.id}/tags/cdi`, cdiTags('NET_NEW', null))).statusCode).toBe(200);
    expect((await put('cdirestricted', `/api/encounter/condition/${c.id}/tags/cdi`, cdiTags('NET_NEW', null))).statusCode).toBe(403);
    const outside = await openCondition('POTENTIAL', 0, 'WEST_COAST');
    expect((await put('cdirestricted', `/api/restricted/encounter/condition/${outside.id}/tags/cdi`, cdiTags('NET_NEW', null))).statusCode).toBe(404);
  });
});

describe('PUT /api/encounter/condition/{id}/tags/coder (spec 2 §4.5, §5)', () => {
  it('the coder lock holder records a decision; the query fields stay', async () => {
    const c = await openCondition('KNOWN', 2);
    await app.db.insertInto('coder_tags').values({ encounter_condition_id: c.id, tenant_id: 'demo', query_status_code: 'QUERY_OUTSTANDING', query_creation_username: 'coder' })
      .onConflict((oc) => oc.column('encounter_condition_id').doUpdateSet({ query_status_code: 'QUERY_OUTSTANDING', query_creation_username: 'coder' })).execute();
    await put('coder', `/api/encounter/lock/${c.encounterId}`);
    const response = await put('coder', `/api/encounter/condition/${c.id}/tags/coder`, {
      coderTags: { onClaimStatusCode: 'NOT_ON_CLAIM', reportableStatusCode: 'NOT_REPORTABLE', reportableHeaderCode: 'NOT_DOCUMENTED', reportableReason: 'ACUTE_VISIT', queryStatusCode: 'QUERY_RESPONSE_RECEIVED' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().coderTags).toMatchObject({
      onClaimStatusCode: 'NOT_ON_CLAIM', reportableStatusCode: 'NOT_REPORTABLE', reportableHeaderCode: 'NOT_DOCUMENTED', reportableReason: 'ACUTE_VISIT',
      reportableText: null, conditionDiagnosisCode: null, queryStatusCode: 'QUERY_OUTSTANDING', queryCreationUsername: 'coder',
    });
    expect(await auditCount('CODER_TAGS')).toBe(1);
  });

  it('refuses Not Reportable without a reason (400 with the catalogue text), CDI users (403), no lock (409), other tenants (404)', async () => {
    const c = await openCondition('KNOWN', 3);
    const before = await auditCount('CODER_TAGS');
    const body = { coderTags: { reportableStatusCode: 'NOT_REPORTABLE' } };
    expect((await put('coder', `/api/encounter/condition/${c.id}/tags/coder`, body)).statusCode).toBe(409);
    await put('coder', `/api/encounter/lock/${c.encounterId}`);
    const noReason = await put('coder', `/api/encounter/condition/${c.id}/tags/coder`, body);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe('body.coderTags: If Not Reportable, A Reason Must be Provided');
    expect((await put('coder', `/api/encounter/condition/${c.id}/tags/coder`, { coderTags: { reportableStatusCode: 'MAYBE' } })).statusCode).toBe(400);
    expect((await put('cdi', `/api/encounter/condition/${c.id}/tags/coder`, body)).statusCode).toBe(403);
    expect((await put('coder', `/api/encounter/condition/${(await acmeCondition()).id}/tags/coder`, body)).statusCode).toBe(404);
    expect(await auditCount('CODER_TAGS')).toBe(before);
  });
});

describe('PUT /api/encounter/condition/tags/practitioner (spec 2 §4.5, §7)', () => {
  const url = '/api/encounter/condition/tags/practitioner';
  /** Sets (or with null removes) demo tenant properties, as PUT /api/dev/tenant/{id}/properties does. */
  const setTenantProperties = async (entries: Record<string, string | null>) => {
    for (const [key, value] of Object.entries(entries)) {
      await app.db.deleteFrom('tenant_properties').where('tenant_id', '=', 'demo').where('property_key', '=', key).execute();
      if (value !== null) await app.db.insertInto('tenant_properties').values({ tenant_id: 'demo', property_key: key, property_value: value }).execute();
    }
  };
  // The review view with a response control on each condition (platform design §7: '1'); DISMISSED is a choice here.
  beforeEach(() => setTenantProperties({ PHYSICIAN_DISPLAY_VARIANT: '1', PRACTITIONER_TAGS: JSON.stringify({ POTENTIAL: ['ACCEPT', 'NONE', 'NOT_EVALUATED', 'DISMISSED'], KNOWN: ['ACCEPT', 'NONE', 'NOT_EVALUATED', 'DISMISSED'], EXTERNAL: ['ACCEPT', 'NONE', 'NOT_EVALUATED', 'DISMISSED'] }) }));
  afterAll(() => setTenantProperties({ PHYSICIAN_DISPLAY_VARIANT: null, PRACTITIONER_TAGS: null }));

  it("refuses responses where the tenant's view takes none (Dismiss/Undo view) and codes that are not choices (409)", async () => {
    const c = await openCondition('POTENTIAL', 8);
    const before = await auditCount('PRACTITIONER_TAGS');
    await setTenantProperties({ PHYSICIAN_DISPLAY_VARIANT: null, PRACTITIONER_TAGS: null });
    const dismissView = await put('physician', url, [{ encounterConditionId: c.id, practitionerResponseCode: 'ACCEPT' }]);
    expect(dismissView.statusCode).toBe(409);
    expect(dismissView.json().error.message).toBe(`Condition ${c.id}: This tenant's view takes no practitioner responses`);
    // Simple curation: PHYSICIAN '3', CLINICAL_ADMIN '2'.
    await setTenantProperties({ PHYSICIAN_DISPLAY_VARIANT: '3' });
    expect((await put('clinicaladmin', url, [{ encounterConditionId: c.id, practitionerResponseCode: 'ACCEPT' }])).statusCode).toBe(409);
    const notAChoice = await put('physician', url, [{ encounterConditionId: c.id, practitionerResponseCode: 'REMOVED' }]);
    expect(notAChoice.statusCode).toBe(409);
    expect(notAChoice.json().error.message).toMatch(/REMOVED is not one of this condition's choices \(ACCEPT, NONE, NOT_EVALUATED\)/);
    expect(await auditCount('PRACTITIONER_TAGS')).toBe(before);
    expect((await put('physician', url, [{ encounterConditionId: c.id, practitionerResponseCode: 'ACCEPT' }])).statusCode).toBe(200);
  });

  it('physicians and clinical admins respond without a lock, even while a CDI user holds it; audited', async () => {
    const c = await openCondition('POTENTIAL', 5);
    const d = await openCondition('KNOWN', 5);
    const audits = await auditCount('PRACTITIONER_TAGS');
    await put('cdi', `/api/encounter/lock/${c.encounterId}`);
    const response = await put('physician', url, [{ encounterConditionId: c.id, practitionerResponseCode: 'DISMISSED' }, { encounterConditionId: d.id, practitionerResponseCode: 'ACCEPT' }]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ encounterConditionId: c.id, practitionerResponseCode: 'DISMISSED' }, { encounterConditionId: d.id, practitionerResponseCode: 'ACCEPT' }]);
    const row = await app.db.selectFrom('practitioner_tags').selectAll().where('encounter_condition_id', '=', d.id).executeTakeFirstOrThrow();
    expect(row.practitioner_response_code).toBe('ACCEPT');
    expect((await put('clinicaladmin', url, [{ encounterConditionId: d.id, practitionerResponseCode: 'NOT_EVALUATED' }])).statusCode).toBe(200);
    expect(await auditCount('PRACTITIONER_TAGS')).toBe(audits + 3);
  });

  it('refuses a dismissal canDismiss forbids and addressed conditions (409) and writes none of the list', async () => {
    const known = await openCondition('KNOWN', 6);
    const fine = await openCondition('POTENTIAL', 6);
    const before = await auditCount('PRACTITIONER_TAGS');
    const dismiss = await put('physician', url, [{ encounterConditionId: fine.id, practitionerResponseCode: 'ACCEPT' }, { encounterConditionId: known.id, practitionerResponseCode: 'DISMISSED' }]);
    expect(dismiss.statusCode).toBe(409);
    expect(dismiss.json().error.message).toBe(`Condition ${known.id}: You cannot dismiss this condition`);
    const addressed = await app.db.selectFrom('conditions').select('id').where('tenant_id', '=', 'demo').where('condition_code', '=', 'ADDRESSED').where('status_code', '=', 'ACTIVE').executeTakeFirstOrThrow();
    expect((await put('physician', url, [{ encounterConditionId: addressed.id, practitionerResponseCode: 'ACCEPT' }])).statusCode).toBe(409);
    expect(await auditCount('PRACTITIONER_TAGS')).toBe(before);
  });

  it('refuses CDI users and coders (403), other tenants and hidden conditions (404), bad input (400)', async () => {
    const c = await openCondition('POTENTIAL', 7);
    const before = await auditCount('PRACTITIONER_TAGS');
    expect((await put('cdi', url, [{ encounterConditionId: c.id, practitionerResponseCode: 'ACCEPT' }])).statusCode).toBe(403);
    expect((await put('coder', url, [{ encounterConditionId: c.id, practitionerResponseCode: 'ACCEPT' }])).statusCode).toBe(403);
    const acme = await put('physician', url, [{ encounterConditionId: (await acmeCondition()).id, practitionerResponseCode: 'ACCEPT' }]);
    expect(acme.statusCode).toBe(404);
    expect(acme.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    const hidden = await app.db.selectFrom('conditions').select('id').where('tenant_id', '=', 'demo').where('status_code', '=', 'HIDDEN').executeTakeFirstOrThrow();
    expect((await put('physician', url, [{ encounterConditionId: hidden.id, practitionerResponseCode: 'ACCEPT' }])).statusCode).toBe(404);
    expect((await put('physician', url, [{ encounterConditionId: c.id, practitionerResponseCode: 'MAYBE' }])).statusCode).toBe(400);
    expect((await put('physician', url, [])).statusCode).toBe(400);
    expect((await put('physician', url, { encounterConditionId: c.id })).statusCode).toBe(400);
    expect(await auditCount('PRACTITIONER_TAGS')).toBe(before);
  });
});
