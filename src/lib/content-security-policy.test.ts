import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, type PageSources, scriptHash } from './content-security-policy';

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
  const pages = (change: Partial<PageSources> = {}): PageSources => ({
    scripts: { sources: [], hashes: [] },
    styleHashes: [],
    images: [],
    connections: [],
    frames: [],
    ...change,
  });
  const directive = (policy: string, name: string) =>
    policy.split('; ').find((candidate) => candidate.startsWith(`${name} `));

  it('keeps every page out of other sites’ frames and plugins, even without the build’s sources', () => {
    expect(contentSecurityPolicy(undefined).split('; ')).toEqual([
      "frame-ancestors 'self'",
      "base-uri 'self'",
      "object-src 'none'",
      "form-action 'self'",
    ]);
  });

  it('loads everything from the site itself unless named, for a built site', () => {
    expect(contentSecurityPolicy(pages()).split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "style-src-attr 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "frame-src 'self'",
      "frame-ancestors 'self'",
      "base-uri 'self'",
      "object-src 'none'",
      "form-action 'self'",
    ]);
  });

  it('lets forms go to the site and to the providers named, once each', () => {
    const forms = ['https://webpay3g.transbank.cl', 'https://id.example', 'https://webpay3g.transbank.cl'];
    const policy = contentSecurityPolicy(pages(), forms);
    expect(directive(policy, 'form-action')).toBe(
      "form-action 'self' https://webpay3g.transbank.cl https://id.example",
    );
  });

  it('lets scripts run from the site, the hosts named and the hashes listed, never inline', () => {
    const policy = contentSecurityPolicy(
      pages({
        scripts: { sources: ['https://www.googletagmanager.com'], hashes: ["'sha256-a'", "'sha256-b'", "'sha256-a'"] },
      }),
    );
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' https://www.googletagmanager.com 'sha256-a' 'sha256-b'",
    );
    expect(directive(policy, 'script-src')).not.toContain('unsafe');
  });

  it('takes style elements by hash only, and images, requests and frames from the hosts named', () => {
    const policy = contentSecurityPolicy(
      pages({
        styleHashes: ["'sha256-s'"],
        images: ['https://*.tile.example.org', 'https://*.google-analytics.com'],
        connections: ['https://*.google-analytics.com'],
        frames: ['https://www.googletagmanager.com'],
      }),
    );
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'sha256-s'");
    expect(directive(policy, 'img-src')).toBe(
      "img-src 'self' data: https://*.tile.example.org https://*.google-analytics.com",
    );
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://*.google-analytics.com");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://www.googletagmanager.com");
  });
});
