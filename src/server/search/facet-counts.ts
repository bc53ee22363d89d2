import type { SearchIndex } from './build-index';
import { deliveryOptions, type FacetFilter, parsePriceRange, priceOf } from './facet-filters';
import type { Facet, FacetValue, SearchZone } from './types';

/** spec §9: at most 100 values per filter. */
const maxFacetValues = 100;
/** Attribute facets shown, the ones covering most results first. */
const maxAttributeFacets = 8;
const ratingSteps = [4, 3, 2, 1];

class Counter {
  readonly counts = new Map<string, number>();
  readonly labels = new Map<string, string>();
  add(value: string, label?: string): void {
    this.counts.set(value, (this.counts.get(value) ?? 0) + 1);
    if (label !== undefined && !this.labels.has(value)) this.labels.set(value, label);
  }
}

export interface CountInput {
  index: SearchIndex;
  /** Every document that matched the term and the page's scope, before facet filters. */
  candidates: Uint32Array;
  filters: FacetFilter[];
  selected: Record<string, string[]>;
  zone: SearchZone;
  /** Depth of the category values to count (1 = departments). */
  categoryDepth: number;
}

/**
 * Counts each facet's values over the documents that pass every *other* facet's filter, so a
 * value's count is what the shopper gets by choosing it (values of one facet combine with OR).
 * Returns the results too: the documents that pass every filter.
 */
export function countFacets(input: CountInput): { results: Uint32Array; facets: Facet[] } {
  const { index, candidates, filters, zone } = input;
  const counters = new Map<string, Counter>();
  const counter = (name: string) => {
    const found = counters.get(name) ?? new Counter();
    counters.set(name, found);
    return found;
  };
  const results: number[] = [];
  const pricesForBuckets: number[] = [];
  for (const ordinal of candidates) {
    const doc = index.docs[ordinal];
    if (!doc) continue;
    let failed: string | undefined;
    let failures = 0;
    for (const filter of filters) {
      if (!filter.test(doc, ordinal)) {
        failures += 1;
        failed = filter.name;
        if (failures > 1) break;
      }
    }
    if (failures > 1) continue;
    if (failures === 0) results.push(ordinal);
    const counts = (name: string) => failures === 0 || failed === name;
    if (counts('category')) {
      const category = doc.categories[input.categoryDepth - 1];
      if (category) counter('category').add(category.id, category.name);
    }
    if (counts('brand')) counter('brand').add(doc.brand.slug, doc.brand.name);
    if (counts('color')) for (const color of doc.colors) counter('color').add(color.slug, color.name);
    if (counts('rating') && doc.ratingCount > 0) {
      for (const step of ratingSteps) if (doc.rating >= step) counter('rating').add(String(step));
    }
    if (counts('delivery')) for (const option of deliveryOptions(doc, zone)) counter('delivery').add(option);
    if (counts('store')) {
      for (const store of zone.storeIds) if ((doc.storeStock[store] ?? 0) > 0) counter('store').add(store);
    }
    if (counts('price')) {
      const price = priceOf(doc, zone);
      if (price !== undefined) pricesForBuckets.push(price);
    }
    for (const [name, facet] of index.attributeFacets) {
      const value = facet.values[ordinal];
      if (value !== undefined && counts(name)) counter(name).add(value, facet.labels.get(value));
    }
  }
  const facets: Facet[] = [];
  const values = (name: string, order: (a: FacetValue, b: FacetValue) => number = byCount) => {
    const chosen = new Set(input.selected[name] ?? []);
    if (!counters.has(name) && chosen.size === 0) return [];
    const found = counter(name);
    // A chosen value stays listed, even with nothing left to show, so it can be unchosen.
    for (const value of chosen) if (!found.counts.has(value)) found.counts.set(value, 0);
    return [...found.counts]
      .map(([value, count]) => ({ value, count, selected: chosen.has(value), ...labelOf(found, value) }))
      .sort(order)
      .slice(0, maxFacetValues);
  };
  const push = (facet: Facet) => {
    if (facet.values.length > 0) facets.push(facet);
  };
  push({ name: 'category', kind: 'category', values: values('category') });
  push({ name: 'brand', kind: 'brand', values: values('brand') });
  push({ name: 'price', kind: 'price', values: priceBuckets(pricesForBuckets, input.selected.price ?? []) });
  push({ name: 'rating', kind: 'rating', values: values('rating', (a, b) => Number(b.value) - Number(a.value)) });
  push({ name: 'color', kind: 'color', values: values('color') });
  push({ name: 'delivery', kind: 'delivery', values: values('delivery', byValue(['HD', 'CC', 'BS'])) });
  push({ name: 'store', kind: 'store', values: values('store', byValue(zone.storeIds)) });
  const attributes = [...index.attributeFacets.values()]
    .map((facet) => ({
      facet,
      covered: [...(counters.get(facet.name)?.counts.values() ?? [])].reduce((a, b) => a + b, 0),
    }))
    .filter(({ facet, covered }) => covered > 0 && (counters.get(facet.name)?.counts.size ?? 0) > 1)
    .sort((a, b) => b.covered - a.covered)
    .slice(0, maxAttributeFacets);
  for (const { facet } of attributes) {
    push({ name: facet.name, kind: 'attribute', label: facet.label, values: values(facet.name) });
  }
  return { results: Uint32Array.from(results), facets };
}

