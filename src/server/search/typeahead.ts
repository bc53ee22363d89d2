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
/**
 * A word typed whole weighs this many times a longer word it begins: "pala" suggests shovels
 * before levers ("palanca"), "tinta" paints before what "tintas" only qualifies.
 */
export const wholeWordFactor = 2;
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
 * The stems the last word may become, each with how many products it finds (among those with
 * the words before it) and whether it is the word typed whole: the word itself when it is one
 * the catalogue knows, its plural or singular included ("taladros", "luces"), then the most
 * common words it begins.
 */
export function rankCompletions<T extends { term: string; count: number }>(found: T[], whole: string): T[] {
  return found
    .filter(({ count }) => count > 0)
    .sort((a, b) => Number(b.term === whole) - Number(a.term === whole) || b.count - a.count)
    .slice(0, maxCompletions);
}

/**
 * Suggestions while the shopper types (docs/search-and-listings.md typeahead): every word but the last must
 * match whole; the last one is a prefix. Products rank by what the words name in them: a word
 * that is the product's kind or in its name before one of its category or data sheet, a word
 * typed whole before a longer one it begins, then the best sellers. Works from each
 * completion's best products so that a two-letter prefix costs the same as a long one.
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
  const beforeStems = [...new Set(before.map(stem))];
  const beforePostings = beforeStems.map((term) => index.termPosting(term)?.docs);
  if (beforePostings.some((posting) => posting === undefined)) return empty;
  let required: Uint32Array | undefined;
  for (const posting of beforePostings) required = required && posting ? intersectSorted(required, posting) : posting;

  const whole = stem(last);
  const stems = new Set(index.wordsWithPrefix(last, 400).map((word) => index.stemOfWord.get(word) ?? word));
  if (index.termPosting(whole) !== undefined) stems.add(whole);
  const completions = rankCompletions(
    [...stems].map((term) => {
      const posting = index.termPosting(term)?.docs ?? new Uint32Array(0);
      const count = required ? intersectSorted(required, posting).length : posting.length;
      return { term, count };
    }),
    whole,
  );

  const candidates = new Set<number>();
  for (const { term } of completions) {
    for (const ordinal of index.bestOf(term)) if (!required || contains(required, ordinal)) candidates.add(ordinal);
  }
  // The words before the last weigh as they weigh in the product; the last as its best completion there.
  const score = (ordinal: number) => {
    let sum = 0;
    for (const term of beforeStems) sum += index.weightOf(term, ordinal);
    let best = 0;
    for (const { term } of completions)
      best = Math.max(best, index.weightOf(term, ordinal) * (term === whole ? wholeWordFactor : 1));
    return sum + best;
  };
  const scored = [...candidates].map((ordinal) => ({ ordinal, score: score(ordinal) }));
  scored.sort(
    (a, b) => b.score - a.score || index.popularity(b.ordinal) - index.popularity(a.ordinal) || a.ordinal - b.ordinal,
  );

  const categories = leafCategories(
    scored.map(({ ordinal, score }) => ({ path: index.docs.categories(ordinal), score })),
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
    products: scored.slice(0, options.limit).map(({ ordinal }) => suggestion(index, ordinal, options)),
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

/**
 * The leaf categories of the suggested products, by the summed score of their products (a
 * category of products the word names beats one of many that only mention it), the first
 * met on a tie.
 */
export function leafCategories(
  ranked: Iterable<{ path: SearchDocument['categories']; score: number }>,
  limit: number,
): TypeaheadResult['categories'] {
  const sums = new Map<string, { id: string; name: string; score: number }>();
  for (const { path, score } of ranked) {
    const leaf = path.at(-1);
    if (!leaf) continue;
    const entry = sums.get(leaf.id) ?? { ...leaf, score: 0 };
    entry.score += score;
    sums.set(leaf.id, entry);
  }
  return [...sums.values()]
    .sort((a, b) => b.score - a.score)
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
