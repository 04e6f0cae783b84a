import { ErrorBodySchema, type ErrorBody as ErrorBodyShape } from 'shared-kit/schemas';

/** Error codes of the design §5 error body, by HTTP status. */
export const ERROR_CODES = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  423: 'LOCKED',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_ERROR',
} as const;

export type ErrorStatus = keyof typeof ERROR_CODES;

/** `{ error: { code, message } }` (platform design §5), for response schemas and the OpenAPI document. */
export const ErrorBody = ErrorBodySchema;
export type { ErrorBodyShape };

/** A failure a route answers on purpose, with its status, code and user-facing message. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthenticated = (message = 'Not signed in'): ApiError => new ApiError(401, ERROR_CODES[401], message);
export const badRequest = (message: string): ApiError => new ApiError(400, ERROR_CODES[400], message);

export function errorBody(code: string, message: string): ErrorBodyShape {
  return { error: { code, message } };
}
