import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../auth/session-support';
import { ErrorBody } from '../http/api-error';
import { SessionUserSchema } from '../users/session-user.schema';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
