import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './client';
import { catalogueFeedToken } from './server';
import { row } from './test-database';

/**
 * What a shared cache in front of the storefront reads (README "Behind a CDN"): a page the same
 * for every shopper of its zone says so, varies on the edge's zone and crawler headers only when
 * they agree with the request, names its surrogate keys, carries an ETag from its first rendering
 * on (304 when unchanged, even rendered again) and no id of the request; everything else is
 * private.
 */
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

let product: { path: string; id: string; skuId: string; dc: number };

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}${path}`, { redirect: 'manual', headers: { 'user-agent': chrome, ...headers } });
}

/** A stock-feed call that changes nothing: the server drops the product's pages as after any change. */
async function dropProductPages() {
  const response = await fetch(`${baseUrl}/api/cl/catalogue/stock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${catalogueFeedToken}` },
    body: JSON.stringify({ updates: [{ skuId: product.skuId, storeId: 'DC', quantity: product.dc }] }),
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  const found = await row<{ id: string; slug: string; sku: string; dc: number }>(
    `SELECT p.id, p.slug, s.id AS sku, d.quantity AS dc FROM products p
       JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id AND s.position = 0
       JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
     WHERE p.tenant = 'cl' AND p.variant_type IS NULL ORDER BY p.id DESC LIMIT 1 OFFSET 3`,
  );
  if (!found) throw new Error('cl has no product of one SKU');
  product = { path: `/cl/product/${found.id}/${found.slug}/`, id: found.id, skuId: found.sku, dc: found.dc };
});

describe('a page the same for every shopper of its zone', () => {
  it('varies on the edge’s headers only when they say what the request says', async () => {
    const cookie = 'zone=ABC; cartId=someone';
    const edge = { cookie, 'x-andamio-zone': 'ABC', 'x-andamio-crawler': 'no' };
    const through = await get(product.path, edge);
    expect(through.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(through.headers.get('vary')).toBe('x-andamio-zone, x-andamio-crawler, accept-encoding');
    const forged = await get(product.path, { ...edge, 'x-andamio-zone': 'OTHER' });
    expect(forged.headers.get('vary')).toBe('cookie, user-agent, accept-encoding');
    const direct = await get(product.path, { cookie });
    expect(direct.headers.get('vary')).toBe('cookie, user-agent, accept-encoding');
  });

  it('names its surrogate keys and carries no id of the request, held or not', async () => {
    await dropProductPages();
    for (const expected of ['MISS', 'HIT']) {
      const response = await get(product.path);
      await response.arrayBuffer();
      expect(response.headers.get('x-cache')).toBe(expected);
      expect(response.headers.get('xkey')?.split(' ')).toEqual(
        expect.arrayContaining(['tenant:cl', `product:cl:${product.id}`]),
      );
      expect(response.headers.get('surrogate-key')).toBe(response.headers.get('xkey'));
      expect(response.headers.get('cache-tag')).toBe(response.headers.get('xkey')?.replaceAll(' ', ','));
      for (const name of ['x-request-id', 'traceparent', 'x-b3-traceid', 'x-b3-spanid'])
        expect(response.headers.get(name), name).toBeNull();
    }
  });

  it('has an ETag from its first rendering, and gets 304 when rendered again the same', async () => {
    await dropProductPages();
    const first = await get(product.path);
    const body = await first.text();
    expect(first.headers.get('x-cache')).toBe('MISS');
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    // the server's copy goes, as when its minute runs out before a CDN asks again
    await dropProductPages();
    const again = await get(product.path, { 'if-none-match': etag });
    expect(again.headers.get('x-cache')).toBe('MISS');
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const held = await get(product.path, { 'if-none-match': etag });
    expect([held.status, held.headers.get('x-cache')]).toEqual([304, 'HIT']);
    expect(body.length).toBeGreaterThan(1000);
  });
});

describe('every other answer', () => {
  it.each([
    ['the cart', '/cl/cart/'],
    ['a login page', '/cl/account/'],
    ['a page that does not exist', '/cl/nothing-here/'],
    ['a redirect', '/cl'],
    ['an API answer', '/api/cl/cart'],
  ])('%s is private, with its request ids', async (_, path) => {
    const response = await get(path);
    await response.arrayBuffer();
    expect(response.headers.get('cache-control'), path).toMatch(/private|no-store/);
    expect(response.headers.get('cache-control'), path).not.toMatch(/public|s-maxage/);
    expect(response.headers.get('x-request-id'), path).not.toBeNull();
  });
});
