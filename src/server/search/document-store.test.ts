import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTenant } from '../../../tools/catalogue-generator/seed';
import { openDatabase, type SqliteHandle } from '../db';
import { migrateToLatest } from '../db/migrate';
import { loadDocumentStore, loadSearchDocuments } from './load';

const dir = mkdtempSync(join(tmpdir(), 'andamio-document-store-'));
let handle: SqliteHandle;

beforeAll(async () => {
  handle = openDatabase(join(dir, 'catalogue.sqlite'));
  await migrateToLatest(handle.db);
  seedTenant(handle, 'br', { products: 80, seed: 'document-store-test' });
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('DocumentStore', () => {
  it('gives back every loaded product as it was read: prices, price lists, stock per store, SKU, texts', () => {
    const docs = loadSearchDocuments(handle.sqlite, 'br');
    const store = loadDocumentStore(handle.sqlite, 'br');
    expect(store.length).toBe(80);
    expect([...store]).toEqual(docs);
    // the sample has what the columns must carry
    expect(docs.some((doc) => doc.storeStock.size > 1)).toBe(true);
    expect(docs.some((doc) => Object.values(doc.priceLists ?? {}).some((list) => list.length > 1))).toBe(true);
    expect(docs.some((doc) => (doc.sku?.count ?? 0) > 1)).toBe(true);
  });

  it('reads single fields without making the whole product, and nothing past the end', () => {
    const docs = loadSearchDocuments(handle.sqlite, 'br');
    const store = loadDocumentStore(handle.sqlite, 'br');
    const doc = docs[7];
    const group = Object.keys(doc?.prices ?? {})[0] as string;
    expect([store.id(7), store.name(7), store.brand(7), store.categories(7)]).toEqual([
      doc?.id,
      doc?.name,
      doc?.brand,
      doc?.categories,
    ]);
    expect(store.price(7, group)).toEqual(doc?.prices[group]);
    expect(store.price(7, 'no such group')).toBeUndefined();
    expect(store.get(80)).toBeUndefined();
    expect(store.get(-1)).toBeUndefined();
  });
});
