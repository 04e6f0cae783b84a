import { httpClient, rolePath, type EncounterListRow, type HttpClient, type Role } from 'shared-kit';
import type { WorklistQuery } from '../worklist/worklist-query';

/**
 * One page of a worklist: GET /api/encounter (CDI_RESTRICTED: /api/restricted/encounter, spec 1 §6) with the
 * view, the normalised filter, limit, offset and sort.
 */
export function fetchWorklistPage(
  activeRole: Role | null | undefined,
  query: WorklistQuery,
  client: HttpClient = httpClient,
): Promise<EncounterListRow[]> {
  return client.get<EncounterListRow[]>(rolePath(activeRole, 'encounter'), { params: query });
}
