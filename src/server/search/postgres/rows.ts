import type { SearchIndex } from '../build-index';
import type { SearchDocument } from '../types';

/**
 * A tenant's search index as rows of the search tables (migration 018): the same analysis as the
 * in-memory index (src/server/search/index-parts.ts), so both implementations find and rank
 * alike. Pure: sync.ts writes what this returns.
 */

export interface ProductRow {
  position: number;
  productId: string;
  /** tsvector input: each stem quoted, so PostgreSQL's parser never splits "1.5" or re-reads a stem. */
  terms: string;
  weights: Record<string, number>;
  codes: string[];
  brandSlug: string;
  categoryPath: string[];
  colorSlugs: string[];
  attributes: Record<string, string>;
  rating: number;
  ratingCount: number;
  soldWeek: number;
  createdAt: number;
  shippingType: string;
  shipsHome: boolean;
  stockedStores: string[];
  prices: Record<string, number>;
  document: StoredDocument;
}

export interface TermRow {
  stem: string;
  /** Products the stem finds, its regional synonyms' included: its rarity in ranking. */
  documents: number;
  naming: boolean;
  shown: string;
}

/** What facets label and listings check, small enough to keep in memory per tenant. */
export interface Vocabulary {
  products: number;
  /** In the index's order: facet values of equal count and label keep it. */
  categories: { id: string; name: string; depth: number }[];
  brands: SearchDocument['brand'][];
  brandFacet: { slug: string; name: string }[];
  colors: { slug: string; name: string }[];
  attributes: { name: string; label: string; values: { slug: string; label: string }[] }[];
  /** Stores holding stock of any product. */
  stores: string[];
  /** Per synonym's stem, the stems of its group (itself included). */
  synonyms: Record<string, string[]>;
}

/** A SearchDocument as JSON: its store stock a list of pairs, not a Map. */
export type StoredDocument = Omit<SearchDocument, 'storeStock'> & { storeStock: [string, number][] };

export function storedDocument(doc: SearchDocument): StoredDocument {
  return { ...doc, storeStock: [...doc.storeStock] };
}

export function documentOf(stored: StoredDocument): SearchDocument {
  return { ...stored, storeStock: new Map(stored.storeStock) };
}

/** A lexeme as tsvector and tsquery input write it: quoted, its quotes and backslashes doubled. */
export function lexeme(stem: string): string {
  return `'${stem.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

function perDocument<T>(length: number, make: () => T): T[] {
  return Array.from({ length }, make);
}

export function productRows(index: SearchIndex): ProductRow[] {
  const n = index.docs.length;
  const c = index.columns;
  const weights = perDocument<Record<string, number>>(n, () => ({}));
  const { terms, start, docs, weights: packed } = index.postings;
  terms.forEach((term, number) => {
    for (let i = start[number] as number; i < (start[number + 1] as number); i++) {
      (weights[docs[i] as number] as Record<string, number>)[term] = packed[i] as number;
    }
  });
  const codes = perDocument<string[]>(n, () => []);
  const table = index.codes.parts();
  table.singleCodes.forEach((code, i) => {
    codes[table.singleDocs[i] as number]?.push(code);
  });
  table.sharedCodes.forEach((code, i) => {
    for (const doc of table.sharedDocs.subarray(table.sharedStart[i], table.sharedStart[i + 1])) codes[doc]?.push(code);
  });
  const attributes = perDocument<Record<string, string>>(n, () => ({}));
  for (const facet of index.attributeFacets.values()) {
    facet.docs.forEach((doc, i) => {
      (attributes[doc] as Record<string, string>)[facet.name] = facet.valueSlugs[
        facet.docValues[i] as number
      ] as string;
    });
  }
  const stocked = perDocument<string[]>(n, () => []);
  for (const [store, flags] of c.storeStocked) {
    flags.forEach((flag, doc) => {
      if (flag === 1) stocked[doc]?.push(store);
    });
  }
  const prices = perDocument<Record<string, number>>(n, () => ({}));
  for (const [group, values] of c.price) {
    values.forEach((value, doc) => {
      if (!Number.isNaN(value)) (prices[doc] as Record<string, number>)[group] = value;
    });
  }
  return Array.from({ length: n }, (_, o) => {
    const doc = index.doc(o) as SearchDocument;
    const stems = weights[o] as Record<string, number>;
    return {
      position: o,
      productId: doc.id,
      terms: Object.keys(stems).map(lexeme).join(' '),
      weights: stems,
      codes: codes[o] as string[],
      brandSlug: doc.brand.slug,
      categoryPath: doc.categories.map((category) => category.id),
      colorSlugs: doc.colors.map((color) => color.slug),
      attributes: attributes[o] as Record<string, string>,
      rating: c.rating[o] as number,
      ratingCount: c.ratingCount[o] as number,
      soldWeek: c.soldWeek[o] as number,
      createdAt: c.createdAt[o] as number,
      shippingType: doc.shippingType,
      shipsHome: c.shipsHome[o] === 1,
      stockedStores: stocked[o] as string[],
      prices: prices[o] as Record<string, number>,
      document: storedDocument(doc),
    };
  });
}

/** Every stem that finds products, regional synonyms included, with its rarity and shown word. */
export function termRows(index: SearchIndex): TermRow[] {
  const stems = new Set([...index.postings.terms, ...index.synonymStems.keys()]);
  return [...stems].flatMap((stem) => {
    const documents = index.termPosting(stem)?.docs.length;
    if (documents === undefined) return [];
    return [{ stem, documents, naming: index.namingStems.has(stem), shown: index.wordOfStem.get(stem) ?? stem }];
  });
}

/**
 * Each indexed word with its stem and the order it was first met in: typeahead completes the words
 * in sorted order; a correction is shown as the closest of its stem's words, the first met on a tie.
 */
export function wordRows(index: SearchIndex): { word: string; stem: string; seen: number }[] {
  return [...index.stemOfWord].map(([word, stem], seen) => ({ word, stem, seen }));
}

export function vocabularyOf(index: SearchIndex): Vocabulary {
  const c = index.columns;
  return {
    products: index.docs.length,
    categories: index.categoryIds.map((id) => ({
      id,
      name: index.categoryNames.get(id) ?? id,
      depth: index.categoryDepth.get(id) ?? 1,
    })),
    brands: [...index.brands.values()],
    brandFacet: c.brandSlugs.map((slug, i) => ({ slug, name: c.brandNames[i] ?? slug })),
    colors: c.colorSlugs.map((slug, i) => ({ slug, name: c.colorNames[i] ?? slug })),
    attributes: [...index.attributeFacets.values()].map((facet) => ({
      name: facet.name,
      label: facet.label,
      values: facet.valueSlugs.map((slug, i) => ({ slug, label: facet.labels[i] ?? slug })),
    })),
    stores: [...c.storeStocked.keys()],
    synonyms: Object.fromEntries(index.synonymStems),
  };
}
