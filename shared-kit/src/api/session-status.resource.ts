import type { SessionStatus } from '../domain/session-status.types';
import { httpClient, type HttpClient } from './http-client';

/** GET /api/sso/session without extending the session; rejects with a 401 ApiError once it has ended. */
export function fetchSessionStatus(client: HttpClient = httpClient): Promise<SessionStatus> {
  return client.get<SessionStatus>('/api/sso/session');
}
