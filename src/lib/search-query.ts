import { z } from 'astro/zod';
import { channelSchema } from './channel';
import { type Facets, facetEntries, normaliseFacets, readFacets, writeFacets } from './search-facets';

/**
 * The query string of search and listing pages (docs/search-and-listings.md: Ntt, sTerm, currentpage, sortBy,
 * categoryLevel, DYM, trending, landing, channel, lang, address; docs/search-and-listings.md facets). Reading never
 * throws: a missing or invalid value reads as its default.
 */

/** Sort orders, as written in `sortBy`. Short, readable, and stable whatever the search engine. */
export const sortKeys = ['relevance', 'price-asc', 'price-desc', 'rating', 'newest', 'best-selling'] as const;
export type SortKey = (typeof sortKeys)[number];

export const searchQueryLimits = {
  /** Longest search term kept, in characters: longer queries are pasted text, not searches. */
  termMaxLength: 100,
  /** Highest page: at the default 28 per page this is 14,000 products, more than any listing shows. */
  maxPage: 500,
  /** Depth of a category in the tree, 1 being the top department. */
  categoryLevel: { min: 1, max: 10 },
  addressMaxLength: 120,
} as const;

/** Trims, removes control characters, collapses whitespace and cuts to the maximum length. */
export function normaliseTerm(raw: string): string {
  const term = raw
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  return Array.from(term).slice(0, searchQueryLimits.termMaxLength).join('').trimEnd();
}

const text = (max: number) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/gu, ' ').trim())
    .pipe(z.string().min(1).max(max));

export const searchQuerySchema = z.object({
  /** '' when there is no term (category, brand and collection pages). */
  term: z.string().transform(normaliseTerm).catch(''),
  /** 1-based (`currentpage`). */
  page: z.int().min(1).max(searchQueryLimits.maxPage).catch(1),
  sortBy: z.enum(sortKeys).catch('relevance'),
  facets: z.record(z.string(), z.array(z.string())).transform(facetEntries).transform(normaliseFacets).catch({}),
  categoryLevel: z
    .int()
    .min(searchQueryLimits.categoryLevel.min)
    .max(searchQueryLimits.categoryLevel.max)
    .optional()
    .catch(undefined),
  /** Absent: the request's channel header or window width decides (docs/search-and-listings.md). */
  channel: channelSchema.optional().catch(undefined),
  /** `DYM`: the shopper followed a "did you mean" suggestion, so the term is not corrected again. */
  didYouMean: z.boolean().catch(false),
  /** The search came from a trending-terms suggestion (reported to the click stream). */
  trending: z.boolean().catch(false),
  /** `landing=false` turns the landing-page redirect off for this request (a landing's "see all" link). */
  landing: z.boolean().catch(true),
  lang: z.enum(['es', 'pt']).optional().catch(undefined),
  /** An address the shopper searched from, carried as given (its use is not shown in the spec). */
  address: text(searchQueryLimits.addressMaxLength).optional().catch(undefined),
});

export type SearchQuery = z.infer<typeof searchQuerySchema>;
export type SearchQueryInput = { [K in keyof SearchQuery]?: SearchQuery[K] | undefined };
export type { Facets };

/**
 * Queries this module made, frozen. Every link of a page is built from a query (a category's, a
 * brand's) that is read again on its way into the URL: zod's `.catch` defaults make each read of a
 * missing field an error it builds and drops, about 1-3 % of an uncached page. A query this module
 * made is already complete and valid, and frozen it stays so: it is taken as it is.
 */
const madeQueries = new WeakSet<object>();
function made(query: SearchQuery): SearchQuery {
  for (const values of Object.values(query.facets)) Object.freeze(values);
  Object.freeze(query.facets);
  madeQueries.add(Object.freeze(query));
  return query;
}
/** The query of a page without one (a product, a category's first page): every field its default. */
const defaultQuery = made(searchQuerySchema.parse({}));

