import { stem, words } from '../../lib/search-text';
import { slugify } from '../../lib/slug';
import { topK } from './top-k';
import type { SearchDocument } from './types';

export interface Posting {
  docs: Uint32Array;
  weights: Float32Array;
}

/** A facet over a data-sheet attribute (Potencia, Material…), keyed by the slug of its name. */
export interface AttributeFacet {
  name: string;
  label: string;
  labels: Map<string, string>;
  /** Per document, the value slug or undefined. */
  values: (string | undefined)[];
}

// Where a word appears says how much it means: a word of the name describes the product,
// a word of a data-sheet value may only mention it.
const fieldWeight = { name: 3, brand: 2, leafCategory: 1.5, category: 1, color: 1, attribute: 0.5 } as const;

/** Attributes become filters when they have few distinct values and enough products. */
const attributeFacetRules = { maxValues: 40, minDocs: 5 } as const;

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
  readonly attributeFacets = new Map<string, AttributeFacet>();
  readonly all: Uint32Array;

  constructor(docs: readonly SearchDocument[]) {
    this.docs = docs;
    this.all = Uint32Array.from(docs.keys());
    const weights = new Map<string, Map<number, number>>();
    const categories = new Map<string, number[]>();
    const brands = new Map<string, number[]>();
    const wordCounts = new Map<string, number>();
    // Category, brand, colour and data-sheet texts repeat across thousands of products: read each once.
    const analysed = new Map<string, { word: string; term: string }[]>();
    const analyse = (text: string) => {
      let found = analysed.get(text);
      if (!found) {
        found = words(text).map((word) => ({ word, term: stem(word) }));
        analysed.set(text, found);
      }
      return found;
    };
    docs.forEach((doc, ordinal) => {
      this.ordinalOf.set(doc.id, ordinal);
      const add = (text: string, weight: number) => {
        for (const { word, term } of analyse(text)) {
          this.stemOfWord.set(word, term);
          wordCounts.set(word, (wordCounts.get(word) ?? 0) + 1);
          const byDoc = weights.get(term) ?? new Map<number, number>();
          // Repeats add a little: "Pintura látex para pintura de muros" is about paint.
          byDoc.set(ordinal, Math.max(byDoc.get(ordinal) ?? 0, weight) + (byDoc.has(ordinal) ? 0.1 : 0));
          weights.set(term, byDoc);
        }
      };
      add(doc.name, fieldWeight.name);
      add(doc.brand.name, fieldWeight.brand);
      doc.categories.forEach((category, depth) => {
        add(category.name, depth === doc.categories.length - 1 ? fieldWeight.leafCategory : fieldWeight.category);
        this.categoryNames.set(category.id, category.name);
        this.categoryDepth.set(category.id, depth + 1);
        push(categories, category.id, ordinal);
      });
      for (const color of doc.colors) add(color.name, fieldWeight.color);
      for (const attribute of doc.attributes) add(attribute.value, fieldWeight.attribute);
      push(brands, doc.brand.slug, ordinal);
      this.brands.set(doc.brand.slug, doc.brand);
    });
    for (const [term, byDoc] of weights) {
      const ordinals = Uint32Array.from([...byDoc.keys()].sort((a, b) => a - b));
      this.postings.set(term, { docs: ordinals, weights: Float32Array.from(ordinals, (o) => byDoc.get(o) ?? 0) });
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
    this.buildAttributeFacets();
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

  private buildAttributeFacets(): void {
    const byName = new Map<string, { label: string; labels: Map<string, string>; values: (string | undefined)[] }>();
    const slugs = new Map<string, string>();
    const slug = (text: string) => {
      const found = slugs.get(text) ?? slugify(text);
      slugs.set(text, found);
      return found;
    };
    this.docs.forEach((doc, ordinal) => {
      for (const attribute of doc.attributes) {
        const name = slug(attribute.name);
        const value = slug(attribute.value);
        if (!name || !value) continue;
        const facet = byName.get(name) ?? { label: attribute.name, labels: new Map(), values: [] };
        facet.labels.set(value, attribute.value);
        facet.values[ordinal] = value;
        byName.set(name, facet);
      }
    });
    const reserved = new Set(['category', 'brand', 'price', 'rating', 'color', 'delivery', 'store']);
    for (const [name, facet] of byName) {
      const documents = facet.values.filter((value) => value !== undefined).length;
      if (reserved.has(name) || facet.labels.size > attributeFacetRules.maxValues) continue;
      if (documents < attributeFacetRules.minDocs) continue;
      this.attributeFacets.set(name, { name, ...facet });
    }
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
