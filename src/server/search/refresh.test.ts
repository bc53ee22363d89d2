import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedTenant } from '../../../tools/catalogue-generator/seed';
import { openDatabase, type SqliteHandle } from '../db';
import { migrateToLatest } from '../db/migrate';
import type { SearchIndex } from './build-index';
import { forgetSearchIndex, refreshSearchIndex, searchIndex } from './registry';
import { search } from './search';
import type { SearchZone } from './types';

/**
 * The search index follows orders and reviews (refresh.ts): on a real database file, stock and
 * ratings are changed as an order and a review change them, and searches see it at once.
 */
const dir = mkdtempSync(join(tmpdir(), 'andamio-refresh-'));
let handle: SqliteHandle;

beforeAll(async () => {
  handle = openDatabase(join(dir, 'catalogue.sqlite'));
  await migrateToLatest(handle.db);
  seedTenant(handle, 'cl', { products: 60, seed: 'refresh-test' });
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => forgetSearchIndex('cl'));

const raw = () => handle.sqlite.raw;

/** A product with units at the DC and in at least one store, and its first SKU. */
function stockedProduct(index: SearchIndex): { id: string; store: string } {
  for (let o = 0; o < index.docs.length; o++) {
    const doc = index.doc(o);
    const store = [...(doc?.storeStock ?? [])].find(([, units]) => units > 0)?.[0];
    if (doc && doc.webStock > 0 && doc.shippingType !== 'pickup_only' && store) return { id: doc.id, store };
  }
  throw new Error('the seeded catalogue has no product stocked at the DC and in a store');
}

const zoneWith = (index: SearchIndex, store: string): SearchZone => ({
  priceGroupId: Object.keys(index.doc(0)?.prices ?? {})[0] ?? '',
  storeIds: [store],
  homeDelivery: true,
});

/** Whether a search for the product's name, with a delivery filter, finds it. */
function foundWith(index: SearchIndex, id: string, zone: SearchZone, delivery: string): boolean {
  const found = search(index, {
    term: index.docById(id)?.name ?? '',
    facets: { delivery: [delivery] },
    sortBy: 'relevance',
    page: 1,
    pageSize: 100,
    zone,
  });
  return found.hits.some((hit) => hit.id === id);
}

describe('after an order takes the last units', () => {
  it('the product leaves home delivery and the store, in documents and in facets', async () => {
    const index = await searchIndex(handle, 'cl');
    const { id, store } = stockedProduct(index);
    const zone = zoneWith(index, store);
    expect(foundWith(index, id, zone, 'HD')).toBe(true);
    expect(foundWith(index, id, zone, 'CC')).toBe(true);
    raw()
      .prepare(
        "UPDATE stock SET quantity = 0 WHERE tenant = 'cl' AND store_id IN ('DC', ?) AND sku_id IN (SELECT id FROM skus WHERE tenant = 'cl' AND product_id = ?)",
      )
      .run(store, id);

    await refreshSearchIndex(handle, 'cl', [id]);

    expect(await searchIndex(handle, 'cl')).toBe(index);
    expect(index.docById(id)?.webStock).toBe(0);
    expect(index.docById(id)?.storeStock.get(store)).toBe(0);
    expect(foundWith(index, id, zone, 'HD')).toBe(false);
    expect(foundWith(index, id, zone, 'CC')).toBe(false);
  });
});

describe('after a review changes the rating', () => {
  it('cards and the rating facet read the new one', async () => {
    const index = await searchIndex(handle, 'cl');
    const id = index.docs.id(3);
    raw()
      .prepare("UPDATE products SET rating_average = 4.75, rating_count = 12 WHERE tenant = 'cl' AND id = ?")
      .run(id);

    await refreshSearchIndex(handle, 'cl', [id]);

    expect(index.docById(id)).toMatchObject({ rating: 4.75, ratingCount: 12 });
    const o = index.ordinalOf.get(id) as number;
    expect(index.columns.rating[o]).toBeCloseTo(4.75);
  });
});

describe('a store that had none of a product and now has some', () => {
  it('cannot be added in place: the index is built again, with it', async () => {
    const index = await searchIndex(handle, 'cl');
    const { id } = stockedProduct(index);
    const doc = index.docById(id);
    const missing = raw()
      .prepare("SELECT id FROM stores WHERE tenant = 'cl' ORDER BY id")
      .all()
      .map((row) => (row as { id: string }).id)
      .find((store) => !doc?.storeStock.has(store));
    if (!missing) throw new Error('the product is in every store');
    const sku = raw().prepare("SELECT id FROM skus WHERE tenant = 'cl' AND product_id = ? LIMIT 1").get(id) as {
      id: string;
    };
    raw()
      .prepare(
        "INSERT INTO stock (tenant, sku_id, store_id, quantity) VALUES ('cl', ?, ?, 7) ON CONFLICT DO UPDATE SET quantity = 7",
      )
      .run(sku.id, missing);

    await refreshSearchIndex(handle, 'cl', [id]);

    const rebuilt = await searchIndex(handle, 'cl');
    expect(rebuilt).not.toBe(index);
    expect(rebuilt.docById(id)?.storeStock.get(missing)).toBe(7);
  });
});

describe('an index not loaded yet', () => {
  it('is left to load the change itself', async () => {
    await refreshSearchIndex(handle, 'cl', ['any']);
    const index = await searchIndex(handle, 'cl');
    expect(index.docs.length).toBeGreaterThan(0);
  });
});
