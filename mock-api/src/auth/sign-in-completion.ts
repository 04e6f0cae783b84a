import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Role } from 'shared-kit/domain';
import { writeAudit } from '../audit/audit.service';
import type { UserRow } from '../db/database.types';
import { loadSessionUser, type SessionUserBody } from '../users/session-user.repository';
import { resetFailedAttempts } from './login.service';
import { setSessionCookie } from './session-cookie';

/**
 * The end of every successful sign-in (password only, password and second factor, or a remembered browser):
 * clears the failure counter, starts the session, sets its cookie and answers the session user.
 */
export async function completeSignIn(
  app: FastifyInstance,
  reply: FastifyReply,
  user: UserRow,
  activeRole: Role,
  how: 'PASSWORD' | 'MFA' | 'REMEMBERED_BROWSER',
): Promise<SessionUserBody> {
  await resetFailedAttempts(app.db, user);
  if (how !== 'PASSWORD') {
    await writeAudit(app.db, { tenantId: user.tenant_id, userId: user.id, entityType: 'USER', entityId: user.id, action: 'LOGIN_SUCCESS', after: { via: how } });
  }
  const session = await app.sessions.create(user.id, user.tenant_id, activeRole);
  const body = await loadSessionUser(app.db, user.id, activeRole);
  if (!body) throw new Error('User vanished during sign-in');
  setSessionCookie(reply, session.id, session.expires_at, { secure: app.config.cookieSecure });
  return body;
}
