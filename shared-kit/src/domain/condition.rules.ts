import type { ConditionStatus } from './condition.constants';
import { PROPERTY_KEYS, propertyFlag } from './properties';
import type { Role } from './roles';
import type { PropertyEntry } from './session';
import { zonedYear } from './tenant-time.rules';

type When = string | Date | null | undefined;

/**
 * Addressed: the addressed date falls in the same calendar year as the encounter start (spec 2 §4.5), both read in
 * `zone`, the tenant's (the API's scopeTimeZone, the UI's sessionTimeZone / useKitTimeZone). Required, with no
 * default: a year read in another zone than the other side's would let the UI offer what the API refuses (issue 17).
 * An addressed date written as a day (YYYY-MM-DD) is taken as written.
 */
export function isAddressed(condition: { addressedDate: When }, encounterStart: When, zone: string): boolean {
  const addressed = zonedYear(condition.addressedDate, zone);
  return addressed !== null && addressed === zonedYear(encounterStart, zone);
}

/**
 * Whether `role` may dismiss the condition (spec 2 §6): physicians dismiss potential conditions, and known ones only
 * when the known-dismiss flag is on and the condition is not addressed; clinical admins the same, and only with the
 * clinical-admin dismiss flag; nobody else. User properties override tenant ones (the spec's per-user check).
 * `zone` is the tenant's, the one isAddressed reads years in.
 */
export function canDismiss(
  role: Role | null | undefined,
  condition: { conditionStatus: ConditionStatus; addressedDate: When },
  tenantProperties: readonly PropertyEntry[],
  encounterStart: When,
  zone: string,
  userProperties: readonly PropertyEntry[] = [],
): boolean {
  if (role !== 'PHYSICIAN' && role !== 'CLINICAL_ADMIN') return false;
  if (role === 'CLINICAL_ADMIN' && !propertyFlag(PROPERTY_KEYS.clinicalAdminDismiss, tenantProperties, userProperties)) return false;
  if (condition.conditionStatus === 'POTENTIAL') return true;
  if (condition.conditionStatus === 'KNOWN') {
    return propertyFlag(PROPERTY_KEYS.knownDismiss, tenantProperties, userProperties) && !isAddressed(condition, encounterStart, zone);
  }
  return false;
}

/** Condition content as saved (spec 2 §5): trimmed, runs of two or more spaces collapsed to one. */
export function normaliseConditionContent(content: string): string {
  return content.trim().replace(/ {2,}/g, ' ');
}
