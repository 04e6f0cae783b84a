import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { resetPassword } from '../auth/password-reset.service';
import { tokenGuessing } from '../auth/token-guessing';
import { contractSchema } from '../http/contract-route';

/**
 * POST /api/user/password/reset (the spec does not show the path): the link's token, the email, the new password.
 * Policy and token problems answer 200 with status 'ERROR' and the texts to list (spec 1 §4), like the form expects.
 */
export const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guessing = tokenGuessing(app);
  app.post(
    '/api/user/password/reset',
    {
      schema: contractSchema('POST /api/user/password/reset', { tags: ['user'], summary: 'Set a new password with a reset link token' }, [400, 429]),
      preHandler: guessing.refuseBlocked,
    },
    async (request) => {
      const { result, tokenRejected } = await resetPassword(app.db, request.body, app.now());
      if (tokenRejected) await guessing.countMiss(request);
      return result;
    },
  );
};
