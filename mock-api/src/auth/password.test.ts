import { hashPassword, scryptCost, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores scrypt parameters, salt and hash, and verifies the right password only', async () => {
    const stored = await hashPassword('Curate#2026');
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    await expect(verifyPassword('Curate#2026', stored)).resolves.toBe(true);
    await expect(verifyPassword('curate#2026', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('hashes at N=2^15 everywhere but under jest', () => {
    expect(scryptCost({ NODE_ENV: 'production' })).toEqual({ N: 32768, r: 8, p: 1 });
    expect(scryptCost({})).toEqual({ N: 32768, r: 8, p: 1 });
    expect(scryptCost({ NODE_ENV: 'test' })).toEqual({ N: 1024, r: 8, p: 1 });
  });

  it('verifies a hash by the cost stored with it', async () => {
    // A production-cost hash made outside the test environment still verifies here.
    const { scryptSync, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const key = scryptSync('Curate#2026', salt, 32, { N: 32768, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
    const stored = ['scrypt', 32768, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    await expect(verifyPassword('Curate#2026', stored)).resolves.toBe(true);
    await expect(verifyPassword('Curate#2025', stored)).resolves.toBe(false);
  });

  it('salts each hash differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('never matches a malformed stored value', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$0$8$1$abc$def')).resolves.toBe(false);
  });
});
