import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedTenant } from '../../../tools/catalogue-generator/seed';
import { openDatabase, type SqliteHandle } from '../db';
import { migrateToLatest } from '../db/migrate';
import type { SearchIndex } from './build-index';
import { forgetSearchIndex, searchIndex, searchIndexSource, snapshotsWritten } from './registry';
import { search } from './search';
import { catalogueRevision, removeAbandonedWrites, snapshotPath } from './snapshots';
import { typeahead } from './typeahead';
import type { SearchRequest, SearchZone } from './types';

const dir = mkdtempSync(join(tmpdir(), 'andamio-snapshots-'));
let handle: SqliteHandle;
let file: string;

beforeAll(async () => {
  handle = openDatabase(join(dir, 'catalogue.sqlite'));
  await migrateToLatest(handle.db);
  seedTenant(handle, 'cl', { products: 60, seed: 'snapshot-test' });
  file = snapshotPath(handle.path, 'cl') as string;
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  forgetSearchIndex('cl');
});

/** The tenant's index as the next search gets it, with its snapshot (if any) written. */
async function nextIndex(): Promise<SearchIndex> {
  forgetSearchIndex('cl');
  const index = await searchIndex(handle, 'cl');
  await snapshotsWritten();
  return index;
}

function zoneOf(index: SearchIndex): SearchZone {
  const first = index.doc(0);
  return {
    priceGroupId: Object.keys(first?.prices ?? {})[0] ?? '',
    storeIds: index.docs.parts.stores.slice(0, 3),
    homeDelivery: true,
  };
}

/** What shoppers would see from an index: every product, searches with facets, typeahead. */
function seen(index: SearchIndex) {
  const zone = zoneOf(index);
  const request = (term: string, facets: Record<string, string[]> = {}): SearchRequest => ({
    term,
    facets,
    sortBy: 'relevance',
    page: 1,
    pageSize: 20,
    zone,
  });
  const terms = ['pintura', 'taladro', 'cable blanco', 'pintrua'];
  const brand = search(index, request('')).facets.find((facet) => facet.name === 'brand')?.values[0]?.value ?? '';
  return {
    docs: [...index.docs],
    searches: terms.map((term) => search(index, request(term))),
    faceted: search(index, { ...request(''), categoryId: index.categoryIds[0] as string, facets: { brand: [brand] } }),
    typeahead: ['pi', 'ca', 'tal'].map((prefix) => typeahead(index, prefix, { zone, limit: 5 })),
  };
}

/** Changes one byte of the snapshot: the numbers come first in the file, the texts last. */
function flipByte(at: (length: number) => number): void {
  const bytes = readFileSync(file);
  const position = at(bytes.length);
  bytes[position] = (bytes[position] as number) ^ 0xff;
  writeFileSync(file, bytes);
}

describe('search index snapshots', () => {
  it('writes the built index beside the database and reads it back, the same in every answer', async () => {
    rmSync(file, { force: true });
    const built = await nextIndex();
    expect(searchIndexSource('cl')).toBe('built');
    expect(existsSync(file)).toBe(true);
    const restored = await nextIndex();
    expect(searchIndexSource('cl')).toBe('snapshot');
    expect(restored.docs.length).toBe(60);
    expect(seen(restored)).toEqual(seen(built));
  });

  it('rebuilds when a price changes, and shows the new price', async () => {
    await nextIndex();
    const before = await nextIndex();
    expect(searchIndexSource('cl')).toBe('snapshot');
    const doc = before.doc(0);
    const group = Object.keys(doc?.prices ?? {})[0] as string;
    const sku = doc?.sku?.id as string;
    handle.sqlite.raw
      .prepare('UPDATE prices SET amount = amount + 1000 WHERE tenant = ? AND sku_id = ? AND price_group_id = ?')
      .run('cl', sku, group);
    const after = await nextIndex();
    expect(searchIndexSource('cl')).toBe('built');
    expect(after.doc(0)?.prices[group]?.regular).toBe((doc?.prices[group]?.regular ?? 0) + 1000);
    await nextIndex();
    expect(searchIndexSource('cl')).toBe('snapshot');
  });

  it('rebuilds when stock changes', async () => {
    await nextIndex();
    const revision = catalogueRevision(handle.sqlite.raw, 'cl');
    handle.sqlite.raw
      .prepare(
        'UPDATE stock SET quantity = 0 WHERE tenant = ? AND rowid = (SELECT min(rowid) FROM stock WHERE tenant = ?)',
      )
      .run('cl', 'cl');
    expect(catalogueRevision(handle.sqlite.raw, 'cl')).not.toBe(revision);
    await nextIndex();
    expect(searchIndexSource('cl')).toBe('built');
  });

  it.each([
    ['cut short', () => truncateSync(file, Math.floor(readFileSync(file).length / 2))],
    ['with a byte of its texts changed', () => flipByte((length) => length - 100)],
    ['with a byte of its numbers changed', () => flipByte((length) => Math.floor(length / 3))],
    ['of another kind', () => writeFileSync(file, 'not a snapshot')],
  ])('ignores a snapshot %s and writes a good one again', async (_, damage) => {
    const built = await nextIndex();
    damage();
    const rebuilt = await nextIndex();
    expect(searchIndexSource('cl')).toBe('built');
    expect(rebuilt.docs.length).toBe(built.docs.length);
    await nextIndex();
    expect(searchIndexSource('cl')).toBe('snapshot');
  });

  it("deletes writes abandoned over ten minutes ago, not another process's write in progress", () => {
    const abandoned = `${file}.999.1.tmp`;
    const inProgress = `${file}.998.2.tmp`;
    const unrelated = join(dir, 'catalogue.sqlite.search', 'br.bin.997.3.tmp');
    mkdirSync(dirname(file), { recursive: true });
    for (const path of [abandoned, inProgress, unrelated]) writeFileSync(path, 'partial');
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(abandoned, hourAgo, hourAgo);
    utimesSync(unrelated, hourAgo, hourAgo);
    removeAbandonedWrites(file);
    expect([abandoned, inProgress, unrelated].map((path) => existsSync(path))).toEqual([false, true, true]);
  });

  it('has no revision, rather than failing, for a database without the revisions', () => {
    expect(catalogueRevision(new DatabaseSync(':memory:'), 'cl')).toBeUndefined();
    expect(snapshotPath(':memory:', 'cl')).toBeUndefined();
  });

  it('trusts no snapshot when a revision trigger is missing', async () => {
    await nextIndex();
    handle.sqlite.raw.exec('DROP TRIGGER catalogue_revision_prices_update');
    expect(catalogueRevision(handle.sqlite.raw, 'cl')).toBeUndefined();
    await nextIndex();
    expect(searchIndexSource('cl')).toBe('built');
  });
});
