import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'sid';

export interface CookieSettings {
  secure: boolean;
}

/** Signed, httpOnly, SameSite=Lax (platform design §5); expires with the session's absolute lifetime. */
export function setSessionCookie(reply: FastifyReply, id: string, expiresAt: Date, settings: CookieSettings): void {
  reply.setCookie(SESSION_COOKIE, id, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: CookieSettings): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: settings.secure });
}
