import { PRACTITIONER_FETCH_LIMIT_SMALL } from '../../domain/limits.constants';
import type { Practitioner } from '../../domain/reference.types';
import type { HttpClient } from '../../api/http-client';

/** The answer of GET /api/appointment/schedule/{id} (mock-api README: the practitioner's booked day). */
export interface PractitionerDaySchedule {
  encounterId: number;
  practitionerId: number;
  day: string;
  appointments: { id: number; start: string; status: string; appointmentType: string | null }[];
}

/** Active practitioners for the modal's search (spec 1 §7: statusCode ACTIVE, limit 999, offset 0). */
export function fetchSchedulingPractitioners(client: HttpClient): Promise<Practitioner[]> {
  return client.get<Practitioner[]>('/api/practitioner/search', {
    params: { statusCode: 'ACTIVE', limit: PRACTITIONER_FETCH_LIMIT_SMALL, offset: 0 },
  });
}

/** The practitioner's booked appointments on the day of `start`. */
export function fetchPractitionerDay(client: HttpClient, encounterId: number, practitionerId: number, start: Date): Promise<PractitionerDaySchedule> {
  return client.get<PractitionerDaySchedule>(`/api/appointment/schedule/${encounterId}`, { params: { practitionerId, start: start.getTime() } });
}

/** Schedules the proposed encounter (spec 2 §7: ids and a millisecond timestamp in the path, empty body); answers its id. */
export function scheduleEncounter(client: HttpClient, encounterId: number, practitionerId: number, start: Date): Promise<{ id: number }> {
  return client.put<{ id: number }>(`/api/appointment/schedule/${encounterId}/${practitionerId}/${start.getTime()}`);
}
