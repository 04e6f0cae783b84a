import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EXPIRED_TOKEN, MESSAGES } from 'shared-kit/domain';
import { findUnregisteredUser, register, registrationErrors } from '../auth/registration.service';
import { ApiError, ErrorBody } from '../http/api-error';
import { RegisteredUser, RegistrationBody, TokenParams, UnregisteredUserSchema, ValidationResult } from './registration.schemas';

/** Unknown, used and expired tokens all answer the same: the page shows its expired-token state (spec 1 §4). */
const expired = (): ApiError => new ApiError(404, EXPIRED_TOKEN, MESSAGES.registrationTokenExpired);

/** Registration by invitation token (spec 1 §2.12, §7). No session: the invitee has no account yet. */
export const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['registration'];
  app.get(
    '/api/user/registration/:token',
    { schema: { tags, summary: 'The unregistered user of an invitation token', params: TokenParams, response: { 200: UnregisteredUserSchema, 404: ErrorBody } } },
    async (request) => {
      const user = await findUnregisteredUser(app.db, request.params.token, app.now());
      if (!user) throw expired();
      return user;
    },
  );

  app.put(
    '/api/user/registration/:token/validate',
    {
      schema: {
        tags,
        summary: 'Server validation of the registration form: valid flag and errors (shown under Registration Error)',
        params: TokenParams,
        body: RegistrationBody,
        response: { 200: ValidationResult, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const user = await findUnregisteredUser(app.db, request.params.token, app.now());
      if (!user) throw expired();
      const errors = await registrationErrors(app.db, user, request.body);
      return { valid: errors.length === 0, errors };
    },
  );

  app.post(
    '/api/user/registration/:token',
    {
      schema: {
        tags,
        summary: 'Register: creates the account of the invitation (validates again)',
        params: TokenParams,
        body: RegistrationBody,
        response: { 201: RegisteredUser, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const result = await register(app.db, request.params.token, request.body, app.now());
      if (result.kind === 'expired') throw expired();
      if (result.kind === 'invalid') throw new ApiError(400, 'REGISTRATION_INVALID', result.errors.join(' '));
      return reply.code(201).send({ username: result.username, email: result.email });
    },
  );
};
