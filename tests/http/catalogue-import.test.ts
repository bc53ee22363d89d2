import { beforeAll, describe, expect, it } from 'vitest';
import { productUrl } from '../../src/lib/routes';
import { getTenant } from '../../src/tenants/registry';
import { baseUrl } from './client';
import { jsonLines, nothingWritten, postFeed } from './feed-post';
import { row } from './test-database';

/**
 * The catalogue import API (README "Catalogue import"): Andamio's feed posted as JSON Lines is
 * upserted by id, followed at once by the running server (its search index and pages), and the
 * same feed again writes nothing. A bad row stops it, named by line, field and reason. uy's
 * catalogue takes the new product, apart from the tenants most tests read.
 */
const uy = getTenant('uy');
const name = 'Rodillo antigota importado de microfibra 23 cm';
// ids of this run's own: the suite's database outlives a run on a developer's machine
const productId = String(900_000 + Math.floor(Math.random() * 99_999));
const skuId = `${productId}1`;
let feed: Record<string, unknown>[];

beforeAll(async () => {
  const found = await row<{ category_id: string; brand_id: string; price_group_id: string }>(
    `SELECT p.category_id, p.brand_id, pr.price_group_id FROM products p
       JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id
       JOIN prices pr ON pr.tenant = s.tenant AND pr.sku_id = s.id
      WHERE p.tenant = 'uy' AND pr.price_group_id = ? ORDER BY p.id LIMIT 1`,
    uy.fallbackZone.priceGroup,
  );
  if (!found) throw new Error('no uy product with a price in the fallback price group');
  feed = [
    { type: 'product', id: productId, name, brandId: found.brand_id, categoryId: found.category_id, saleUnit: 'UN' },
    { type: 'sku', id: skuId, productId, ean: `7730${productId}11`.padEnd(13, '0') },
    {
      type: 'prices',
      skuId,
      priceGroup: found.price_group_id,
      prices: [{ type: 'NORMAL', amount: 459900 }],
    },
    { type: 'stock', skuId, storeId: 'DC', quantity: 40 },
  ];
});

describe('POST /api/{tenant}/catalogue/import', () => {
  it('refuses a caller without the feed token, and a body that is not JSON Lines', async () => {
    expect((await postFeed('uy', jsonLines(feed), { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    const wrongType = await postFeed('uy', jsonLines(feed), { contentType: 'application/json' });
    expect(wrongType.status).toBe(415);
    expect((await wrongType.json()).errors[0].message).toMatch(/JSON Lines/);
  });

  it('a bad row stops the import, named by its line, field and reason', async () => {
    const bad = [...feed.slice(0, 2), { ...feed[2], prices: [{ type: 'NORMAL', amount: -5 }] }];
    const response = await postFeed('uy', jsonLines(bad));
    expect(response.status).toBe(422);
    const { errors } = await response.json();
    expect(errors).toEqual([
      expect.objectContaining({ field: 'prices.0.amount', message: expect.stringMatching(/^Línea 3: /) }),
    ]);
    expect(await row("SELECT id FROM products WHERE tenant = 'uy' AND id = ?", productId)).toBeUndefined();
  });

  it('a dry run answers what it would write and writes nothing', async () => {
    const response = await postFeed('uy', jsonLines(feed), { query: '?dryRun=true' });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ records: 4, dryRun: true, written: { products: 1, skus: 1, prices: 1, stock: 1 } });
    expect(await row("SELECT id FROM products WHERE tenant = 'uy' AND id = ?", productId)).toBeUndefined();
  });

  it('imports the feed: the product page and the search show it at once; the same feed again writes nothing', async () => {
    const searchPath = `${baseUrl}/uy/search?Ntt=antigota%20microfibra`;
    // the tenant's index in memory before the import, which must then follow it
    expect(await (await fetch(searchPath)).text()).not.toContain(`/uy/product/${productId}/`);
    const response = await postFeed('uy', jsonLines(feed));
    expect(response.status).toBe(200);
    expect((await response.json()).data.written).toEqual({
      categories: 0,
      brands: 0,
      products: 1,
      skus: 1,
      prices: 1,
      stock: 1,
      withdrawn: 0,
    });
    const page = await fetch(`${baseUrl}${productUrl(uy, { productId, name })}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(name);
    const search = await (await fetch(searchPath)).text();
    expect(search).toContain(`/uy/product/${productId}/`);

    const again = await postFeed('uy', jsonLines(feed));
    expect((await again.json()).data.written).toEqual(nothingWritten);
  });
});
