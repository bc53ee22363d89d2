import { atom } from 'nanostores';
import * as z from 'zod/mini';
import { debounceMs } from '../lib/constants';
import { apiPath, call } from './client';

/** The answer of GET /api/{tenant}/s/typeahead/v1 (src/pages/api/[tenant]/s/typeahead/v1.ts). */
const suggestionsSchema = z.object({
  terms: z.array(z.object({ term: z.string(), url: z.string() })),
  categories: z.array(z.object({ name: z.string(), url: z.string() })),
  brands: z.array(z.object({ name: z.string(), url: z.string() })),
  products: z.array(
    z.object({ name: z.string(), brand: z.string(), url: z.string(), priceText: z.nullable(z.string()) }),
  ),
});
type Suggestions = z.infer<typeof suggestionsSchema>;

export const suggestionKinds = ['terms', 'categories', 'brands', 'products'] as const;
export type SuggestionKind = (typeof suggestionKinds)[number];

/** One suggestion, in the listbox's order: terms, categories, brands, products. */
export interface Suggestion {
  kind: SuggestionKind;
  label: string;
  /** The words a completed term searches. */
  term?: string;
  /** What else a product option says: its brand and price. */
  details: string[];
  url: string;
}

export interface TypeaheadState {
  /** The words the suggestions are for ('' when there are none to show). */
  query: string;
  suggestions: Suggestion[];
  status: 'idle' | 'ready' | 'failed';
}

const idle: TypeaheadState = { query: '', suggestions: [], status: 'idle' };
export const $typeahead = atom<TypeaheadState>(idle);

/** Fewer letters match too much to help. */
export const minLetters = 2;

function suggestionsOf(found: Suggestions): Suggestion[] {
  return [
    ...found.terms.map(
      (item): Suggestion => ({ kind: 'terms', label: item.term, term: item.term, details: [], url: item.url }),
    ),
    ...found.categories.map(
      (item): Suggestion => ({ kind: 'categories', label: item.name, details: [], url: item.url }),
    ),
    ...found.brands.map((item): Suggestion => ({ kind: 'brands', label: item.name, details: [], url: item.url })),
    ...found.products.map(
      (item): Suggestion => ({
        kind: 'products',
        label: item.name,
        details: [item.brand, ...(item.priceText ? [item.priceText] : [])],
        url: item.url,
      }),
    ),
  ];
}

const answers = new Map<string, Suggestion[]>();
let timer: ReturnType<typeof setTimeout> | undefined;
/** The words asked last: an answer for older words arrives late and is dropped. */
let wanted = '';

async function suggest(query: string, fallbackMessage: string): Promise<void> {
  wanted = query;
  let suggestions = answers.get(query);
  try {
    suggestions ??= suggestionsOf(
      await call(`${apiPath('s/typeahead/v1')}?Ntt=${encodeURIComponent(query)}`, suggestionsSchema, {
        fallbackMessage,
      }),
    );
    answers.set(query, suggestions);
    if (wanted === query) $typeahead.set({ query, suggestions, status: 'ready' });
  } catch {
    // the search button still works: the island says so and shows no list
    if (wanted === query) $typeahead.set({ query, suggestions: [], status: 'failed' });
  }
}

/** The shopper typed: suggestions for the words 200 ms after the last key (docs/browser-state.md typeahead debounce). */
export function typeaheadTyped(value: string, fallbackMessage: string): void {
  clearTimeout(timer);
  const query = value.trim();
  if (query.length < minLetters) {
    wanted = '';
    $typeahead.set(idle);
    return;
  }
  timer = setTimeout(() => void suggest(query, fallbackMessage), debounceMs.typeahead);
}