function labelOf(counter: Counter, value: string): { label?: string } {
  const label = counter.labels.get(value);
  return label === undefined ? {} : { label };
}

function byCount(a: FacetValue, b: FacetValue): number {
  return b.count - a.count || (a.label ?? a.value).localeCompare(b.label ?? b.value);
}

function byValue(order: readonly string[]) {
  return (a: FacetValue, b: FacetValue) => order.indexOf(a.value) - order.indexOf(b.value);
}

/**
 * Five price ranges with round edges, cut at the quintiles of the prices in view, so each
 * range holds a similar share of the products. Edges are inclusive minimums and maximums.
 */
export function priceBuckets(prices: number[], selected: readonly string[]): FacetValue[] {
  if (prices.length === 0 && selected.length === 0) return [];
  const sorted = Float64Array.from(prices).sort();
  const edges = new Set<number>();
  for (const share of [0.2, 0.4, 0.6, 0.8])
    edges.add(roundEdge(sorted[Math.floor(share * (sorted.length - 1))] as number));
  const cuts = [...edges].filter((edge) => edge > (sorted[0] as number)).sort((a, b) => a - b);
  const ranges: { min: number | undefined; max: number | undefined }[] = [];
  let previous: number | undefined;
  for (const cut of cuts) {
    ranges.push({ min: previous, max: cut - 1 });
    previous = cut;
  }
  ranges.push({ min: previous, max: undefined });
  const chosen = new Set(selected);
  const count = (min: number, max: number) => {
    let n = 0;
    for (const price of sorted) if (price >= min && price <= max) n++;
    return n;
  };
  const buckets = ranges
    .map(({ min, max }) => {
      const value = `${min ?? ''}-${max ?? ''}`;
      return { value, count: count(min ?? 0, max ?? Number.MAX_SAFE_INTEGER), selected: chosen.has(value) };
    })
    .filter((bucket) => bucket.count > 0);
  for (const value of chosen) {
    const range = parsePriceRange(value);
    if (range && !buckets.some((bucket) => bucket.value === value)) {
      buckets.push({ value, count: count(range.min, range.max), selected: true });
    }
  }
  return buckets;
}

/** Rounds a price edge to two significant digits: 13.457 → 13.000, 1.890.000 → 1.900.000. */
function roundEdge(value: number): number {
  if (value < 100) return Math.max(1, Math.round(value));
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}
