import type { DatabaseHandle } from '../db';
import { logLine } from '../log';
import { searchEngineSetting } from './engine-setting';
import { refreshSearchRows } from './postgres/refresh-rows';
import type { Vocabulary } from './postgres/rows';
import { searchPostgres } from './postgres/search';
import { searchVocabulary } from './postgres/sync';
import { typeaheadPostgres } from './postgres/typeahead';
import { searchIndex } from './registry';
import { search } from './search';
import { type TypeaheadOptions, type TypeaheadResult, typeahead } from './typeahead';
import type { SearchDocument, SearchRequest, SearchResponse } from './types';

/**
 * Search and typeahead for one tenant, whichever implementation answers them (SEARCH_ENGINE):
 * the in-memory index each server holds (the default), or the search tables of the shared
 * PostgreSQL database. Both read words alike (src/lib/search-text.ts) and rank alike, and the
 * same tests run against both (`npm run test:postgres`).
 */
export interface SearchEngine {
  /** Brands and category names that listings may be scoped to. */
  readonly brands: ReadonlyMap<string, SearchDocument['brand']>;
  readonly categoryNames: ReadonlyMap<string, string>;
  /** One search or listing request; the documents of the hits, in their order, for the cards. */
  search(request: SearchRequest): Promise<SearchResponse & { documents: SearchDocument[] }>;
  typeahead(query: string, options: TypeaheadOptions): Promise<TypeaheadResult>;
}

async function memoryEngine(handle: DatabaseHandle, tenant: string): Promise<SearchEngine> {
  const index = await searchIndex(handle, tenant);
  return {
    brands: index.brands,
    categoryNames: index.categoryNames,
    search: async (request) => {
      const response = search(index, request);
      return { ...response, documents: response.hits.map((hit) => index.docById(hit.id) as SearchDocument) };
    },
    typeahead: async (query, options) => typeahead(index, query, options),
  };
}

/** The brands and categories of a vocabulary, made once per vocabulary read. */
const scopes = new WeakMap<Vocabulary, Pick<SearchEngine, 'brands' | 'categoryNames'>>();
function scopesOf(vocabulary: Vocabulary): Pick<SearchEngine, 'brands' | 'categoryNames'> {
  let found = scopes.get(vocabulary);
  if (!found) {
    found = {
      brands: new Map(vocabulary.brands.map((brand) => [brand.slug, brand])),
      categoryNames: new Map(vocabulary.categories.map((category) => [category.id, category.name])),
    };
    scopes.set(vocabulary, found);
  }
  return found;
}

/** The tenant's search engine, as configured. */
export async function searchEngine(handle: DatabaseHandle, tenant: string): Promise<SearchEngine> {
  if (handle.dialect !== 'postgres' || searchEngineSetting() !== 'postgres') return memoryEngine(handle, tenant);
  const vocabulary = await searchVocabulary(handle, tenant);
  return {
    ...scopesOf(vocabulary),
    search: (request) => searchPostgres(handle, tenant, vocabulary, request),
    typeahead: (query, options) => typeaheadPostgres(handle, tenant, vocabulary, query, options),
  };
}

/**
 * Brings the shared search tables up to date with an order's or a review's products, on the
 * server that made the change, before it tells the others (catalogue-changes.ts): the rows are
 * every server's. A feed needs nothing here: each server checks the rows against the catalogue
 * at its next search, and the first rewrites them.
 */
export async function refreshSearchTables(
  handle: DatabaseHandle,
  tenant: string,
  ids: readonly string[],
): Promise<void> {
  if (handle.dialect !== 'postgres' || searchEngineSetting() !== 'postgres') return;
  // The change is committed and answered for: a failed refresh is logged, not the shopper's error.
  await refreshSearchRows(handle, tenant, ids).catch((error: unknown) =>
    logLine('warn', 'search tables not refreshed', { tenant, error: String(error) }),
  );
}
