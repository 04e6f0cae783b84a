import type { ConditionStatus } from './condition.constants';
import { PROPERTY_KEYS, propertyFlag } from './properties';
import type { Role } from './roles';
import type { PropertyEntry } from './session';

type When = string | Date | null | undefined;

/** The calendar year of an instant or a YYYY-MM-DD date, read in UTC so server and browsers agree; null if unparsable. */
function yearOf(value: When): number | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.getUTCFullYear();
}

/** Addressed: the addressed date falls in the same calendar year as the encounter start (spec 2 §4.5). */
export function isAddressed(condition: { addressedDate: When }, encounterStart: When): boolean {
  const addressed = yearOf(condition.addressedDate);
  return addressed !== null && addressed === yearOf(encounterStart);
}

/**
 * Whether `role` may dismiss the condition (spec 2 §6): physicians dismiss potential conditions, and known ones only
 * when the known-dismiss flag is on and the condition is not addressed; clinical admins the same, and only with the
 * clinical-admin dismiss flag; nobody else. User properties override tenant ones (the spec's per-user check).
 */
export function canDismiss(
  role: Role | null | undefined,
  condition: { conditionStatus: ConditionStatus; addressedDate: When },
  tenantProperties: readonly PropertyEntry[],
  encounterStart: When,
  userProperties: readonly PropertyEntry[] = [],
): boolean {
  if (role !== 'PHYSICIAN' && role !== 'CLINICAL_ADMIN') return false;
  if (role === 'CLINICAL_ADMIN' && !propertyFlag(PROPERTY_KEYS.clinicalAdminDismiss, tenantProperties, userProperties)) return false;
  if (condition.conditionStatus === 'POTENTIAL') return true;
  if (condition.conditionStatus === 'KNOWN') {
    return propertyFlag(PROPERTY_KEYS.knownDismiss, tenantProperties, userProperties) && !isAddressed(condition, encounterStart);
  }
  return false;
}

/** Condition content as saved (spec 2 §5): trimmed, runs of two or more spaces collapsed to one. */
export function normaliseConditionContent(content: string): string {
  return content.trim().replace(/ {2,}/g, ' ');
}
