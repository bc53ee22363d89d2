import { describe, expect, it } from 'vitest';
import { baseUrl } from './client';

/**
 * Every kind of answer carries the security headers (src/lib/security-headers.ts): a page rendered
 * and the same page from the route cache, an API answer, a built file, a refusal. HSTS goes only
 * where the request came over HTTPS (here, as a TLS-ending proxy says with X-Forwarded-Proto).
 */
const answers = async (headers: Record<string, string> = {}) => {
  const page = `/cl/?security-headers=${Date.now()}`;
  const rendered = await fetch(`${baseUrl}${page}`, { headers });
  const held = await fetch(`${baseUrl}${page}`, { headers });
  const html = await rendered.text();
  const bundle = /(\/_astro\/[\w.-]+\.js)/.exec(html)?.[1] ?? '';
  return {
    rendered: rendered.headers,
    held: held.headers,
    api: (await fetch(`${baseUrl}/api/cl/search?Ntt=pintura`, { headers })).headers,
    bundle: (await fetch(`${baseUrl}${bundle}`, { headers })).headers,
    refusal: (await fetch(`${baseUrl}/api/cl/product/%ZZ`, { headers })).headers,
  };
};

describe('security headers', () => {
  it('keep every answer out of other sites’ frames, with no HSTS over plain HTTP', async () => {
    const all = await answers();
    expect(all.held.get('x-cache')).toBe('HIT');
    for (const [kind, headers] of Object.entries(all)) {
      expect(headers.get('content-security-policy'), kind).toBe(
        "frame-ancestors 'self'; base-uri 'self'; object-src 'none'",
      );
      expect(headers.get('x-frame-options'), kind).toBe('SAMEORIGIN');
      expect(headers.get('x-content-type-options'), kind).toBe('nosniff');
      expect(headers.get('strict-transport-security'), kind).toBeNull();
    }
  });

  it('add HSTS to every answer behind a proxy that ended HTTPS', async () => {
    const all = await answers({ 'x-forwarded-proto': 'https' });
    for (const [kind, headers] of Object.entries(all)) {
      expect(headers.get('strict-transport-security'), kind).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
