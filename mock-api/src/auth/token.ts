import { createHash, randomBytes } from 'node:crypto';

/** A link or cookie token: 32 random bytes, base64url (unguessable, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as SHA-256 digests, so a database read does not yield usable links or cookies. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
