import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zoneCookies } from '../../src/lib/cookies';
import { buildZoneCode } from '../../src/lib/zone';
import { getTenant } from '../../src/tenants/registry';
import { baseUrl } from './client';
import { catalogueFeedToken } from './server';
import { row, rows } from './test-database';

/**
 * Product cards are rendered once and kept in memory (src/server/cache/card-fragments.ts). A
 * change of what a card shows is on it at once, each zone's price group has its own card, and a
 * kept card is the card rendered afresh, its island still one of the page's. The listing is one
 * no other test changes; its product's prices and stock are put back afterwards.
 */
const cl = getTenant('cl');
const listing = '/cl/category/catg10087/iluminacion/';

interface Fixture {
  productId: string;
  skuId: string;
  /** The SKU's prices in each price group, as the feed takes them back. */
  prices: { group: string; type: string; amount: number; unit: string | null }[];
  webStock: number;
  otherGroup: string;
  otherZone: string;
}
let fixture: Fixture;

async function get(path: string, cookie?: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return response.text();
}

/** A new page render (not the route cache's copy): its own address. */
let renders = 0;
const rendered = (path: string, cookie?: string) => get(`${path}?card-test=${++renders}`, cookie);

function feed(kind: 'prices' | 'stock', updates: unknown[]) {
  return fetch(`${baseUrl}/api/cl/catalogue/${kind}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${catalogueFeedToken}` },
    body: JSON.stringify({ updates }),
  });
}

/** The card of the product on a page, its island's React prefix left out (the page numbers its islands). */
function card(html: string, productId: string): string {
  const start = html.indexOf(`<article aria-labelledby="product-${productId}"`);
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</article>', start) + '</article>'.length).replace(/ prefix="r\d+"/, '');
}

const currentPrice = (html: string, productId: string) =>
  /data-price="current">([^<]+)</.exec(card(html, productId))?.[1];

beforeAll(async () => {
  const html = await get(listing);
  // a card that adds one unit home: one SKU, a price, home delivery in the default zone
  const [, productId = '', skuId = ''] =
    /<article aria-labelledby="product-(\d+)"(?:(?!<\/article>)[\s\S])*?_action=cart\.add"[^>]*><input type="hidden" name="skuId" value="([^"]+)"/.exec(
      html,
    ) ?? [];
  if (!skuId) throw new Error(`${listing} shows no card with an add-to-cart form`);
  const other = await row<{ id: string; pricegroup: string }>(
    "SELECT id, price_group_id AS pricegroup FROM zones WHERE tenant = 'cl' AND price_group_id != ? ORDER BY id LIMIT 1",
    cl.fallbackZone.priceGroup,
  );
  if (!other) throw new Error('cl has a single price group');
  const stock = await row<{ quantity: number }>(
    "SELECT quantity FROM stock WHERE tenant = 'cl' AND sku_id = ? AND store_id = 'DC'",
    skuId,
  );
  fixture = {
    productId,
    skuId,
    prices: await rows<Fixture['prices'][number]>(
      'SELECT price_group_id AS "group", type, amount, unit FROM prices WHERE tenant = \'cl\' AND sku_id = ? AND price_group_id IN (?, ?) ORDER BY position',
      skuId,
      cl.fallbackZone.priceGroup,
      other.pricegroup,
    ),
    webStock: stock?.quantity ?? 0,
    otherGroup: other.pricegroup,
    otherZone: `${zoneCookies('cl').zone}=${buildZoneCode({ priceGroup: other.pricegroup, zoneId: other.id })}`,
  };
});

afterAll(async () => {
  const { skuId, prices, webStock, otherGroup } = fixture;
  const back = [cl.fallbackZone.priceGroup, otherGroup].map((group) => ({
    skuId,
    priceGroup: group,
    prices: prices
      .filter((price) => price.group === group)
      .map(({ type, amount, unit }) => ({ type, amount, ...(unit ? { unit } : {}) })),
  }));
  expect((await feed('prices', back)).status).toBe(200);
  expect((await feed('stock', [{ skuId, storeId: 'DC', quantity: webStock }])).status).toBe(200);
});

describe('a kept product card', () => {
  it('is the card rendered afresh, and its island is one of the page’s', async () => {
    const { productId, skuId } = fixture;
    await rendered(listing);
    const kept = await rendered(listing);
    // the answer to a shopper's own add to a list is rendered for them, never taken from memory
    const fresh = await get(`${listing}?card-test=fresh&wishListSku=${skuId}`);
    expect(card(kept, productId)).toBe(card(fresh, productId));

    // listing cards and sponsored ones
    const cards = kept.match(/<(?:article|aside) aria-labelledby="product-/g) ?? [];
    const cardIslands = kept.match(/<astro-island [^>]*component-url="[^"]*\/CardActions\.[^"]*"/g) ?? [];
    expect(cardIslands).toHaveLength(cards.length);
    // Astro's island runtime and the cards' directive, once on the page; every island its own React ids
    expect(kept.match(/customElements\.define\("astro-island"/g)).toHaveLength(1);
    expect(kept.match(/\(self\.Astro=\{\}\)\)\.interaction=/g)).toHaveLength(1);
    const prefixes = [...kept.matchAll(/<astro-island [^>]*? prefix="(r\d+)"/g)].map((match) => match[1]);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('shows a price change and a stock change at once', async () => {
    const { productId, skuId } = fixture;
    await rendered(listing);
    expect(
      (
        await feed('prices', [
          { skuId, priceGroup: cl.fallbackZone.priceGroup, prices: [{ type: 'NORMAL', amount: 13_579 }] },
        ])
      ).status,
    ).toBe(200);
    expect(currentPrice(await rendered(listing), productId)).toBe('$ 13.579');

    expect(card(await rendered(listing), productId)).toContain('name="deliveryMethod"');
    expect((await feed('stock', [{ skuId, storeId: 'DC', quantity: 0 }])).status).toBe(200);
    // nothing to send home: no one-unit add, no home delivery
    const soldOut = card(await rendered(listing), productId);
    expect(soldOut).not.toContain('name="deliveryMethod"');
    expect(soldOut).not.toContain('Despacho a domicilio');
  });

  it('is kept apart for each zone’s price group', async () => {
    const { productId, skuId, otherGroup, otherZone } = fixture;
    const updates = [
      { skuId, priceGroup: cl.fallbackZone.priceGroup, prices: [{ type: 'NORMAL', amount: 11_111 }] },
      { skuId, priceGroup: otherGroup, prices: [{ type: 'NORMAL', amount: 22_222 }] },
    ];
    expect((await feed('prices', updates)).status).toBe(200);
    expect(currentPrice(await rendered(listing), productId)).toBe('$ 11.111');
    expect(currentPrice(await rendered(listing, otherZone), productId)).toBe('$ 22.222');
    expect(currentPrice(await rendered(listing), productId)).toBe('$ 11.111');
  });
});
