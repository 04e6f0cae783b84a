import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookiePolicy } from './cookie-policy';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser where a user completed
 * a sign-in gets a signed cookie naming that user and a random nonce. Failed attempts made from it count against that
 * device alone, so an attacker elsewhere who locks the account for unknown clients does not lock the user out of
 * their own browser. The cookie proves nothing about identity: the password (and second factor) are still needed.
 */
export const DEVICE_COOKIE = 'dvc';
const DEVICE_DAYS = 365;

export interface DeviceCookie {
  userId: number;
  nonce: string;
}

export function issueDeviceCookie(reply: FastifyReply, userId: number, now: Date, policy: CookiePolicy): void {
  const value = `${userId}.${randomBytes(16).toString('base64url')}`;
  reply.setCookie(DEVICE_COOKIE, value, {
    ...policy,
    signed: true,
    httpOnly: true,
    path: '/api/sso',
    expires: new Date(now.getTime() + DEVICE_DAYS * 24 * 3_600_000),
  });
}

/** The request's valid device cookie, or null (absent, forged or malformed). */
export function readDeviceCookie(request: FastifyRequest): DeviceCookie | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const match = /^(\d+)\.([\w-]{16,})$/.exec(unsigned.value);
  return match ? { userId: Number(match[1]), nonce: match[2] ?? '' } : null;
}
