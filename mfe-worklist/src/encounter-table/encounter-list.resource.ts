import { httpClient, rolePath, type EncounterListRow, type HttpClient, type Role } from 'shared-kit';
import type { WorklistQuery } from '../worklist/worklist-query';

/**
 * The URL of one page of a worklist: GET /api/encounter (CDI_RESTRICTED: /api/restricted/encounter, spec 1 §6) with
 * the view, the normalised filter, limit, offset and sort, in the query's own key order. The list is asked for by this
 * whole URL (not axios params) so that a page asked for ahead of the screen (the parcel's mount, `home-first-request.ts`)
 * is the very request the screen makes, and the API client hands the screen that answer.
 */
export function worklistPageUrl(activeRole: Role | null | undefined, query: WorklistQuery): string {
  return `${rolePath(activeRole, 'encounter')}?${encounterQueryString(query)}`;
}

/** An encounter search's query string, in the query's own key order (numbers as text; lists repeat their key). */
export function encounterQueryString(query: Readonly<Record<string, string | number | readonly (string | number)[]>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return search.toString();
}

/** One page of a worklist (`worklistPageUrl`). */
export function fetchWorklistPage(
  activeRole: Role | null | undefined,
  query: WorklistQuery,
  client: HttpClient = httpClient,
): Promise<EncounterListRow[]> {
  return client.get<EncounterListRow[]>(worklistPageUrl(activeRole, query));
}
