import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { Readable } from 'node:stream';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from 'shared-kit/domain';
import { cacheControlFor, NO_CACHE } from './cache-policy';
import { firstPaintPage, prepareFirstPaintRenderers, type PaintedPageCache } from './first-paint';
import { firstPaintRenderers, type FirstPaintRenderers } from './first-paint-renderers';
import { installSecurityHeaders } from './security-headers';
import { pageEncoding, streamedPage } from './streamed-page';
import { pageApiRead, sessionUserLookup, type PageApiRead, type SessionUserLookup } from './page-api';

/** Build folders of the remotes, each served under /remotes/<folder>/ from <remotesRoot>/<folder>/dist. */
export const REMOTE_FOLDERS = [
  'mfe-auth',
  'mfe-worklist',
  'mfe-encounter-cdi',
  'mfe-encounter-coder',
  'mfe-encounter-physician',
  'mfe-reports',
  'mfe-account',
] as const;

export interface PlatformServerOptions {
  /** The shell's build (index.html, main.js, chunks). */
  shellDist: string;
  /** The folder holding each remote folder (mfe-auth, ...) with its dist. */
  remotesRoot: string;
  /** remotes.json, read on every request. */
  remotesFile: string;
  /** The API's origin; proxied under /api. */
  apiUrl: string;
  remoteFolders?: readonly string[];
  /** Request logging (URLs redacted); a test may pass a stream to read the log. */
  logger?: boolean | { level: string; stream?: { write: (line: string) => void } };
  /** Origins allowed to frame the platform (FRAME_ANCESTORS: the EHR's); none: its own pages only. */
  frameAncestors?: readonly string[];
  /** Served over HTTPS (PUBLIC_URL is https): HSTS. */
  https?: boolean;
  /** Proxies in front of this server whose X-Forwarded-For is believed (TRUST_PROXY); none by default: it is the edge. */
  trustProxy?: string | false;
  /** Who a page's session belongs to, for a signed-in page's first paint; by default asked of `apiUrl`. */
  sessionUser?: SessionUserLookup;
  /** The API as a page's user, for a remote's rendered first paint; by default `apiUrl`. */
  apiRead?: PageApiRead;
  /** The remotes' server renders of first paints; by default imported from their builds. */
  renderers?: FirstPaintRenderers;
}

/** The API's own body limit: larger bodies are refused here, before any byte is proxied. */
export const BODY_LIMIT = 1024 * 1024;

/** `{ error: { code, message } }` (platform design §5), for what the platform server answers itself. */
function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

function payloadTooLarge(): FastifyError {
  return Object.assign(new Error('Request body is too large'), { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', name: 'PayloadTooLarge' });
}

/** Reads a request body up to `limit` bytes (the proxy then sends a whole, known body upstream). */
async function limitedBody(payload: NodeJS.ReadableStream, limit: number): Promise<Readable> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > limit) throw payloadTooLarge();
    chunks.push(buffer);
  }
  return Readable.from([Buffer.concat(chunks)], { objectMode: false });
}

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('Cache-Control', cacheControlFor(filePath));
}

const PAINTED_PAGE_CACHE: Readonly<Record<PaintedPageCache, string>> = {
  shared: NO_CACHE,
  personal: `private, ${NO_CACHE}`,
  never: 'private, no-store',
};

/** Paths the SPA fallback must never answer with index.html. */
function isReservedPath(urlPath: string): boolean {
  return urlPath === '/api' || urlPath.startsWith('/api/') || urlPath.startsWith('/remotes/') || urlPath === '/remotes.json';
}

/** A request for a file (last segment has an extension) that does not exist gets 404, not HTML. */
function looksLikeFile(urlPath: string): boolean {
  const last = urlPath.split('/').pop() ?? '';
  return /\.[A-Za-z0-9]+$/.test(last);
}

/**
 * The one origin staff use (platform design §2): the shell with SPA fallback, each remote's build
 * folder, /remotes.json, and the API under /api. Files replaced after start are served at once.
 */
