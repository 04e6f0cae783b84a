import { httpClient, type HttpClient } from 'shared-kit';

/** Mails the signed-in user a password reset link (spec 1 §7 GET /api/sso/reset); answers the confirmation text. */
export function sendPasswordResetMail(client: HttpClient = httpClient): Promise<{ message: string }> {
  return client.get<{ message: string }>('/api/sso/reset');
}
