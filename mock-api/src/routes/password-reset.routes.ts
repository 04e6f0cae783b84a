import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { resetPassword } from '../auth/password-reset.service';
import { ErrorBody } from '../http/api-error';
import { PasswordResetBody, PasswordResetResultSchema } from './password-reset.schemas';

/**
 * POST /api/user/password/reset (the spec does not show the path): the link's token, the email, the new password.
 * Policy and token problems answer 200 with status 'ERROR' and the texts to list (spec 1 §4), like the form expects.
 */
export const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/user/password/reset',
    {
      schema: {
        tags: ['user'],
        summary: 'Set a new password with a reset link token',
        body: PasswordResetBody,
        response: { 200: PasswordResetResultSchema, 400: ErrorBody },
      },
      config: { rateLimit: { max: app.config.loginRateMax, timeWindow: app.config.loginRateWindowMs } },
    },
    async (request) => resetPassword(app.db, request.body, app.now()),
  );
};
