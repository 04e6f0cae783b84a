import path from 'node:path';

/** Content-hashed chunk names carry `.[8 hex].` (the webpack factory's chunkFilename). */
const HASHED = /\.[0-9a-f]{8}\./;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Hashed chunks never change, so browsers keep them for a year; everything else (index.html,
 * main.js, remoteEntry.js, mf-manifest.json, version.json) is revalidated on every load so a new
 * build is picked up without a hard reload (platform design §3).
 */
export function cacheControlFor(filePath: string): string {
  return HASHED.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE;
}
