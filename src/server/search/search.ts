import { intersectSorted } from './bitset';
import type { SearchIndex } from './build-index';
import { countFacets } from './facet-counts';
import { facetFilters, priceOf } from './facet-filters';
import { correctTerm, matchTerm } from './match';
import { topK } from './top-k';
import type { SearchDocument, SearchRequest, SearchResponse, SearchZone } from './types';

interface Scope {
  docs: Uint32Array;
  scores?: Float64Array;
  didYouMean?: string;
  searchedTerm?: string;
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

function comparator(index: SearchIndex, request: SearchRequest, relevance: Map<number, number>): Compare {
  const docs = index.docs as SearchDocument[];
  const doc = (ordinal: number) => docs[ordinal] as SearchDocument;
  const tie = (a: number, b: number) => doc(b).soldWeek - doc(a).soldWeek || a - b;
  const price = (ordinal: number, zone: SearchZone) => priceOf(doc(ordinal), zone) ?? Number.POSITIVE_INFINITY;
  switch (request.sortBy) {
    case 'price-asc':
      return (a, b) => price(a, request.zone) - price(b, request.zone) || tie(a, b);
    case 'price-desc':
      // Products without a price in the zone's group sort last either way.
      return (a, b) => {
        const pa = priceOf(doc(a), request.zone) ?? Number.NEGATIVE_INFINITY;
        const pb = priceOf(doc(b), request.zone) ?? Number.NEGATIVE_INFINITY;
        return pb - pa || tie(a, b);
      };
    case 'rating':
      return (a, b) => doc(b).rating - doc(a).rating || doc(b).ratingCount - doc(a).ratingCount || tie(a, b);
    case 'newest':
      return (a, b) => doc(b).createdAt - doc(a).createdAt || tie(a, b);
    case 'best-selling':
      return tie;
    default:
      return (a, b) => (relevance.get(b) ?? 0) - (relevance.get(a) ?? 0) || tie(a, b);
  }
}

/** Runs one search or listing request against a tenant's index. */
export function search(index: SearchIndex, request: SearchRequest): SearchResponse {
  const { docs, scores, didYouMean, searchedTerm } = scope(index, request);
  const depth = request.categoryId ? (index.categoryDepth.get(request.categoryId) ?? 0) + 1 : 1;
  const { results, facets } = countFacets({
    index,
    candidates: docs,
    filters: facetFilters(index, request.facets, request.zone),
    selected: request.facets,
    zone: request.zone,
    categoryDepth: depth,
  });
  const relevance = new Map<number, number>();
  if (scores) {
    docs.forEach((doc, i) => {
      relevance.set(doc, scores[i] ?? 0);
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
      id: (index.docs[ordinal] as SearchDocument).id,
      score: relevance.get(ordinal) ?? 0,
    })),
    facets,
    ...(didYouMean ? { didYouMean } : {}),
    ...(searchedTerm ? { searchedTerm } : {}),
  };
}
