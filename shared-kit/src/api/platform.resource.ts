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

/** Version info of the API (spec 1 §3 "Version info"). */
export interface VersionInfo {
  name: string;
  projectVersion: string;
  envVersion: string;
  buildNumber: string;
  date: string;
  host: string;
}

/** Body of POST /api/feedback (spec 1 §3 "Feedback"). */
export interface FeedbackRequest {
  feedbackTypeCode: string;
  encounterId: number | null;
  applicationTypeCode: string;
  applicationState: string;
  description: string;
}

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

export function logout(client: HttpClient = httpClient): Promise<unknown> {
  return client.get<unknown>('/api/sso/logout');
}

export function fetchVersion(client: HttpClient = httpClient): Promise<VersionInfo> {
  return client.get<VersionInfo>('/api/version');
}

export function sendFeedback(body: FeedbackRequest, client: HttpClient = httpClient): Promise<FeedbackCreated> {
  return client.post<FeedbackCreated>('/api/feedback', body);
}
