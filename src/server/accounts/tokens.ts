import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters, 256 bits a guesser cannot cover. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a stolen copy hands out no live session or reset. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The shape `newToken` produces; anything else is not looked up. */
export function isTokenShape(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
