import type { SearchIndex } from './build-index';
import { type FacetFilter, inZoneStore, parsePriceRange, zoneStores } from './facet-filters';
import type { Facet, FacetValue, SearchZone } from './types';

/** docs/search-and-listings.md: at most 100 values per filter. */
const maxFacetValues = 100;
/** Attribute facets shown, the ones covering most results first. */
export const maxAttributeFacets = 8;
export const ratingSteps = [4, 3, 2, 1];
/** Price ranges are cut at quantiles of at most this many prices, evenly spread. */
const priceSample = 2048;

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

const passesAll = 1;

function bump(counts: Int32Array, index: number): void {
  counts[index] = (counts[index] ?? 0) + 1;
}

/**
 * Counts each facet's values over the documents that pass every *other* facet's filter, so a
 * value's count is what the shopper gets by choosing it (values of one facet combine with OR).
 * One pass marks each candidate: 1 when it passes every filter, 2 + k when it fails only
 * filter k, 0 otherwise. Returns the results too: the documents that pass every filter.
 */
export function countFacets(input: CountInput): { results: Uint32Array; facets: Facet[] } {
  const { index, candidates, filters, zone } = input;
  const c = index.columns;
  const state = new Uint8Array(index.docs.length);
  const results = new Uint32Array(candidates.length);
  let found = 0;
  for (const o of candidates) {
    let failed = -1;
    let failures = 0;
    for (let k = 0; k < filters.length && failures < 2; k++) {
      if (!(filters[k] as FacetFilter).test(o)) {
        failures++;
        failed = k;
      }
    }
    if (failures === 0) {
      state[o] = passesAll;
      results[found++] = o;
    } else if (failures === 1) state[o] = 2 + failed;
  }
  const own = new Map(filters.map((filter, k) => [filter.name, 2 + k]));
  const counted = (name: string) => {
    const mine = own.get(name) ?? passesAll;
    return (o: number) => state[o] === passesAll || state[o] === mine;
  };

  const categoryLevel = index.categoryAt[input.categoryDepth - 1];
  const categoryCounts = new Int32Array(index.categoryIds.length);
  const brandCounts = new Int32Array(c.brandSlugs.length);
  const colorCounts = new Int32Array(c.colorSlugs.length);
  const ratingCounts = new Int32Array(ratingSteps.length);
  const deliveryCounts = new Int32Array(3);
  const stores = zoneStores(index, zone);
  const storeIds = zone.storeIds.filter((id) => c.storeStocked.has(id));
  const storeCounts = new Int32Array(stores.length);
  const prices = c.price.get(zone.priceGroupId);
  const inView: number[] = [];
  const [byCategory, byBrand, byColor, byRating, byDelivery, byStore, byPrice] = [
    'category',
    'brand',
    'color',
    'rating',
    'delivery',
    'store',
    'price',
  ].map(counted) as ((o: number) => boolean)[];
  for (const o of candidates) {
    if (state[o] === 0) continue;
    if (categoryLevel && byCategory?.(o) && (categoryLevel[o] as number) >= 0)
      bump(categoryCounts, categoryLevel[o] as number);
    if (byBrand?.(o)) bump(brandCounts, c.brandOf[o] as number);
    if (byColor?.(o))
      for (let i = c.colorStart[o] as number; i < (c.colorStart[o + 1] as number); i++)
        bump(colorCounts, c.colorOf[i] as number);
    if (byRating?.(o) && (c.ratingCount[o] as number) > 0) {
      ratingSteps.forEach((step, i) => {
        if ((c.rating[o] as number) >= step) bump(ratingCounts, i);
      });
    }
    if (byDelivery?.(o)) {
      if (zone.homeDelivery && c.shipsHome[o] === 1) bump(deliveryCounts, 0);
      if (inZoneStore(stores, o)) {
        bump(deliveryCounts, 1);
        bump(deliveryCounts, 2);
      }
    }
    if (byStore?.(o))
      stores.forEach((stocked, i) => {
        if (stocked[o] === 1) bump(storeCounts, i);
      });
    if (byPrice?.(o) && prices && !Number.isNaN(prices[o] as number)) inView.push(prices[o] as number);
  }

  const facets: Facet[] = [];
  const push = (name: string, kind: Facet['kind'], values: FacetValue[], label?: string) => {
    if (values.length > 0) facets.push({ name, kind, values, ...(label === undefined ? {} : { label }) });
  };
  const listed = (
    name: string,
    counts: Int32Array,
    value: (i: number) => string,
    label?: (i: number) => string | undefined,
    keepOrder = false,
  ) => facetValues(counts, value, label, input.selected[name] ?? [], keepOrder);
  push(
    'category',
    'category',
    listed(
      'category',
      categoryCounts,
      (i) => index.categoryIds[i] as string,
      (i) => index.categoryNames.get(index.categoryIds[i] as string),
    ),
  );
  push(
    'brand',
    'brand',
    listed(
      'brand',
      brandCounts,
      (i) => c.brandSlugs[i] as string,
      (i) => c.brandNames[i],
    ),
  );
  push('price', 'price', priceBuckets(inView, input.selected.price ?? []));
  push(
    'rating',
    'rating',
    listed('rating', ratingCounts, (i) => String(ratingSteps[i]), undefined, true),
  );
  push(
    'color',
    'color',
    listed(
      'color',
      colorCounts,
      (i) => c.colorSlugs[i] as string,
      (i) => c.colorNames[i],
    ),
  );
  push(
    'delivery',
    'delivery',
    listed('delivery', deliveryCounts, (i) => ['HD', 'CC', 'BS'][i] as string, undefined, true),
  );
  push(
    'store',
    'store',
    listed('store', storeCounts, (i) => storeIds[i] as string, undefined, true),
  );

  const attributes = [...index.attributeFacets.values()].map((facet) => {
    const counts = new Int32Array(facet.valueSlugs.length);
    const isCounted = counted(facet.name);
    let covered = 0;
    for (let i = 0; i < facet.docs.length; i++) {
      const o = facet.docs[i] as number;
      if (state[o] !== 0 && isCounted(o)) {
        bump(counts, facet.docValues[i] as number);
        covered++;
      }
    }
    return { facet, counts, covered, distinct: counts.filter((count) => count > 0).length };
  });
  attributes
    .filter(
      ({ facet, covered, distinct }) => (covered > 0 && distinct > 1) || (input.selected[facet.name]?.length ?? 0) > 0,
    )
    .sort((a, b) => b.covered - a.covered)
    .slice(0, maxAttributeFacets)
    .forEach(({ facet, counts }) => {
      counts[0] = 0;
      const values = listed(
        facet.name,
        counts,
        (i) => facet.valueSlugs[i] as string,
        (i) => facet.labels[i],
      ).filter((v) => v.value !== '');
      push(facet.name, 'attribute', values, facet.label);
    });
  return { results: results.subarray(0, found), facets };
}

