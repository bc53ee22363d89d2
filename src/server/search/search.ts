import { intersectSorted } from './bitset';
import type { SearchIndex } from './build-index';
import { countFacets } from './facet-counts';
import { facetFilters, passingEvery } from './facet-filters';
import { correctTerm, matchCode, matchTerm, type TermMatch } from './match';
import { topK } from './top-k';
import type { Facet, SearchRequest, SearchResponse } from './types';

interface Scope {
  docs: Uint32Array;
  scores?: Float64Array;
  didYouMean?: string;
  searchedTerm?: string;
}

/** Above any word match's score: a product whose code is the term comes first. */
const codeScore = 1_000_000;

/** A term's matches with the products whose code it is added in front. */
function withCodes(match: TermMatch, codes: Uint32Array): TermMatch {
  const scores = new Map<number, number>();
  match.docs.forEach((doc, i) => {
    scores.set(doc, match.scores[i] as number);
  });
  for (const doc of codes) scores.set(doc, codeScore + (scores.get(doc) ?? 0));
  const docs = Uint32Array.from(scores.keys()).sort();
  return { docs, scores: Float64Array.from(docs, (doc) => scores.get(doc) as number), missing: [] };
}

/** The documents a request looks at before facets: its term, brand, category or collection. */
function scope(index: SearchIndex, request: SearchRequest): Scope {
  let docs = index.all;
  let scores: Float64Array | undefined;
  let didYouMean: string | undefined;
  let searchedTerm: string | undefined;
  const term = request.term?.trim() ?? '';
  if (term !== '') {
    let match = matchTerm(index, term);
    const codes = matchCode(index, term);
    if (codes) match = withCodes(match, codes);
    searchedTerm = term;
    if (match.docs.length === 0 && !request.noCorrection) {
      const corrected = correctTerm(index, term);
      if (corrected !== undefined) {
        const retry = matchTerm(index, corrected);
        if (retry.docs.length > 0) {
          match = retry;
          didYouMean = corrected;
          searchedTerm = corrected;
        }
      }
    }
    docs = match.docs;
    scores = match.scores;
  }
  const restrict = (allowed: Uint32Array | undefined) => {
    const kept = intersectSorted(docs, allowed ?? new Uint32Array(0));
    if (scores) {
      const scoreOf = new Map<number, number>();
      docs.forEach((doc, i) => {
        scoreOf.set(doc, scores?.[i] ?? 0);
      });
      scores = Float64Array.from(kept, (doc) => scoreOf.get(doc) ?? 0);
    }
    docs = kept;
  };
  if (request.brand !== undefined) restrict(index.brandDocs.get(request.brand));
  if (request.categoryId !== undefined) restrict(index.categoryDocs.get(request.categoryId));
  if (request.productIds !== undefined) {
    const ordinals = request.productIds.map((id) => index.ordinalOf.get(id)).filter((o) => o !== undefined);
    restrict(Uint32Array.from(new Set(ordinals)).sort());
  }
  return {
    docs,
    ...(scores ? { scores } : {}),
    ...(didYouMean ? { didYouMean } : {}),
    ...(searchedTerm ? { searchedTerm } : {}),
  };
}

type Compare = (a: number, b: number) => number;

function comparator(index: SearchIndex, request: SearchRequest, relevance: Float64Array): Compare {
  const c = index.columns;
  const sold = c.soldWeek;
  const tie = (a: number, b: number) => (sold[b] as number) - (sold[a] as number) || a - b;
  const prices = c.price.get(request.zone.priceGroupId);
  // Products without a price in the zone's group sort last either way.
  const price = (o: number, missing: number) => {
    const value = prices?.[o] ?? Number.NaN;
    return Number.isNaN(value) ? missing : value;
  };
  switch (request.sortBy) {
    case 'price-asc':
      return (a, b) => price(a, Number.POSITIVE_INFINITY) - price(b, Number.POSITIVE_INFINITY) || tie(a, b);
    case 'price-desc':
      return (a, b) => price(b, Number.NEGATIVE_INFINITY) - price(a, Number.NEGATIVE_INFINITY) || tie(a, b);
    case 'rating':
      return (a, b) =>
        (c.rating[b] as number) - (c.rating[a] as number) ||
        (c.ratingCount[b] as number) - (c.ratingCount[a] as number) ||
        tie(a, b);
    case 'newest':
      return (a, b) => (c.createdAt[b] as number) - (c.createdAt[a] as number) || tie(a, b);
    case 'best-selling':
      return tie;
    default:
      return (a, b) => (relevance[b] as number) - (relevance[a] as number) || tie(a, b);
  }
}

/** Runs one search or listing request against a tenant's index. */
export function search(index: SearchIndex, request: SearchRequest): SearchResponse {
  const found = scope(index, request);
  const depth = request.categoryId ? (index.categoryDepth.get(request.categoryId) ?? 0) + 1 : 1;
  const { results, facets } = countFacets({
    index,
    candidates: found.docs,
    filters: facetFilters(index, request.facets, request.zone),
    selected: request.facets,
    zone: request.zone,
    categoryDepth: depth,
  });
  return ranked(index, request, found, results, facets);
}

/**
 * The same search without counting its facets' values, for pages that show the products alone (the
 * home's tiles and rails, a landing page's grids): the counts were most of the home page's CPU.
 */
export function searchProducts(index: SearchIndex, request: SearchRequest): SearchResponse {
  const found = scope(index, request);
  const results = passingEvery(found.docs, facetFilters(index, request.facets, request.zone));
  return ranked(index, request, found, results, []);
}

/** One page of `results`, in the request's order. */
function ranked(
  index: SearchIndex,
  request: SearchRequest,
  { docs, scores, didYouMean, searchedTerm }: Scope,
  results: Uint32Array,
  facets: Facet[],
): SearchResponse {
  // Relevance by document number: the ranking compares it many times per request.
  const relevance = new Float64Array(index.docs.length);
  if (scores) {
    docs.forEach((doc, i) => {
      relevance[doc] = scores[i] ?? 0;
    });
  }
  const pages = Math.max(1, Math.ceil(results.length / request.pageSize));
  const page = Math.min(request.page, pages);
  const start = (page - 1) * request.pageSize;
  const ranked = topK(results, start + request.pageSize, comparator(index, request, relevance)).slice(start);
  return {
    total: results.length,
    page,
    pageSize: request.pageSize,
    pages,
    hits: ranked.map((ordinal) => ({
      id: index.docs.id(ordinal),
      score: relevance[ordinal] ?? 0,
    })),
    facets,
    ...(didYouMean ? { didYouMean } : {}),
    ...(searchedTerm ? { searchedTerm } : {}),
  };
}
