import { slugify } from '../../lib/slug';
import type { DocumentStore } from './document-store';

/** A facet over a data-sheet attribute (Potencia, Material…), keyed by the slug of its name. */
export interface AttributeFacet {
  name: string;
  label: string;
  /** Value slugs by value number (1-based: 0 means "no value"). */
  valueSlugs: string[];
  labels: string[];
  valueOf: Map<string, number>;
  /** The documents that have a value, ascending: counting walks these, not every result. */
  docs: Uint32Array;
  /**
   * The value number of each of `docs`. Only products that have the attribute take room: a
   * catalogue has hundreds of attributes, and one number per product for each came to 66 MB
   * at 100,000 products.
   */
  docValues: Uint16Array;
}

/** Attributes become filters when they have few distinct values and enough products. */
const attributeFacetRules = { maxValues: 40, minDocs: 5 } as const;
/** Facets of their own (not data-sheet attributes): an attribute of the same name is left out. */
export const reservedFacets = new Set(['category', 'brand', 'price', 'rating', 'color', 'delivery', 'store']);

/**
 * What filters and facet counts read per document, as typed arrays indexed by document
 * number: a facet count over 100,000 products is a loop over numbers, not over objects.
 */
export interface FacetColumns {
  readonly brandOf: Uint32Array;
  readonly brandSlugs: string[];
  readonly brandNames: string[];
  readonly colorStart: Uint32Array;
  readonly colorOf: Uint32Array;
  readonly colorSlugs: string[];
  readonly colorNames: string[];
  readonly rating: Float32Array;
  readonly ratingCount: Uint32Array;
  readonly soldWeek: Uint32Array;
  readonly createdAt: Float64Array;
  /** 1 where the distribution centre has stock and the product ships home. */
  readonly shipsHome: Uint8Array;
  /** Per store, 1 where the store has the product in stock. */
  readonly storeStocked: Map<string, Uint8Array>;
  /** Per price group, the displayed current price (NaN where the group has none). */
  readonly price: Map<string, Float64Array>;
  readonly attributeFacets: Map<string, AttributeFacet>;
}

/**
 * The store numbers brands and colours by their whole record, facets by their slug: each
 * reference renumbered by its record's slug, in the order first met, with each slug's name.
 */
function bySlug(records: readonly { slug: string; name: string }[], refs: Uint32Array) {
  const slugs: string[] = [];
  const names: string[] = [];
  const numbers = new Map<string, number>();
  const of = Uint32Array.from(refs, (ref) => {
    const record = records[ref] as { slug: string; name: string };
    let number = numbers.get(record.slug);
    if (number === undefined) {
      number = slugs.length;
      numbers.set(record.slug, number);
      slugs.push(record.slug);
      names.push(record.name);
    }
    return number;
  });
  return { of, slugs, names };
}

export function buildFacetColumns(store: DocumentStore): FacetColumns {
  const p = store.parts;
  const n = store.length;
  const brands = bySlug(p.brands, p.brandOf);
  const colors = bySlug(p.colors, p.colorRef);
  const shipsHome = new Uint8Array(n);
  const storeStocked = new Map<string, Uint8Array>();
  const price = new Map<string, Float64Array>();
  for (let o = 0; o < n; o++) {
    const shipping = p.shippingTypes[p.shipping[o] as number];
    shipsHome[o] = (p.webStock[o] as number) > 0 && shipping !== 'pickup_only' ? 1 : 0;
    for (let i = p.stockStart[o] as number; i < (p.stockStart[o + 1] as number); i++) {
      if ((p.stockUnits[i] as number) <= 0) continue;
      const store = p.stores[p.stockStore[i] as number] as string;
      const stocked = storeStocked.get(store) ?? new Uint8Array(n);
      storeStocked.set(store, stocked);
      stocked[o] = 1;
    }
    for (let i = p.priceStart[o] as number; i < (p.priceStart[o + 1] as number); i++) {
      const group = p.priceGroups[p.priceGroup[i] as number] as string;
      const prices = price.get(group) ?? new Float64Array(n).fill(Number.NaN);
      price.set(group, prices);
      prices[o] = p.priceCurrent[i] as number;
    }
  }
  return {
    brandOf: brands.of,
    brandSlugs: brands.slugs,
    brandNames: brands.names,
    colorStart: p.colorStart,
    colorOf: colors.of,
    colorSlugs: colors.slugs,
    colorNames: colors.names,
    rating: Float32Array.from(p.rating, (rating, o) => ((p.ratingCount[o] as number) > 0 ? rating : 0)),
    ratingCount: p.ratingCount,
    soldWeek: p.soldWeek,
    createdAt: p.createdAt,
    shipsHome,
    storeStocked,
    price,
    attributeFacets: attributeFacets(store),
  };
}

function attributeFacets(store: DocumentStore): Map<string, AttributeFacet> {
  const p = store.parts;
  const n = store.length;
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
  for (let o = 0; o < n; o++) {
    const sheet = p.sheetOf[o] as number;
    for (let r = p.sheetStart[sheet] as number; r < (p.sheetStart[sheet + 1] as number); r++) {
      const attribute = p.rows[p.sheetRow[r] as number] as (typeof p.rows)[number];
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
  }
  const facets = new Map<string, AttributeFacet>();
  // Each product's value while a facet is made (a product's last row of a name wins), cleared after.
  const values = new Uint16Array(n);
  for (const [name, facet] of draft) {
    if (facet.labels.size > attributeFacetRules.maxValues || facet.pairs.length / 2 < attributeFacetRules.minDocs)
      continue;
    const withValue: number[] = [];
    for (let i = 0; i < facet.pairs.length; i += 2) {
      const o = facet.pairs[i] as number;
      if (values[o] === 0) withValue.push(o);
      values[o] = facet.pairs[i + 1] as number;
    }
    const docValues = Uint16Array.from(withValue, (o) => values[o] as number);
    for (const o of withValue) values[o] = 0;
    const valueSlugs = ['', ...facet.labels.keys()];
    facets.set(name, {
      name,
      label: facet.label,
      valueSlugs,
      labels: ['', ...[...facet.labels.values()].map(([, label]) => label)],
      valueOf: new Map(valueSlugs.map((value, index) => [value, index])),
      docs: Uint32Array.from(withValue),
      docValues,
    });
  }
  return facets;
}
