import { httpClient, type HttpClient } from 'shared-kit';
import type { Role, SessionUser } from 'shared-kit/domain';

/** Switches the session's active role (spec 1 §2.11 'Change Role'): PUT /api/user/{id}/update with `userRole`. */
export function switchRole(userId: number, userRole: Role, client: HttpClient = httpClient): Promise<SessionUser> {
  return client.put<SessionUser>(`/api/user/${userId}/update`, { userRole });
}
