import { httpClient, type HttpClient } from 'shared-kit';

export interface PasswordChange {
  token: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type PasswordResetResult = { status: 'OK' } | { status: 'ERROR'; errors: string[] };

/** The path is the platform's (the spec does not show it); see mock-api/README.md. */
export function resetPassword(body: PasswordChange, client: HttpClient = httpClient): Promise<PasswordResetResult> {
  return client.post<PasswordResetResult>('/api/user/password/reset', body);
}
