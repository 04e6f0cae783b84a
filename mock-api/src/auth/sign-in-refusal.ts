import type { FastifyReply } from 'fastify';
import { MESSAGES } from 'shared-kit/domain';
import { ApiError } from '../http/api-error';
import { ACCOUNT_LOCKED_MESSAGE, type LoginOutcome } from './login.service';

type Refusal = Extract<LoginOutcome, { kind: 'invalid' | 'locked' | 'throttled' | 'no-role' }>;

/** The answer to a refused sign-in step; 423 and 429 say when to try again (Retry-After, seconds). */
export function signInRefusal(reply: FastifyReply, outcome: Refusal): ApiError {
  switch (outcome.kind) {
    case 'invalid':
      return new ApiError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidLogin);
    case 'locked':
      void reply.header('Retry-After', String(outcome.retryAfterSeconds));
      return new ApiError(423, 'ACCOUNT_LOCKED', ACCOUNT_LOCKED_MESSAGE);
    case 'throttled':
      void reply.header('Retry-After', String(outcome.retryAfterSeconds));
      return new ApiError(429, 'TOO_MANY_REQUESTS', tooManyFailuresMessage(outcome.retryAfterSeconds));
    case 'no-role':
      return new ApiError(403, 'FORBIDDEN', 'This account has no role assigned.');
  }
}

export function tooManyFailuresMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed attempts from this network; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
