import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookiePolicy } from './cookie-policy';

/**
 * The browser that passed the password step of a first-time authenticator set-up holds this cookie (signed, the
 * set-up id as its value); the QR image, which carries the TOTP secret, is shown to that browser only. A set-up id
 * seen elsewhere (a log, a shoulder) is not enough.
 */
export const QR_SETUP_COOKIE = 'qrs';
const SETUP_MINUTES = 30;

export function bindQrSetup(reply: FastifyReply, qrCodeUuid: string, now: Date, policy: CookiePolicy): void {
  reply.setCookie(QR_SETUP_COOKIE, qrCodeUuid, {
    ...policy,
    signed: true,
    httpOnly: true,
    path: '/api/sso',
    expires: new Date(now.getTime() + SETUP_MINUTES * 60_000),
  });
}

export function holdsQrSetup(request: FastifyRequest, qrCodeUuid: string): boolean {
  const raw = request.cookies[QR_SETUP_COOKIE];
  if (!raw) return false;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value === qrCodeUuid;
}
