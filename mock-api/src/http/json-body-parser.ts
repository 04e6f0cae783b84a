import type { FastifyInstance } from 'fastify';
import { badRequest } from './api-error';

/** Deeper than any shape the API reads (filters and conditions nest a few levels); far below the stack's limit. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether the JSON text nests objects and arrays deeper than `maxDepth` (brackets inside strings ignored). A linear
 * scan before parsing: a body nested thousands deep would otherwise overflow the stack in the parser or the
 * validator, and answer 500.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

/** Fastify's own JSON parser (prototype-poisoning protection included), behind the depth check. */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(`Request body is nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    parse(request, text, done);
  });
}
