import type { IncomingMessage } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /** remotes.json: the origins of its manifest URLs may serve scripts, styles, manifests and chunks. */
  remotesFile: string;
  /** Origins allowed to frame the platform (the EHR's); empty: the platform's own pages only. */
  frameAncestors: readonly string[];
  /** HSTS is sent when the platform is served over HTTPS. */
  https: boolean;
}

/**
 * The origins of the manifest URLs in remotes.json (relative URLs are the platform's own, 'self'). Re-read when the
 * file changes: moving a remote to another origin takes effect on the next page load, like remotes.json itself.
 */
export function remoteOriginsReader(remotesFile: string): () => Promise<string[]> {
  let cached: { mtimeMs: number; origins: string[] } | null = null;
  return async () => {
    try {
      const { mtimeMs } = await stat(remotesFile);
      if (cached?.mtimeMs === mtimeMs) return cached.origins;
      const manifest = JSON.parse(await readFile(remotesFile, 'utf8')) as Record<string, unknown>;
      const origins = new Set<string>();
      for (const url of Object.values(manifest)) {
        if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) continue;
        origins.add(new URL(url).origin);
      }
      cached = { mtimeMs, origins: [...origins].sort() };
      return cached.origins;
    } catch {
      // A missing or broken file loads no remote at all; no origin beyond the platform's own.
      return [];
    }
  };
}

/**
 * Security headers of every answer of the platform server (@fastify/helmet), with a Content-Security-Policy built for
 * Module Federation: scripts, manifests and chunks from the platform itself and the origins remotes.json names, never
 * inline or eval'd script. Styles allow 'unsafe-inline': antd's CSS-in-JS injects <style> elements at run time in
 * every remote (each its own React root) and React sets style attributes; a nonce would have to reach every remote's
 * style provider and still would not cover attributes. Styles cannot run code; scripts, the real risk, stay strict.
 */
export async function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  const remoteOrigins = remoteOriginsReader(options.remotesFile);
  const originsOf = new WeakMap<IncomingMessage, string[]>();
  // Before helmet's own hook (hooks run in the order they are added), so its directive functions find the origins.
  app.addHook('onRequest', async (request) => {
    originsOf.set(request.raw, await remoteOrigins());
  });
  const remotes = (request: IncomingMessage): string => (originsOf.get(request) ?? []).join(' ');
  const withRemotes = (...sources: string[]) => [...sources, (request: IncomingMessage) => remotes(request)];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: withRemotes("'self'"),
        styleSrc: withRemotes("'self'", "'unsafe-inline'"),
        imgSrc: withRemotes("'self'", 'data:', 'blob:'),
        fontSrc: withRemotes("'self'", 'data:'),
        connectSrc: withRemotes("'self'"),
        frameSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'", ...options.frameAncestors],
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    // frame-ancestors decides framing; the legacy header cannot express an EHR allow-list, so it goes with one.
    xFrameOptions: options.frameAncestors.length > 0 ? false : { action: 'sameorigin' },
  });
}
