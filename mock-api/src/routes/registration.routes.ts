import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EXPIRED_TOKEN, MESSAGES } from 'shared-kit/domain';
import { findUnregisteredUser, register, registrationErrors } from '../auth/registration.service';
import { tokenGuessing } from '../auth/token-guessing';
import { ApiError } from '../http/api-error';
import { contractSchema } from '../http/contract-route';

/** Unknown, used and expired tokens all answer the same: the page shows its expired-token state (spec 1 §4). */
const expired = (): ApiError => new ApiError(404, EXPIRED_TOKEN, MESSAGES.registrationTokenExpired);

/** Registration by invitation token (spec 1 §2.12, §7). No session: the invitee has no account yet. */
export const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['registration'];
  const guessing = tokenGuessing(app);
  /** The expired-token answer, counted as a miss of this client (token-guessing). */
  const expiredFor = async (request: Parameters<typeof guessing.countMiss>[0]): Promise<ApiError> => {
    await guessing.countMiss(request);
    return expired();
  };
  app.get(
    '/api/user/registration/:token',
    {
      preHandler: guessing.refuseBlocked,
      schema: contractSchema('GET /api/user/registration/:token', { tags, summary: 'The unregistered user of an invitation token' }, [404, 429]),
    },
    async (request) => {
      const user = await findUnregisteredUser(app.db, request.params.token, app.now());
      if (!user) throw await expiredFor(request);
      return user;
    },
  );

  app.put(
    '/api/user/registration/:token/validate',
    {
      preHandler: guessing.refuseBlocked,
      schema: contractSchema('PUT /api/user/registration/:token/validate', { tags, summary: 'Server validation of the registration form: valid flag and errors (shown under Registration Error)' }, [400, 404, 429]),
    },
    async (request) => {
      const user = await findUnregisteredUser(app.db, request.params.token, app.now());
      if (!user) throw await expiredFor(request);
      const errors = await registrationErrors(app.db, user, request.body);
      return { valid: errors.length === 0, errors };
    },
  );

  app.post(
    '/api/user/registration/:token',
    {
      preHandler: guessing.refuseBlocked,
      schema: contractSchema('POST /api/user/registration/:token', { tags, summary: 'Register: creates the account of the invitation (validates again)' }, [400, 404, 429]),
    },
    async (request, reply) => {
      const result = await register(app.db, request.params.token, request.body, app.now());
      if (result.kind === 'expired') throw await expiredFor(request);
      if (result.kind === 'invalid') throw new ApiError(400, 'REGISTRATION_INVALID', result.errors.join(' '));
      return reply.code(201).send({ username: result.username, email: result.email });
    },
  );
};
