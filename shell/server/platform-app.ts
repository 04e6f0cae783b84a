import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { cacheControlFor, NO_CACHE } from './cache-policy';

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
  logger?: boolean;
}

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('Cache-Control', cacheControlFor(filePath));
}

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
  const app = Fastify({ logger: options.logger ?? false });

  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });

  await app.register(fastifyHttpProxy, {
    upstream: options.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    // Cookies, redirects and status pass through untouched; the API sets its own cache headers.
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

  // SPA fallback: any other GET for a page (not /api, /remotes or a file) gets index.html.
  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !isReservedPath(urlPath) && !looksLikeFile(urlPath)) {
      return reply.header('Cache-Control', NO_CACHE).sendFile('index.html', options.shellDist);
    }
    return reply.code(404).header('Cache-Control', NO_CACHE).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  return app;
}
