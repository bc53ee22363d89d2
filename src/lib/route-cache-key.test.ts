import { describe, expect, it } from 'vitest';
import { getTenant } from '../tenants/registry';
import { mayKeepPage, normalisedPageUrl, routeCacheKey, zoneKey } from './route-cache-key';
import { buildZoneCode } from './zone';

const cl = getTenant('cl');
const page = (path: string) => new URL(`http://127.0.0.1:4321${path}`);

describe('normalisedPageUrl', () => {
  it('sorts the query and drops campaign parameters', () => {
    expect(normalisedPageUrl(page('/cl/search?sort=price&Ntt=pintura&utm_source=mail&gclid=x'))).toBe(
      '/cl/search?Ntt=pintura&sort=price',
    );
  });

  it('keeps repeated parameters in a stable order', () => {
    expect(normalisedPageUrl(page('/cl/category/1/?f=b&f=a'))).toBe(normalisedPageUrl(page('/cl/category/1/?f=a&f=b')));
  });

  it('is the path alone without a query', () => {
    expect(normalisedPageUrl(page('/cl/?utm_campaign=x'))).toBe('/cl/');
  });
});

describe('zoneKey', () => {
  const fallback = `${cl.fallbackZone.priceGroup}/${cl.fallbackZone.zoneId}`;

  it('is the cookie zone and its price group', () => {
    expect(zoneKey(buildZoneCode({ priceGroup: '12', zoneId: '15101' }), cl)).toBe('12/15101');
  });

  it('reads a missing or malformed cookie as the fallback zone, as pages do', () => {
    expect(zoneKey(undefined, cl)).toBe(fallback);
    expect(zoneKey('junk', cl)).toBe(fallback);
  });
});

describe('routeCacheKey', () => {
  const url = page('/cl/product/1/x/');

  it('tells zones, crawlers and hosts apart', () => {
    const keys = new Set([
      routeCacheKey({ url, zone: '10/13101', crawler: false }),
      routeCacheKey({ url, zone: '12/15101', crawler: false }),
      routeCacheKey({ url, zone: '10/13101', crawler: true }),
      routeCacheKey({ url: new URL('http://shop.example/cl/product/1/x/'), zone: '10/13101', crawler: false }),
    ]);
    expect(keys.size).toBe(4);
  });

  it('starts with the page, so one page’s entries share a prefix', () => {
    expect(routeCacheKey({ url, zone: '10/13101', crawler: false }).startsWith('/cl/product/1/x/\u0000')).toBe(true);
  });
});

describe('mayKeepPage', () => {
  const kept = { method: 'GET', status: 200, contentType: 'text/html', setsCookie: false, maxAgeSeconds: 60 };

  it('keeps a page that asked to be cached', () => {
    expect(mayKeepPage(kept)).toBe(true);
  });

  it.each([
    ['a HEAD request', { method: 'HEAD' }],
    ['a POST', { method: 'POST' }],
    ['a 404', { status: 404 }],
    ['a redirect', { status: 301 }],
    ['JSON', { contentType: 'application/json' }],
    ['an answer that sets a cookie', { setsCookie: true }],
    ['a page that did not ask', { maxAgeSeconds: undefined }],
    ['a page that asked for no time', { maxAgeSeconds: 0 }],
  ])('never keeps %s', (_, change) => {
    expect(mayKeepPage({ ...kept, ...change })).toBe(false);
  });
});
