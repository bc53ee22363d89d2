import { openDatabase } from '../src/server/db';
import { migrateToLatest } from '../src/server/db/migrate';
import { SearchIndex } from '../src/server/search/build-index';
import { loadDocumentStore, loadSearchDocuments } from '../src/server/search/load';
import { search } from '../src/server/search/search';
import { typeahead } from '../src/server/search/typeahead';
import type { SearchRequest, SearchZone } from '../src/server/search/types';
import { getTenant } from '../src/tenants/registry';
import type { TenantId } from '../src/tenants/schema';
import { defaultProductsPerTenant, seedTenant } from '../tools/catalogue-generator/seed';
import { taxonomy } from '../tools/catalogue-generator/taxonomy';
import { printJudgedLists } from './search/judged-lists';
import { runRelevance, type SkuCodes, synonymsFile } from './search-relevance';

interface Options {
  largeProducts: number;
  queries: number;
  /** Its own file: the latency run re-seeds cl at another size. */
  relevanceDatabase: string;
  only?: string | undefined;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

function report(label: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(
    `  ${label.padEnd(28)} n=${sorted.length}  p50 ${ms(percentile(sorted, 0.5))}  p95 ${ms(percentile(sorted, 0.95))}  p99 ${ms(percentile(sorted, 0.99))}`,
  );
}

/** Terms shoppers type: the index's own most frequent words, one and two at a time, and prefixes. */
function workload(index: SearchIndex, count: number) {
  const frequent = [...index.postings.frequencies()]
    .filter(([term]) => /^[a-z]{4,}$/.test(term))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 120)
    .map(([term]) => index.wordOfStem.get(term) ?? term);
  const terms: string[] = [];
  const prefixes: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = frequent[(i * 7) % frequent.length] as string;
    const b = frequent[(i * 13 + 5) % frequent.length] as string;
    terms.push(i % 3 === 0 ? `${a} ${b}` : a);
    prefixes.push(a.slice(0, 2 + (i % 4)));
  }
  return { terms, prefixes };
}

function benchTenant(tenantId: TenantId, products: number, queries: number, handle: ReturnType<typeof openDatabase>) {
  const count = Number(
    (handle.sqlite.raw.prepare('SELECT count(*) AS n FROM products WHERE tenant = ?').get(tenantId) as { n: number }).n,
  );
  if (count !== products) {
    const started = performance.now();
    seedTenant(handle, tenantId, { products, referenceDate: new Date('2026-11-01T00:00:00Z') });
    console.log(`  seeded ${products} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  let started = performance.now();
  const docs = loadDocumentStore(handle.sqlite, tenantId);
  const loadMs = performance.now() - started;
  started = performance.now();
  const index = new SearchIndex(docs);
  console.log(
    `  ${docs.length} products: loaded in ${loadMs.toFixed(0)} ms, indexed in ${(performance.now() - started).toFixed(0)} ms, heap ${Math.round(process.memoryUsage().heapUsed / 2 ** 20)} MiB`,
  );
  const tenant = getTenant(tenantId);
  const priceGroup = Object.keys(docs.get(0)?.prices ?? {})[0] ?? tenant.fallbackZone.priceGroup;
  const storeIds = docs.parts.stores.slice(0, 4);
  const zone: SearchZone = { priceGroupId: priceGroup, storeIds, homeDelivery: true };
  const { terms, prefixes } = workload(index, queries);
  const base = (term: string): SearchRequest => ({
    term,
    facets: {},
    sortBy: 'relevance',
    page: 1,
    pageSize: 28,
    zone,
  });
  // Warm up the JIT and the caches a long-running server would have warm.
  for (const term of terms.slice(0, 50)) search(index, base(term));
  const time = (run: () => void) => {
    const t0 = performance.now();
    run();
    return performance.now() - t0;
  };
  const plain = terms.map((term) => time(() => search(index, base(term))));
  const faceted = terms.map((term, i) => {
    const first = search(index, base(term));
    const brand = first.facets.find((facet) => facet.name === 'brand')?.values[0]?.value;
    const price = first.facets.find((facet) => facet.name === 'price')?.values[i % 3]?.value;
    const facets: Record<string, string[]> = {};
    if (brand) facets.brand = [brand];
    if (price) facets.price = [price];
    return time(() => search(index, { ...base(term), facets, sortBy: i % 2 ? 'price-asc' : 'relevance' }));
  });
  const listing =
    index.categoryNames.size > 0
      ? [...index.categoryNames.keys()]
          .slice(0, queries)
          .map((categoryId) => time(() => search(index, { ...base(''), term: '', categoryId })))
      : [];
  for (const prefix of prefixes.slice(0, 50)) typeahead(index, prefix, { zone, limit: 5 });
  const suggest = prefixes.map((prefix) => time(() => typeahead(index, prefix, { zone, limit: 5 })));
  report('search', plain);
  report('search with facets', faceted);
  report('category listing', listing);
  report('typeahead', suggest);
}

/** The default-size catalogues of cl (es) and br (pt), seeded once into their own database. */
async function relevance(path: string): Promise<void> {
  const handle = openDatabase(path);
  await migrateToLatest(handle.db);
  console.log(`Search relevance (judged queries, ${defaultProductsPerTenant} products per tenant):`);
  for (const [tenant, lang] of [
    ['cl', 'es'],
    ['br', 'pt'],
  ] as const) {
    const count = (
      handle.sqlite.raw.prepare('SELECT count(*) AS n FROM products WHERE tenant = ?').get(tenant) as { n: number }
    ).n;
    const categories = (
      handle.sqlite.raw.prepare('SELECT count(*) AS n FROM categories WHERE tenant = ?').get(tenant) as { n: number }
    ).n;
    // A database seeded from an older vocabulary has other products: seed it again.
    if (count !== defaultProductsPerTenant || categories !== taxonomy.categories.length) {
      seedTenant(handle, tenant, {
        products: defaultProductsPerTenant,
        referenceDate: new Date('2026-11-01T00:00:00Z'),
      });
    }
    const skus = handle.sqlite.raw
      .prepare('SELECT id, product_id AS productId, ean FROM skus WHERE tenant = ? ORDER BY id')
      .all(tenant) as unknown as SkuCodes[];
    const docs = loadSearchDocuments(handle.sqlite, tenant);
    runRelevance(tenant, { docs, skus }, synonymsFile(tenant), lang);
    printJudgedLists(tenant, new SearchIndex(docs, { synonyms: synonymsFile(tenant) }), lang);
  }
  await handle.close();
}

export async function runSearchBench(options: Options): Promise<void> {
  if (options.only !== 'latency') await relevance(options.relevanceDatabase);
  if (options.only === 'relevance') return;
  console.log('');
  const handle = openDatabase();
  await migrateToLatest(handle.db);
  console.log(`Search benchmark (node ${process.version}, ${options.queries} queries per series)`);
  console.log(`\npe at the default size (${defaultProductsPerTenant} products):`);
  benchTenant('pe', defaultProductsPerTenant, options.queries, handle);
  console.log(`\ncl at ${options.largeProducts} products:`);
  benchTenant('cl', options.largeProducts, options.queries, handle);
  await handle.close();
}
