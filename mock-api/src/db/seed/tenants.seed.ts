import type { Transaction } from 'kysely';
import { PROPERTY_KEYS } from 'shared-kit/domain';
import type { Database } from '../database.types';

export interface TenantSeed {
  id: string;
  name: string;
  properties: Readonly<Record<string, string>>;
}

/** Platform design §6: two tenants, the second for isolation tests. Acme turns the CDI schedule tab on so both login paths are reachable. */
export const DEMO_TENANTS: readonly TenantSeed[] = [
  {
    id: 'demo',
    name: 'Demo Health',
    properties: { [PROPERTY_KEYS.cdiScheduleTab]: 'false', [PROPERTY_KEYS.providerScheduleTab]: 'true', [PROPERTY_KEYS.cdiCopyPaste]: 'true' },
  },
  {
    id: 'acme',
    name: 'Acme Medical Group',
    properties: { [PROPERTY_KEYS.cdiScheduleTab]: 'true', [PROPERTY_KEYS.providerScheduleTab]: 'true' },
  },
];

export async function seedTenants(trx: Transaction<Database>, tenants: readonly TenantSeed[]): Promise<void> {
  await trx.insertInto('tenants').values(tenants.map(({ id, name }) => ({ id, name }))).execute();
  const properties = tenants.flatMap((t) =>
    Object.entries(t.properties).map(([property_key, property_value]) => ({ tenant_id: t.id, property_key, property_value })),
  );
  if (properties.length > 0) await trx.insertInto('tenant_properties').values(properties).execute();
}
