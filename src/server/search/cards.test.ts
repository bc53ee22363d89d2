import { describe, expect, it } from 'vitest';
import { getTenant } from '../../tenants/registry';
import { SearchIndex } from './build-index';
import { firstCards } from './cards';
import { testDocument } from './test-document';

const paint = { id: 'c1', name: 'Pinturas' };
const priced = (id: string) => testDocument(id, `Pintura ${id}`, [paint]);
const unpriced = (id: string) => testDocument(id, `Pintura ${id}`, [paint], { prices: {} });
const index = new SearchIndex([priced('1'), unpriced('2'), priced('3'), priced('4'), priced('5')]);
const zone = { priceGroupId: '10', storeIds: [], homeDelivery: true };

describe('firstCards', () => {
  it('gives the first cards it keeps, in the order of the ids, and looks no further', () => {
    const looked: string[] = [];
    const cards = firstCards(index, ['4', '2', 'gone', '1', '3', '5'], {
      tenant: getTenant('cl'),
      zone,
      limit: 2,
      keep: (card) => {
        looked.push(card.id);
        return card.price !== null;
      },
    });
    expect(cards.map((card) => card.id)).toEqual(['4', '1']);
    expect(looked).toEqual(['4', '2', '1']);
  });

  it('gives fewer when the ids run out', () => {
    const cards = firstCards(index, ['2', '3'], {
      tenant: getTenant('cl'),
      zone,
      limit: 4,
      keep: (card) => card.price !== null,
    });
    expect(cards.map((card) => card.id)).toEqual(['3']);
  });
});
