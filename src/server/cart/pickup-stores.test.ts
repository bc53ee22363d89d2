import { describe, expect, it } from 'vitest';
import type { StoreInfo } from '../location/stores';
import { pickupStores } from './pickup-stores';

const store = (id: string, name: string, latitude: number, longitude: number): StoreInfo => ({
  id,
  name,
  address: '',
  zoneId: '',
  latitude,
  longitude,
  phone: '',
  openingHours: [],
  pickupHours: 2,
});
const stores = new Map(
  [
    store('1001', 'Maipú', -33.51, -70.76),
    store('1002', 'Providencia', -33.43, -70.61),
    store('1003', 'La Florida', -33.52, -70.59),
    store('2001', 'Iquique', -20.21, -70.15),
  ].map((s) => [s.id, s]),
);
const santiago = { storeIds: ['1001', '1002', '1003'], centre: { latitude: -33.44, longitude: -70.65 } };

describe('pickupStores', () => {
  it('lists the stores serving the zone, nearest to its centre first, and no other', () => {
    expect(pickupStores(santiago, stores, []).map((s) => s.store.name)).toEqual(['Providencia', 'La Florida', 'Maipú']);
  });

  it('says how far each is from the zone’s centre, in km', () => {
    const [nearest] = pickupStores(santiago, stores, []);
    // Providencia is about 4 km east of the centre
    expect(nearest?.distanceKm).toBeGreaterThan(3);
    expect(nearest?.distanceKm).toBeLessThan(5);
  });

  it('keeps a store a line already goes to, and ignores one the tenant does not have', () => {
    expect(pickupStores(santiago, stores, ['2001', null, '9999']).map((s) => s.store.id)).toEqual([
      '1002',
      '1003',
      '1001',
      '2001',
    ]);
  });

  it('sorts by name when the zone has no centre', () => {
    expect(pickupStores({ ...santiago, centre: null }, stores, []).map((s) => [s.store.name, s.distanceKm])).toEqual([
      ['La Florida', null],
      ['Maipú', null],
      ['Providencia', null],
    ]);
  });
});
