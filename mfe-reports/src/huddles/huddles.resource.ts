import { httpClient, type HttpClient } from 'shared-kit';
import { type Organization, ORGANIZATION_FETCH_LIMIT, type Practitioner, PRACTITIONER_FETCH_LIMIT, type Region, SORTS } from 'shared-kit/domain';
import type { HuddleScope } from './huddle.rules';

/** A day's huddle PDF (spec 1 §7 "GET huddle PDFs (all, org/{id}, practitioner/{id}, region/{id}), startDt query"). */
export function fetchHuddlePdf(scope: HuddleScope, id: number | null, startDt: string, client: HttpClient = httpClient): Promise<Blob> {
  const config = { params: { startDt }, responseType: 'blob' as const };
  switch (scope) {
    case 'org':
      return client.get<Blob>(`/api/report/huddle/org/${id ?? ''}`, config);
    case 'practitioner':
      return client.get<Blob>(`/api/report/huddle/practitioner/${id ?? ''}`, config);
    case 'region':
      return client.get<Blob>(`/api/report/huddle/region/${id ?? ''}`, config);
    default:
      return client.get<Blob>('/api/report/huddle', config);
  }
}

/** Active organizations sorted by name (spec 1 §7: limit 999, offset 0, sort name asc; active ones kept). */
export async function fetchActiveOrganizations(client: HttpClient = httpClient): Promise<Organization[]> {
  const all = await client.get<Organization[]>('/api/organization', { params: { limit: ORGANIZATION_FETCH_LIMIT, offset: 0, sort: SORTS.organizations } });
  return all.filter((org) => org.active).sort((a, b) => a.name.localeCompare(b.name));
}

export function fetchRegions(client: HttpClient = httpClient): Promise<Region[]> {
  return client.get<Region[]>('/api/region');
}

/** Active practitioners (spec 1 §7: statusCode ACTIVE, limit 5000, offset 0). */
export function fetchActivePractitioners(client: HttpClient = httpClient): Promise<Practitioner[]> {
  return client.get<Practitioner[]>('/api/practitioner/search', { params: { statusCode: 'ACTIVE', limit: PRACTITIONER_FETCH_LIMIT, offset: 0 } });
}
