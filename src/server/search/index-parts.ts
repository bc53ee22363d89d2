import { codeKey, feminineOf, foldText, modelCodes, stem, words } from '../../lib/search-text';
import { CodeTable } from './code-table';
import { buildFacetColumns, type FacetColumns } from './columns';
import type { DocumentStore } from './document-store';
import { PackedPostings } from './postings';
import type { SearchDocument } from './types';

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

/** What a search index holds besides its documents: built here, or read back from a snapshot. */
export interface IndexParts {
  postings: PackedPostings;
  /** Every indexed word's stem, in the order the words were first met. */
  stemOfWord: Map<string, string>;
  /** Folded words (not stems) in order, for prefix matching in typeahead. */
  sortedWords: string[];
  /** The most common word behind each stem: how a completion is shown ("cables", not "cabl"). */
  wordOfStem: Map<string, string>;
  /** Documents per category, including every descendant's. */
  categoryDocs: Map<string, Uint32Array>;
  categoryNames: Map<string, string>;
  categoryDepth: Map<string, number>;
  brandDocs: Map<string, Uint32Array>;
  brands: Map<string, SearchDocument['brand']>;
  /** Per depth (0 = department), each document's category there, as a number into `categoryIds` (-1: none). */
  categoryAt: Int32Array[];
  categoryIds: string[];
  columns: FacetColumns;
  /** Stems of the words that name products (names, brands, categories, colours, synonyms): what a correction may offer. */
  namingStems: Set<string>;
  codes: CodeTable;
}

/** A term's documents as they are found, in document order: pairs kept in two growing lists. */
interface PostingDraft {
  docs: number[];
  weights: number[];
}

function push(map: Map<string, number[]>, key: string, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Indexes every document of the store, then the tenant's regional synonyms. */
export function buildIndexParts(store: DocumentStore, synonyms: readonly (readonly string[])[]): IndexParts {
  const n = store.length;
  const drafts = new Map<string, PostingDraft>();
  const categories = new Map<string, number[]>();
  const brandLists = new Map<string, number[]>();
  const wordCounts = new Map<string, number>();
  const categoryOrdinal = new Map<string, number>();
  const parts: Omit<IndexParts, 'postings' | 'sortedWords' | 'wordOfStem' | 'codes' | 'columns'> = {
    stemOfWord: new Map(),
    categoryDocs: new Map(),
    categoryNames: new Map(),
    categoryDepth: new Map(),
    brandDocs: new Map(),
    brands: new Map(),
    categoryAt: [],
    categoryIds: [],
    namingStems: new Set(),
  };
  // Category, brand, colour and data-sheet texts repeat across thousands of products: read each once.
  const analysed = new Map<string, { word: string; term: string }[]>();
  // Colours are named in the masculine ("Blanco", "Branco"); a shopper writes "pintura blanca".
  const masculineColours = new Set<string>();
  for (const color of store.parts.colors) {
    const first = words(color.name)[0];
    if (first !== undefined && feminineOf(first) !== undefined) masculineColours.add(first);
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
  for (let ordinal = 0; ordinal < n; ordinal++) {
    const add = (text: string, base: number, headWeight = base, share = 1) => {
      // Data-sheet words only mention things ("fibra siliconada"): never offered as corrections.
      const naming = base > fieldWeight.attribute;
      const found = analyse(text);
      for (let position = 0; position < found.length; position++) {
        const { word, term } = found[position] as { word: string; term: string };
        const weight = (position === 0 ? headWeight : base) * share;
        if (naming) parts.namingStems.add(term);
        parts.stemOfWord.set(word, term);
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
    const name = store.name(ordinal);
    const brand = store.brand(ordinal);
    const path = store.categories(ordinal);
    const attributes = store.attributes(ordinal);
    add(name, fieldWeight.name, fieldWeight.nameHead);
    add(brand.name, fieldWeight.brand);
    path.forEach((category, depth) => {
      add(category.name, depth === path.length - 1 ? fieldWeight.leafCategory : fieldWeight.category);
      parts.categoryNames.set(category.id, category.name);
      parts.categoryDepth.set(category.id, depth + 1);
      push(categories, category.id, ordinal);
      let number = categoryOrdinal.get(category.id);
      if (number === undefined) {
        number = parts.categoryIds.length;
        categoryOrdinal.set(category.id, number);
        parts.categoryIds.push(category.id);
      }
      const level = parts.categoryAt[depth] ?? new Int32Array(n).fill(-1);
      parts.categoryAt[depth] = level;
      level[ordinal] = number;
    });
    // A colour's weight is shared by its words: "pintura blanca" finds "Blanco" before "Blanco hueso".
    for (const color of store.colors(ordinal))
      add(color.name, fieldWeight.color, fieldWeight.color, 1 / Math.max(1, words(color.name).length));
    for (const attribute of attributes) add(attribute.value, fieldWeight.attribute);
    for (const size of store.sizes(ordinal)) add(size, fieldWeight.attribute);
    const docCodes = [
      ...store.codes(ordinal),
      ...modelCodes(name),
      ...attributes.filter((row) => holdsCode(row.name)).map((row) => row.value),
    ];
    for (const code of new Set(docCodes.map(codeKey))) {
      const list = codes.get(code);
      if (list === undefined) codes.set(code, [ordinal]);
      else if (list.at(-1) !== ordinal) list.push(ordinal);
    }
    push(brandLists, brand.slug, ordinal);
    parts.brands.set(brand.slug, brand);
  }
  const postings = PackedPostings.fromDrafts(drafts);
  drafts.clear();
  // A regional word is a word of the vocabulary: typeahead completes it, a correction may offer it.
  for (const group of synonyms) {
    for (const word of group.flatMap((entry) => words(entry))) {
      parts.namingStems.add(stem(word));
      if (!parts.stemOfWord.has(word)) parts.stemOfWord.set(word, stem(word));
    }
  }
  const wordOfStem = new Map<string, string>();
  for (const [word, term] of parts.stemOfWord) {
    const current = wordOfStem.get(term);
    if (current === undefined || (wordCounts.get(word) ?? 0) > (wordCounts.get(current) ?? 0)) {
      wordOfStem.set(term, word);
    }
  }
  for (const [id, list] of categories) parts.categoryDocs.set(id, Uint32Array.from(list));
  for (const [slug, list] of brandLists) parts.brandDocs.set(slug, Uint32Array.from(list));
  return {
    ...parts,
    postings,
    sortedWords: [...parts.stemOfWord.keys()].sort(),
    wordOfStem,
    codes: new CodeTable(codes),
    columns: buildFacetColumns(store),
  };
}
