import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type SqliteHandle } from '../db';
import { migrateToLatest } from '../db/migrate';
import { CatalogueMemo, CatalogueRevisions } from './catalogue-memo';

const dir = mkdtempSync(join(tmpdir(), 'andamio-memo-'));
let handle: SqliteHandle;
beforeAll(async () => {
  handle = openDatabase(join(dir, 'memo.sqlite'));
  await migrateToLatest(handle.db);
  handle.sqlite.raw
    .prepare("INSERT INTO catalogue_revisions (tenant, revision) VALUES ('cl', 'first'), ('br', 'first')")
    .run();
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const write = (sql: string) => handle.sqlite.raw.prepare(sql).run();

/** The DC stock of SKU 1 in a tenant as the database holds it. */
const stockOf = (tenant: string) =>
  (
    handle.sqlite.raw
      .prepare("SELECT quantity FROM stock WHERE tenant = ? AND sku_id = 'sku-1' AND store_id = 'DC'")
      .get(tenant) as { quantity: number } | undefined
  )?.quantity;

/** A memo whose loads are counted, each answering the stock of SKU 1 in the tenants asked for. */
function countedMemo(tenants: string | readonly string[]) {
  const memo = new CatalogueMemo<(number | undefined)[]>(10);
  let loads = 0;
  const read = (revisions: CatalogueRevisions) =>
    memo.get(handle, revisions, tenants, 'sku-1', async () => {
      loads++;
      return (typeof tenants === 'string' ? [tenants] : tenants).map(stockOf);
    });
  return { read, loads: () => loads };
}

describe('CatalogueMemo', () => {
  it('reads once while the revision holds, and again from the first request after a write replaces it', async () => {
    const { read, loads } = countedMemo('cl');
    write("INSERT INTO stock (tenant, sku_id, store_id, quantity) VALUES ('cl', 'sku-1', 'DC', 5)");
    const before = await new CatalogueRevisions().of(handle, 'cl');
    expect(before).not.toBe('first');
    expect([await read(new CatalogueRevisions()), await read(new CatalogueRevisions())]).toEqual([[5], [5]]);
    expect(loads()).toBe(1);
    write("UPDATE stock SET quantity = 2 WHERE tenant = 'cl' AND sku_id = 'sku-1'");
    expect(await new CatalogueRevisions().of(handle, 'cl')).not.toBe(before);
    expect(await read(new CatalogueRevisions())).toEqual([2]);
    expect(loads()).toBe(2);
  });

  it('reads the revisions once per request: a write during the request shows from the next one', async () => {
    const request = new CatalogueRevisions();
    const seen = await request.of(handle, 'cl');
    write("UPDATE stock SET quantity = 3 WHERE tenant = 'cl' AND sku_id = 'sku-1'");
    expect(await request.of(handle, 'cl')).toBe(seen);
    expect(await new CatalogueRevisions().of(handle, 'cl')).not.toBe(seen);
  });

  it('keeps a read across tenants until any of their catalogues changes', async () => {
    const { read, loads } = countedMemo(['cl', 'br']);
    write("INSERT INTO stock (tenant, sku_id, store_id, quantity) VALUES ('br', 'sku-1', 'DC', 7)");
    expect(await read(new CatalogueRevisions())).toEqual([3, 7]);
    expect(await read(new CatalogueRevisions())).toEqual([3, 7]);
    expect(loads()).toBe(1);
    write("UPDATE stock SET quantity = 8 WHERE tenant = 'br' AND sku_id = 'sku-1'");
    expect(await read(new CatalogueRevisions())).toEqual([3, 8]);
    expect(loads()).toBe(2);
  });

  it('keeps nothing for a tenant without a revision, nor across tenants when one has none', async () => {
    const alone = countedMemo('pe');
    await alone.read(new CatalogueRevisions());
    await alone.read(new CatalogueRevisions());
    expect(alone.loads()).toBe(2);
    const across = countedMemo(['cl', 'pe']);
    await across.read(new CatalogueRevisions());
    await across.read(new CatalogueRevisions());
    expect(across.loads()).toBe(2);
  });
});
