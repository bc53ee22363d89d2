import type { SearchDocument } from './types';

/**
 * A product as the search tests build their indexes from: a Sipa product in the given categories,
 * 10,000 in price group 10, 10 units at the distribution centre, unless `over` says otherwise.
 */
export function testDocument(
  id: string,
  name: string,
  categories: SearchDocument['categories'],
  over: Partial<SearchDocument> = {},
): SearchDocument {
  return {
    id,
    name,
    slug: id,
    brand: { id: 'sipa', name: 'Sipa', slug: 'sipa' },
    categories,
    colors: [],
    attributes: [],
    rating: 0,
    ratingCount: 0,
    soldWeek: 0,
    createdAt: 0,
    prices: { '10': { current: 10000, regular: 10000 } },
    webStock: 10,
    storeStock: new Map(),
    shippingType: 'home',
    image: null,
    badges: [],
    ...over,
  };
}
