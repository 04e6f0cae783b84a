import type { FastifyReply } from 'fastify';
import type { CookiePolicy } from './cookie-policy';

export const SESSION_COOKIE = 'sid';

/** Signed, httpOnly, the platform's SameSite policy (cookie-policy.ts); expires with the session's absolute lifetime. */
export function setSessionCookie(reply: FastifyReply, id: string, expiresAt: Date, policy: CookiePolicy): void {
  reply.setCookie(SESSION_COOKIE, id, { ...policy, signed: true, httpOnly: true, path: '/', expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, policy: CookiePolicy): void {
  reply.clearCookie(SESSION_COOKIE, { ...policy, path: '/', httpOnly: true });
}
