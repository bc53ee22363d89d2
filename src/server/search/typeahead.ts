import { foldText, stem, words } from '../../lib/search-text';
import { intersectSorted } from './bitset';
import type { SearchIndex } from './build-index';
import { matchCode } from './match';
import type { SearchDocument, SearchZone } from './types';

export interface TypeaheadResult {
  /** Whole queries to search: the typed words with the last one completed. */
  terms: string[];
  categories: { id: string; name: string }[];
  brands: SearchDocument['brand'][];
  products: { id: string; name: string; slug: string; brand: string; price: number | undefined }[];
}

export interface TypeaheadOptions {
  zone: SearchZone;
  /** Suggestions per group. */
  limit: number;
}

/** Completions tried for the last word, the most common first. */
const maxCompletions = 8;
const empty: TypeaheadResult = { terms: [], categories: [], brands: [], products: [] };

function contains(sorted: Uint32Array, value: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = sorted[mid] as number;
    if (at === value) return true;
    if (at < value) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}

/**
 * Suggestions while the shopper types (spec §7 typeahead): every word but the last must
 * match whole; the last one is a prefix. Works from each completion's most popular products
 * so that a two-letter prefix costs the same as a long one.
 */
export function typeahead(index: SearchIndex, query: string, options: TypeaheadOptions): TypeaheadResult {
  const coded = matchCode(index, query);
  // A code typed or pasted whole is one product (or a few): show it, nothing to complete.
  if (coded)
    return { ...empty, products: [...coded].slice(0, options.limit).map((o) => suggestion(index, o, options)) };
  const typed = words(query);
  const last = typed.at(-1);
  if (last === undefined || foldText(query).trim().length < 2) return empty;
  const before = typed.slice(0, -1);
  const beforePostings = before.map((word) => index.termPosting(stem(word))?.docs);
  if (beforePostings.some((posting) => posting === undefined)) return empty;
  let required: Uint32Array | undefined;
  for (const posting of beforePostings) required = required && posting ? intersectSorted(required, posting) : posting;

  const completions = [...new Set(index.wordsWithPrefix(last, 400).map((word) => index.stemOfWord.get(word) ?? word))]
    .map((term) => {
      const posting = index.termPosting(term)?.docs ?? new Uint32Array(0);
      const count = required ? intersectSorted(required, posting).length : posting.length;
      return { term, count };
    })
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, maxCompletions);

  const candidates = new Set<number>();
  for (const { term } of completions) {
    for (const ordinal of index.popular(term)) if (!required || contains(required, ordinal)) candidates.add(ordinal);
  }
  const ranked = [...candidates].sort((a, b) => index.popularity(b) - index.popularity(a) || a - b);

  const categories = leafCategories(
    ranked.map((ordinal) => index.docs.categories(ordinal)),
    options.limit,
  );
  const brands = brandsTyped(index.brands.values(), query, options.limit);
  const lead = before.join(' ');
  return {
    terms: completions
      .map(({ term }) => [lead, index.wordOfStem.get(term) ?? term].filter(Boolean).join(' '))
      .slice(0, options.limit),
    categories,
    brands,
    products: ranked.slice(0, options.limit).map((ordinal) => suggestion(index, ordinal, options)),
  };
}

function suggestion(
  index: SearchIndex,
  ordinal: number,
  options: TypeaheadOptions,
): TypeaheadResult['products'][number] {
  return productSuggestion(index.doc(ordinal) as SearchDocument, options);
}

/** A product as typeahead suggests it: its name, brand and price in the shopper's zone. */
export function productSuggestion(doc: SearchDocument, options: TypeaheadOptions): TypeaheadResult['products'][number] {
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    brand: doc.brand.name,
    price: doc.prices[options.zone.priceGroupId]?.current,
  };
}

/** The leaf categories of the suggested products, the ones most of them are in first. */
export function leafCategories(
  paths: Iterable<SearchDocument['categories']>,
  limit: number,
): TypeaheadResult['categories'] {
  const counts = new Map<string, { id: string; name: string; count: number }>();
  for (const path of paths) {
    const leaf = path.at(-1);
    if (!leaf) continue;
    const entry = counts.get(leaf.id) ?? { ...leaf, count: 0 };
    entry.count += 1;
    counts.set(leaf.id, entry);
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count)
    .slice(0, limit)
    .map(({ id, name }) => ({ id, name }));
}

/** Brands whose name starts with what was typed, or with one word typed alone, one of whose words does. */
export function brandsTyped(
  brands: Iterable<SearchDocument['brand']>,
  query: string,
  limit: number,
): SearchDocument['brand'][] {
  const typed = words(query);
  const last = typed.at(-1) ?? '';
  const prefix = foldText(query).trim();
  return [...brands]
    .filter((brand) => {
      const name = foldText(brand.name);
      return name.startsWith(prefix) || words(brand.name).some((word) => typed.length === 1 && word.startsWith(last));
    })
    .slice(0, limit);
}
