import { httpClient, type HttpClient, type Practitioner } from 'shared-kit';

/** GET /api/user/practitioner: the practitioner(s) linked to the signed-in user (mock-api README). */
export const MY_PRACTITIONERS_URL = '/api/user/practitioner';

/** The practitioner(s) linked to the signed-in user: a physician's daily list is theirs. */
export function fetchMyPractitioners(client: HttpClient = httpClient): Promise<Practitioner[]> {
  return client.get<Practitioner[]>(MY_PRACTITIONERS_URL);
}
