import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost: N=2^15 (memory-hard, about 32 MiB), r=8, p=1, stored with the hash so it can be raised later. */
export const PRODUCTION_COST = { N: 32768, r: 8, p: 1 } as const;
/**
 * Under jest (NODE_ENV=test) N=2^10: the same code path at about 7 ms a hash instead of 230 ms, where the API suites
 * sign in thousands of times (as Devise and Django lower their hash cost in tests). Each hash carries its own N, and
 * every other environment, the e2e platform's included, hashes at the production cost.
 */
export const scryptCost = (env: NodeJS.ProcessEnv = process.env): { N: number; r: number; p: number } =>
  env.NODE_ENV === 'test' ? { ...PRODUCTION_COST, N: 1024 } : PRODUCTION_COST;
const COST = scryptCost();
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must cover 128 * N * r bytes plus headroom, or Node refuses N=2^15.
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, salt, { N, r, p });
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | null = null;

/** Spends the same work as a real check so an unknown username is not told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
}
