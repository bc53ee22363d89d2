import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricesRecordSchema } from '../../lib/validation/andamio-feed';
import { getTenant } from '../../tenants/registry';
import { catalogueRevision } from '../cache/catalogue-memo';
import { openDatabase, type SqliteHandle } from '../db';
import { migrateToLatest } from '../db/migrate';
import { nextScheduledStart, startScheduledPrices } from '../feeds/price-expiry';
import { importFeed } from './import-feed';
import { type FeedLine, readFeedLine } from './read-feed';
import { priceListsInTime } from './scheduled-price-rows';

const now = new Date('2026-11-27T12:00:00Z');
const start = '2026-11-28T03:00:00.000Z';
const end = '2026-11-30T03:00:00.000Z';
const listOf = (prices: unknown[]) =>
  pricesRecordSchema.parse({ type: 'prices', skuId: '8800011', priceGroup: '10', prices });
const sale = [
  { type: 'EVENT', amount: 14990, validFrom: '2026-11-28T00:00:00-03:00', validUntil: end },
  { type: 'NORMAL', amount: 18990 },
];

describe('priceListsInTime', () => {
  it('keeps what has begun in the list now, and the whole list from each later start', () => {
    const { inForce, scheduled } = priceListsInTime('cl', listOf(sale), now);
    expect(inForce.map((row) => [row.position, row.type, row.amount])).toEqual([[0, 'NORMAL', 18990]]);
    expect(scheduled.rows.map((row) => [row.starts_at, row.position, row.type, row.valid_until])).toEqual([
      [start, 0, 'EVENT', end],
      [start, 1, 'NORMAL', null],
    ]);
  });

  it('takes a begun entry into the list now, and leaves out of a later list an entry ended by then', () => {
    const lists = priceListsInTime(
      'cl',
      listOf([
        { type: 'INTERNET', amount: 16990, validUntil: start },
        { type: 'EVENT', amount: 14990, validFrom: start },
        { type: 'NORMAL', amount: 18990 },
      ]),
      now,
    );
    expect(lists.inForce.map((row) => row.type)).toEqual(['INTERNET', 'NORMAL']);
    expect(lists.scheduled.rows.map((row) => row.type)).toEqual(['EVENT', 'NORMAL']);
    expect(priceListsInTime('cl', listOf(sale), new Date(start)).scheduled.rows).toEqual([]);
  });

  it('refuses a regular price that begins later, a start after the end, and a list with nothing in force now', () => {
    const issues = (prices: unknown[]) =>
      pricesRecordSchema
        .safeParse({ type: 'prices', skuId: '8800011', priceGroup: '10', prices })
        .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues([{ type: 'NORMAL', amount: 1, validFrom: start }])).toContain(
      'prices.0.validFrom: a regular price holds from the import on: it cannot begin later',
    );
    expect(issues([{ type: 'EVENT', amount: 1, validFrom: end, validUntil: start }, sale[1]])).toEqual([
      'prices.0.validFrom: a price must begin before it ends',
    ]);
    expect(issues([{ type: 'EVENT', amount: 1, validFrom: start }])).toEqual([
      'prices: a list needs a price in force now: the regular price begins with the import',
    ]);
  });
});

describe('a sale imported to begin later', () => {
  const dir = mkdtempSync(join(tmpdir(), 'andamio-scheduled-'));
  let handle: SqliteHandle;
  const cl = getTenant('cl');
  const records = [
    { type: 'category', id: 'LATEX', name: 'Látex' },
    { type: 'brand', id: 'SIPA', name: 'Sipa' },
    { type: 'product', id: '880001', name: 'Látex blanco', brandId: 'SIPA', categoryId: 'LATEX', saleUnit: 'GL' },
    { type: 'sku', id: '8800011', productId: '880001', ean: '7800000000011' },
    { type: 'prices', skuId: '8800011', priceGroup: '10', prices: sale },
  ];
  async function* feed(): AsyncGenerator<FeedLine> {
    for (const [at, value] of records.entries()) {
      const read = readFeedLine('feed.jsonl', at + 1, JSON.stringify(value));
      if (read) yield read;
    }
  }
  const prices = () =>
    handle.sqlite.raw.prepare("SELECT type, amount FROM prices WHERE sku_id = '8800011' ORDER BY position").all();
  const scheduledCount = () =>
    (handle.sqlite.raw.prepare('SELECT count(*) AS n FROM scheduled_prices').get() as { n: number }).n;
  const publish = async () => undefined;

  beforeAll(async () => {
    handle = openDatabase(join(dir, 'scheduled.sqlite'));
    await migrateToLatest(handle.db);
    handle.sqlite.raw.exec("INSERT INTO price_groups (tenant, id, name) VALUES ('cl', '10', 'Santiago')");
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is held apart until its start, and the same feed again writes nothing', async () => {
    const report = await importFeed(handle, cl, feed(), { publish, now });
    expect(report.problems).toEqual([]);
    expect(prices()).toEqual([{ type: 'NORMAL', amount: 18990 }]);
    expect(scheduledCount()).toBe(2);
    expect(await nextScheduledStart(handle)).toBe(Date.parse(start));
    const again = await importFeed(handle, cl, feed(), { publish, now });
    expect(again.written?.prices).toBe(0);
  });

  it('takes the place of the list at its start, once, changing the catalogue revision', async () => {
    expect(await startScheduledPrices(handle, new Date(Date.parse(start) - 1))).toBe(0);
    const revision = catalogueRevision(handle, 'cl');
    expect(await startScheduledPrices(handle, new Date(start))).toBe(1);
    expect(prices()).toEqual([
      { type: 'EVENT', amount: 14990 },
      { type: 'NORMAL', amount: 18990 },
    ]);
    expect(scheduledCount()).toBe(0);
    expect(catalogueRevision(handle, 'cl')).not.toBe(revision);
    expect(await startScheduledPrices(handle, new Date(start))).toBe(0);
    expect(await nextScheduledStart(handle)).toBeUndefined();
  });
});
