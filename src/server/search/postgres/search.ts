import type { PostgresHandle } from '../../db';
import { ratingSteps } from '../facet-counts';
import type { SearchDocument, SearchRequest, SearchResponse } from '../types';
import { type FacetRow, facetsOf } from './facets';
import { filtersOf, orderBy } from './filters';
import { documentOf, type StoredDocument, type Vocabulary } from './rows';
import { Parameters } from './sql-parameters';
import { correctTerm, matchCondition, matchesAny, matchScore, type TermMatch, termMatch } from './term';

interface Scope {
  match?: TermMatch;
  didYouMean?: string;
  searchedTerm?: string;
}

/** The term's match, corrected when it finds nothing (search.ts scope()). */
async function termScope(
  handle: PostgresHandle,
  tenant: string,
  vocabulary: Vocabulary,
  request: SearchRequest,
): Promise<Scope> {
  const term = request.term?.trim() ?? '';
  if (term === '') return {};
  const match = await termMatch(handle, tenant, vocabulary, term);
  if (request.noCorrection || (await matchesAny(handle, tenant, match))) return { match, searchedTerm: term };
  const corrected = await correctTerm(handle, tenant, term);
  if (corrected !== undefined) {
    const retry = await termMatch(handle, tenant, vocabulary, corrected, false);
    if (await matchesAny(handle, tenant, retry))
      return { match: retry, didYouMean: corrected, searchedTerm: corrected };
  }
  return { match, searchedTerm: term };
}

interface SearchRow {
  total: number;
  hits: { id: string; score: number; document: StoredDocument }[];
  facets: FacetRow[];
  prices: number[];
}

/** One search or listing request, answered by PostgreSQL from the tenant's search tables. */
export async function searchPostgres(
  handle: PostgresHandle,
  tenant: string,
  vocabulary: Vocabulary,
  request: SearchRequest,
): Promise<SearchResponse & { documents: SearchDocument[] }> {
  const { match, didYouMean, searchedTerm } = await termScope(handle, tenant, vocabulary, request);
  const p = new Parameters();
  const where = [`tenant = ${p.add(tenant)}`];
  let score = '0::float8';
  if (match) {
    where.push(matchCondition(match, p) ?? 'false');
    score = matchScore(match, p);
  }
  if (request.brand !== undefined) where.push(`brand_slug = ${p.add(request.brand, 'text')}`);
  if (request.categoryId !== undefined) where.push(`category_path @> ARRAY[${p.add(request.categoryId, 'text')}]`);
  if (request.productIds !== undefined) where.push(`product_id = ANY(${p.add([...request.productIds], 'text[]')})`);
  const zone = request.zone;
  // The zone's price group's displayed price: NULL where the group has none (sorted last, filtered out).
  const price = `(prices ->> ${p.add(zone.priceGroupId, 'text')})::float8`;
  const filters = filtersOf(request, vocabulary, p, price);
  const flags = filters.map((filter, k) => `COALESCE((${filter.sql}), false) AS f${k}`);
  const all = filters.map((_, k) => `f${k}`).join(' AND ') || 'true';
  // Each facet counts what passes every other facet's filter: a value's count is what choosing it gives.
  const counted = (name: string) =>
    filters.flatMap((filter, k) => (filter.name === name ? [] : [`f${k}`])).join(' AND ') || 'true';
  const attributeFilters = filters.filter((filter) => vocabulary.attributes.some((a) => a.name === filter.name));
  const attributeCounted = attributeFilters.length
    ? `CASE a.key ${attributeFilters.map((f) => `WHEN ${p.add(f.name, 'text')} THEN ${counted(f.name)}`).join(' ')} ELSE ${all} END`
    : all;
  const depth = request.categoryId
    ? (vocabulary.categories.find((c) => c.id === request.categoryId)?.depth ?? 0) + 1
    : 1;
  const zoneStores = p.add(zone.storeIds, 'text[]');
  const size = p.add(request.pageSize, 'integer');
  const facetsSql = [
    `SELECT 'category', category_path[${depth}], count(*)::int FROM scope
       WHERE ${counted('category')} AND category_path[${depth}] IS NOT NULL GROUP BY 2`,
    `SELECT 'brand', brand_slug, count(*)::int FROM scope WHERE ${counted('brand')} GROUP BY 2`,
    `SELECT 'color', c, count(*)::int FROM scope, unnest(color_slugs) c WHERE ${counted('color')} GROUP BY 2`,
    `SELECT 'rating', s::text, count(*)::int FROM scope, unnest(ARRAY[${ratingSteps.join(', ')}]) s
       WHERE ${counted('rating')} AND rating_count > 0 AND rating >= s GROUP BY 2`,
    `SELECT 'delivery', 'HD', count(*)::int FROM scope
       WHERE ${counted('delivery')} AND ${zone.homeDelivery} AND ships_home`,
    `SELECT 'delivery', 'CC', count(*)::int FROM scope WHERE ${counted('delivery')} AND stocked_stores && ${zoneStores}`,
    `SELECT 'store', s, count(*)::int FROM scope, unnest(stocked_stores) s
       WHERE ${counted('store')} AND s = ANY(${zoneStores}) GROUP BY 2`,
    `SELECT 'attribute', a.key || E'\\u001f' || a.value, count(*)::int FROM scope, jsonb_each_text(attributes) a
       WHERE ${attributeCounted} GROUP BY a.key, a.value`,
  ].join(' UNION ALL ');
  const [row] = await handle.pool.rows<SearchRow>(
    `WITH scope AS MATERIALIZED (
       SELECT position, product_id, document, brand_slug, category_path, color_slugs, attributes, rating,
         rating_count, sold_week, created_at, ships_home, stocked_stores,
         ${price} AS price, ${score} AS score
         ${flags.map((flag) => `, ${flag}`).join('')}
       FROM search_products WHERE ${where.join(' AND ')}
     ),
     kept AS (SELECT count(*)::int AS total FROM scope WHERE ${all}),
     ranked AS (
       SELECT product_id, score, document, row_number() OVER (ORDER BY ${orderBy(request)}) AS rank
       FROM scope WHERE ${all}
     )
     SELECT
       (SELECT total FROM kept) AS total,
       (SELECT COALESCE(json_agg(json_build_object('id', product_id, 'score', score, 'document', document) ORDER BY rank), '[]')
          FROM (SELECT product_id, score, document, rank FROM ranked, kept
                WHERE rank > (LEAST(${p.add(request.page, 'integer')}, GREATEST(1, CEIL(total::numeric / ${size})::int)) - 1) * ${size}
                ORDER BY rank LIMIT ${size}) page) AS hits,
       (SELECT COALESCE(json_agg(json_build_array(f.facet, f.value, f.n)), '[]') FROM (${facetsSql}) f(facet, value, n)) AS facets,
       (SELECT COALESCE(json_agg(price ORDER BY position), '[]') FROM scope
          WHERE ${counted('price')} AND price IS NOT NULL) AS prices`,
    p.values,
  );
  const result = row as SearchRow;
  const pages = Math.max(1, Math.ceil(result.total / request.pageSize));
  return {
    total: result.total,
    page: Math.min(request.page, pages),
    pageSize: request.pageSize,
    pages,
    hits: result.hits.map((hit) => ({ id: hit.id, score: hit.score })),
    documents: result.hits.map((hit) => documentOf(hit.document)),
    facets: facetsOf(result, request, vocabulary),
    ...(didYouMean ? { didYouMean } : {}),
    ...(searchedTerm ? { searchedTerm } : {}),
  };
}
