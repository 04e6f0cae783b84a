import { normaliseEncounterFilter, parseFilterDate, type AppointmentFilter, type OffshoreValue } from 'shared-kit';
import { BOOKED_ENCOUNTER_STATUSES } from 'shared-kit/domain';

/** The filter values a person sets on the appointments list (spec 1 §3 "Appointment filter", without the offshore default). */
export type AppointmentFilterValues = Pick<AppointmentFilter, 'mrn' | 'firstName' | 'lastName' | 'birthDate' | 'start' | 'practitionerId'>;

export const EMPTY_APPOINTMENT_FILTER: AppointmentFilterValues = {
  mrn: null,
  firstName: null,
  lastName: null,
  birthDate: null,
  start: null,
  practitionerId: null,
};

/** Default sort of the appointments list (spec 1 §9): start desc, the latest first. */
export const APPOINTMENT_SORT = 'start desc';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const readText = (raw: unknown): string | null => (typeof raw === 'string' && raw.trim() !== '' ? raw : null);
const readDate = (raw: unknown): string | null => (typeof raw === 'string' ? parseFilterDate(raw) : null);
const readId = (raw: unknown): number | null => (typeof raw === 'number' && Number.isInteger(raw) && raw > 0 ? raw : null);

/**
 * A saved appointment filter read back (the server's copy or this browser's): unknown keys and values of the wrong
 * type are dropped, dates are read as YYYY-MM-DD. Accepts `{ values: {...} }` and the spec's flat shape alike.
 */
export function readAppointmentFilter(raw: unknown): AppointmentFilterValues | null {
  if (!isRecord(raw)) return null;
  const source = isRecord(raw.values) ? raw.values : raw;
  return {
    mrn: readText(source.mrn),
    firstName: readText(source.firstName),
    lastName: readText(source.lastName),
    birthDate: readDate(source.birthDate),
    start: readDate(source.start),
    practitionerId: readId(source.practitionerId),
  };
}

export const hasAppointmentFilter = (values: AppointmentFilterValues): boolean => Object.values(values).some((value) => value !== null);

/**
 * The appointments search (GET /api/encounter) without its paging keys: the values normalised per spec 1 §5 (names
 * stripped of '%' with a trailing wildcard, empty values dropped, dates as YYYY-MM-DD), the user's offshore filter
 * as `onOffShore` (spec 1 §3: the appointment filter's defaultPatientOffshoreFilter, "also named onOffShore in the
 * query"; applied automatically, not a control), the appointment statuses, patient status ACTIVE and the default sort.
 */
export function buildAppointmentQuery(
  values: AppointmentFilterValues,
  offshore: OffshoreValue | null = null,
): Record<string, string | number | string[]> {
  return {
    ...normaliseEncounterFilter(values),
    ...(offshore ? { onOffShore: offshore } : {}),
    encounterStatus: [...BOOKED_ENCOUNTER_STATUSES],
    patientStatus: 'ACTIVE',
    sort: APPOINTMENT_SORT,
  };
}
