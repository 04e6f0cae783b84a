import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A server-to-server endpoint that reads no cookie (the demo EHR's OAuth token endpoint, called form-encoded by
     * the platform's back end): another site's form post to it carries nothing it trusts, so the guard lets it be.
     */
    readsNoCookie?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `application/json` or a `+json` type, parameters ignored. */
export function isJsonContentType(value: string | undefined): boolean {
  const type = (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/**
 * CSRF guard: a state-changing call (any method but GET/HEAD/OPTIONS) needs a JSON body or an allowed Origin.
 * Another site's page can send a cookie-carrying POST only as a form or a "simple" request (text/plain,
 * urlencoded, multipart); sending JSON across sites takes a CORS preflight that this API never grants. Bodiless calls
 * of the platform's own pages (lock, unlock, audit READ) carry the platform's Origin, which browsers always send
 * on such requests.
 */
export function installCsrfGuard(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.readsNoCookie === true) return;
    const origin = request.headers.origin;
    if (typeof origin === 'string' && allowed.has(origin)) return;
    if (isJsonContentType(request.headers['content-type'])) return;
    throw new ApiError(403, 'FORBIDDEN', 'Refused: a call that changes data needs a JSON body or the platform\'s Origin');
  });
}

/**
 * For the GETs the spec defines with an effect (logout, the reset mail): refused when the browser says another
 * site's page started the request (Fetch Metadata), so a link or an image elsewhere cannot sign a user out or mail them.
 */
export function refuseCrossSite(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') {
    throw new ApiError(403, 'FORBIDDEN', "Refused: this call is not accepted from another site's page");
  }
}
