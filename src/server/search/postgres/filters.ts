import { parsePriceRange } from '../facet-filters';
import type { SearchRequest } from '../types';
import type { Vocabulary } from './rows';
import type { Parameters } from './sql-parameters';

/** A selected facet as a condition on a search_products row; values of one facet combine with OR. */
export interface Filter {
  name: string;
  sql: string;
}

/**
 * The selected facets as conditions, as facet-filters.ts reads them: a facet the tenant does not
 * have (a stale bookmark) or a value that cannot be read is ignored rather than emptying the results.
 */
export function filtersOf(request: SearchRequest, vocabulary: Vocabulary, p: Parameters, price: string): Filter[] {
  const filters: Filter[] = [];
  const zone = request.zone;
  for (const [name, values] of Object.entries(request.facets)) {
    if (values.length === 0) continue;
    const add = (sql: string) => filters.push({ name, sql });
    switch (name) {
      case 'category':
        add(`category_path && ${p.add(values, 'text[]')}`);
        break;
      case 'brand':
        add(`brand_slug = ANY(${p.add(values, 'text[]')})`);
        break;
      case 'color':
        add(`color_slugs && ${p.add(values, 'text[]')}`);
        break;
      case 'rating': {
        const stars = values.map(Number).filter((n) => Number.isInteger(n) && n >= 1 && n <= 5);
        if (stars.length > 0) add(`rating_count > 0 AND rating >= ${Math.min(...stars)}`);
        break;
      }
      case 'price': {
        const ranges = values.map(parsePriceRange).filter((range) => range !== undefined);
        if (ranges.length > 0)
          add(
            ranges
              .map(
                (range) => `(${price} >= ${p.add(range.min, 'float8')} AND ${price} <= ${p.add(range.max, 'float8')})`,
              )
              .join(' OR '),
          );
        break;
      }
      case 'delivery': {
        const home = values.includes('HD') && zone.homeDelivery;
        const store = values.includes('CC') || values.includes('BS');
        add(`(${home} AND ships_home) OR (${store} AND stocked_stores && ${p.add(zone.storeIds, 'text[]')})`);
        break;
      }
      case 'store':
        add(`stocked_stores && ${p.add(values, 'text[]')}`);
        break;
      default: {
        if (!vocabulary.attributes.some((facet) => facet.name === name)) break;
        const value = `attributes ->> ${p.add(name, 'text')}`;
        // The empty value is "no such attribute": chosen, it takes the products without one.
        const none = values.includes('') ? ` OR ${value} IS NULL` : '';
        add(`${value} = ANY(${p.add(values, 'text[]')})${none}`);
      }
    }
  }
  return filters;
}

export function orderBy(request: SearchRequest): string {
  const tie = 'sold_week DESC, position';
  switch (request.sortBy) {
    case 'price-asc':
      return `price ASC NULLS LAST, ${tie}`;
    case 'price-desc':
      return `price DESC NULLS LAST, ${tie}`;
    case 'rating':
      return `rating DESC, rating_count DESC, ${tie}`;
    case 'newest':
      return `created_at DESC, ${tie}`;
    case 'best-selling':
      return tie;
    default:
      return `score DESC, ${tie}`;
  }
}
