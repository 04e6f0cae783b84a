import {
  httpClient,
  ORGANIZATION_FETCH_LIMIT,
  PRACTITIONER_FETCH_LIMIT,
  SORTS,
  type HttpClient,
  type Organization,
  type Practitioner,
  type Region,
} from 'shared-kit';

/** Active organizations sorted by name (spec 1 §7: limit 999, offset 0, sort name asc; active ones kept). */
export async function fetchActiveOrganizations(client: HttpClient = httpClient): Promise<Organization[]> {
  const all = await client.get<Organization[]>('/api/organization', {
    params: { limit: ORGANIZATION_FETCH_LIMIT, offset: 0, sort: SORTS.organizations },
  });
  return all.filter((org) => org.active).sort((a, b) => a.name.localeCompare(b.name));
}

export function fetchRegions(client: HttpClient = httpClient): Promise<Region[]> {
  return client.get<Region[]>('/api/region');
}

/**
 * GET of the active practitioners (spec 1 §7: statusCode ACTIVE, limit 5000, offset 0), as one URL: a clinical admin's
 * home may bring its answer with the page (home-first-request.ts), handed to the request by this URL.
 */
export const ACTIVE_PRACTITIONERS_URL = `/api/practitioner/search?${new URLSearchParams({ statusCode: 'ACTIVE', limit: String(PRACTITIONER_FETCH_LIMIT), offset: '0' }).toString()}`;

/** Active practitioners (spec 1 §7: statusCode ACTIVE, limit 5000, offset 0). */
export function fetchActivePractitioners(client: HttpClient = httpClient): Promise<Practitioner[]> {
  return client.get<Practitioner[]>(ACTIVE_PRACTITIONERS_URL);
}

/** Visit types (spec 1 §7: a list of strings). */
export function fetchAppointmentTypes(client: HttpClient = httpClient): Promise<string[]> {
  return client.get<string[]>('/api/appointment/types');
}
