import { BoundedMap } from '../../lib/bounded-map';
import { codeKey, feminineOf, foldText, modelCodes, stem, words } from '../../lib/search-text';
import { CodeTable } from './code-table';
import { type AttributeFacet, FacetColumns } from './columns';
import { mergePostings, PackedPostings, type Posting } from './postings';
import { topK } from './top-k';
import type { SearchDocument } from './types';

export type { Posting } from './postings';

// Where a word appears says how much it means: a word of the name describes the product,
// a variant's colour or size or a data-sheet value only qualifies it.
// A name's first word is the product's kind ("Interruptor diferencial", "Tinta acrílica"): it
// weighs more than a word further on ("Extensión con interruptor", "Rolo para tinta").
const fieldWeight = {
  nameHead: 4,
  name: 3,
  brand: 2,
  leafCategory: 1.5,
  category: 1,
  color: 1,
  attribute: 0.5,
} as const;

/** Data-sheet rows that hold a code a shopper may type ("Modelo: DWE4120", "Código do fabricante"). */
const codeAttribute = /^(modelo|model|codigo|referencia|ref|sku|ean|gtin)\b/;

export interface SearchIndexOptions {
  /** The tenant's regional synonym groups (src/content/synonyms): each word finds the others' products. */
  synonyms?: readonly (readonly string[])[];
}

/** A term's documents as they are found, in document order: pairs kept in two growing lists. */
interface PostingDraft {
  docs: number[];
  weights: number[];
}

export class SearchIndex {
  readonly docs: readonly SearchDocument[];
  readonly ordinalOf = new Map<string, number>();
  readonly postings: PackedPostings;
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
  /** Stems of the words that name products (names, brands, categories, colours, synonyms): what a correction may offer. */
  readonly namingStems = new Set<string>();
  readonly codes: CodeTable;
  /** Per stem of a synonym, the stems of its group (itself included). */
  readonly synonymStems = new Map<string, string[]>();

  get attributeFacets(): Map<string, AttributeFacet> {
    return this.columns.attributeFacets;
  }

