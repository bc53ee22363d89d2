import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTenant } from '../../tenants/registry';
import { openDatabase, type SqliteHandle } from '../db';
import { tenantsWithoutReferenceData } from '../db/first-catalogue';
import { migrateToLatest } from '../db/migrate';
import { importFeed } from './import-feed';
import { readFeedRecords } from './read-feed';
import { noRowsWritten } from './write-rows';

/** The records of places and of what surrounds the products, imported into an empty tenant. */
const dir = mkdtempSync(join(tmpdir(), 'andamio-import-reference-'));
let handle: SqliteHandle;
const pe = getTenant('pe');

beforeAll(async () => {
  handle = openDatabase(join(dir, 'import.sqlite'));
  await migrateToLatest(handle.db);
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const week = [...Array(6).fill(['09:00', '21:00']), null];
const product = (id: string) => ({
  type: 'product',
  id,
  name: `Taladro percutor ${id}`,
  brandId: 'BOSCH',
  categoryId: 'TALADROS',
  saleUnit: 'UN',
  listedAt: '2026-09-01T00:00:00.000Z',
  sales: { day: 3, twoDays: 6, week: 21 },
  pictogram: 'drill',
});
const review = (id: string, rating: number) => ({
  type: 'review',
  id,
  productId: '500001',
  rating,
  recommend: rating >= 3,
  title: 'Opinión',
  comment: 'Lo usé para colgar repisas.',
  alias: `Cliente ${id}`,
  lang: 'es',
  verifiedPurchase: true,
  createdAt: '2026-10-01T12:00:00.000Z',
});
/** Stock names the store before the feed does: a record may point at one further on. */
const places = [
  { type: 'stock', skuId: '5000011', storeId: 'T01', quantity: 7 },
  { type: 'priceGroup', id: '20', name: 'Lima' },
  { type: 'region', id: 'LIM', name: 'Lima' },
  { type: 'city', id: '150101', regionId: 'LIM', name: 'Lima', latitude: -12.05, longitude: -77.04 },
  {
    type: 'zone',
    id: '150101',
    cityId: '150101',
    priceGroup: '20',
    label: 'Cercado de Lima',
    delivery: { days: 2, cost: 1500 },
    sameDayCutoffHour: 11,
  },
  {
    type: 'store',
    id: 'T01',
    name: 'Tienda Lima Centro',
    address: 'Jr. de la Unión 100',
    zoneId: '150101',
    latitude: -12.05,
    longitude: -77.03,
    phone: '+51 1 200 0000',
    openingHours: week,
  },
];
const catalogue = [
  { type: 'category', id: 'TALADROS', name: 'Taladros' },
  { type: 'brand', id: 'BOSCH', name: 'Bosch' },
  product('500001'),
  product('500002'),
  { type: 'sku', id: '5000011', productId: '500001', ean: '7750000000011' },
  { type: 'prices', skuId: '5000011', priceGroup: '20', prices: [{ type: 'NORMAL', amount: 29990 }] },
];
const surroundings = [
  { type: 'links', productId: '500001', kind: 'similar', products: [{ id: '500002' }] },
  { type: 'collection', id: 'taladros', title: 'Taladros', productIds: ['500002', '500001'] },
  { type: 'sponsored', id: 'AD1', productId: '500002', campaign: 'tools-pe', bid: 30 },
  review('500001-r1', 5),
  review('500001-r2', 4),
  review('500001-r3', 4),
  {
    type: 'question',
    id: '500001-q1',
    productId: '500001',
    question: '¿Trae brocas?',
    askedBy: 'Ana',
    createdAt: '2026-10-02T10:00:00Z',
  },
];
const feed = [...places, ...catalogue, ...surroundings];

const rows = (query: string) => handle.sqlite.raw.prepare(query).all() as Record<string, unknown>[];
const run = (records: unknown[], options: { full?: boolean; source?: 'feed' | 'generator' } = {}) =>
  importFeed(handle, pe, readFeedRecords('feed.jsonl', records), { publish: async () => undefined, ...options });

describe('importing places, rails, collections, ads, reviews and questions', () => {
  it('writes each record where the storefront reads it', async () => {
    const report = await run(feed, { source: 'generator' });
    expect(report.problems).toEqual([]);
    expect(report.written).toMatchObject({ zones: 1, stores: 1, stock: 1, links: 1, reviews: 3, questions: 1 });
    expect(rows("SELECT * FROM zones WHERE tenant = 'pe'")).toEqual([
      expect.objectContaining({
        price_group_id: '20',
        delivery_cost: 1500,
        economic_days: null,
        same_day_cutoff_hour: 11,
        served: 1,
      }),
    ]);
    expect(rows("SELECT opening_hours FROM stores WHERE tenant = 'pe'")).toEqual([
      { opening_hours: JSON.stringify(week) },
    ]);
    expect(rows("SELECT product_id, position FROM collection_products WHERE tenant = 'pe' ORDER BY position")).toEqual([
      { product_id: '500002', position: 0 },
      { product_id: '500001', position: 1 },
    ]);
    // the rating is counted from the reviews held: (5 + 4 + 4) / 3, two decimals
    expect(
      rows(
        "SELECT rating_count, rating_average, sold_week, created_at FROM products WHERE tenant = 'pe' AND id = '500001'",
      ),
    ).toEqual([{ rating_count: 3, rating_average: 4.33, sold_week: 21, created_at: '2026-09-01T00:00:00.000Z' }]);
    expect(rows("SELECT pictogram FROM product_pictograms WHERE tenant = 'pe' AND product_id = '500001'")).toEqual([
      { pictogram: 'drill' },
    ]);
  });

  it('changes nothing when the same feed comes again', async () => {
    const report = await run(feed, { source: 'generator' });
    expect(report.written).toEqual(noRowsWritten());
  });

  it('replaces a collection and a rail whole, and deletes no place, review or question a full feed leaves out', async () => {
    const report = await run(
      [
        ...catalogue,
        { type: 'collection', id: 'taladros', title: 'Taladros', productIds: ['500001'] },
        { type: 'links', productId: '500001', kind: 'similar', products: [] },
      ],
      { full: true },
    );
    expect(report.written).toMatchObject({ collections: 1, links: 1, withdrawn: 0 });
    expect(rows("SELECT product_id FROM collection_products WHERE tenant = 'pe'")).toEqual([{ product_id: '500001' }]);
    expect(rows("SELECT * FROM product_links WHERE tenant = 'pe'")).toEqual([]);
    for (const table of ['zones', 'stores', 'reviews', 'questions', 'sponsored_products'])
      expect(rows(`SELECT COUNT(*) AS n FROM ${table} WHERE tenant = 'pe'`)).not.toEqual([{ n: 0 }]);
  });

  it('reports a record pointing at nothing with its line and the field that points', async () => {
    const report = await run([
      { type: 'postalCode', code: '15001', colony: 'Cercado', zoneId: 'NOPE' },
      { ...review('500009-r1', 2), productId: '500009' },
      { type: 'links', productId: '500001', kind: 'related', products: [{ id: '500002' }, { id: '999999' }] },
    ]);
    expect(report.written).toBeNull();
    expect(report.problems).toEqual([
      { file: 'feed.jsonl', line: 1, field: 'zoneId', reason: 'no zone NOPE' },
      { file: 'feed.jsonl', line: 2, field: 'productId', reason: 'no product 500009' },
      { file: 'feed.jsonl', line: 3, field: 'products.1.id', reason: 'no product 999999' },
    ]);
  });

  it("keeps a tenant holding only the generator's catalogue the generator's, and a retailer's import the retailer's", async () => {
    // a demo catalogue from before the reference data (011: no pictograms) and no retailer's import: imported again
    handle.sqlite.raw.exec("DELETE FROM product_pictograms WHERE tenant = 'pe'");
    handle.sqlite.raw.exec("DELETE FROM catalogue_imports WHERE tenant = 'pe' AND source = 'feed'");
    expect(await tenantsWithoutReferenceData(handle, ['pe'])).toEqual(['pe']);
    await run([{ type: 'brand', id: 'BOSCH', name: 'Bosch' }]);
    expect(await tenantsWithoutReferenceData(handle, ['pe'])).toEqual([]);
  });
});
