import { httpClient, rolePath, SORTS, type HttpClient, type PatientListRow, type Role } from 'shared-kit';
import type { EncounterListRow } from 'shared-kit';

/** One page of the patient list (spec 1 §7 GET /api/patient/enhanced_search; the restricted twin for CDI_RESTRICTED). */
export function fetchPatientPage(role: Role | null | undefined, params: Record<string, string | number | boolean>, client: HttpClient = httpClient): Promise<PatientListRow[]> {
  return client.get<PatientListRow[]>(rolePath(role, 'patient/enhanced_search'), { params });
}

/** The patient's encounters, start asc (spec 1 §7 "GET encounters per patient"). */
export function fetchPatientEncounters(role: Role | null | undefined, patientId: number, client: HttpClient = httpClient): Promise<EncounterListRow[]> {
  return client.get<EncounterListRow[]>(rolePath(role, 'encounter/patient'), { params: { patientId, sort: SORTS.encountersOfPatient } });
}

/** The VBC programs of the tenant for the filter (spec 1 §7 GET /api/patient/property/{key}/values). */
export function fetchVbcPrograms(role: Role | null | undefined, client: HttpClient = httpClient): Promise<string[]> {
  return client.get<string[]>(rolePath(role, 'patient/property/vbcProgram/values'));
}
