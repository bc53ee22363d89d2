import { describe, expect, it } from 'vitest';
import { cameOverHttps, securityHeadersWith } from './security-headers';

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

describe('securityHeadersWith', () => {
  it('carries the policy it is given beside the fixed headers', () => {
    const headers = new Map(securityHeadersWith("object-src 'none'"));
    expect(headers.get('content-security-policy')).toBe("object-src 'none'");
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });
});
