import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../auth/session-support';
import { unauthenticated } from '../http/api-error';
import { loadSessionUser } from '../users/session-user.repository';
import { updateOwnUser } from '../users/user-update.service';
import { passwordResetRoutes } from './password-reset.routes';
import { registrationRoutes } from './registration.routes';
import { contractSchema } from '../http/contract-route';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(registrationRoutes);
  await app.register(passwordResetRoutes);
  app.get(
    '/api/user/current',
    {
      preHandler: app.requireSession,
      schema: contractSchema('GET /api/user/current', { tags: ['user'], summary: 'The signed-in user (401 when signed out)' }, [401]),
    },
    async (request) => authOf(request).user,
  );

  app.put(
    '/api/user/:id/update',
    {
      preHandler: app.requireSession,
      schema: contractSchema('PUT /api/user/:id/update', { tags: ['user'], summary: "Save the caller's list filters and user properties, or switch the session's role (own id only); answers the session user" }, [400, 401, 403]),
    },
    async (request) => {
      const { session } = authOf(request);
      const actor = { tenantId: session.tenant_id, userId: session.user_id, sessionId: session.id, activeRole: session.active_role };
      await updateOwnUser(app.db, actor, request.params.id, request.body);
      // The answer acts in the role the session has now (a `userRole` switch included).
      const activeRole = request.body.userRole ?? session.active_role;
      const user = await loadSessionUser(app.db, session.user_id, activeRole);
      if (!user) throw unauthenticated();
      return user;
    },
  );
};
