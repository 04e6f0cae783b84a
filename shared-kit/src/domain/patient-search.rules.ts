import { parseFilterDate } from './encounter-filter.rules';
import { PROPERTY_KEYS, propertyFlag, propertyList, propertyValue } from './properties';
import type { PropertyEntry } from './session';

/** What the patient list's free-text `query` asks for (GET /api/patient/enhanced_search). */
export type PatientQuery =
  | { kind: 'none' }
  | { kind: 'birthDate'; birthDate: string }
  | { kind: 'mrn'; mrn: string }
  | { kind: 'name'; lastName: string; firstName: string | null };

/**
 * Reads the patient search text (spec 1 §2.7, §5): a date (M/D/YYYY or YYYY-MM-DD) is a date of birth; text holding a
 * digit is an MRN (exact, one of the patient's MRNs); anything else is a name, 'last, first' with both parts as
 * case-insensitive prefixes (the first name optional). Percent signs are stripped as in the filters.
 */
export function parsePatientQuery(text: string | null | undefined): PatientQuery {
  const clean = (text ?? '').replace(/%/g, '').trim();
  if (clean === '') return { kind: 'none' };
  const birthDate = /^\d{1,2}\/\d{1,2}\/\d{4}$|^\d{4}-\d{2}-\d{2}$/.test(clean) ? parseFilterDate(clean) : null;
  if (birthDate) return { kind: 'birthDate', birthDate };
  if (/\d/.test(clean)) return { kind: 'mrn', mrn: clean };
  const [last = '', ...rest] = clean.split(',');
  const first = rest.join(',').trim();
  return { kind: 'name', lastName: last.trim(), firstName: first === '' ? null : first };
}

/** Patient fields whose distinct values GET /api/patient/property/{key}/values lists. */
export const PATIENT_PROPERTY_KEYS = ['vbcProgram', 'insurance', 'rulesFilterSpecialtyPrefix'] as const;
export type PatientPropertyKey = (typeof PATIENT_PROPERTY_KEYS)[number];

export const OFFSHORE_VALUES = ['ONSHORE', 'OFFSHORE'] as const;
export type OffshoreValue = (typeof OFFSHORE_VALUES)[number];

interface PropertyHolder {
  tenantProperties: readonly PropertyEntry[];
  userProperties: readonly PropertyEntry[];
}

/**
 * The offshore filter of a user (spec 1 §2.7 "some users get an offshore filter"): the user property
 * USER_OFFSHORE_FILTER when it holds ONSHORE or OFFSHORE, else null (no offshore filter for this user).
 */
export function userOffshoreFilter(user: PropertyHolder): OffshoreValue | null {
  const value = propertyValue(PROPERTY_KEYS.userOffshoreFilter, [], user.userProperties)?.trim().toUpperCase();
  return OFFSHORE_VALUES.find((v) => v === value) ?? null;
}

/** The regions applied by default: the user's assigned regions (USER_REGION_FILTER), empty when none. */
export const userDefaultRegions = (user: PropertyHolder): string[] => propertyList(PROPERTY_KEYS.userRegionFilter, [], user.userProperties);

/**
 * The practices applied by default: the user's organization filter (USER_PATIENT_ORG_FILTER, a comma list of
 * organization ids, spec 1 §3 defaultPatientOrgId); entries that are no id are dropped.
 */
export const userDefaultOrgIds = (user: PropertyHolder): number[] =>
  propertyList(PROPERTY_KEYS.userPatientOrgFilter, [], user.userProperties)
    .filter((text) => /^[1-9]\d{0,9}$/.test(text))
    .map(Number);

/** VBC Program filter and column: users whose tenant (or own property) turns value-based-care display on. */
export const seesVbcProgram = (user: PropertyHolder): boolean =>
  propertyFlag(PROPERTY_KEYS.valueBasedCareDisplay, user.tenantProperties, user.userProperties);

/** 'NLP Encounters Only': users with NLP insights (the user property overrides the tenant's, spec 1 §3). */
export const seesNlpFilter = (user: PropertyHolder): boolean => propertyFlag(PROPERTY_KEYS.nlpInsights, user.tenantProperties, user.userProperties);