/** Non-zero values by count (or in their own order), plus any chosen value so it can be unchosen. */
function facetValues(
  counts: Int32Array,
  value: (i: number) => string,
  label: ((i: number) => string | undefined) | undefined,
  selected: readonly string[],
  keepOrder: boolean,
): FacetValue[] {
  const entries = Array.from(counts, (count, i) => ({ value: value(i), count, label: label?.(i) }));
  return listFacetValues(entries, selected, keepOrder);
}

/**
 * A facet's values from each value's count, in the catalogue's order: the ones with products,
 * and any chosen one so it can be unchosen; by count then label, or in their own order.
 */
export function listFacetValues(
  entries: readonly { value: string; count: number; label?: string | undefined }[],
  selected: readonly string[],
  keepOrder: boolean,
): FacetValue[] {
  const chosen = new Set(selected);
  const values: FacetValue[] = [];
  for (const { value, count, label } of entries) {
    if (count === 0 && !chosen.has(value)) continue;
    values.push({ value, count, selected: chosen.has(value), ...(label === undefined ? {} : { label }) });
  }
  const ordered = keepOrder
    ? values
    : values.sort((a, b) => b.count - a.count || (a.label ?? a.value).localeCompare(b.label ?? b.value));
  return ordered.slice(0, maxFacetValues);
}

/**
 * Five price ranges with round edges, cut at the quintiles of the prices in view (from an even
 * sample of them), so each range holds a similar share. Edges are inclusive minimum and maximum.
 */
export function priceBuckets(prices: number[], selected: readonly string[]): FacetValue[] {
  if (prices.length === 0 && selected.length === 0) return [];
  const step = Math.max(1, Math.floor(prices.length / priceSample));
  const sample = Float64Array.from(
    { length: Math.ceil(prices.length / step) },
    (_, i) => prices[i * step] as number,
  ).sort();
  const edges = new Set<number>();
  for (const share of [0.2, 0.4, 0.6, 0.8]) {
    if (sample.length > 0) edges.add(roundEdge(sample[Math.floor(share * (sample.length - 1))] as number));
  }
  const lowest = sample[0] ?? 0;
  const cuts = [...edges].filter((edge) => edge > lowest).sort((a, b) => a - b);
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
    for (const price of prices) if (price >= min && price <= max) n++;
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
