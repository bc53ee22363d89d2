import { LRUCache } from 'lru-cache';
import { stem, words } from '../../lib/search-text';
import type { CodeTable } from './code-table';
import type { AttributeFacet, FacetColumns } from './columns';
import { DocumentStore } from './document-store';
import { buildIndexParts, type IndexParts } from './index-parts';
import { mergePostings, type PackedPostings, type Posting } from './postings';
import { topK } from './top-k';
import type { SearchDocument } from './types';

export type { Posting } from './postings';

export interface SearchIndexOptions {
  /** The tenant's regional synonym groups (src/content/synonyms): each word finds the others' products. */
  synonyms?: readonly (readonly string[])[];
}

/**
 * A tenant's products and what finds them: postings per stem, the vocabulary, facet columns.
 * Built from documents, or put back together from a snapshot's parts (index-snapshot.ts).
 */
export class SearchIndex {
  readonly docs: DocumentStore;
  readonly ordinalOf = new Map<string, number>();
  readonly postings: PackedPostings;
  /** Folded words (not stems) in order, for prefix matching in typeahead. */
  readonly sortedWords: string[];
  readonly stemOfWord: Map<string, string>;
  /** The most common word behind each stem: how a completion is shown ("cables", not "cabl"). */
  readonly wordOfStem: Map<string, string>;
  /** Every word behind each stem, to show a correction in the form closest to what was typed. */
  readonly wordsOfStem = new Map<string, string[]>();
  /** Documents per category, including every descendant's. */
  readonly categoryDocs: Map<string, Uint32Array>;
  readonly categoryNames: Map<string, string>;
  readonly categoryDepth: Map<string, number>;
  readonly brandDocs: Map<string, Uint32Array>;
  readonly brands: Map<string, SearchDocument['brand']>;
  /** Per depth (0 = department), each document's category there, as a number into `categoryIds` (-1: none). */
  readonly categoryAt: Int32Array[];
  readonly categoryIds: string[];
  readonly columns: FacetColumns;
  readonly all: Uint32Array;
  /** Stems of the words that name products (names, brands, categories, colours, synonyms): what a correction may offer. */
  readonly namingStems: Set<string>;
  readonly codes: CodeTable;
  /** Per stem of a synonym, the stems of its group (itself included). */
  readonly synonymStems = new Map<string, string[]>();
  /** What was built, kept to be written to a snapshot. */
  readonly parts: IndexParts;

  get attributeFacets(): Map<string, AttributeFacet> {
    return this.columns.attributeFacets;
  }

  /** The product at a document number, as an object made for the caller. */
  doc(ordinal: number | undefined): SearchDocument | undefined {
    return ordinal === undefined ? undefined : this.docs.get(ordinal);
  }

  /** The product with this id, undefined when the catalogue has none. */
  docById(id: string): SearchDocument | undefined {
    return this.doc(this.ordinalOf.get(id));
  }

  constructor(
    docs: readonly SearchDocument[] | DocumentStore,
    options: SearchIndexOptions = {},
    restored?: IndexParts,
  ) {
    const store = docs instanceof DocumentStore ? docs : DocumentStore.from(docs);
    const synonyms = options.synonyms ?? [];
    const parts = restored ?? buildIndexParts(store, synonyms);
    this.parts = parts;
    this.docs = store;
    this.all = Uint32Array.from({ length: store.length }, (_, o) => o);
    for (let o = 0; o < store.length; o++) this.ordinalOf.set(store.id(o), o);
    this.postings = parts.postings;
    this.sortedWords = parts.sortedWords;
    this.stemOfWord = parts.stemOfWord;
    this.wordOfStem = parts.wordOfStem;
    this.categoryDocs = parts.categoryDocs;
    this.categoryNames = parts.categoryNames;
    this.categoryDepth = parts.categoryDepth;
    this.brandDocs = parts.brandDocs;
    this.brands = parts.brands;
    this.categoryAt = parts.categoryAt;
    this.categoryIds = parts.categoryIds;
    this.columns = parts.columns;
    this.namingStems = parts.namingStems;
    this.codes = parts.codes;
    for (const group of synonyms) {
      const stems = [...new Set(group.flatMap((word) => words(word).map(stem)))];
      for (const term of stems) this.synonymStems.set(term, stems);
    }
    for (const [word, term] of this.stemOfWord) {
      const known = this.wordsOfStem.get(term);
      if (known) known.push(word);
      else this.wordsOfStem.set(term, [word]);
    }
  }

  /**
   * The documents of a stem and of its regional synonyms, merged (the best weight of each
   * document kept): "ampolleta" finds what "bombilla" names. Undefined when none is indexed.
   */
  termPosting(term: string): Posting | undefined {
    const alternatives = this.synonymStems.get(term);
    if (alternatives === undefined) return this.postings.get(term);
    const cached = this.synonymCache.get(term);
    if (cached !== undefined) return cached ?? undefined;
    const found = alternatives.map((alternative) => this.postings.get(alternative)).filter((p) => p !== undefined);
    const merged = found.length === 0 ? null : found.length === 1 ? (found[0] as Posting) : mergePostings(found);
    this.synonymCache.set(term, merged);
    return merged ?? undefined;
  }

  /** Only stems of the synonym files reach it: bounded by them, not by what shoppers type. */
  private readonly synonymCache = new Map<string, Posting | null>();

  /**
   * A term's best documents for typeahead, without ranking thousands: those where the term
   * weighs most (the product's kind, its name, before its category or data sheet), then the
   * most popular of them. "pintura" suggests paints before the paste sold in the paint department.
   */
  bestOf(term: string, count = 20): Uint32Array {
    const cached = this.bestCache.get(term);
    if (cached) return cached;
    const posting = this.termPosting(term);
    if (posting === undefined) return new Uint32Array(0);
    const { docs, weights } = posting;
    const byWeight = (a: number, b: number) =>
      (weights[b] as number) - (weights[a] as number) ||
      this.popularity(docs[b] as number) - this.popularity(docs[a] as number) ||
      (docs[a] as number) - (docs[b] as number);
    const positions = Uint32Array.from({ length: docs.length }, (_, i) => i);
    const best = Uint32Array.from(topK(positions, count, byWeight), (i) => docs[i] as number);
    this.bestCache.set(term, best);
    return best;
  }

  /** Typeahead asks for the completions of whatever is typed: kept for the most recent terms only. */
  private readonly bestCache = new LRUCache<string, Uint32Array>({ max: 2048 });

  /** How much a term weighs in a document (0 when the document lacks it), its synonyms' best weight counting. */
  weightOf(term: string, ordinal: number): number {
    const posting = this.termPosting(term);
    if (posting === undefined) return 0;
    const { docs, weights } = posting;
    let low = 0;
    let high = docs.length - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const value = docs[mid] as number;
      if (value === ordinal) return weights[mid] as number;
      if (value < ordinal) low = mid + 1;
      else high = mid - 1;
    }
    return 0;
  }

  /** Forgets the best sellers worked out per term, once sales or ratings have changed (refresh.ts). */
  forgetPopularity(): void {
    this.bestCache.clear();
  }

  /** Weekly sales, then how many reviewed it and how well, read from the columns. */
  popularity(ordinal: number): number {
    const c = this.columns;
    return (c.soldWeek[ordinal] ?? 0) * 10 + (c.ratingCount[ordinal] ?? 0) * (c.rating[ordinal] ?? 0);
  }

  /** How rare a term is: rarer terms decide relevance more (inverse document frequency). */
  idf(term: string): number {
    const posting = this.termPosting(term);
    return posting ? Math.log(1 + this.all.length / posting.docs.length) : 0;
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
