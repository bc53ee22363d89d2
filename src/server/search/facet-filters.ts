import type { SearchIndex } from './build-index';
import type { SearchDocument, SearchZone } from './types';

/** A selected facet as a test on one document number; values of one facet combine with OR. */
export interface FacetFilter {
  name: string;
  test(ordinal: number): boolean;
}

export type DeliveryOption = 'HD' | 'CC' | 'BS';

/** docs/search-and-listings.md: delivery codes from stock, for the shopper's zone. */
export function deliveryOptions(doc: SearchDocument, zone: SearchZone): DeliveryOption[] {
  const options: DeliveryOption[] = [];
  if (zone.homeDelivery && doc.webStock > 0 && doc.shippingType !== 'pickup_only') options.push('HD');
  const inStore = zone.storeIds.some((store) => (doc.storeStock.get(store) ?? 0) > 0);
  if (inStore) options.push('CC', 'BS');
  return options;
}

/** "10000-19990": from 10000 (included) up to 19990 (included); either side may be empty. */
export function parsePriceRange(value: string): { min: number; max: number } | undefined {
  const match = /^(\d{0,15})-(\d{0,15})$/.exec(value);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const min = match[1] === '' ? 0 : Number(match[1]);
  const max = match[2] === '' ? Number.MAX_SAFE_INTEGER : Number(match[2]);
  return min <= max ? { min, max } : undefined;
}

export function priceOf(doc: SearchDocument, zone: SearchZone): number | undefined {
  return doc.prices[zone.priceGroupId]?.current;
}

/** The zone's stores that stock anything, as their per-document flags. */
export function zoneStores(index: SearchIndex, zone: SearchZone): Uint8Array[] {
  return zone.storeIds.flatMap((store) => index.columns.storeStocked.get(store) ?? []);
}

export function inZoneStore(stores: readonly Uint8Array[], ordinal: number): boolean {
  for (const stocked of stores) if (stocked[ordinal] === 1) return true;
  return false;
}

function numbers(names: readonly string[], wanted: readonly string[]): Set<number> {
  const chosen = new Set(wanted);
  const found = new Set<number>();
  names.forEach((name, number) => {
    if (chosen.has(name)) found.add(number);
  });
  return found;
}

/** The candidates that pass every filter, in the candidates' order (a listing's results before its facets are counted). */
export function passingEvery(candidates: Uint32Array, filters: readonly FacetFilter[]): Uint32Array {
  if (filters.length === 0) return candidates;
  const results = new Uint32Array(candidates.length);
  let found = 0;
  for (const o of candidates) if (filters.every((filter) => filter.test(o))) results[found++] = o;
  return results.subarray(0, found);
}

/**
 * Turns the request's selected facets into tests. A facet the index does not know (a stale
 * bookmark) or a value that cannot be read is ignored rather than emptying the results.
 */
export function facetFilters(index: SearchIndex, facets: Record<string, string[]>, zone: SearchZone): FacetFilter[] {
  const c = index.columns;
  const filters: FacetFilter[] = [];
  const add = (name: string, test: (ordinal: number) => boolean) => filters.push({ name, test });
  for (const [name, values] of Object.entries(facets)) {
    if (values.length === 0) continue;
    switch (name) {
      case 'category': {
        const chosen = numbers(index.categoryIds, values);
        add(name, (o) => index.categoryAt.some((level) => chosen.has(level[o] as number)));
        break;
      }
      case 'brand': {
        const chosen = numbers(c.brandSlugs, values);
        add(name, (o) => chosen.has(c.brandOf[o] as number));
        break;
      }
      case 'color': {
        const chosen = numbers(c.colorSlugs, values);
        add(name, (o) => {
          for (let i = c.colorStart[o] as number; i < (c.colorStart[o + 1] as number); i++) {
            if (chosen.has(c.colorOf[i] as number)) return true;
          }
          return false;
        });
        break;
      }
      case 'rating': {
        const stars = values.map(Number).filter((n) => Number.isInteger(n) && n >= 1 && n <= 5);
        if (stars.length === 0) break;
        const minimum = Math.min(...stars);
        add(name, (o) => (c.ratingCount[o] as number) > 0 && (c.rating[o] as number) >= minimum);
        break;
      }
      case 'price': {
        const ranges = values.map(parsePriceRange).filter((range) => range !== undefined);
        const prices = c.price.get(zone.priceGroupId);
        if (ranges.length === 0) break;
        add(name, (o) => {
          const price = prices?.[o] ?? Number.NaN;
          return ranges.some((range) => price >= range.min && price <= range.max);
        });
        break;
      }
      case 'delivery': {
        const stores = zoneStores(index, zone);
        const home = values.includes('HD') && zone.homeDelivery;
        const store = values.includes('CC') || values.includes('BS');
        add(name, (o) => (home && c.shipsHome[o] === 1) || (store && inZoneStore(stores, o)));
        break;
      }
      case 'store': {
        const stores = values.flatMap((id) => c.storeStocked.get(id) ?? []);
        add(name, (o) => inZoneStore(stores, o));
        break;
      }
      default: {
        const facet = index.attributeFacets.get(name);
        if (!facet) break;
        const chosen = new Set(values.map((value) => facet.valueOf.get(value) ?? -1));
        // Value 0 is "no such attribute": chosen, it takes the products without one.
        const passes = new Uint8Array(index.docs.length).fill(chosen.has(0) ? 1 : 0);
        facet.docs.forEach((o, i) => {
          passes[o] = chosen.has(facet.docValues[i] as number) ? 1 : 0;
        });
        add(name, (o) => passes[o] === 1);
      }
    }
  }
  return filters;
}
