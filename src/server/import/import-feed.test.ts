import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTenant } from '../../tenants/registry';
import { catalogueRevision } from '../cache/catalogue-memo';
import type { CatalogueChange } from '../cache/change-notices';
import { openDatabase, type SqliteHandle } from '../db';
import { tenantsWithoutReferenceData } from '../db/first-catalogue';
import { migrateToLatest } from '../db/migrate';
import { importFeed } from './import-feed';
import { type FeedLine, readFeedLine } from './read-feed';
import { noRowsWritten } from './write-rows';

const dir = mkdtempSync(join(tmpdir(), 'andamio-import-'));
let handle: SqliteHandle;
const cl = getTenant('cl');

beforeAll(async () => {
  handle = openDatabase(join(dir, 'import.sqlite'));
  await migrateToLatest(handle.db);
  handle.sqlite.raw.exec(`
    INSERT INTO price_groups (tenant, id, name) VALUES ('cl', '10', 'Santiago');
    INSERT INTO regions (tenant, id, name, position) VALUES ('cl', 'RM', 'Metropolitana', 1);
    INSERT INTO cities (tenant, id, region_id, name) VALUES ('cl', 'STGO', 'RM', 'Santiago');
    INSERT INTO zones (tenant, id, city_id, price_group_id, label, delivery_days, delivery_cost, served)
      VALUES ('cl', 'Z1', 'STGO', '10', 'Santiago', 2, 3990, 1);
    INSERT INTO stores (tenant, id, name, address, zone_id, latitude, longitude, phone, opening_hours, pickup_hours)
      VALUES ('cl', 'S1', 'Tienda Centro', 'Av. Uno 1', 'Z1', -33.4, -70.6, '+56 2 2000 0000', '9-21', 2);
  `);
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const records = {
  paints: { type: 'category', id: 'PINTURAS', name: 'Pinturas y accesorios' },
  walls: { type: 'category', id: 'LATEX', name: 'Látex', parentId: 'PINTURAS', position: 2 },
  brand: { type: 'brand', id: 'SIPA', name: 'Sipa & Co' },
  product: {
    type: 'product',
    id: '880001',
    name: 'Látex interior blanco 1 galón',
    brandId: 'SIPA',
    categoryId: 'LATEX',
    saleUnit: 'GL',
    calculator: 'paint',
    paintYield: 10,
    dataSheet: [{ name: 'Rendimiento', value: '40 m² por galón' }],
    gallery: [{ url: '/media/cl/products/880001/1.jpg' }],
  },
  sku: { type: 'sku', id: '8800011', productId: '880001', ean: '7800000000011', color: 'Blanco' },
  prices: {
    type: 'prices',
    skuId: '8800011',
    priceGroup: '10',
    prices: [
      { type: 'INTERNET', amount: 15990 },
      { type: 'NORMAL', amount: 18990 },
    ],
  },
  stock: { type: 'stock', skuId: '8800011', storeId: 'S1', quantity: 12 },
};

async function* feed(...lines: unknown[]): AsyncGenerator<FeedLine> {
  for (const [at, value] of lines.entries()) {
    const read = readFeedLine('feed.jsonl', at + 1, typeof value === 'string' ? value : JSON.stringify(value));
    if (read) yield read;
  }
}

const all = Object.values(records);
/** What the import told the servers, per call. */
const published: CatalogueChange[] = [];
const publish = async (change: CatalogueChange) => published.push(change);
const count = (table: string) =>
  (handle.sqlite.raw.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE tenant = 'cl'`).get() as { n: number }).n;

/** What the feed of `all` writes into an empty tenant: its two categories and one of everything else. */
const oneOfEach = { categories: 2, brands: 1, products: 1, skus: 1, prices: 1, stock: 1, withdrawn: 0 };

describe('importFeed', () => {
  it('a dry run reports what it would write and writes nothing', async () => {
    const report = await importFeed(handle, cl, feed(...all.toReversed()), { dryRun: true, publish });
    expect(report.problems).toEqual([]);
    expect(report.written).toEqual(oneOfEach);
    expect(count('products') + count('categories') + count('prices')).toBe(0);
    expect(published).toEqual([]);
  });

  it('writes every record, in any order, filling in slugs and levels', async () => {
    const report = await importFeed(handle, cl, feed(...all.toReversed()), { publish });
    expect(report.written).toEqual(oneOfEach);
    const category = handle.sqlite.raw.prepare("SELECT level, slug FROM categories WHERE id = 'LATEX'").get();
    expect(category).toEqual({ level: 2, slug: 'latex' });
    expect(handle.sqlite.raw.prepare("SELECT slug FROM brands WHERE id = 'SIPA'").get()).toEqual({ slug: 'sipa-y-co' });
    const prices = handle.sqlite.raw
      .prepare("SELECT type, amount FROM prices WHERE sku_id = '8800011' ORDER BY position")
      .all();
    expect(prices).toEqual([
      { type: 'INTERNET', amount: 15990 },
      { type: 'NORMAL', amount: 18990 },
    ]);
    expect(published.splice(0)).toEqual([
      { tenant: 'cl', kind: 'catalogue', productIds: ['880001'], wholeTenant: true },
    ]);
    // the tenant now holds the retailer's catalogue: a start never generates it again
    expect(await tenantsWithoutReferenceData(handle, ['cl'])).toEqual([]);
  });

  it('the same feed again changes nothing: not a row, not the revision', async () => {
    const before = await catalogueRevision(handle, 'cl');
    const report = await importFeed(handle, cl, feed(...all), { publish });
    expect(report.written).toEqual(noRowsWritten());
    expect(await catalogueRevision(handle, 'cl')).toBe(before);
    expect(published).toEqual([]);
  });

  it('a delta changes only what it names', async () => {
    const report = await importFeed(handle, cl, feed({ ...records.stock, quantity: 3 }), { publish });
    expect(report.written).toMatchObject({ products: 0, stock: 1 });
    expect(handle.sqlite.raw.prepare("SELECT quantity FROM stock WHERE sku_id = '8800011'").get()).toEqual({
      quantity: 3,
    });
    expect(count('prices')).toBe(2);
    expect(published.splice(0)).toEqual([{ tenant: 'cl', kind: 'catalogue', productIds: ['880001'] }]);
  });

  it('reports each bad row with its line, field and reason, and applies nothing by default', async () => {
    const report = await importFeed(
      handle,
      cl,
      feed(
        { ...records.product, id: '880002', name: 'Rodillo', brandId: 'NOPE' },
        '{"type":"sku",',
        { ...records.prices, prices: [{ type: 'NORMAL', amount: -1 }] },
        { ...records.stock, quantity: 40 },
        { ...records.stock, quantity: 41 },
      ),
      { publish },
    );
    expect(report.written).toBeNull();
    expect(report.problems.map(({ line, field }) => [line, field])).toEqual([
      [1, 'brandId'],
      [2, ''],
      [3, 'prices.0.amount'],
      [5, ''],
    ]);
    expect(report.problems[0]?.reason).toBe('no brand NOPE');
    expect(report.problems[3]?.reason).toBe('stock 8800011|S1 is also on line 4 of feed.jsonl');
    expect(handle.sqlite.raw.prepare("SELECT quantity FROM stock WHERE sku_id = '8800011'").get()).toEqual({
      quantity: 3,
    });
  });

  it('with skipBadRows applies the good rows, and a SKU of a refused product is refused too', async () => {
    const report = await importFeed(
      handle,
      cl,
      feed(
        { ...records.product, id: '880003', categoryId: 'NOPE' },
        { ...records.sku, id: '8800031', productId: '880003' },
        { ...records.stock, quantity: 7 },
      ),
      { skipBadRows: true, publish },
    );
    expect(report.problems.map(({ line, field }) => [line, field])).toEqual([
      [1, 'categoryId'],
      [2, 'productId'],
    ]);
    expect(report.written).toMatchObject({ products: 0, skus: 0, stock: 1 });
  });

  it('refuses the categories of a circle of parents', async () => {
    const report = await importFeed(
      handle,
      cl,
      feed({ ...records.paints, parentId: 'LATEX' }, { ...records.walls, parentId: 'PINTURAS' }),
      { publish },
    );
    expect(report.problems.map(({ field, reason }) => [field, reason])).toEqual([
      ['parentId', 'category PINTURAS would be its own ancestor'],
      ['parentId', 'category LATEX would be its own ancestor'],
    ]);
  });

  it('a full feed withdraws the products it no longer names, and naming one again brings it back', async () => {
    const other = { ...records.product, id: '880009', name: 'Brocha 2 pulgadas' };
    await importFeed(handle, cl, feed(other), { publish });
    published.length = 0;
    const report = await importFeed(handle, cl, feed(...all), { full: true, publish });
    expect(report.written).toMatchObject({ products: 0, withdrawn: 1 });
    const withdrawnAt = (id: string) =>
      (
        handle.sqlite.raw.prepare('SELECT withdrawn_at AS at FROM products WHERE id = ?').get(id) as {
          at: string | null;
        }
      ).at;
    expect(withdrawnAt('880009')).not.toBeNull();
    expect(withdrawnAt('880001')).toBeNull();
    expect(published.splice(0)[0]?.productIds).toContain('880009');

    await importFeed(handle, cl, feed(other), { publish });
    expect(withdrawnAt('880009')).toBeNull();
  });

  it('refuses a full feed that names no product: it would withdraw them all', async () => {
    const report = await importFeed(handle, cl, feed(records.stock), { full: true, publish });
    expect(report.written).toBeNull();
    expect(report.problems[0]?.reason).toMatch(/names none/);
  });
  it('streams a feed longer than one part: a record may point at one in another part, and a duplicate is found across parts', async () => {
    const filler = Array.from({ length: 10_000 }, (_, at) => ({
      type: 'sku',
      id: String(7_710_000 + at),
      productId: '880001',
      ean: String(7_710_000_000_000 + at),
      position: at + 1,
    }));
    const late = { type: 'sku', id: '7700001', productId: '880001', ean: '7700000000017' };
    const lines = [{ ...records.stock, skuId: '7700001', quantity: 5 }, ...filler, late, filler[0]];
    const skus = () =>
      (handle.sqlite.raw.prepare("SELECT COUNT(*) AS n FROM skus WHERE id LIKE '77%'").get() as { n: number }).n;

    const refused = await importFeed(handle, cl, feed(...lines), { publish });
    expect(refused.written).toBeNull();
    expect(refused.problems).toEqual([
      { file: 'feed.jsonl', line: 10_003, field: '', reason: 'sku 7710000 is also on line 2 of feed.jsonl' },
    ]);
    // nothing of the first part, written before the bad row was read, is left
    expect(skus()).toBe(0);

    const report = await importFeed(handle, cl, feed(...lines), { skipBadRows: true, publish });
    expect(report.written).toMatchObject({ skus: 10_001, stock: 1 });
    expect(skus()).toBe(10_001);
    expect(handle.sqlite.raw.prepare("SELECT quantity FROM stock WHERE sku_id = '7700001'").get()).toEqual({
      quantity: 5,
    });
  });
});
