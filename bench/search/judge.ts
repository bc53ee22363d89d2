import { readFileSync } from 'node:fs';
import type { SearchIndex } from '../../src/server/search/build-index';
import { search } from '../../src/server/search/search';
import { typeahead } from '../../src/server/search/typeahead';
import type { SearchDocument, SearchZone } from '../../src/server/search/types';

/**
 * The judged lists of bench/search (the 100 most common searches per language, and typeahead
 * prefixes) and how a tenant's index answers them. A list names kinds of product by category id
 * of the tree every tenant shares, never by product, so the judgments survive a regenerated
 * catalogue and do not follow the engine.
 */

export type Language = 'es' | 'pt';

export interface CommonSearch {
  query: string;
  /** Category ids (without "CATG"): a product is of the kind when one of its path is listed. */
  kind: number[];
}

export interface JudgedPrefix {
  prefix: string;
  kind: number[];
}

function read<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8')) as T;
}

export function commonSearches(lang: Language): CommonSearch[] {
  return read<{ searches: CommonSearch[] }>(`./common-searches.${lang}.json`).searches;
}

export function judgedPrefixes(lang: Language): JudgedPrefix[] {
  return read<{ prefixes: JudgedPrefix[] }>(`./typeahead-prefixes.${lang}.json`).prefixes;
}

/** Whether a product is of a judged kind: its category or one above it is listed. */
export function isOfKind(doc: SearchDocument | undefined, kind: readonly number[]): boolean {
  const ids = new Set(kind.map((id) => `CATG${id}`));
  return doc?.categories.some((category) => ids.has(category.id)) === true;
}

/** The zone the judgments are made in: the catalogue's first price group, delivery at home. */
export function judgingZone(index: SearchIndex): SearchZone {
  const first = index.doc(0);
  return { priceGroupId: Object.keys(first?.prices ?? {})[0] ?? '', storeIds: [], homeDelivery: true };
}

export interface SearchJudgment {
  query: string;
  total: number;
  /** The first result is of the kind. */
  first: boolean;
  /** Of the first five results (or fewer when fewer were found), the share of the kind. */
  topFive: number;
  /** The first result's name, to read what went wrong. */
  firstName: string | undefined;
}

/** How the index answers each common search: found, and of the right kind first. */
export function judgeSearches(index: SearchIndex, searches: readonly CommonSearch[]): SearchJudgment[] {
  const zone = judgingZone(index);
  return searches.map(({ query, kind }) => {
    const response = search(index, { term: query, facets: {}, sortBy: 'relevance', page: 1, pageSize: 5, zone });
    const docs = response.hits.map((hit) => index.docById(hit.id));
    const right = docs.filter((doc) => isOfKind(doc, kind)).length;
    return {
      query,
      total: response.total,
      first: isOfKind(docs[0], kind),
      topFive: docs.length === 0 ? 0 : right / docs.length,
      firstName: docs[0]?.name,
    };
  });
}

export interface PrefixJudgment {
  prefix: string;
  /** The first product suggestion is of the kind. */
  first: boolean;
  firstName: string | undefined;
  ms: number;
}

/**
 * What typeahead suggests first for each judged prefix, with the time each suggestion took;
 * `cold` forgets the best products worked out per term before each, as after a catalogue change.
 */
export function judgePrefixes(index: SearchIndex, prefixes: readonly JudgedPrefix[], cold = false): PrefixJudgment[] {
  const zone = judgingZone(index);
  return prefixes.map(({ prefix, kind }) => {
    if (cold) index.forgetPopularity();
    const started = performance.now();
    const suggested = typeahead(index, prefix, { zone, limit: 5 });
    const ms = performance.now() - started;
    const first = suggested.products[0];
    const doc = first ? index.docById(first.id) : undefined;
    return { prefix, first: isOfKind(doc, kind), firstName: first?.name, ms };
  });
}
