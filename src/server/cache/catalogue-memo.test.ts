import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type SqliteHandle } from '../db';
import { migrateToLatest } from '../db/migrate';
import { CatalogueMemo, catalogueRevision } from './catalogue-memo';

const dir = mkdtempSync(join(tmpdir(), 'andamio-memo-'));
let handle: SqliteHandle;
beforeAll(async () => {
  handle = openDatabase(join(dir, 'memo.sqlite'));
  await migrateToLatest(handle.db);
  handle.sqlite.raw.prepare("INSERT INTO catalogue_revisions (tenant, revision) VALUES ('cl', 'first')").run();
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A memo whose loads are counted, each answering the stock row of SKU 1 as it is in the database. */
function countedMemo() {
  const memo = new CatalogueMemo<number | undefined>(10);
  let loads = 0;
  const read = (tenant: string) =>
    memo.get(handle, tenant, 'sku-1', async () => {
      loads++;
      const row = handle.sqlite.raw
        .prepare("SELECT quantity FROM stock WHERE tenant = ? AND sku_id = 'sku-1' AND store_id = 'DC'")
        .get(tenant) as { quantity: number } | undefined;
      return row?.quantity;
    });
  return { read, loads: () => loads };
}

describe('CatalogueMemo', () => {
  it('reads once while the revision holds, and again as soon as a write to the catalogue replaces it', async () => {
    const { read, loads } = countedMemo();
    handle.sqlite.raw
      .prepare("INSERT INTO stock (tenant, sku_id, store_id, quantity) VALUES ('cl', 'sku-1', 'DC', 5)")
      .run();
    const before = await catalogueRevision(handle, 'cl');
    expect(before).not.toBe('first');
    expect([await read('cl'), await read('cl')]).toEqual([5, 5]);
    expect(loads()).toBe(1);
    handle.sqlite.raw.prepare("UPDATE stock SET quantity = 2 WHERE tenant = 'cl' AND sku_id = 'sku-1'").run();
    expect(await catalogueRevision(handle, 'cl')).not.toBe(before);
    expect(await read('cl')).toBe(2);
    expect(loads()).toBe(2);
  });

  it('keeps nothing for a tenant without a revision', async () => {
    const { read, loads } = countedMemo();
    await read('pe');
    await read('pe');
    expect(loads()).toBe(2);
  });
});
