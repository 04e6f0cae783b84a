import type { Feedback } from '../domain/account.types';
import type { VersionInfo } from '../domain/reference.types';
import type { MfaType, SessionUser } from '../domain/session';
import { httpClient, type HttpClient } from './http-client';

/** Body of POST /api/sso/login (spec 1 §7). */
export interface LoginRequest {
  username: string;
  password: string;
  recaptchaToken?: string | null;
}

/** A successful sign-in: the session user plus `id` (spec 1 §4: success when it contains id and username). */
export interface LoginUser extends SessionUser {
  id: number;
}

/** MFA is required before the session starts (spec 1 §4: contains mfaType and mfaEmail). */
export interface MfaChallenge {
  mfaType: MfaType;
  mfaEmail: string;
  qrCodeUuid?: string | null;
}

export type LoginResponse = LoginUser | MfaChallenge;

/** Version info of the API (spec 1 §3): the domain type, re-exported where it was first defined. */
export type { VersionInfo };

/** Body of POST /api/feedback: the domain Feedback entity (spec 1 §3). */
export type FeedbackRequest = Feedback;

export interface FeedbackCreated {
  id: number;
}

export function login(body: LoginRequest, client: HttpClient = httpClient): Promise<LoginResponse> {
  return client.post<LoginResponse>('/api/sso/login', body);
}

/** The current session's user; rejects (401) when signed out. */
export function fetchCurrentUser(client: HttpClient = httpClient): Promise<SessionUser> {
  return client.get<SessionUser>('/api/user/current');
}

/** The session user's saved-filter fields (spec 1 §3, §7): one object per user for each kind of list. */
export type UserFilterField = 'worklistFilters' | 'appointmentlistFilters' | 'patientListFilters';

/** Body of PUT /api/user/{id}/update: the fields to replace; null clears one. */
export type UserUpdateRequest = Partial<Record<UserFilterField, Record<string, unknown> | null>>;

/** Saves the signed-in user's own fields (spec 1 §7); answers the session user with them. */
export function updateUser(userId: number, body: UserUpdateRequest, client: HttpClient = httpClient): Promise<SessionUser> {
  return client.put<SessionUser>(`/api/user/${userId}/update`, body);
}

export function logout(client: HttpClient = httpClient): Promise<unknown> {
  return client.get<unknown>('/api/sso/logout');
}

export function fetchVersion(client: HttpClient = httpClient): Promise<VersionInfo> {
  return client.get<VersionInfo>('/api/version');
}

export function sendFeedback(body: FeedbackRequest, client: HttpClient = httpClient): Promise<FeedbackCreated> {
  return client.post<FeedbackCreated>('/api/feedback', body);
}
