import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SessionStatus } from 'shared-kit/domain';
import { clearSessionCookie } from '../auth/session-cookie';
import { sessionIdFromCookie } from '../auth/session-support';
import { unauthenticated } from '../http/api-error';
import { contractSchema } from '../http/contract-route';

/**
 * GET /api/sso/session (platform's, not in the spec): how long the session has left, without extending it, so the
 * browser can warn a minute before the idle timeout and log off on its own (HIPAA §164.312(a)(2)(iii)).
 */
export const sessionStatusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/sso/session',
    {
      schema: contractSchema('GET /api/sso/session', { tags: ['sso'], summary: 'Time left before the session ends (does not extend it); 401 once it has ended' }, [401]),
    },
    async (request, reply): Promise<SessionStatus> => {
      const id = sessionIdFromCookie(request);
      const status = id ? await app.sessions.peek(id) : null;
      if (!status) {
        if (id) clearSessionCookie(reply, app.cookiePolicy);
        throw unauthenticated();
      }
      return status;
    },
  );
};
