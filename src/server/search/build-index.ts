import { stem, words } from '../../lib/search-text';
import { type AttributeFacet, FacetColumns } from './columns';
import { topK } from './top-k';
import type { SearchDocument } from './types';

export interface Posting {
  docs: Uint32Array;
  weights: Float32Array;
}

// Where a word appears says how much it means: a word of the name describes the product,
// a word of a data-sheet value may only mention it.
const fieldWeight = { name: 3, brand: 2, leafCategory: 1.5, category: 1, color: 1, attribute: 0.5 } as const;

/** A term's documents as they are found, in document order: pairs kept in two growing lists. */
interface PostingDraft {
  docs: number[];
  weights: number[];
}

export class SearchIndex {
  readonly docs: readonly SearchDocument[];
  readonly ordinalOf = new Map<string, number>();
  readonly postings = new Map<string, Posting>();
  /** Folded words (not stems) in order, for prefix matching in typeahead. */
  readonly sortedWords: string[];
  readonly stemOfWord = new Map<string, string>();
  /** The most common word behind each stem: how a completion is shown ("cables", not "cabl"). */
  readonly wordOfStem = new Map<string, string>();
  /** Every word behind each stem, to show a correction in the form closest to what was typed. */
  readonly wordsOfStem = new Map<string, string[]>();
  /** Documents per category, including every descendant's. */
  readonly categoryDocs = new Map<string, Uint32Array>();
  readonly categoryNames = new Map<string, string>();
  readonly categoryDepth = new Map<string, number>();
  readonly brandDocs = new Map<string, Uint32Array>();
  readonly brands = new Map<string, SearchDocument['brand']>();
  /** Per depth (0 = department), each document's category there, as a number into `categoryIds` (-1: none). */
  readonly categoryAt: Int32Array[] = [];
  readonly categoryIds: string[] = [];
  readonly columns: FacetColumns;
  readonly all: Uint32Array;

  get attributeFacets(): Map<string, AttributeFacet> {
    return this.columns.attributeFacets;
  }

  constructor(docs: readonly SearchDocument[]) {
    this.docs = docs;
    this.all = Uint32Array.from(docs.keys());
    const drafts = new Map<string, PostingDraft>();
    const categories = new Map<string, number[]>();
    const brands = new Map<string, number[]>();
    const wordCounts = new Map<string, number>();
    const categoryOrdinal = new Map<string, number>();
    // Category, brand, colour and data-sheet texts repeat across thousands of products: read each once.
    const analysed = new Map<string, { word: string; term: string }[]>();
    const analyse = (text: string) => {
      const found = analysed.get(text) ?? words(text).map((word) => ({ word, term: stem(word) }));
      analysed.set(text, found);
      return found;
    };
    docs.forEach((doc, ordinal) => {
      this.ordinalOf.set(doc.id, ordinal);
      const add = (text: string, weight: number) => {
        for (const { word, term } of analyse(text)) {
          this.stemOfWord.set(word, term);
          wordCounts.set(word, (wordCounts.get(word) ?? 0) + 1);
          const draft = drafts.get(term) ?? { docs: [], weights: [] };
          drafts.set(term, draft);
          const last = draft.docs.length - 1;
          // Documents arrive in order, so a repeat is the last entry. Repeats add a little:
          // "Pintura látex para pintura de muros" is about paint.
          if (draft.docs[last] === ordinal) draft.weights[last] = Math.max(draft.weights[last] as number, weight) + 0.1;
          else {
            draft.docs.push(ordinal);
            draft.weights.push(weight);
          }
        }
      };
      add(doc.name, fieldWeight.name);
      add(doc.brand.name, fieldWeight.brand);
      doc.categories.forEach((category, depth) => {
        add(category.name, depth === doc.categories.length - 1 ? fieldWeight.leafCategory : fieldWeight.category);
        this.categoryNames.set(category.id, category.name);
        this.categoryDepth.set(category.id, depth + 1);
        push(categories, category.id, ordinal);
        let number = categoryOrdinal.get(category.id);
        if (number === undefined) {
          number = this.categoryIds.length;
          categoryOrdinal.set(category.id, number);
          this.categoryIds.push(category.id);
        }
        const level = this.categoryAt[depth] ?? new Int32Array(docs.length).fill(-1);
        this.categoryAt[depth] = level;
        level[ordinal] = number;
      });
      for (const color of doc.colors) add(color.name, fieldWeight.color);
      for (const attribute of doc.attributes) add(attribute.value, fieldWeight.attribute);
      push(brands, doc.brand.slug, ordinal);
      this.brands.set(doc.brand.slug, doc.brand);
    });
    for (const [term, draft] of drafts) {
      this.postings.set(term, { docs: Uint32Array.from(draft.docs), weights: Float32Array.from(draft.weights) });
    }
    this.sortedWords = [...this.stemOfWord.keys()].sort();
    for (const [word, stem] of this.stemOfWord) {
      this.wordsOfStem.set(stem, [...(this.wordsOfStem.get(stem) ?? []), word]);
      const current = this.wordOfStem.get(stem);
      if (current === undefined || (wordCounts.get(word) ?? 0) > (wordCounts.get(current) ?? 0)) {
        this.wordOfStem.set(stem, word);
      }
    }
    for (const [id, list] of categories) this.categoryDocs.set(id, Uint32Array.from(list));
    for (const [slug, list] of brands) this.brandDocs.set(slug, Uint32Array.from(list));
    this.columns = new FacetColumns(docs);
  }

  /** The most popular documents of a term, best first: what typeahead shows without ranking thousands. */
  popular(term: string, count = 20): Uint32Array {
    const cached = this.popularCache.get(term);
    if (cached) return cached;
    const docs = this.postings.get(term)?.docs ?? new Uint32Array(0);
    const byPopularity = (a: number, b: number) => popularity(this.docs[b]) - popularity(this.docs[a]) || a - b;
    const best = Uint32Array.from(topK(docs, count, byPopularity));
    this.popularCache.set(term, best);
    return best;
  }

  private readonly popularCache = new Map<string, Uint32Array>();

  /** How rare a term is: rarer terms decide relevance more (inverse document frequency). */
  idf(term: string): number {
    const posting = this.postings.get(term);
    return posting ? Math.log(1 + this.docs.length / posting.docs.length) : 0;
  }

  /** Words starting with a prefix, binary-searched in the sorted vocabulary. */
  wordsWithPrefix(prefix: string, limit = Number.POSITIVE_INFINITY): string[] {
    let low = 0;
    let high = this.sortedWords.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.sortedWords[mid] as string) < prefix) low = mid + 1;
      else high = mid;
    }
    const found: string[] = [];
    for (let i = low; i < this.sortedWords.length && found.length < limit; i++) {
      const word = this.sortedWords[i] as string;
      if (!word.startsWith(prefix)) break;
      found.push(word);
    }
    return found;
  }
}

/** Weekly sales, then how many reviewed it and how well. */
export function popularity(doc: SearchDocument | undefined): number {
  return doc ? doc.soldWeek * 10 + doc.ratingCount * doc.rating : 0;
}

function push(map: Map<string, number[]>, key: string, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
