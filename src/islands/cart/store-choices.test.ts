import { describe, expect, it } from 'vitest';
import type { EditorDeliveryOption } from './cart-view';
import { deliveryGroups } from './store-choices';

const option = (value: string, selected = false): EditorDeliveryOption => ({
  value,
  method: value.includes(':') ? 'pickupInStore' : value,
  label: value,
  promise: '',
  cost: null,
  store: value.includes(':') ? { id: value, address: '', distance: null, stock: '' } : null,
  available: true,
  selected,
});
const values = (options: EditorDeliveryOption[]) => options.map((o) => o.value);

describe('a line’s delivery options as the cart lists them', () => {
  it('home deliveries, the three nearest stores, and the others behind a disclosure', () => {
    const groups = deliveryGroups(['homeDelivery', 's:1', 's:2', 's:3', 's:4', 's:5'].map((v) => option(v)));
    expect(values(groups.home)).toEqual(['homeDelivery']);
    expect(values(groups.stores)).toEqual(['s:1', 's:2', 's:3']);
    expect(values(groups.moreStores)).toEqual(['s:4', 's:5']);
  });

  it('the chosen store is always in sight', () => {
    const groups = deliveryGroups([
      option('homeDelivery'),
      ...['s:1', 's:2', 's:3', 's:4'].map((v) => option(v, v === 's:4')),
    ]);
    expect(values(groups.stores)).toEqual(['s:1', 's:2', 's:3', 's:4']);
    expect(groups.moreStores).toEqual([]);
  });
});
