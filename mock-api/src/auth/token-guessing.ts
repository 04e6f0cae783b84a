import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { tooManyFailuresMessage } from './sign-in-refusal';

/**
 * Links carry tokens (registration, password reset, authenticator set-up): a client IP that keeps presenting
 * unknown ones is guessing. Its misses count in the 'token' scope of the failure counts; over the limit it gets 429.
 */
export function tokenGuessing(app: FastifyInstance) {
  return {
    /** preHandler: 429 while this client is over its limit of unknown tokens. */
    refuseBlocked: async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const blocked = await app.authThrottle.clientBlockedFor('token', request.ip);
      if (blocked === null) return;
      void reply.header('Retry-After', String(blocked));
      throw new ApiError(429, 'TOO_MANY_REQUESTS', tooManyFailuresMessage(blocked));
    },
    /** Counts an unknown, used or expired token presented by this client. */
    countMiss: (request: FastifyRequest): Promise<void> => app.authThrottle.recordClientFailure('token', request.ip),
  };
}
