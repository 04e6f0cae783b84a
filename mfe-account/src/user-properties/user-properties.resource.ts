import { httpClient, type HttpClient } from 'shared-kit';
import { ORGANIZATION_FETCH_LIMIT, SORTS, type Organization, type Region, type SessionUser, type UserUpdate } from 'shared-kit/domain';

/** The tenant's regions (spec 1 §7 GET /api/region). */
export function fetchRegions(client: HttpClient = httpClient): Promise<Region[]> {
  return client.get<Region[]>('/api/region');
}

/** The tenant's organizations, inactive ones too (a saved filter may still name one), by name. */
export async function fetchOrganizations(client: HttpClient = httpClient): Promise<Organization[]> {
  const all = await client.get<Organization[]>('/api/organization', { params: { limit: ORGANIZATION_FETCH_LIMIT, offset: 0, sort: SORTS.organizations } });
  return [...all].sort((a, b) => a.name.localeCompare(b.name));
}

/** Saves the account page's user properties (PUT /api/user/{id}/update); answers the session user with them. */
export function saveUserProperties(userId: number, userProperties: NonNullable<UserUpdate['userProperties']>, client: HttpClient = httpClient): Promise<SessionUser> {
  return client.put<SessionUser>(`/api/user/${userId}/update`, { userProperties });
}
