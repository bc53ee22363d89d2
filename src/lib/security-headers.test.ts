import { describe, expect, it } from 'vitest';
import { cameOverHttps, securityHeaders } from './security-headers';

describe('cameOverHttps', () => {
  it.each([
    ['https:', undefined, true],
    ['http:', undefined, false],
    ['http:', 'https', true],
    ['http:', 'HTTPS, http', true],
    ['http:', 'http, https', false],
    ['https:', 'http', false],
    [undefined, null, false],
  ])('scheme %s, X-Forwarded-Proto %s → %s', (scheme, forwarded, expected) => {
    expect(cameOverHttps(scheme, forwarded)).toBe(expected);
  });
});

describe('securityHeaders', () => {
  it('keep every page out of other sites’ frames and plugins', () => {
    const csp = new Map(securityHeaders).get('content-security-policy') ?? '';
    expect(csp.split('; ')).toEqual(["frame-ancestors 'self'", "base-uri 'self'", "object-src 'none'"]);
  });
});
