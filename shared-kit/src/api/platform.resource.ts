import type { Feedback, FeedbackCreated, UserUpdate } from '../domain/account.types';
import type { VersionInfo } from '../domain/reference.types';
import type { LoginRequest, LoginResponse, SessionUser } from '../domain/session';
import { httpClient, type HttpClient } from './http-client';

export function login(body: LoginRequest, client: HttpClient = httpClient): Promise<LoginResponse> {
  return client.post<LoginResponse>('/api/sso/login', body);
}

/** The current session's user; rejects (401) when signed out. */
export function fetchCurrentUser(client: HttpClient = httpClient): Promise<SessionUser> {
  return client.get<SessionUser>('/api/user/current');
}

/** The session user's saved-filter fields (spec 1 §3, §7): one object per user for each kind of list. */
export type UserFilterField = 'worklistFilters' | 'appointmentlistFilters' | 'patientListFilters';

/** Saves the signed-in user's own fields (spec 1 §7); answers the session user with them. */
export function updateUser(userId: number, body: UserUpdate, client: HttpClient = httpClient): Promise<SessionUser> {
  return client.put<SessionUser>(`/api/user/${userId}/update`, body);
}

export function logout(client: HttpClient = httpClient): Promise<unknown> {
  return client.get<unknown>('/api/sso/logout');
}

export function fetchVersion(client: HttpClient = httpClient): Promise<VersionInfo> {
  return client.get<VersionInfo>('/api/version');
}

export function sendFeedback(body: Feedback, client: HttpClient = httpClient): Promise<FeedbackCreated> {
  return client.post<FeedbackCreated>('/api/feedback', body);
}
