import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqliteHandle } from '../db';
import { priceEntriesOfSku, skuPriceEntries } from './sku-prices';
import { catalogueDatabase } from './test-catalogue';

let handle: SqliteHandle;
let dispose: () => Promise<void>;
let skus: [string, string, string];
const group = '10';

beforeAll(async () => {
  ({ handle, dispose } = await catalogueDatabase(['cl'], 5));
  skus = (
    handle.sqlite.raw.prepare("SELECT id FROM skus WHERE tenant = 'cl' ORDER BY id LIMIT 3").all() as { id: string }[]
  ).map((row) => row.id) as [string, string, string];
  const raw = handle.sqlite.raw;
  raw.prepare("DELETE FROM prices WHERE tenant = 'cl' AND sku_id IN (?, ?, ?)").run(...skus);
  const insert = raw.prepare(
    "INSERT INTO prices (tenant, sku_id, price_group_id, position, type, amount, unit, valid_until) VALUES ('cl', ?, ?, ?, ?, ?, ?, ?)",
  );
  // written out of position order, with a type this storefront does not know and another group's price
  insert.run(skus[0], group, 1, 'INTERNET', 8990, null, '2026-12-24T03:00:00.000Z');
  insert.run(skus[0], group, 0, 'NORMAL', 9990, 'C/U', null);
  insert.run(skus[0], group, 2, 'futurePriceType', 100, null, null);
  insert.run(skus[0], '99', 0, 'NORMAL', 1, null, null);
  insert.run(skus[2], group, 0, 'NORMAL', 500, null, null);
});
afterAll(() => dispose());

describe("a SKU's price entries", () => {
  it('are in the catalogue order, with unit and end, without unknown types or other groups', async () => {
    expect(await priceEntriesOfSku(handle.db, 'cl', skus[0], group)).toEqual([
      { type: 'NORMAL', price: 9990, unit: 'C/U' },
      { type: 'INTERNET', price: 8990, validUntil: '2026-12-24T03:00:00.000Z' },
    ]);
  });

  it('are given for every SKU asked, in the order asked, an empty list where it has none', async () => {
    const lists = await skuPriceEntries(handle.db, 'cl', [skus[2], skus[1], 'NO-SUCH-SKU'], group);
    expect([...lists]).toEqual([
      [skus[2], [{ type: 'NORMAL', price: 500 }]],
      [skus[1], []],
      ['NO-SUCH-SKU', []],
    ]);
  });

  it('are an empty map when no SKU is asked', async () => {
    expect((await skuPriceEntries(handle.db, 'cl', [], group)).size).toBe(0);
  });
});
