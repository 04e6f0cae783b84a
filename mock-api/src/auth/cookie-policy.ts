import type { CookieSerializeOptions } from '@fastify/cookie';
import type { AppConfig } from '../config';

/** The attributes every cookie of the API shares (session, Remember Me, set-up binding). */
export type CookiePolicy = Required<Pick<CookieSerializeOptions, 'secure' | 'sameSite' | 'partitioned'>>;

/**
 * SameSite=Lax, Secure in production (platform design §5). Only when the platform is configured to be framed by an
 * EHR (FRAME_ANCESTORS) does a cookie need to travel inside a third-party frame: then `SameSite=None; Secure;
 * Partitioned` (CHIPS), so the framed copy lives in a jar of the EHR's site alone and no other site's page can
 * send it; the CSRF guard still refuses state changes without a JSON body or an allowed Origin.
 */
export function cookiePolicy(config: Pick<AppConfig, 'cookieSecure' | 'frameAncestors'>): CookiePolicy {
  if (config.frameAncestors.length > 0) return { secure: true, sameSite: 'none', partitioned: true };
  return { secure: config.cookieSecure, sameSite: 'lax', partitioned: false };
}
