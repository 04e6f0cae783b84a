import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from 'shared-kit/domain';
import { writeAudit } from '../audit/audit.service';
import type { UserRow } from '../db/database.types';
import type { SessionUser } from 'shared-kit/domain';
import { loadSessionUser } from '../users/session-user.repository';
import { issueDeviceCookie, readDeviceCookie } from './device-cookie';
import { resetFailedAttempts } from './login.service';
import { setSessionCookie } from './session-cookie';
import { sessionIdFromCookie } from './session-support';

/**
 * The end of every successful sign-in (password only, password and second factor, a remembered browser, or an EHR's
 * SMART launch):
 * clears the failure count, ends the session this browser already held (the id rotates: never two live sessions
 * for one browser, and an id planted before sign-in is worthless after it), starts the new session, sets its cookie
 * and the device cookie (device-cookie.ts), and answers the session user.
 */
export async function completeSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  activeRole: Role,
  how: 'PASSWORD' | 'MFA' | 'REMEMBERED_BROWSER' | 'SMART_LAUNCH',
  /** More for the LOGIN_SUCCESS audit row (the SMART launch names its EHR). */
  auditDetail: Record<string, string | null> = {},
): Promise<SessionUser> {
  await resetFailedAttempts(app.authThrottle, user, readDeviceCookie(request));
  if (how !== 'PASSWORD') {
    await writeAudit(app.db, { tenantId: user.tenant_id, userId: user.id, entityType: 'USER', entityId: user.id, action: 'LOGIN_SUCCESS', after: { via: how, ...auditDetail } });
  }
  const previous = sessionIdFromCookie(request);
  if (previous) await app.sessions.end(previous);
  const session = await app.sessions.create(user.id, user.tenant_id, activeRole);
  const body = await loadSessionUser(app.db, user.id, activeRole);
  if (!body) throw new Error('User vanished during sign-in');
  setSessionCookie(reply, session.id, session.expires_at, app.cookiePolicy);
  issueDeviceCookie(reply, user.id, app.now(), app.cookiePolicy);
  return body;
}
