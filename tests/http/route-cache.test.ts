import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zoneCookies } from '../../src/lib/cookies';
import { buildZoneCode } from '../../src/lib/zone';
import { getTenant } from '../../src/tenants/registry';
import { baseUrl } from './client';
import { catalogueFeedToken } from './server';
import { row, rows } from './test-database';

/**
 * The route cache (src/server/cache): pages are kept per zone, answered from memory with the same
 * bytes, never kept when they are errors, and a catalogue change through the feeds drops exactly
 * the pages that show the product changed.
 */
const cl = getTenant('cl');

interface Fixture {
  /** A product of the listing whose price the test changes, and its first SKU. */
  changed: { path: string; skuId: string; prices: { type: string; amount: number; unit: string | null }[] };
  /** Another product of the same listing, untouched. */
  untouched: string;
  listing: string;
  /** A listing that does not show the changed product. */
  otherListing: string;
  otherZone: string;
}

/** A page as sent uncompressed (fetch would ask for gzip and br by itself). */
async function get(path: string, cookie?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) },
  });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const cacheState = async (path: string, cookie?: string) => (await get(path, cookie)).headers.get('x-cache');

function feed(kind: 'prices' | 'stock', body: unknown, token = catalogueFeedToken) {
  return fetch(`${baseUrl}/api/cl/catalogue/${kind}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

const productPaths = (html: string) => [
  ...new Set([...html.matchAll(/href="(\/cl\/product\/\d+\/[^"]+)"/g)].map((match) => match[1] ?? '')),
];

let fixture: Fixture;

/** A product's first SKU. */
async function firstSku(productId: string): Promise<string> {
  const sku = await row<{ id: string }>(
    "SELECT id FROM skus WHERE tenant = 'cl' AND product_id = ? ORDER BY position LIMIT 1",
    productId,
  );
  if (!sku) throw new Error(`Product ${productId} has no SKU`);
  return sku.id;
}

beforeAll(async () => {
  const listing = '/cl/category/catg10000/pinturas/';
  const otherListing = '/cl/category/catg10058/bano/';
  const listed = productPaths((await get(listing)).html);
  const elsewhere = new Set(productPaths((await get(otherListing)).html));
  const [changedPath, untouched] = listed.filter((path) => !elsewhere.has(path)).slice(-2);
  if (!changedPath || !untouched) throw new Error('The pinturas listing has too few products of its own');
  const productId = /\/product\/(\d+)\//.exec(changedPath)?.[1] ?? '';
  const sku = await firstSku(productId);
  const prices = await rows<Fixture['changed']['prices'][number]>(
    "SELECT type, amount, unit FROM prices WHERE tenant = 'cl' AND sku_id = ? AND price_group_id = ? ORDER BY position",
    sku,
    cl.fallbackZone.priceGroup,
  );
  const other = await row<{ id: string; pricegroup: string }>(
    "SELECT id, price_group_id AS pricegroup FROM zones WHERE tenant = 'cl' AND price_group_id != ? ORDER BY id LIMIT 1",
    cl.fallbackZone.priceGroup,
  );
  if (!other) throw new Error('cl has a single price group');
  fixture = {
    changed: { path: changedPath, skuId: sku, prices },
    untouched,
    listing,
    otherListing,
    otherZone: `${zoneCookies('cl').zone}=${buildZoneCode({ priceGroup: other.pricegroup, zoneId: other.id })}`,
  };
});

afterAll(async () => {
  // the seeded prices back, for the other tests
  await feed('prices', {
    updates: [
      {
        skuId: fixture.changed.skuId,
        priceGroup: cl.fallbackZone.priceGroup,
        prices: fixture.changed.prices.map(({ type, amount, unit }) => ({ type, amount, ...(unit ? { unit } : {}) })),
      },
    ],
  });
});

describe('a cacheable page', () => {
  it('is rendered once, then answered from memory with the same bytes', async () => {
    const path = `${fixture.untouched}?cache-test=bytes`;
    const first = await get(path);
    const second = await get(path);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.html).toBe(first.html);
    // no request id travels with a shareable page (a shared cache would give it to everyone); the
    // security headers of every answer do
    expect([first.headers.get('x-request-id'), second.headers.get('x-request-id')]).toEqual([null, null]);
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength(first.html)));
  });

  it('answers HEAD from memory with the headers and no body', async () => {
    const path = `${fixture.untouched}?cache-test=head`;
    const page = await get(path);
    const head = await fetch(`${baseUrl}${path}`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect(head.headers.get('x-cache')).toBe('HIT');
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(page.html)));
    expect(await head.text()).toBe('');
  });

  it('tells a shared cache it may keep it, per cookie and user agent, so no zone gets another’s prices', async () => {
    const path = `${fixture.untouched}?cache-test=shared`;
    const miss = await get(path);
    const hit = await get(path);
    expect([miss.headers.get('x-cache'), hit.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    for (const { headers } of [miss, hit]) {
      expect(headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      expect(headers.get('vary')).toBe('cookie, user-agent, accept-encoding');
    }
  });

  it('is kept apart per zone, and campaign parameters do not split it', async () => {
    const path = `${fixture.untouched}?cache-test=zones`;
    expect(await cacheState(path)).toBe('MISS');
    expect(await cacheState(path, fixture.otherZone)).toBe('MISS');
    expect(await cacheState(`${path}&utm_source=newsletter`)).toBe('HIT');
    expect(await cacheState(path, fixture.otherZone)).toBe('HIT');
  });

  it('a shopper’s own cookies (cart, session) share the zone’s entry', async () => {
    const path = `${fixture.untouched}?cache-test=cookies`;
    await get(path);
    expect(await cacheState(path, 'cartId=someone-else; session=not-a-session')).toBe('HIT');
  });
});

describe('what travels', () => {
  it('a held page goes compressed as the client takes it, and 304 to a browser that has it', async () => {
    const path = `${fixture.untouched}?cache-test=encoding`;
    const plain = await get(path);
    const brotli = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(Number(brotli.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(plain.html) / 3);
    expect(brotli.headers.get('vary')).toBe('cookie, user-agent, accept-encoding');
    expect(await brotli.text()).toBe(plain.html);
    const gzip = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(plain.html);

    const etag = brotli.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${baseUrl}${path}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('built bundles are immutable, compressed, and 304 when unchanged', async () => {
    const script =
      /<script[^>]+src="(\/_astro\/[^"]+\.js)"/.exec((await get(fixture.untouched)).html)?.[1] ??
      /component-url="(\/_astro\/[^"]+\.js)"/.exec((await get(fixture.untouched)).html)?.[1];
    expect(script).toBeDefined();
    const plain = await fetch(`${baseUrl}${script}`, { headers: { 'accept-encoding': 'identity' } });
    const brotli = await fetch(`${baseUrl}${script}`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await brotli.text()).toBe(await plain.text());
    const again = await fetch(`${baseUrl}${script}`, {
      headers: { 'if-none-match': brotli.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });
});

describe('never kept', () => {
  it('an unknown page (404)', async () => {
    for (let i = 0; i < 2; i++) {
      const { status, headers } = await get('/cl/product/999999999/no-such-product/');
      expect(status).toBe(404);
      expect(headers.get('x-cache')).toBeNull();
      expect(headers.get('cache-control')).toBe('no-store');
    }
  });

  it('a personal page (cart)', async () => {
    for (let i = 0; i < 2; i++) expect(await cacheState('/cl/cart/')).toBeNull();
  });
});

describe('a price change through the feed', () => {
  it('is refused without the feed token, and changes nothing', async () => {
    const body = {
      updates: [
        {
          skuId: fixture.changed.skuId,
          priceGroup: cl.fallbackZone.priceGroup,
          prices: [{ type: 'NORMAL', amount: 1 }],
        },
      ],
    };
    const anonymous = await fetch(`${baseUrl}/api/cl/catalogue/prices`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(anonymous.status).toBe(401);
    expect((await feed('prices', body, 'wrong-token')).status).toBe(401);
    expect((await get(fixture.changed.path)).html).not.toContain('data-price="current">$ 1<');
  });

  it('names an unknown SKU, in the envelope, and changes nothing', async () => {
    const response = await feed('prices', {
      updates: [
        {
          skuId: fixture.changed.skuId,
          priceGroup: cl.fallbackZone.priceGroup,
          prices: [{ type: 'NORMAL', amount: 2 }],
        },
        { skuId: 'no-such-sku', priceGroup: cl.fallbackZone.priceGroup, prices: [{ type: 'NORMAL', amount: 2 }] },
      ],
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { success: boolean; errors: { field: string; message: string }[] };
    expect(body.success).toBe(false);
    expect(body.errors[0]).toMatchObject({
      field: 'updates.1.skuId',
      message: 'El producto no-such-sku no existe en este catálogo.',
    });
    expect((await get(fixture.changed.path)).html).not.toContain('data-price="current">$ 2<');
  });

  it('drops exactly the pages that show the product, which then show the new price', async () => {
    const { changed, untouched, listing, otherListing } = fixture;
    for (const path of [changed.path, untouched, listing, otherListing]) await get(path);
    expect(await cacheState(changed.path)).toBe('HIT');
    expect(await cacheState(listing)).toBe('HIT');

    const response = await feed('prices', {
      updates: [
        { skuId: changed.skuId, priceGroup: cl.fallbackZone.priceGroup, prices: [{ type: 'NORMAL', amount: 12_345 }] },
      ],
    });
    expect(response.status).toBe(200);

    const page = await get(changed.path);
    expect(page.headers.get('x-cache')).toBe('MISS');
    expect(page.html).toContain('$ 12.345');
    const list = await get(listing);
    expect(list.headers.get('x-cache')).toBe('MISS');
    expect(list.html).toContain('$ 12.345');
    expect(await cacheState(untouched)).toBe('HIT');
    expect(await cacheState(otherListing)).toBe('HIT');
  });

  it('a stock change drops the product’s pages too', async () => {
    const { changed } = fixture;
    await get(changed.path);
    expect(await cacheState(changed.path)).toBe('HIT');
    const response = await feed('stock', { updates: [{ skuId: changed.skuId, storeId: 'DC', quantity: 321 }] });
    expect(response.status).toBe(200);
    expect(await cacheState(changed.path)).toBe('MISS');
  });

  it('drops a product page when a product it recommends changes', async () => {
    const [page] = productPaths((await get(fixture.otherListing)).html);
    if (!page) throw new Error('The baño listing shows no product');
    await get(page);
    expect(await cacheState(page)).toBe('HIT');
    // a product of its related or similar links (rendered after the page's first bytes)
    const recommended = /<li class="rounded border border-gray-200 p-2 text-sm"><a href="\/cl\/product\/(\d+)\//.exec(
      (await get(page)).html,
    )?.[1];
    if (!recommended) throw new Error(`${page} recommends no product`);
    const response = await feed('stock', {
      updates: [{ skuId: await firstSku(recommended), storeId: 'DC', quantity: 123 }],
    });
    expect(response.status).toBe(200);
    expect(await cacheState(page)).toBe('MISS');
  });
});
