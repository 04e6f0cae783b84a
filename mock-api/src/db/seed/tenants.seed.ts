import type { Transaction } from 'kysely';
import { PROPERTY_KEYS } from 'shared-kit/domain';
import type { Database } from '../database.types';

export interface TenantSeed {
  id: string;
  name: string;
  properties: Readonly<Record<string, string>>;
}

/**
 * The install link the demo's browser-plugin tenant shows (spec 1 §2.11 "a browser-plugin section for one specific
 * tenant"). No plugin is published for the demo: the link is on a documentation domain; a deployment sets its own.
 */
export const DEMO_BROWSER_PLUGIN_URL = 'https://example.com/curate-cdi/browser-plugin';

/** The zone of the demo tenant `aloha` (its TIMEZONE property). */
export const ALOHA_TIME_ZONE = 'Pacific/Honolulu';

/**
 * Platform design §6: two tenants, the second for isolation tests. Acme turns the CDI schedule tab on so both login
 * paths are reachable, and is the browser-plugin tenant. `pilot` (issue 14) is a tenant just set up: users and
 * settings, no clinical data yet, so its reports have no counts ('Sorry, no counts yet today'). `aloha` (issue 17) is
 * a small tenant in Honolulu (UTC-10, no daylight saving), far from the servers' UTC, so the demo shows days and
 * clocks that are the tenant's and not the server's or the browser's.
 */
export const DEMO_TENANTS: readonly TenantSeed[] = [
  {
    id: 'demo',
    name: 'Demo Health',
    properties: { [PROPERTY_KEYS.cdiScheduleTab]: 'false', [PROPERTY_KEYS.providerScheduleTab]: 'true', [PROPERTY_KEYS.cdiCopyPaste]: 'true' },
  },
  {
    id: 'acme',
    name: 'Acme Medical Group',
    properties: {
      [PROPERTY_KEYS.cdiScheduleTab]: 'true',
      [PROPERTY_KEYS.providerScheduleTab]: 'true',
      [PROPERTY_KEYS.browserPluginUrl]: DEMO_BROWSER_PLUGIN_URL,
    },
  },
  { id: 'pilot', name: 'Pilot Family Practice', properties: { [PROPERTY_KEYS.cdiScheduleTab]: 'false' } },
  {
    id: 'aloha',
    name: 'Aloha Health Partners',
    properties: {
      [PROPERTY_KEYS.timezone]: ALOHA_TIME_ZONE,
      [PROPERTY_KEYS.cdiScheduleTab]: 'false',
      [PROPERTY_KEYS.providerScheduleTab]: 'true',
    },
  },
];

export async function seedTenants(trx: Transaction<Database>, tenants: readonly TenantSeed[]): Promise<void> {
  // Seeded tenants are demo tenants: the demo data reset may run on them (and on nothing else).
  await trx.insertInto('tenants').values(tenants.map(({ id, name }) => ({ id, name, is_demo: true }))).execute();
  const properties = tenants.flatMap((t) =>
    Object.entries(t.properties).map(([property_key, property_value]) => ({ tenant_id: t.id, property_key, property_value })),
  );
  if (properties.length > 0) await trx.insertInto('tenant_properties').values(properties).execute();
}

/**
 * "The configured tenant" of auto-scheduling (spec 1 §2.7, spec 2 §4.7; spec 1 §9: configured, not reproduced): acme,
 * with the fourth of its active practitioners (the first three are users' own practitioners). demo keeps the modal.
 */
export const AUTO_SCHEDULE_PRACTITIONER_INDEX: Readonly<Record<string, number>> = { acme: 3 };

/**
 * Points the tenant's AUTO_SCHEDULE_PRACTITIONER_ID at its fixed practitioner. The id belongs to the clinical data,
 * so the clinical seed calls this right after creating the practitioners: the demo data reset, which creates them
 * anew, re-points it.
 */
export async function pointAutoSchedulePractitioner(trx: Transaction<Database>, tenantId: string, activePractitionerIds: readonly number[]): Promise<void> {
  const index = AUTO_SCHEDULE_PRACTITIONER_INDEX[tenantId];
  const practitionerId = index === undefined ? undefined : activePractitionerIds[index];
  if (practitionerId === undefined) return;
  await trx
    .insertInto('tenant_properties')
    .values({ tenant_id: tenantId, property_key: PROPERTY_KEYS.autoSchedulePractitionerId, property_value: String(practitionerId) })
    .onConflict((oc) => oc.columns(['tenant_id', 'property_key']).doUpdateSet({ property_value: String(practitionerId) }))
    .execute();
}