function isBlank(input: SearchQueryInput): boolean {
  for (const value of Object.values(input)) if (value !== undefined) return false;
  return true;
}

/** A complete query from some of its fields; invalid ones take their defaults. */
export function searchQuery(input: SearchQueryInput = {}): SearchQuery {
  if (madeQueries.has(input)) return input as SearchQuery;
  if (isBlank(input)) return defaultQuery;
  return made(searchQuerySchema.parse(input));
}

// built once: making a zod schema costs more than using it, and every listing and ad reads flags
const stringbool = z.stringbool();
const flag = (value: string | undefined) => {
  const parsed = stringbool.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};
const integer = (value: string | undefined) => (value !== undefined && /^\d{1,6}$/.test(value) ? Number(value) : value);

/** Reads a query string. Parameter names are matched case-insensitively (URLs get lower-cased). */
export function readSearchQuery(params: URLSearchParams): SearchQuery {
  if (params.size === 0) return defaultQuery;
  // a request reads its address's query in several places (route, canonical check, listing)
  const written = params.toString();
  const known = readQueries.get(written);
  if (known) return known;
  if (readQueries.size >= readQueriesLimit) readQueries.clear();
  const query = readQueryOf(params);
  readQueries.set(written, query);
  return query;
}

// Bounded (search terms are endless): emptied when it is full. The queries are frozen, so shared.
const readQueries = new Map<string, SearchQuery>();
const readQueriesLimit = 2_000;

function readQueryOf(params: URLSearchParams): SearchQuery {
  const first = new Map<string, string>();
  for (const [key, value] of params) if (!first.has(key.toLowerCase())) first.set(key.toLowerCase(), value);
  const get = (name: string) => first.get(name.toLowerCase());
  // docs/search-and-listings.md: sTerm is also accepted; a non-blank Ntt wins
  const ntt = get('Ntt');
  const term = ntt !== undefined && ntt.trim() !== '' ? ntt : get('sTerm');

  // raw strings in: the schema replaces whatever is invalid by its default
  return made(
    searchQuerySchema.parse({
      term,
      page: integer(get('currentpage')),
      sortBy: get('sortBy')?.toLowerCase(),
      facets: readFacets(params),
      categoryLevel: integer(get('categoryLevel')),
      channel: get('channel')?.trim().toUpperCase(),
      didYouMean: flag(get('DYM')),
      trending: flag(get('trending')),
      landing: flag(get('landing')),
      lang: get('lang')?.trim().toLowerCase().split(/[-_]/u)[0],
      address: get('address'),
    }),
  );
}

export interface WriteOptions {
  /** Leave Ntt out: the short SEO search route carries the term in its path. */
  withoutTerm?: boolean;
}

/** The query string of a query, defaults left out, in a fixed order (builders always write Ntt). */
export function searchQueryParams(input: SearchQueryInput, options: WriteOptions = {}): URLSearchParams {
  const query = searchQuery(input);
  const params = new URLSearchParams();
  if (query.term !== '' && !options.withoutTerm) params.set('Ntt', query.term);
  if (query.page > 1) params.set('currentpage', String(query.page));
  if (query.sortBy !== 'relevance') params.set('sortBy', query.sortBy);
  writeFacets(params, query.facets);
  if (query.categoryLevel !== undefined) params.set('categoryLevel', String(query.categoryLevel));
  if (query.channel !== undefined) params.set('channel', query.channel);
  if (query.didYouMean) params.set('DYM', 'true');
  if (query.trending) params.set('trending', 'true');
  if (!query.landing) params.set('landing', 'false');
  if (query.lang !== undefined) params.set('lang', query.lang);
  if (query.address !== undefined) params.set('address', query.address);
  return params;
}

/** `?a=1&b=2`, or '' when there is nothing to write. */
export function queryString(params: URLSearchParams): string {
  const written = params.toString();
  return written === '' ? '' : `?${written}`;
}
