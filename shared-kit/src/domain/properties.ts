import type { PropertyEntry } from './session';

/**
 * Tenant and user property keys (spec 1 §3, spec 2 §6). Values are text; flags are 'true' / 'false'.
 */
export const PROPERTY_KEYS = {
  cdiScheduleTab: 'CDI_SCHEDULE_TAB',
  providerScheduleTab: 'PROVIDER_SCHEDULE_TAB',
} as const;

/** The value of `key`, the user's entry winning over the tenant's where both exist. */
export function propertyValue(
  key: string,
  tenantProperties: readonly PropertyEntry[],
  userProperties: readonly PropertyEntry[] = [],
): string | undefined {
  return (
    userProperties.find((p) => p.propertyKey === key)?.propertyValue ??
    tenantProperties.find((p) => p.propertyKey === key)?.propertyValue
  );
}

/** A flag property: 'true' (any case) is on; missing gives `fallback`. */
export function propertyFlag(
  key: string,
  tenantProperties: readonly PropertyEntry[],
  userProperties: readonly PropertyEntry[] = [],
  fallback = false,
): boolean {
  const value = propertyValue(key, tenantProperties, userProperties);
  return value === undefined ? fallback : value.trim().toLowerCase() === 'true';
}
