import { httpClient, type HttpClient, type LoginUser, type MfaChallenge } from 'shared-kit';

export interface Credentials {
  username: string;
  password: string;
}

/**
 * The verify call for a challenge (spec 1 §7): emailed code, authenticator code, or the first-time QR set-up
 * (a QR_TOTP user with a pending qrCodeUuid); authenticator flows also send the auth type and qrCodeUuid.
 */
export function verifyMfaCode(
  challenge: MfaChallenge,
  credentials: Credentials,
  mfaCode: string,
  rememberMe: boolean,
  client: HttpClient = httpClient,
): Promise<LoginUser> {
  const body = { ...credentials, mfaCode, rememberMe };
  if (challenge.mfaType === 'EMAIL') return client.post<LoginUser>('/api/sso/login/mfa', body);
  const authenticator = { ...body, authType: challenge.mfaType, qrCodeUuid: challenge.qrCodeUuid ?? null };
  return challenge.mfaType === 'QR_TOTP' && challenge.qrCodeUuid
    ? client.post<LoginUser>('/api/sso/login/mfa/totp/qr', authenticator)
    : client.post<LoginUser>('/api/sso/login/mfa/totp', authenticator);
}

/** Mails a new code; the client only knows the masked email, so it sends the sign-in name (username or email). */
export function resendMfaCode(login: string, client: HttpClient = httpClient): Promise<{ message: string }> {
  return client.post<{ message: string }>('/api/sso/login/mfa/resend', { email: login });
}

/** The QR image of a pending authenticator set-up, served by the API on the page's origin. */
export function qrImageUrl(qrCodeUuid: string): string {
  return `/api/sso/qr/${encodeURIComponent(qrCodeUuid)}`;
}