export async function buildPlatformServer(options: PlatformServerOptions): Promise<FastifyInstance> {
  const logger = options.logger ?? false;
  const app = Fastify({
    // Request URLs carry tokens (/reset/…, /register/…) and patients' names: logged redacted.
    logger:
      logger === false
        ? false
        : { ...(logger === true ? {} : logger), serializers: { req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }) } },
    trustProxy: options.trustProxy ?? false,
    bodyLimit: BODY_LIMIT,
  });

  // Everything the server answers itself is in the platform's error format; an API that cannot be reached is a 502.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(errorBody('PAYLOAD_TOO_LARGE', 'Request body is too large'));
    if (status >= 400 && status < 500) return reply.code(status).send(errorBody('BAD_REQUEST', error.message));
    request.log.error({ err: error }, 'platform server error');
    const upstream = request.url.startsWith('/api');
    return reply
      .code(upstream ? 502 : 500)
      .send(upstream ? errorBody('BAD_GATEWAY', 'The API could not be reached') : errorBody('INTERNAL_ERROR', 'An unexpected error occurred'));
  });

  await installSecurityHeaders(app, { remotesFile: options.remotesFile, frameAncestors: options.frameAncestors ?? [], https: options.https ?? false });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });

  // An announced body over the limit is refused before it is read; a chunked one once it passes the limit.
  app.addHook('onRequest', async (request) => {
    if (Number(request.headers['content-length'] ?? 0) > BODY_LIMIT) throw payloadTooLarge();
  });
  app.addHook('preParsing', async (_request, _reply, payload) => limitedBody(payload, BODY_LIMIT));

  await app.register(fastifyHttpProxy, {
    upstream: options.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    // Cookies, redirects and status pass through untouched; the API sets its own cache headers.
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => {
        // The client's address as this server saw it (the API believes X-Forwarded-For from here only), replacing
        // whatever the client sent. `Expect` is answered here (Node sends 100 Continue); undici refuses to forward it.
        const { expect: _expect, 'x-forwarded-for': _forwarded, ...rest } = headers;
        return { ...rest, 'x-forwarded-for': request.ip };
      },
    },
  });

  // Read on every request: changing the file takes effect on the next page load, no restart.
  app.get('/remotes.json', async (_request, reply) => {
    try {
      const text = await readFile(options.remotesFile, 'utf8');
      JSON.parse(text);
      return reply.header('Cache-Control', NO_CACHE).type('application/json; charset=utf-8').send(text);
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      return reply
        .code(missing ? 404 : 500)
        .header('Cache-Control', NO_CACHE)
        .send({ error: { code: missing ? 'NOT_FOUND' : 'INVALID_REMOTES_FILE', message: `remotes file ${missing ? 'not found' : 'is not valid JSON'}` } });
    }
  });

  for (const folder of options.remoteFolders ?? REMOTE_FOLDERS) {
    await app.register(fastifyStatic, {
      root: path.join(options.remotesRoot, folder, 'dist'),
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      // Wildcard routing looks files up per request (toolchain pitfall: a rebuilt remote's new
      // chunks must not fall through to the SPA fallback).
      wildcard: true,
      // Builds ship .br/.gz beside each script (max quality); on-the-fly compression is the fallback.
      preCompressed: true,
      index: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }

  await app.register(fastifyStatic, {
    root: options.shellDist,
    prefix: '/',
    wildcard: true,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders: setCacheHeaders,
  });

  // The root is the app itself (static serving has no directory index here).
  app.get('/', (_request, reply) => reply.header('Cache-Control', NO_CACHE).sendFile('index.html', options.shellDist));
  // The EHR example page (platform design §8): its own entry and HTML, no shell code.
  const ehrPage = (_request: FastifyRequest, reply: FastifyReply) => reply.header('Cache-Control', NO_CACHE).sendFile('ehr.html', options.shellDist);
  app.get('/ehr', ehrPage);
  app.get('/ehr/', ehrPage);

  // SPA fallback: any other GET for a page (not /api, /remotes or a file) gets index.html, with the page's first paint
  // when it has one (the sign-in form on /login, the signed-in home's title: first-paint.ts).
  const apiRead = options.apiRead ?? pageApiRead(options.apiUrl);
  const paintOptions = { ...options, remoteFolders: options.remoteFolders ?? REMOTE_FOLDERS, renderers: options.renderers ?? firstPaintRenderers() };
  const withFirstPaint = firstPaintPage({ ...paintOptions, sessionUser: options.sessionUser ?? sessionUserLookup(apiRead), apiRead });
  void prepareFirstPaintRenderers(paintOptions);
  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !isReservedPath(urlPath) && !looksLikeFile(urlPath)) {
      const painted = await withFirstPaint(urlPath, { cookie: request.headers.cookie, ip: request.ip });
      if (painted !== null) {
        // A page painted for the session's user is that user's: no shared cache keeps it, and it varies by cookie; one
        // showing patients' data (the home's rows) is kept by no cache at all, as the API's answers of such data.
        const encoding = pageEncoding(request.headers['accept-encoding']);
        if (encoding) reply.header('Content-Encoding', encoding);
        return reply
          .header('Vary', painted.cache === 'shared' ? 'Accept-Encoding' : 'Cookie, Accept-Encoding')
          .header('Cache-Control', PAINTED_PAGE_CACHE[painted.cache])
          .type('text/html; charset=utf-8')
          .send(streamedPage(painted.head, painted.rest, encoding));
      }
      return reply.header('Cache-Control', NO_CACHE).sendFile('index.html', options.shellDist);
    }
    return reply.code(404).header('Cache-Control', NO_CACHE).send(errorBody('NOT_FOUND', 'Not found'));
  });

  return app;
}
