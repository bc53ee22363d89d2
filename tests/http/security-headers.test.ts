import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl } from './client';
import { listingPages, otherPages, productPages } from './page-types';

/**
 * Every kind of answer carries the security headers (src/lib/security-headers.ts): a page rendered
 * and the same page from the route cache, an API answer, a built file, a refusal. HSTS goes only
 * where the request came over HTTPS (here, as a TLS-ending proxy says with X-Forwarded-Proto).
 */
const answers = async (headers: Record<string, string> = {}) => {
  const page = `/cl/?security-headers=${Date.now()}`;
  const rendered = await fetch(`${baseUrl}${page}`, { headers });
  // the route cache keeps a page once it is rendered whole: the second request waits for that
  const html = await rendered.text();
  const held = await fetch(`${baseUrl}${page}`, { headers });
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
    const policy = all.rendered.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' /);
    for (const [kind, headers] of Object.entries(all)) {
      // one policy for the whole server: a held page's is the rendered page's
      expect(headers.get('content-security-policy'), kind).toBe(policy);
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

/** A directive of the policy, whole, or undefined. */
const directive = (policy: string, name: string) =>
  policy.split('; ').find((candidate) => candidate.startsWith(`${name} `));

describe('Content-Security-Policy', () => {
  it('loads everything from the site unless named: scripts, styles, images, fonts, requests, frames, forms', async () => {
    const policy = (await fetch(`${baseUrl}/cl/`)).headers.get('content-security-policy') ?? '';
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(directive(policy, 'style-src')).toMatch(/^style-src 'self'( 'sha256-[\w+/]+=*')+$/);
    expect(directive(policy, 'style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data:");
    expect(directive(policy, 'font-src')).toBe("font-src 'self'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    // the suite's server pays through the Webpay stand-in, whose payment form is a POST there
    expect(directive(policy, 'form-action')).toBe(`form-action 'self' https://wa.me ${inject('webpayStandin')}`);
  });

  it('names the hash of every style element of every page type', async () => {
    const pages = [...(await productPages('cl')), ...(await listingPages('cl')), ...(await otherPages('cl'))];
    let checked = 0;
    for (const { path } of pages) {
      const response = await fetch(`${baseUrl}${path}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      for (const [, style = ''] of (await response.text()).matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
        expect(directive(policy, 'style-src'), `${path}: ${style.slice(0, 80)}`).toContain(hashOf(style));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(pages.length);
  });
});

/** The inline scripts a browser runs (JSON-LD and JSON are data: the policy does not apply to them). */
function inlineScripts(html: string): string[] {
  const scripts = html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi);
  return [...scripts]
    .filter(([, attributes = '']) => !/\ssrc=/i.test(attributes))
    .filter(([, attributes = '']) => !/\stype=["']?application\/(ld\+)?json/i.test(attributes))
    .map(([, , text = '']) => text);
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('Content-Security-Policy script-src', () => {
  it('allows the site’s scripts by hash, with no unsafe-inline or unsafe-eval', async () => {
    const policy = (await fetch(`${baseUrl}/cl/`)).headers.get('content-security-policy') ?? '';
    expect(directive(policy, 'script-src')).toMatch(/^script-src 'self'( 'sha256-[\w+/]+=*')+$/);
    // only style attributes are let through inline (style-src-attr): nothing that runs
    expect(policy.replace("style-src-attr 'unsafe-inline'", '')).not.toContain('unsafe');
  });

  it('names the hash of every inline script of each kind of page', async () => {
    const listing = await (await fetch(`${baseUrl}/cl/category/catg10000/pinturas/`)).text();
    const product = /href="(\/cl\/product\/[^"]+)"/.exec(listing)?.[1];
    expect(product).toBeDefined();
    const pages = ['/cl/', '/cl/category/catg10000/pinturas/', product, '/cl/cart/', '/cl/search?Ntt=pintura'];
    let checked = 0;
    for (const path of pages) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      const policy = response.headers.get('content-security-policy') ?? '';
      const html = await response.text();
      const scripts = inlineScripts(html);
      // the island definition, a directive and our own: every page has islands
      expect(scripts.length, path).toBeGreaterThanOrEqual(3);
      for (const script of scripts) {
        expect(policy, `${path}: ${script.slice(0, 80)}`).toContain(hashOf(script));
        checked += 1;
      }
      // an inline event handler would be refused like an injected one
      expect(html, path).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
    }
    expect(checked).toBeGreaterThanOrEqual(15);
  });
});
