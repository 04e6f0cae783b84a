import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { REMEMBER_ME_DAYS } from 'shared-kit/domain';
import type { Database } from '../db/database.types';
import type { CookiePolicy } from './cookie-policy';
import { hashToken, newToken } from './token';

/** Cookie of a browser where the user ticked Remember Me (spec 1 §9: no MFA there for 30 days). */
export const REMEMBER_COOKIE = 'rmb';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Remembers this browser for the user: a random token in a signed, httpOnly cookie, its hash in a row bound to
 * the user. Another user remembered later on the same browser replaces the cookie (one token per browser).
 */
export async function rememberBrowser(
  db: Kysely<Database>,
  reply: FastifyReply,
  userId: number,
  now: Date,
  policy: CookiePolicy,
): Promise<void> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + REMEMBER_ME_DAYS * DAY_MS);
  await db.insertInto('remembered_browsers').values({ token_hash: hashToken(token), user_id: userId, expires_at: expiresAt }).execute();
  reply.setCookie(REMEMBER_COOKIE, token, { ...policy, signed: true, httpOnly: true, path: '/api/sso', expires: expiresAt });
}

/** Whether the request's browser is remembered for this user and the 30 days have not passed. */
export async function isBrowserRemembered(db: Kysely<Database>, request: FastifyRequest, userId: number, now: Date): Promise<boolean> {
  const raw = request.cookies[REMEMBER_COOKIE];
  if (!raw) return false;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return false;
  const row = await db
    .selectFrom('remembered_browsers')
    .select('expires_at')
    .where('token_hash', '=', hashToken(unsigned.value))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined && row.expires_at.getTime() > now.getTime();
}

/** A password reset ends the trust: every browser the user had remembered asks for the second factor again. */
export async function forgetRememberedBrowsers(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('remembered_browsers').where('user_id', '=', userId).execute();
}
