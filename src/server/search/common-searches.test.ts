import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commonSearches,
  judgedPrefixes,
  judgePrefixes,
  judgeSearches,
  judgingZone,
  type Language,
} from '../../../bench/search/judge';
import { synonymsFile } from '../../../bench/search-relevance';
import { defaultProductsPerTenant, seedTenant } from '../../../tools/catalogue-generator/seed';
import { openDatabase, type SqliteHandle } from '../db';
import { migrateToLatest } from '../db/migrate';
import { SearchIndex } from './build-index';
import { loadSearchDocuments } from './load';
import { typeahead } from './typeahead';

/**
 * The judged lists of bench/search on the catalogues shoppers get: cl (Spanish) and br
 * (Portuguese) at the default size, generated from the fixed seed on a fixed date, so the
 * answers are the same on every run. Each of the 100 most common searches finds products, of
 * the kind it names first; typeahead's first product is of the kind the prefix names for at
 * least 90 % of the judged prefixes (issue 27's acceptance).
 */
const dir = mkdtempSync(join(tmpdir(), 'andamio-common-searches-'));
let handle: SqliteHandle;
const indexes = new Map<Language, SearchIndex>();
const tenants = [
  ['cl', 'es', 'pintura', 'silicona'],
  ['br', 'pt', 'tinta', 'silicone'],
] as const;

beforeAll(async () => {
  handle = openDatabase(join(dir, 'catalogue.sqlite'));
  await migrateToLatest(handle.db);
  for (const [tenant, lang] of tenants) {
    seedTenant(handle, tenant, { products: defaultProductsPerTenant, referenceDate: new Date('2026-11-01T00:00:00Z') });
    indexes.set(lang, new SearchIndex(loadSearchDocuments(handle.sqlite, tenant), { synonyms: synonymsFile(tenant) }));
  }
}, 60_000);
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(tenants)('the judged searches on %s (%s)', (_tenant, lang, paint, silicone) => {
  it('finds products of the right kind first for each of the 100 most common searches', () => {
    const searches = commonSearches(lang);
    expect(searches).toHaveLength(100);
    const judged = judgeSearches(indexes.get(lang) as SearchIndex, searches);
    expect(judged.filter((result) => !result.first).map((r) => `${r.query} → ${r.firstName ?? 'nothing'}`)).toEqual([]);
  });

  it('suggests a product of the kind the prefix names first for at least 90 % of the judged prefixes', () => {
    const prefixes = judgedPrefixes(lang);
    expect(prefixes.length).toBeGreaterThanOrEqual(30);
    const judged = judgePrefixes(indexes.get(lang) as SearchIndex, prefixes);
    expect(judged.filter((result) => result.first).length / prefixes.length).toBeGreaterThanOrEqual(0.9);
  });

  it('suggests the category the word names first: paints for the paint word, sealants for silicone', () => {
    const index = indexes.get(lang) as SearchIndex;
    const zone = judgingZone(index);
    const paints = new Set(['CATG10002', 'CATG10003', 'CATG10004', 'CATG10008']);
    expect(paints).toContain(typeahead(index, paint, { zone, limit: 5 }).categories[0]?.id);
    expect(typeahead(index, silicone, { zone, limit: 5 }).categories[0]?.id).toBe('CATG10180');
  });
});
