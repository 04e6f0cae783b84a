import { httpClient, type HttpClient, type Practitioner } from 'shared-kit';

/** The practitioner(s) linked to the signed-in user (GET /api/user/practitioner, mock-api README): a physician's list. */
export function fetchMyPractitioners(client: HttpClient = httpClient): Promise<Practitioner[]> {
  return client.get<Practitioner[]>('/api/user/practitioner');
}
