import { httpClient, rolePath, type HttpClient, type Role } from 'shared-kit';
import type { PatientSnapshot } from 'shared-kit';

/** GET /api/patient/{id}/snapshot (CDI_RESTRICTED: /api/restricted/patient/{id}/snapshot, spec 1 §6). */
export function fetchPatientSnapshot(activeRole: Role | null | undefined, patientId: number, client: HttpClient = httpClient): Promise<PatientSnapshot> {
  return client.get<PatientSnapshot>(rolePath(activeRole, `patient/${patientId}/snapshot`));
}
