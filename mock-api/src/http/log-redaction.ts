import type { FastifyRequest } from 'fastify';
import { redactUrl } from 'shared-kit/domain';

/**
 * The logger's request serializer: method, URL with tokens and query strings redacted (shared-kit redactUrl), and
 * the client address. Headers are never logged (cookies, Referer).
 */
export const redactedRequestSerializer = (request: FastifyRequest): Record<string, unknown> => ({
  method: request.method,
  url: redactUrl(request.url),
  remoteAddress: request.ip,
});
