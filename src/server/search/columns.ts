import { slugify } from '../../lib/slug';
import type { SearchDocument } from './types';

/** A facet over a data-sheet attribute (Potencia, Material…), keyed by the slug of its name. */
export interface AttributeFacet {
  name: string;
  label: string;
  /** Value slugs by value number (1-based: 0 means "no value"). */
  valueSlugs: string[];
  labels: string[];
  valueOf: Map<string, number>;
  /** Per document, its value number (0 when the product has no such attribute). */
  values: Uint16Array;
  /** The documents that have a value, ascending: counting walks these, not every result. */
  docs: Uint32Array;
}

/** Attributes become filters when they have few distinct values and enough products. */
const attributeFacetRules = { maxValues: 40, minDocs: 5 } as const;
/** Facets of their own (not data-sheet attributes): an attribute of the same name is left out. */
export const reservedFacets = new Set(['category', 'brand', 'price', 'rating', 'color', 'delivery', 'store']);

/**
 * What filters and facet counts read per document, as typed arrays indexed by document
 * number: a facet count over 100,000 products is a loop over numbers, not over objects.
 */
export class FacetColumns {
  readonly brandOf: Uint32Array;
  readonly brandSlugs: string[] = [];
  readonly brandNames: string[] = [];
  readonly colorStart: Uint32Array;
  readonly colorOf: Uint32Array;
  readonly colorSlugs: string[] = [];
  readonly colorNames: string[] = [];
  readonly rating: Float32Array;
  readonly ratingCount: Uint32Array;
  readonly soldWeek: Uint32Array;
  readonly createdAt: Float64Array;
  /** 1 where the distribution centre has stock and the product ships home. */
  readonly shipsHome: Uint8Array;
  /** Per store, 1 where the store has the product in stock. */
  readonly storeStocked = new Map<string, Uint8Array>();
  /** Per price group, the displayed current price (NaN where the group has none). */
  readonly price = new Map<string, Float64Array>();
  readonly attributeFacets = new Map<string, AttributeFacet>();

  constructor(docs: readonly SearchDocument[]) {
    const n = docs.length;
    this.brandOf = new Uint32Array(n);
    this.colorStart = new Uint32Array(n + 1);
    this.rating = new Float32Array(n);
    this.ratingCount = new Uint32Array(n);
    this.soldWeek = new Uint32Array(n);
    this.createdAt = new Float64Array(n);
    this.shipsHome = new Uint8Array(n);
    const brandOrdinal = new Map<string, number>();
    const colorOrdinal = new Map<string, number>();
    const colors: number[] = [];
    docs.forEach((doc, o) => {
      let brand = brandOrdinal.get(doc.brand.slug);
      if (brand === undefined) {
        brand = this.brandSlugs.length;
        brandOrdinal.set(doc.brand.slug, brand);
        this.brandSlugs.push(doc.brand.slug);
        this.brandNames.push(doc.brand.name);
      }
      this.brandOf[o] = brand;
      for (const color of doc.colors) {
        let ordinal = colorOrdinal.get(color.slug);
        if (ordinal === undefined) {
          ordinal = this.colorSlugs.length;
          colorOrdinal.set(color.slug, ordinal);
          this.colorSlugs.push(color.slug);
          this.colorNames.push(color.name);
        }
        colors.push(ordinal);
      }
      this.colorStart[o + 1] = colors.length;
      this.rating[o] = doc.ratingCount > 0 ? doc.rating : 0;
      this.ratingCount[o] = doc.ratingCount;
      this.soldWeek[o] = doc.soldWeek;
      this.createdAt[o] = doc.createdAt;
      this.shipsHome[o] = doc.webStock > 0 && doc.shippingType !== 'pickup_only' ? 1 : 0;
      for (const [store, units] of doc.storeStock) {
        if (units <= 0) continue;
        const stocked = this.storeStocked.get(store) ?? new Uint8Array(n);
        this.storeStocked.set(store, stocked);
        stocked[o] = 1;
      }
      for (const [group, shown] of Object.entries(doc.prices)) {
        const prices = this.price.get(group) ?? new Float64Array(n).fill(Number.NaN);
        this.price.set(group, prices);
        prices[o] = shown.current;
      }
    });
    this.colorOf = Uint32Array.from(colors);
    this.buildAttributeFacets(docs);
  }

  private buildAttributeFacets(docs: readonly SearchDocument[]): void {
    const slugs = new Map<string, string>();
    const slug = (text: string) => {
      const found = slugs.get(text) ?? slugify(text);
      slugs.set(text, found);
      return found;
    };
    // Per attribute: value slug → [number, label], and (document, value number) pairs.
    interface Draft {
      label: string;
      labels: Map<string, [number, string]>;
      pairs: number[];
    }
    const draft = new Map<string, Draft>();
    docs.forEach((doc, o) => {
      for (const attribute of doc.attributes) {
        const name = slug(attribute.name);
        const value = slug(attribute.value);
        if (!name || !value || reservedFacets.has(name)) continue;
        const facet: Draft = draft.get(name) ?? { label: attribute.name, labels: new Map(), pairs: [] };
        draft.set(name, facet);
        const known: [number, string] = facet.labels.get(value) ?? [facet.labels.size + 1, attribute.value];
        facet.labels.set(value, known);
        if (facet.labels.size > attributeFacetRules.maxValues) continue;
        facet.pairs.push(o, known[0]);
      }
    });
    for (const [name, facet] of draft) {
      if (facet.labels.size > attributeFacetRules.maxValues || facet.pairs.length / 2 < attributeFacetRules.minDocs)
        continue;
      const values = new Uint16Array(docs.length);
      const withValue: number[] = [];
      for (let i = 0; i < facet.pairs.length; i += 2) {
        const o = facet.pairs[i] as number;
        if (values[o] === 0) withValue.push(o);
        values[o] = facet.pairs[i + 1] as number;
      }
      const valueSlugs = ['', ...facet.labels.keys()];
      this.attributeFacets.set(name, {
        name,
        label: facet.label,
        valueSlugs,
        labels: ['', ...[...facet.labels.values()].map(([, label]) => label)],
        valueOf: new Map(valueSlugs.map((value, index) => [value, index])),
        values,
        docs: Uint32Array.from(withValue),
      });
    }
  }
}
