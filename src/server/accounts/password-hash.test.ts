import { describe, expect, it } from 'vitest';
import { currentParams, decoyHash, hashPassword, needsRehash, verifyPassword } from './password-hash';

// A cheap cost for the tests that are about the format, not the cost.
const cheap = { N: 1024, r: 8, p: 1 };

describe('password hashes (scrypt, salted, parameters in the hash)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('andamio123');
    expect(await verifyPassword('andamio123', stored)).toBe(true);
    expect(await verifyPassword('andamio124', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('records the cost parameters and a random salt, so two hashes of one password differ', async () => {
    const [a, b] = await Promise.all([hashPassword('secreto', cheap), hashPassword('secreto', cheap)]);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('secreto', b)).toBe(true);
  });

  it('verifies an older hash with its own parameters and asks for a rehash', async () => {
    const old = await hashPassword('secreto', cheap);
    expect(await verifyPassword('secreto', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('secreto'))).toBe(false);
    expect(currentParams.N).toBeGreaterThanOrEqual(2 ** 15);
  });

  it('treats the same text typed in two Unicode forms as one password', async () => {
    const stored = await hashPassword('contrase\u00f1a', cheap);
    expect(await verifyPassword('contrasen\u0303a', stored)).toBe(true);
  });

  it.each([
    '',
    'plain-text-password',
    'bcrypt$10$abc',
    'scrypt$1000$8$1$c2FsdA$a2V5', // N not a power of two
    'scrypt$1073741824$8$1$c2FsdA$a2V5', // a cost that would exhaust memory
    'scrypt$1024$8$1$c2FsdA$a2V5', // key of the wrong length
    'scrypt$1024$8$1$c2FsdA$a2V5$extra',
  ])('never matches a malformed stored hash %j', async (stored) => {
    expect(await verifyPassword('secreto', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });

  it('has a decoy hash that no guess matches, made once', async () => {
    const decoy = await decoyHash();
    expect(await decoyHash()).toBe(decoy);
    expect(await verifyPassword('andamio123', decoy)).toBe(false);
    expect(needsRehash(decoy)).toBe(false);
  });
});
