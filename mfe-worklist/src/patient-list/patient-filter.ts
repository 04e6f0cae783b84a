import {
  normaliseEncounterFilter,
  OFFSHORE_VALUES,
  PAGE_SIZE,
  seesNlpFilter,
  seesVbcProgram,
  SORTS,
  userDefaultRegions,
  userOffshoreFilter,
  type OffshoreValue,
  type Role,
  type SessionUser,
} from 'shared-kit';

/** What the patient list's filter panel holds (spec 1 §2.7, §3 "Patient list filter" plus the capability filters). */
export interface PatientFilterValues {
  /** Free text: 'last, first', an MRN or a date of birth (API README). */
  query: string | null;
  mrn: string | null;
  firstName: string | null;
  lastName: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  patientRegion: string[];
  patientOrgId: number | null;
  defaultPatientOffshoreFilter: OffshoreValue | null;
  vbcProgram: string | null;
  nlpConditionCount: number | null;
}

export const EMPTY_PATIENT_FILTER: PatientFilterValues = {
  query: null,
  mrn: null,
  firstName: null,
  lastName: null,
  birthDate: null,
  patientRegion: [],
  patientOrgId: null,
  defaultPatientOffshoreFilter: null,
  vbcProgram: null,
  nlpConditionCount: null,
};

type UserView = Pick<SessionUser, 'tenantProperties' | 'userProperties'>;

/** Which optional filters and columns this user gets (README: the capabilities we chose). */
export interface PatientListCapabilities {
  offshore: boolean;
  vbcProgram: boolean;
  nlpOnly: boolean;
}

export function patientListCapabilities(user: UserView): PatientListCapabilities {
  return { offshore: userOffshoreFilter(user) !== null, vbcProgram: seesVbcProgram(user), nlpOnly: seesNlpFilter(user) };
}

/** The filter a user starts with: their offshore filter and assigned regions applied automatically (spec 1 §2.7). */
export function defaultPatientFilter(user: UserView): PatientFilterValues {
  return { ...EMPTY_PATIENT_FILTER, patientRegion: userDefaultRegions(user), defaultPatientOffshoreFilter: userOffshoreFilter(user) };
}

/** Filters start open when any filter other than the offshore one is set (spec 1 §2.7). */
export function filtersStartOpen(values: PatientFilterValues): boolean {
  const { defaultPatientOffshoreFilter: _offshore, patientRegion, ...rest } = values;
  return patientRegion.length > 0 || Object.values(rest).some((value) => value !== null);
}

const text = (raw: unknown): string | null => (typeof raw === 'string' && raw.trim() !== '' ? raw : null);
const positiveInt = (raw: unknown): number | null => (typeof raw === 'number' && Number.isInteger(raw) && raw > 0 ? raw : null);

/**
 * A saved patient filter read back over the user's defaults: values of the wrong type are dropped, and filters the
 * user has no capability for are left out (a saved VBC program of a tenant that turned the display off).
 */
export function readPatientFilter(raw: Record<string, unknown> | null, user: UserView): PatientFilterValues {
  const defaults = defaultPatientFilter(user);
  if (!raw) return defaults;
  const caps = patientListCapabilities(user);
  const regions = Array.isArray(raw.patientRegion) ? raw.patientRegion.filter((r): r is string => typeof r === 'string' && r !== '') : null;
  const offshore = OFFSHORE_VALUES.find((v) => v === raw.defaultPatientOffshoreFilter) ?? null;
  return {
    query: text(raw.query),
    mrn: text(raw.mrn),
    firstName: text(raw.firstName),
    lastName: text(raw.lastName),
    birthDate: text(raw.birthDate),
    patientRegion: regions ?? defaults.patientRegion,
    patientOrgId: positiveInt(raw.patientOrgId),
    defaultPatientOffshoreFilter: caps.offshore ? ('defaultPatientOffshoreFilter' in raw ? offshore : defaults.defaultPatientOffshoreFilter) : null,
    vbcProgram: caps.vbcProgram ? text(raw.vbcProgram) : null,
    nlpConditionCount: caps.nlpOnly ? positiveInt(raw.nlpConditionCount) : null,
  };
}

/** The query of GET /api/patient/enhanced_search for one page (spec 1 §7: query, sort 'lastName asc', limit, offset, userRole, append). */
export function buildPatientQuery(values: PatientFilterValues, page: number, role: Role | null | undefined): Record<string, string | number | boolean> {
  const { query, patientRegion, ...filters } = values;
  const normalised = normaliseEncounterFilter({ ...filters, patientRegion: patientRegion.join(',') });
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(normalised)) out[key] = Array.isArray(value) ? value.join(',') : value;
  const free = query?.trim();
  return {
    ...out,
    ...(free ? { query: free } : {}),
    sort: SORTS.patientList,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
    ...(role ? { userRole: role } : {}),
    append: page > 0,
  };
}
