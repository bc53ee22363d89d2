import { readFileSync } from 'node:fs';
import { synonymsSchema } from '../src/lib/content/synonyms-schema';
import { foldText, modelCodes, words } from '../src/lib/search-text';
import { SearchIndex } from '../src/server/search/build-index';
import { search } from '../src/server/search/search';
import type { SearchDocument, SearchRequest } from '../src/server/search/types';
import { type Judgment, judgedQueries } from './judged-queries';

/**
 * Relevance on the judged queries (bench/judged-queries.ts): mean precision at 10 and the share
 * of queries with no result, beside the time each search took; and whether each of ten codes
 * picked from the catalogue (the SKU id the product page prints as "Código", an EAN, a product
 * id, a model code) finds its product at rank 1.
 *
 * Precision at 10 counts the relevant products among the first 10 results, divided by 10, or
 * by the number of relevant products when there are fewer (a query with 4 relevant products
 * that shows all 4 first scores 1).
 */

const k = 10;

/** The tenant's synonym groups, read from the content file as the server's collection does. */
export function synonymsFile(tenant: string): string[][] {
  const url = new URL(`../src/content/synonyms/${tenant}.json`, import.meta.url);
  return synonymsSchema.parse(JSON.parse(readFileSync(url, 'utf8'))).groups;
}

function isRelevant(doc: SearchDocument, judgment: Judgment): boolean {
  const ids = new Set(judgment.categories.map((id) => `CATG${id}`));
  if (!doc.categories.some((category) => ids.has(category.id))) return false;
  if (judgment.color !== undefined) {
    const wanted = foldText(judgment.color);
    if (!doc.colors.some((color) => words(color.name).includes(wanted))) return false;
  }
  if (judgment.size !== undefined && !(doc.sizes ?? []).includes(judgment.size)) return false;
  return true;
}

interface QueryResult {
  query: string;
  kind: string;
  precision: number;
  total: number;
  relevant: number;
  ms: number;
  didYouMean?: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

export interface SkuCodes {
  id: string;
  productId: string;
  ean: string;
}

/** Ten codes spread over the catalogue, each kind in turn, with the product they belong to. */
function pickCodes(
  docs: readonly SearchDocument[],
  skus: readonly SkuCodes[],
): { code: string; kind: string; id: string }[] {
  const picked: { code: string; kind: string; id: string }[] = [];
  const withModel = docs.filter((doc) => modelCodes(doc.name).length > 0);
  for (let i = 0; i < 10; i++) {
    const sku = skus[Math.floor(((i + 0.5) * skus.length) / 10)] as SkuCodes;
    const model = withModel[Math.floor(((i + 0.5) * withModel.length) / 10)];
    const modelCode = model ? modelCodes(model.name)[0] : undefined;
    // A model code may be printed on several products: it must find each of them first, so take a unique one.
    if (i % 4 === 3 && model && modelCode && withModel.filter((d) => d.name.includes(modelCode)).length === 1) {
      picked.push({ code: modelCode, kind: 'model code', id: model.id });
    } else if (i % 4 === 1) picked.push({ code: sku.ean, kind: 'EAN', id: sku.productId });
    else if (i % 4 === 2) picked.push({ code: sku.productId, kind: 'product id', id: sku.productId });
    else picked.push({ code: sku.id, kind: 'SKU id ("Código")', id: sku.productId });
  }
  return picked;
}

export function runRelevance(
  label: string,
  catalogue: { docs: readonly SearchDocument[]; skus: readonly SkuCodes[] },
  synonyms: string[][],
  lang: 'es' | 'pt',
) {
  const { docs, skus } = catalogue;
  const index = new SearchIndex(docs, { synonyms });
  const zone = { priceGroupId: Object.keys(docs[0]?.prices ?? {})[0] ?? '', storeIds: [], homeDelivery: true };
  const request = (term: string): SearchRequest => ({
    term,
    facets: {},
    sortBy: 'relevance',
    page: 1,
    pageSize: k,
    zone,
  });
  const categoryIds = new Set(docs.flatMap((doc) => doc.categories.map((category) => category.id)));
  for (const query of judgedQueries[lang]) search(index, request(query.query)); // warm-up
  const results: QueryResult[] = judgedQueries[lang].map((judgment) => {
    const missing = judgment.categories.filter((id) => !categoryIds.has(`CATG${id}`));
    if (missing.length > 0) throw new Error(`"${judgment.query}": no category ${missing.join(', ')} in ${label}`);
    const relevant = docs.filter((doc) => isRelevant(doc, judgment)).length;
    if (relevant === 0) throw new Error(`"${judgment.query}": no product of ${label} is relevant; fix the judgment`);
    const started = performance.now();
    const response = search(index, request(judgment.query));
    const ms = performance.now() - started;
    const found = response.hits.filter((hit) => {
      const doc = docs[index.ordinalOf.get(hit.id) ?? -1];
      return doc !== undefined && isRelevant(doc, judgment);
    }).length;
    return {
      query: judgment.query,
      kind: judgment.kind,
      precision: found / Math.min(k, relevant),
      total: response.total,
      relevant,
      ms,
      ...(response.didYouMean ? { didYouMean: response.didYouMean } : {}),
    };
  });
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  const zero = results.filter((result) => result.total === 0).length;
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  console.log(
    `  ${label} (${lang}): ${results.length} judged queries  mean P@${k} ${mean(results.map((r) => r.precision)).toFixed(3)}  zero-result rate ${(zero / results.length).toFixed(3)} (${zero})  search p50 ${percentile(times, 0.5).toFixed(2)} ms  p95 ${percentile(times, 0.95).toFixed(2)} ms`,
  );
  const kinds = [...new Set(results.map((result) => result.kind))];
  console.log(
    `    by kind: ${kinds.map((kind) => `${kind} ${mean(results.filter((r) => r.kind === kind).map((r) => r.precision)).toFixed(2)}`).join(', ')}`,
  );
  for (const result of results.filter((r) => r.precision < 1)) {
    console.log(
      `    P@${k} ${result.precision.toFixed(1)}  "${result.query}"  ${result.total} results, ${result.relevant} relevant${result.didYouMean ? `, did you mean "${result.didYouMean}"` : ''}`,
    );
  }
  const codes = pickCodes(docs, skus);
  const first = codes.filter(({ code, id }) => search(index, request(code)).hits[0]?.id === id);
  console.log(`    codes at rank 1: ${first.length} of ${codes.length}`);
  for (const { code, kind, id } of codes) {
    if (!first.some((found) => found.code === code)) console.log(`    missed ${kind} ${code} (product ${id})`);
  }
  return { precision: mean(results.map((r) => r.precision)), zeroRate: zero / results.length, codes: first.length };
}