  constructor(docs: readonly SearchDocument[], options: SearchIndexOptions = {}) {
    this.docs = docs;
    this.all = Uint32Array.from(docs.keys());
    const drafts = new Map<string, PostingDraft>();
    const categories = new Map<string, number[]>();
    const brands = new Map<string, number[]>();
    const wordCounts = new Map<string, number>();
    const categoryOrdinal = new Map<string, number>();
    // Category, brand, colour and data-sheet texts repeat across thousands of products: read each once.
    const analysed = new Map<string, { word: string; term: string }[]>();
    // Colours are named in the masculine ("Blanco", "Branco"); a shopper writes "pintura blanca".
    const masculineColours = new Set<string>();
    for (const doc of docs) {
      for (const color of doc.colors) {
        const first = words(color.name)[0];
        if (first !== undefined && feminineOf(first) !== undefined) masculineColours.add(first);
      }
    }
    const analyse = (text: string) => {
      let found = analysed.get(text);
      if (!found) {
        found = words(text).flatMap((word) => {
          const feminine = masculineColours.has(word) ? feminineOf(word) : undefined;
          const forms = [{ word, term: stem(word) }];
          return feminine === undefined ? forms : [...forms, { word: feminine, term: stem(feminine) }];
        });
        analysed.set(text, found);
      }
      return found;
    };
    const codes = new Map<string, number[]>();
    const codeNames = new Map<string, boolean>();
    const holdsCode = (name: string) => {
      let holds = codeNames.get(name);
      if (holds === undefined) {
        holds = codeAttribute.test(foldText(name));
        codeNames.set(name, holds);
      }
      return holds;
    };
    docs.forEach((doc, ordinal) => {
      this.ordinalOf.set(doc.id, ordinal);
      const add = (text: string, base: number, headWeight = base, share = 1) => {
        // Data-sheet words only mention things ("fibra siliconada"): never offered as corrections.
        const naming = base > fieldWeight.attribute;
        const found = analyse(text);
        for (let position = 0; position < found.length; position++) {
          const { word, term } = found[position] as { word: string; term: string };
          const weight = (position === 0 ? headWeight : base) * share;
          if (naming) this.namingStems.add(term);
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
      add(doc.name, fieldWeight.name, fieldWeight.nameHead);
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
      // A colour's weight is shared by its words: "pintura blanca" finds "Blanco" before "Blanco hueso".
      for (const color of doc.colors)
        add(color.name, fieldWeight.color, fieldWeight.color, 1 / Math.max(1, words(color.name).length));
      for (const attribute of doc.attributes) add(attribute.value, fieldWeight.attribute);
      for (const size of doc.sizes ?? []) add(size, fieldWeight.attribute);
      const docCodes = [
        ...(doc.codes ?? []),
        ...modelCodes(doc.name),
        ...doc.attributes.filter((row) => holdsCode(row.name)).map((row) => row.value),
      ];
      for (const code of new Set(docCodes.map(codeKey))) {
        const list = codes.get(code);
        if (list === undefined) codes.set(code, [ordinal]);
        else if (list.at(-1) !== ordinal) list.push(ordinal);
      }
      push(brands, doc.brand.slug, ordinal);
      this.brands.set(doc.brand.slug, doc.brand);
    });
    this.postings = new PackedPostings(drafts);
    drafts.clear();
    // A regional word is a word of the vocabulary: typeahead completes it, a correction may offer it.
    for (const group of options.synonyms ?? []) {
      const stems = [...new Set(group.flatMap((word) => words(word).map(stem)))];
      for (const term of stems) this.synonymStems.set(term, stems);
      for (const word of group.flatMap((entry) => words(entry))) {
        this.namingStems.add(stem(word));
        if (!this.stemOfWord.has(word)) this.stemOfWord.set(word, stem(word));
      }
    }
    this.sortedWords = [...this.stemOfWord.keys()].sort();
    for (const [word, stem] of this.stemOfWord) {
      this.wordsOfStem.set(stem, [...(this.wordsOfStem.get(stem) ?? []), word]);
      const current = this.wordOfStem.get(stem);
      if (current === undefined || (wordCounts.get(word) ?? 0) > (wordCounts.get(current) ?? 0)) {
        this.wordOfStem.set(stem, word);
      }
    }
    this.codes = new CodeTable(codes);
    for (const [id, list] of categories) this.categoryDocs.set(id, Uint32Array.from(list));
    for (const [slug, list] of brands) this.brandDocs.set(slug, Uint32Array.from(list));
    this.columns = new FacetColumns(docs);
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

  /** The most popular documents of a term, best first: what typeahead shows without ranking thousands. */
  popular(term: string, count = 20): Uint32Array {
    const cached = this.popularCache.get(term);
    if (cached) return cached;
    const docs = this.termPosting(term)?.docs ?? new Uint32Array(0);
    const byPopularity = (a: number, b: number) => this.popularity(b) - this.popularity(a) || a - b;
    const best = Uint32Array.from(topK(docs, count, byPopularity));
    this.popularCache.set(term, best);
    return best;
  }

  /** Typeahead asks for the completions of whatever is typed: kept for the most recent terms only. */
  private readonly popularCache = new BoundedMap<string, Uint32Array>(2048);

  /** Weekly sales, then how many reviewed it and how well, read from the columns. */
  popularity(ordinal: number): number {
    const c = this.columns;
    return (c.soldWeek[ordinal] ?? 0) * 10 + (c.ratingCount[ordinal] ?? 0) * (c.rating[ordinal] ?? 0);
  }

  /** How rare a term is: rarer terms decide relevance more (inverse document frequency). */
  idf(term: string): number {
    const posting = this.termPosting(term);
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
