import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRow } from '../db/database.types';
import { unauthenticated } from '../http/api-error';
import type { SessionUser } from 'shared-kit/domain';
import { loadSessionWithUser, sessionUserOf } from '../users/session-user.repository';
import { clearSessionCookie, SESSION_COOKIE } from './session-cookie';

export interface AuthContext {
  session: SessionRow;
  user: SessionUser;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession`; null on routes that do not require one. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: puts `{ session, user }` on `request.auth`, or answers 401 UNAUTHENTICATED. */
    requireSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The session of the request's cookie, or null; no error. */
    readSession: (request: FastifyRequest) => Promise<AuthContext | null>;
  }
}

/** The session id inside a validly signed `sid` cookie, or null. */
export function sessionIdFromCookie(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

/** Adds session reading to the root instance (called directly, not registered, so every plugin sees it). */
export function installSessionSupport(app: FastifyInstance): void {
  app.decorateRequest('auth', null);

  app.decorate('readSession', async (request: FastifyRequest): Promise<AuthContext | null> => {
    const id = sessionIdFromCookie(request);
    if (!id) return null;
    const found = await loadSessionWithUser(app.db, id);
    if (!found) return null;
    const session = await app.sessions.resumeRow(found.session);
    return session ? { session, user: sessionUserOf(found.user, session.active_role) } : null;
  });

  app.decorate('requireSession', async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const auth = await app.readSession(request);
    if (!auth) {
      // A stale or tampered cookie is useless to the browser; drop it.
      if (request.cookies[SESSION_COOKIE]) clearSessionCookie(reply, app.cookiePolicy);
      throw unauthenticated();
    }
    request.auth = auth;
  });
}

/** The session a `requireSession` route runs under; a route that forgot the preHandler fails loudly. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
