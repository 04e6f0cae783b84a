import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../auth/session-support';
import { ErrorBody } from '../http/api-error';
import { SessionUserSchema } from '../users/session-user.schema';
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
};
