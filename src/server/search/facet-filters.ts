import type { SearchIndex } from './build-index';
import type { SearchDocument, SearchZone } from './types';

/** A selected facet as a test on one document; values of one facet combine with OR. */
export interface FacetFilter {
  name: string;
  test(doc: SearchDocument, ordinal: number): boolean;
}

export type DeliveryOption = 'HD' | 'CC' | 'BS';

/** spec §4: delivery codes from stock, for the shopper's zone. */
export function deliveryOptions(doc: SearchDocument, zone: SearchZone): DeliveryOption[] {
  const options: DeliveryOption[] = [];
  if (zone.homeDelivery && doc.webStock > 0 && doc.shippingType !== 'pickup_only') options.push('HD');
  const inStore = zone.storeIds.some((store) => (doc.storeStock[store] ?? 0) > 0);
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

/**
 * Turns the request's selected facets into tests. A facet the index does not know (a stale
 * bookmark) or a value that cannot be read is ignored rather than emptying the results.
 */
export function facetFilters(index: SearchIndex, facets: Record<string, string[]>, zone: SearchZone): FacetFilter[] {
  const filters: FacetFilter[] = [];
  for (const [name, values] of Object.entries(facets)) {
    if (values.length === 0) continue;
    const chosen = new Set(values);
    switch (name) {
      case 'category':
        filters.push({ name, test: (doc) => doc.categories.some((category) => chosen.has(category.id)) });
        break;
      case 'brand':
        filters.push({ name, test: (doc) => chosen.has(doc.brand.slug) });
        break;
      case 'color':
        filters.push({ name, test: (doc) => doc.colors.some((color) => chosen.has(color.slug)) });
        break;
      case 'rating': {
        const stars = values.map(Number).filter((n) => Number.isInteger(n) && n >= 1 && n <= 5);
        if (stars.length === 0) break;
        const minimum = Math.min(...stars);
        filters.push({ name, test: (doc) => doc.ratingCount > 0 && doc.rating >= minimum });
        break;
      }
      case 'price': {
        const ranges = values.map(parsePriceRange).filter((range) => range !== undefined);
        if (ranges.length === 0) break;
        filters.push({
          name,
          test: (doc) => {
            const price = priceOf(doc, zone);
            return price !== undefined && ranges.some((range) => price >= range.min && price <= range.max);
          },
        });
        break;
      }
      case 'delivery':
        filters.push({ name, test: (doc) => deliveryOptions(doc, zone).some((option) => chosen.has(option)) });
        break;
      case 'store':
        filters.push({ name, test: (doc) => values.some((store) => (doc.storeStock[store] ?? 0) > 0) });
        break;
      default: {
        const facet = index.attributeFacets.get(name);
        if (!facet) break;
        filters.push({
          name,
          test: (_doc, ordinal) => {
            const value = facet.values[ordinal];
            return value !== undefined && chosen.has(value);
          },
        });
      }
    }
  }
  return filters;
}
