import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../auth/session-support';
import { ErrorBody, unauthenticated } from '../http/api-error';
import { loadSessionUser } from '../users/session-user.repository';
import { SessionUserSchema } from '../users/session-user.schema';
import { UserUpdateBody, UserUpdateParams } from '../users/user-update.schema';
import { updateOwnUser } from '../users/user-update.service';
import { passwordResetRoutes } from './password-reset.routes';
import { registrationRoutes } from './registration.routes';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(registrationRoutes);
  await app.register(passwordResetRoutes);
  app.get(
    '/api/user/current',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['user'],
        summary: 'The signed-in user (401 when signed out)',
        response: { 200: SessionUserSchema, 401: ErrorBody },
      },
    },
    async (request) => authOf(request).user,
  );

  app.put(
    '/api/user/:id/update',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['user'],
        summary: "Save the caller's list filters and user properties (own id only); answers the session user",
        params: UserUpdateParams,
        body: UserUpdateBody,
        response: { 200: SessionUserSchema, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { session } = authOf(request);
      await updateOwnUser(app.db, { tenantId: session.tenant_id, userId: session.user_id }, request.params.id, request.body);
      const user = await loadSessionUser(app.db, session.user_id, session.active_role);
      if (!user) throw unauthenticated();
      return user;
    },
  );
};
