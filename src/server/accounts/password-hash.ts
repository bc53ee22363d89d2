import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes: scrypt with a random salt, the cost parameters written into the hash
 * ("scrypt$N$r$p$salt$hash") so they can be raised later without locking anyone out:
 * an old hash still verifies with its own parameters and `needsRehash` says to upgrade it.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * N=2^15, r=8, p=1: 32 MB and about 160 ms per hash on the 2-core reference machine. OWASP's
 * scrypt minimum would take ~0.35 s here; logins are rare, but so are cores, and the hash
 * runs on libuv's 4-thread pool, so this keeps a burst of logins from starving the site.
 */
export const currentParams: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const keyLength = 32;
const saltLength = 16;
/** A stored hash never makes us spend more than this: a corrupted row cannot exhaust memory. */
const maxParams: ScryptParams = { N: 2 ** 20, r: 16, p: 16 };

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MB) is just below that at N=2^15.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams = currentParams): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || salt === undefined || key === undefined) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    Number.isInteger(Math.log2(params.N)) &&
    params.N > 1 &&
    params.N <= maxParams.N &&
    Number.isInteger(params.r) &&
    params.r >= 1 &&
    params.r <= maxParams.r &&
    Number.isInteger(params.p) &&
    params.p >= 1 &&
    params.p <= maxParams.p;
  if (!sane) return undefined;
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** Constant-time comparison of the derived key; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length !== keyLength) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

/** True when the hash was made with other parameters than today's: rehash it at the next login. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return N !== currentParams.N || r !== currentParams.r || p !== currentParams.p;
}

let decoy: Promise<string> | undefined;

/**
 * A hash of nothing anyone knows, verified when the email is unknown so that "no such
 * account" takes as long as "wrong password" (no account enumeration by timing).
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64url'));
  return decoy;
}
