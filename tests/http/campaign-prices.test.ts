import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/messages';
import { productUrl } from '../../src/lib/routes';
import { getTenant } from '../../src/tenants/registry';
import { baseUrl } from './client';
import { jsonLines, postFeed } from './feed-post';
import { catalogueFeedToken } from './server';
import { row, rows } from './test-database';

/**
 * A campaign price sent with its end (the price feed's `validUntil`): the product page says until
 * when it holds, its offer's JSON-LD carries priceValidUntil, and at that instant the server drops
 * it on its own, so the page shows the regular price again with no feed and no restart. One
 * imported with its start (`validFrom`) shows from that instant the same way.
 */
const cl = getTenant('cl');
const priceGroup = cl.fallbackZone.priceGroup;

interface Fixture {
  path: string;
  skuId: string;
  normal: number;
  before: { type: string; amount: number; unit: string | null }[];
}
let fixture: Fixture;

function putPrices(prices: Record<string, unknown>[]) {
  return fetch(`${baseUrl}/api/cl/catalogue/prices`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${catalogueFeedToken}` },
    body: JSON.stringify({ updates: [{ skuId: fixture.skuId, priceGroup, prices }] }),
  });
}

async function page() {
  const response = await fetch(`${baseUrl}${fixture.path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const current = /data-current-price[^>]*>([^<]+)</.exec(html)?.[1]?.replace(/\D/g, '');
  const offer = /"priceValidUntil":"([^"]+)"/.exec(html)?.[1];
  const ends = /data-price-valid-until="([^"]+)"[^>]*>\s*([^<]+?)\s*</.exec(html);
  return { current: Number(current), offer, ends: ends?.[1], endsText: ends?.[2] };
}

beforeAll(async () => {
  // the last product of one SKU sold at its regular price alone: no other test changes it
  const found = await row<{ id: string; name: string; sku: string; amount: number }>(
    `SELECT p.id, p.name, s.id AS sku, x.amount FROM products p
       JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id
       JOIN prices x ON x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ? AND x.type = 'NORMAL'
     WHERE p.tenant = 'cl' AND p.variant_type IS NULL AND p.calculator IS NULL
       AND (SELECT count(*) FROM prices y WHERE y.tenant = s.tenant AND y.sku_id = s.id AND y.price_group_id = ?) = 1
     ORDER BY p.id DESC LIMIT 1`,
    priceGroup,
    priceGroup,
  );
  if (!found) throw new Error('cl has no product at its regular price alone');
  fixture = {
    path: productUrl(cl, { productId: found.id, name: found.name }),
    skuId: found.sku,
    normal: found.amount,
    before: await rows(
      "SELECT type, amount, unit FROM prices WHERE tenant = 'cl' AND sku_id = ? AND price_group_id = ? ORDER BY position",
      found.sku,
      priceGroup,
    ),
  };
});

/** A delta import of the SKU's price list (README "Catalogue import"): what may set one to begin later. */
function importPrices(prices: Record<string, unknown>[]) {
  return postFeed('cl', jsonLines([{ type: 'prices', skuId: fixture.skuId, priceGroup, prices }]));
}

/** Asks for the page until its current price is `amount`, up to 45 s after `instant`. */
async function pageShowing(amount: number, instant: Date) {
  let shown = await page();
  while (shown.current !== amount && Date.now() < instant.getTime() + 45_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    shown = await page();
  }
  return shown;
}

afterAll(async () => {
  // the import's list without a start also clears a list to come, should a test have left one
  await importPrices(fixture.before.map((price) => ({ type: price.type, amount: price.amount })));
});

describe('a campaign price with its end', () => {
  it('is refused when it has already ended, and nothing changes', async () => {
    const response = await putPrices([
      { type: 'EVENT', amount: fixture.normal - 1000, validUntil: '2020-01-31T23:59:59-03:00' },
      { type: 'NORMAL', amount: fixture.normal },
    ]);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: { code: string; field: string; message: string }[] };
    expect(body.errors).toEqual([
      {
        code: 'CORE_VALIDATION_ERROR',
        field: 'updates.0.prices.0.validUntil',
        message: translator('es')('catalogue.feed.priceEnded', { skuId: fixture.skuId }),
      },
    ]);
    expect((await page()).current).toBe(fixture.normal);
  });

  it('shows until when it holds, and leaves the page at that instant by itself', { timeout: 60_000 }, async () => {
    const sale = fixture.normal - 1000;
    const end = new Date(Date.now() + 4000);
    const response = await putPrices([
      { type: 'EVENT', amount: sale, validUntil: end.toISOString() },
      { type: 'NORMAL', amount: fixture.normal },
    ]);
    expect(response.status).toBe(200);

    const during = await page();
    expect(during.current).toBe(sale);
    expect(during.ends).toBe(end.toISOString());
    expect(during.endsText).toMatch(/^Oferta válida hasta el \d{1,2} de [a-z]+$/);
    const lastDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(end);
    expect(during.offer).toBe(lastDay);

    // the server's alarm drops the price at its end; the page is asked for until it shows so
    const after = await pageShowing(fixture.normal, end);
    expect(after).toMatchObject({ current: fixture.normal, offer: undefined, ends: undefined });
    expect(Date.now()).toBeGreaterThanOrEqual(end.getTime());
    const left = await rows(
      "SELECT type FROM prices WHERE tenant = 'cl' AND sku_id = ? AND price_group_id = ? ORDER BY position",
      fixture.skuId,
      priceGroup,
    );
    expect(left).toEqual([{ type: 'NORMAL' }]);
  });
});

describe('a campaign price imported to begin later', () => {
  it('shows the regular price until its start, and the sale from then by itself', { timeout: 60_000 }, async () => {
    const sale = fixture.normal - 2000;
    const start = new Date(Date.now() + 3000);
    const response = await importPrices([
      { type: 'EVENT', amount: sale, validFrom: start.toISOString() },
      { type: 'NORMAL', amount: fixture.normal },
    ]);
    expect(response.status).toBe(200);
    expect((await page()).current).toBe(fixture.normal);

    // the server's alarm puts the list in place at its start, with no feed and no restart
    expect((await pageShowing(sale, start)).current).toBe(sale);
    expect(Date.now()).toBeGreaterThanOrEqual(start.getTime());
    const now = await rows(
      "SELECT type FROM prices WHERE tenant = 'cl' AND sku_id = ? AND price_group_id = ? ORDER BY position",
      fixture.skuId,
      priceGroup,
    );
    expect(now).toEqual([{ type: 'EVENT' }, { type: 'NORMAL' }]);
    expect(
      await rows("SELECT starts_at FROM scheduled_prices WHERE tenant = 'cl' AND sku_id = ?", fixture.skuId),
    ).toEqual([]);
  });
});
