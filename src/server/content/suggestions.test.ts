import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../search/build-index';
import type { SearchDocument, SearchZone } from '../search/types';
import { correctionWithResults, popularDepartments, popularProducts } from './suggestions';

const paint = [
  { id: 'c1', name: 'Pinturas' },
  { id: 'c11', name: 'Látex' },
];
const tools = [
  { id: 'c2', name: 'Herramientas' },
  { id: 'c21', name: 'Taladros' },
];
const garden = [{ id: 'c3', name: 'Jardín' }];

function doc(id: string, name: string, over: Partial<SearchDocument> = {}): SearchDocument {
  return {
    id,
    name,
    slug: id,
    brand: { id: 'b', name: 'Marca', slug: 'marca' },
    categories: paint,
    colors: [],
    attributes: [],
    rating: 0,
    ratingCount: 0,
    soldWeek: 1,
    createdAt: 0,
    prices: { '10': { current: 1000, regular: 1000 } },
    webStock: 5,
    storeStock: new Map(),
    shippingType: 'home',
    image: null,
    badges: [],
    ...over,
  };
}

const index = new SearchIndex([
  doc('1', 'Pintura látex blanco', { soldWeek: 50 }),
  doc('2', 'Pintura esmalte gris', { soldWeek: 40 }),
  doc('3', 'Taladro percutor', { categories: tools, soldWeek: 60 }),
  doc('4', 'Taladro inalámbrico', { categories: tools, soldWeek: 45, prices: {} }),
  doc('5', 'Manguera de jardín', { categories: garden, soldWeek: 30, webStock: 0 }),
  doc('6', 'Tijera de podar', { categories: garden, soldWeek: 1, webStock: 0, storeStock: new Map([['S1', 2]]) }),
]);
const zone: SearchZone = { priceGroupId: '10', storeIds: ['S1'], homeDelivery: true };

describe('no-results suggestions', () => {
  it('departments by the sales of their products', () => {
    // Tools sold 105 a week, paint 90, garden 31.
    expect(popularDepartments(index, 2)).toEqual([
      { id: 'c2', name: 'Herramientas' },
      { id: 'c1', name: 'Pinturas' },
    ]);
    expect(popularDepartments(index, 10)).toHaveLength(3);
  });

  it('best sellers the shopper can buy in the zone: priced in its group and deliverable or in a store there', () => {
    expect(popularProducts(index, zone, 4).map((d) => d.id)).toEqual(['3', '1', '2', '6']);
    expect(popularProducts(index, { ...zone, storeIds: [] }, 10).map((d) => d.id)).toEqual(['3', '1', '2']);
  });

  it('a correction only when it finds products', () => {
    expect(correctionWithResults(index, 'pintrua')).toBe('pintura');
    expect(correctionWithResults(index, 'pintura')).toBeUndefined();
    expect(correctionWithResults(index, 'xyzzyq')).toBeUndefined();
  });
});
