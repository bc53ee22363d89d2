import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countrySites } from '../../lib/hreflang';
import { translator } from '../../lib/messages';
import { getTenant } from '../../tenants/registry';
import { CatalogueRevisions } from '../cache/catalogue-memo';
import type { SqliteHandle } from '../db';
import { keptShippingFacts, keptUnitPrice } from '../delivery/shipping-facts';
import { productKind } from '../projects/resolve';
import { scopeOf } from '../request/request-scope';
import { productAlternates } from '../seo/alternates';
import { productDescription } from './description';
import { productZone } from './product-zone';
import { catalogueDatabase } from './test-catalogue';

// The product page's reads kept per catalogue revision: each shows a write to the catalogue from
// the next request on, never an answer kept from before it.

const cl = getTenant('cl');
let handle: SqliteHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ handle, dispose } = await catalogueDatabase(['cl', 'br'], 40));
  // as the first read of each tenant's search index does; every country site's, for the alternates to be kept
  for (const tenant of countrySites)
    handle.sqlite.raw.prepare("INSERT INTO catalogue_revisions (tenant, revision) VALUES (?, 'a')").run(tenant);
});
afterAll(() => dispose());

const one = <T>(sql: string, ...params: string[]) => handle.sqlite.raw.prepare(sql).get(...params) as T;
const write = (sql: string, ...params: (string | number)[]) => handle.sqlite.raw.prepare(sql).run(...params);

/** Each call is a request of its own: the revisions it reads by are new. */
async function describeProduct(productId: string) {
  const place = await productZone(handle, await scopeOf(handle, cl), {});
  return productDescription(handle, cl, translator('es'), { productId }, place, new CatalogueRevisions());
}

describe('kept product reads', () => {
  it("every SKU's price list follows a price written since the last request", async () => {
    const row = one<{ productId: string; skuId: string; amount: number }>(
      `SELECT s.product_id AS productId, s.id AS skuId, p.amount FROM skus s
       JOIN prices p ON p.tenant = s.tenant AND p.sku_id = s.id AND p.price_group_id = '10' AND p.type = 'NORMAL'
       WHERE s.tenant = 'cl' ORDER BY s.product_id, s.position LIMIT 1`,
    );
    const normalOf = (described: Awaited<ReturnType<typeof describeProduct>>) =>
      described.priceList.skus.find((sku) => sku.skuId === row.skuId)?.entries.find((e) => e.type === 'NORMAL')?.price;
    expect(normalOf(await describeProduct(row.productId))).toBe(row.amount);
    expect(normalOf(await describeProduct(row.productId))).toBe(row.amount);
    write(
      "UPDATE prices SET amount = ? WHERE tenant = 'cl' AND sku_id = ? AND price_group_id = '10' AND type = 'NORMAL'",
      row.amount + 1000,
      row.skuId,
    );
    expect(normalOf(await describeProduct(row.productId))).toBe(row.amount + 1000);
  });

  it("a product's kind follows a change of its product type", async () => {
    const product = one<{ id: string }>("SELECT id FROM products WHERE tenant = 'cl' ORDER BY id LIMIT 1");
    await productKind(handle, new CatalogueRevisions(), 'cl', product.id);
    write("UPDATE products SET product_type = 'kept-test' WHERE tenant = 'cl' AND id = ?", product.id);
    expect(await productKind(handle, new CatalogueRevisions(), 'cl', product.id)).toMatchObject({ type: 'kept-test' });
  });

  it("the GTIN alternates follow a write to another country site's catalogue", async () => {
    const shared = one<{ id: string; other: string }>(
      `SELECT p.id, o.id AS other FROM products p JOIN products o ON o.tenant = 'br' AND o.gtin = p.gtin
       WHERE p.tenant = 'cl' ORDER BY p.id LIMIT 1`,
    );
    const read = async () =>
      (await productAlternates(handle, new CatalogueRevisions(), cl, { productId: shared.id })).map(
        (alternate) => alternate.hreflang,
      );
    expect(await read()).toEqual(['es-CL', 'pt-BR', 'x-default']);
    write("UPDATE products SET gtin = 'another' WHERE tenant = 'br' AND id = ?", shared.other);
    expect(await read()).toEqual([]);
  });

  it("the delivery's SKU facts and unit price follow a write to stock and prices", async () => {
    const row = one<{ skuId: string; amount: number }>(
      `SELECT s.id AS skuId, p.amount FROM skus s
       JOIN prices p ON p.tenant = s.tenant AND p.sku_id = s.id AND p.price_group_id = '10' AND p.type = 'NORMAL'
       WHERE s.tenant = 'cl' AND NOT EXISTS (SELECT 1 FROM prices o WHERE o.tenant = p.tenant AND o.sku_id = p.sku_id
         AND o.price_group_id = p.price_group_id AND o.type NOT IN ('NORMAL', 'PUM', 'M2'))
       ORDER BY s.id LIMIT 1`,
    );
    const read = async () => {
      const revisions = new CatalogueRevisions();
      const facts = await keptShippingFacts(handle, revisions, 'cl', row.skuId);
      return { dc: facts?.stock.get('DC'), price: await keptUnitPrice(handle, revisions, 'cl', row.skuId, '10') };
    };
    write("DELETE FROM stock WHERE tenant = 'cl' AND sku_id = ? AND store_id = 'DC'", row.skuId);
    expect(await read()).toEqual({ dc: undefined, price: row.amount });
    write("INSERT INTO stock (tenant, sku_id, store_id, quantity) VALUES ('cl', ?, 'DC', 4)", row.skuId);
    write(
      "UPDATE prices SET amount = ? WHERE tenant = 'cl' AND sku_id = ? AND price_group_id = '10' AND type = 'NORMAL'",
      row.amount + 10,
      row.skuId,
    );
    expect(await read()).toEqual({ dc: 4, price: row.amount + 10 });
  });
});
