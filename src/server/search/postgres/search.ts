import type { PostgresHandle } from '../../db';
import { listFacetValues, maxAttributeFacets, priceBuckets, ratingSteps } from '../facet-counts';
import { parsePriceRange } from '../facet-filters';
import type { Facet, FacetValue, SearchDocument, SearchRequest, SearchResponse } from '../types';
import { documentOf, type StoredDocument, type Vocabulary } from './rows';
import { Parameters } from './sql-parameters';
import { correctTerm, matchCondition, matchesAny, matchScore, type TermMatch, termMatch } from './term';

/** A selected facet as a condition on a search_products row; values of one facet combine with OR. */
interface Filter {
  name: string;
  sql: string;
}

/**
 * The selected facets as conditions, as facet-filters.ts reads them: a facet the tenant does not
 * have (a stale bookmark) or a value that cannot be read is ignored rather than emptying the results.
 */
function filtersOf(request: SearchRequest, vocabulary: Vocabulary, p: Parameters, price: string): Filter[] {
  const filters: Filter[] = [];
  const zone = request.zone;
  for (const [name, values] of Object.entries(request.facets)) {
    if (values.length === 0) continue;
    const add = (sql: string) => filters.push({ name, sql });
    switch (name) {
      case 'category':
        add(`category_path && ${p.add(values, 'text[]')}`);
        break;
      case 'brand':
        add(`brand_slug = ANY(${p.add(values, 'text[]')})`);
        break;
      case 'color':
        add(`color_slugs && ${p.add(values, 'text[]')}`);
        break;
      case 'rating': {
        const stars = values.map(Number).filter((n) => Number.isInteger(n) && n >= 1 && n <= 5);
        if (stars.length > 0) add(`rating_count > 0 AND rating >= ${Math.min(...stars)}`);
        break;
      }
      case 'price': {
        const ranges = values.map(parsePriceRange).filter((range) => range !== undefined);
        if (ranges.length > 0)
          add(
            ranges
              .map(
                (range) => `(${price} >= ${p.add(range.min, 'float8')} AND ${price} <= ${p.add(range.max, 'float8')})`,
              )
              .join(' OR '),
          );
        break;
      }
      case 'delivery': {
        const home = values.includes('HD') && zone.homeDelivery;
        const store = values.includes('CC') || values.includes('BS');
        add(`(${home} AND ships_home) OR (${store} AND stocked_stores && ${p.add(zone.storeIds, 'text[]')})`);
        break;
      }
      case 'store':
        add(`stocked_stores && ${p.add(values, 'text[]')}`);
        break;
      default: {
        if (!vocabulary.attributes.some((facet) => facet.name === name)) break;
        const value = `attributes ->> ${p.add(name, 'text')}`;
        // The empty value is "no such attribute": chosen, it takes the products without one.
        const none = values.includes('') ? ` OR ${value} IS NULL` : '';
        add(`${value} = ANY(${p.add(values, 'text[]')})${none}`);
      }
    }
  }
  return filters;
}

function orderBy(request: SearchRequest): string {
  const tie = 'sold_week DESC, position';
  switch (request.sortBy) {
    case 'price-asc':
      return `price ASC NULLS LAST, ${tie}`;
    case 'price-desc':
      return `price DESC NULLS LAST, ${tie}`;
    case 'rating':
      return `rating DESC, rating_count DESC, ${tie}`;
    case 'newest':
      return `created_at DESC, ${tie}`;
    case 'best-selling':
      return tie;
    default:
      return `score DESC, ${tie}`;
  }
}

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

type FacetRow = [facet: string, value: string, count: number];

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

/** The facets from their counts, in facet-counts.ts's order and with its rules. */
function facetsOf(result: SearchRow, request: SearchRequest, vocabulary: Vocabulary): Facet[] {
  const counts = new Map<string, Map<string, number>>();
  for (const [facet, value, count] of result.facets) {
    const values = counts.get(facet) ?? new Map<string, number>();
    counts.set(facet, values);
    values.set(value, count);
  }
  const countOf = (facet: string, value: string) => counts.get(facet)?.get(value) ?? 0;
  const selected = (name: string) => request.facets[name] ?? [];
  const facets: Facet[] = [];
  const push = (name: string, kind: Facet['kind'], values: FacetValue[], label?: string) => {
    if (values.length > 0) facets.push({ name, kind, values, ...(label === undefined ? {} : { label }) });
  };
  const listed = (name: string, entries: { value: string; label?: string }[], keepOrder = false) =>
    listFacetValues(
      entries.map((entry) => ({ ...entry, count: countOf(name, entry.value) })),
      selected(name),
      keepOrder,
    );
  push(
    'category',
    'category',
    listed(
      'category',
      vocabulary.categories.map((c) => ({ value: c.id, label: c.name })),
    ),
  );
  push(
    'brand',
    'brand',
    listed(
      'brand',
      vocabulary.brandFacet.map((b) => ({ value: b.slug, label: b.name })),
    ),
  );
  push('price', 'price', priceBuckets(result.prices, selected('price')));
  push(
    'rating',
    'rating',
    listed(
      'rating',
      ratingSteps.map((step) => ({ value: String(step) })),
      true,
    ),
  );
  push(
    'color',
    'color',
    listed(
      'color',
      vocabulary.colors.map((c) => ({ value: c.slug, label: c.name })),
    ),
  );
  const delivery = listFacetValues(
    ['HD', 'CC', 'BS'].map((value) => ({ value, count: countOf('delivery', value === 'BS' ? 'CC' : value) })),
    selected('delivery'),
    true,
  );
  push('delivery', 'delivery', delivery);
  const stores = request.zone.storeIds.filter((id) => vocabulary.stores.includes(id));
  push(
    'store',
    'store',
    listed(
      'store',
      stores.map((value) => ({ value })),
      true,
    ),
  );
  const attributes = vocabulary.attributes.map((facet) => {
    const entries = facet.values.map((value) => ({
      value: value.slug,
      label: value.label,
      count: value.slug === '' ? 0 : countOf('attribute', `${facet.name}\u001f${value.slug}`),
    }));
    const covered = entries.reduce((sum, entry) => sum + entry.count, 0);
    const distinct = entries.filter((entry) => entry.count > 0).length;
    return { facet, entries, covered, distinct };
  });
  attributes
    .filter(({ facet, covered, distinct }) => (covered > 0 && distinct > 1) || selected(facet.name).length > 0)
    .sort((a, b) => b.covered - a.covered)
    .slice(0, maxAttributeFacets)
    .forEach(({ facet, entries }) => {
      const values = listFacetValues(entries, selected(facet.name), false).filter((v) => v.value !== '');
      push(facet.name, 'attribute', values, facet.label);
    });
  return facets;
}
