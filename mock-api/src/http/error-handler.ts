import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ERROR_CODES, errorBody, type ErrorStatus } from './api-error';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path parameter', headers: 'header' };

/** JSON pointer `/a/0/b` to `a[0].b`, the way people name a field. */
function fieldName(pointer: string): string {
  return pointer
    .split('/')
    .filter(Boolean)
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
}

/** One clear sentence naming each field at fault, e.g. "body.description: Expected string length less or equal to 4000". */
function validationMessage(issues: readonly ValidationIssue[], context: string | undefined): string {
  const part = PART_NAMES[context ?? ''] ?? context ?? 'request';
  const seen = new Set<string>();
  for (const issue of issues) {
    const missing = issue.params?.requiredProperties;
    const path = fieldName(issue.instancePath ?? '');
    if (Array.isArray(missing) && missing.length > 0) {
      for (const name of missing) seen.add(`${part}.${[path, String(name)].filter(Boolean).join('.')}: is required`);
    } else {
      seen.add(`${path ? `${part}.${path}` : part}: ${issue.message ?? 'is invalid'}`);
    }
  }
  return [...seen].slice(0, 5).join('; ') || `Invalid ${part}`;
}

function frameworkMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty but Content-Type is application/json';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported Content-Type; send application/json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    default:
      if (error instanceof SyntaxError) return 'Request body is not valid JSON';
      return status === 429 ? 'Too many requests; try again later' : error.message;
  }
}

/**
 * Central error handler and 404 handler: every failure leaves as `{ error: { code, message } }`
 * (platform design §5). Client errors keep their status; anything else is a logged 500 that leaks no detail.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message));
    }
    if (error.validation) {
      return reply.status(400).send(errorBody(ERROR_CODES[400], validationMessage(error.validation, error.validationContext)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = ERROR_CODES[status as ErrorStatus] ?? ERROR_CODES[400];
      return reply.status(status).send(errorBody(code, frameworkMessage(error, status)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(ERROR_CODES[500], 'An unexpected error occurred'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(errorBody(ERROR_CODES[404], `No route for ${request.method} ${request.url.split('?')[0] ?? ''}`)),
  );
}
