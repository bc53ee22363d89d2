import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, scriptHash } from './content-security-policy';

describe('scriptHash', () => {
  it('is the hash source a browser computes over the script text', () => {
    // the example of the CSP specification and MDN
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('counts every byte: whitespace and non-ASCII text change it', () => {
    expect(scriptHash(' a')).not.toBe(scriptHash('a'));
    const utf8 = createHash('sha256')
      .update(Buffer.from([0xc3, 0xa9]))
      .digest('base64');
    expect(scriptHash('é')).toBe(`'sha256-${utf8}'`);
  });
});

describe('contentSecurityPolicy', () => {
  it('keeps every page out of other sites’ frames and plugins', () => {
    expect(contentSecurityPolicy(undefined).split('; ')).toEqual([
      "frame-ancestors 'self'",
      "base-uri 'self'",
      "object-src 'none'",
      "form-action 'self'",
    ]);
  });

  it('lets forms go to the site and to the providers named, once each', () => {
    const forms = ['https://webpay3g.transbank.cl', 'https://id.example', 'https://webpay3g.transbank.cl'];
    const directives = contentSecurityPolicy({ sources: [], hashes: [] }, forms).split('; ');
    expect(directives.at(-1)).toBe("form-action 'self' https://webpay3g.transbank.cl https://id.example");
  });

  it('lets scripts run from the site, the hosts named and the hashes listed, never inline', () => {
    const policy = contentSecurityPolicy({
      sources: ['https://www.googletagmanager.com'],
      hashes: ["'sha256-a'", "'sha256-b'", "'sha256-a'"],
    });
    const directives = policy.split('; ');
    expect(directives.slice(0, 3)).toEqual(["frame-ancestors 'self'", "base-uri 'self'", "object-src 'none'"]);
    expect(directives[3]).toBe("script-src 'self' https://www.googletagmanager.com 'sha256-a' 'sha256-b'");
    expect(policy).not.toContain('unsafe');
  });
});
