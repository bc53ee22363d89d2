import { describe, expect, it } from 'vitest';
import { pageVary, sharedVary, surrogateKeyHeaders, unsharedVary } from './edge-cache';

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const chrome = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';

function request(tenant: string, headers: Record<string, string>) {
  return { tenant, header: (name: string) => headers[name] };
}

describe('pageVary', () => {
  it.each([
    ['cl', { cookie: 'zone=AB; cartId=1', 'user-agent': chrome, 'x-andamio-zone': 'AB', 'x-andamio-crawler': 'no' }],
    ['br', { cookie: 'zone=XX; zone_br=CD', 'user-agent': chrome, 'x-andamio-zone': 'CD', 'x-andamio-crawler': 'no' }],
    ['cl', { 'user-agent': googlebot, 'x-andamio-zone': '', 'x-andamio-crawler': 'yes' }],
    // the cookie as Astro's cookies read it: the first of two, quotes kept, URL-decoded
    ['cl', { cookie: 'zone="A%42"; zone=CD', 'x-andamio-zone': '"AB"', 'x-andamio-crawler': 'no' }],
  ])('shares per zone when the edge says what the request says (%s, %j)', (tenant, headers) => {
    expect(pageVary(request(tenant, headers))).toBe(sharedVary);
  });

  it.each([
    ['no edge', { cookie: 'zone=AB', 'user-agent': chrome }],
    ['only the zone', { cookie: 'zone=AB', 'x-andamio-zone': 'AB' }],
    ['another zone than the cookie', { cookie: 'zone=AB', 'x-andamio-zone': 'CD', 'x-andamio-crawler': 'no' }],
    ['the other tenant’s cookie', { cookie: 'zone_br=AB', 'x-andamio-zone': 'AB', 'x-andamio-crawler': 'no' }],
    ['a crawler said to be a browser', { 'user-agent': googlebot, 'x-andamio-zone': '', 'x-andamio-crawler': 'no' }],
  ])('shares nothing with %s', (_, headers) => {
    expect(pageVary(request('cl', headers))).toBe(unsharedVary);
  });
});

describe('surrogateKeyHeaders', () => {
  it('names the page’s tags as xkey, Fastly and Cloudflare read them', () => {
    expect(surrogateKeyHeaders(['tenant:cl', 'product:cl:123'])).toEqual([
      ['xkey', 'tenant:cl product:cl:123'],
      ['surrogate-key', 'tenant:cl product:cl:123'],
      ['cache-tag', 'tenant:cl,product:cl:123'],
    ]);
    expect(surrogateKeyHeaders([])).toEqual([]);
  });
});
