import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/**
 * Security headers of every API answer (@fastify/helmet). The API serves JSON, PNG, PDF and XLSX, never a page of
 * its own (the docs UI aside): nothing may load from its answers (`default-src 'none'`), only the platform's own
 * pages may frame them (a PDF shown in a frame), no Referer leaves (tokens ride in URLs), and HSTS when the platform
 * is served over HTTPS (PUBLIC_URL).
 */
export async function installSecurityHeaders(app: FastifyInstance, config: Pick<AppConfig, 'publicUrl' | 'frameAncestors'>): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'self'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // frame-ancestors decides framing; the legacy header would contradict an EHR allow-list, so it goes with one.
    xFrameOptions: config.frameAncestors.length > 0 ? false : { action: 'sameorigin' },
  });
}
