import { describe, expect, it } from 'vitest';
import { distanceKm, geolocationRadiusKm, nearestZone } from './geolocate';
import { matchRank } from './location-search';
import type { ZoneInfo } from './zones';

const zone = (id: string, centre: ZoneInfo['centre'], served = true): ZoneInfo => ({
  id,
  label: id,
  priceGroupId: '10',
  cityId: id,
  regionId: '13',
  served,
  deliveryDays: 0,
  deliveryCost: 3990,
  economicDays: null,
  economicCost: null,
  sameDayCutoffHour: null,
  storeIds: [],
  centre,
});

describe('distanceKm', () => {
  it.each([
    // Santiago to Valparaíso is about 100 km; São Paulo to Rio about 360 km
    [{ latitude: -33.45, longitude: -70.66 }, { latitude: -33.047, longitude: -71.612 }, 98, 102],
    [{ latitude: -23.55, longitude: -46.633 }, { latitude: -22.906, longitude: -43.173 }, 355, 362],
    [{ latitude: 10, longitude: 20 }, { latitude: 10, longitude: 20 }, 0, 0],
  ])('%o to %o', (a, b, min, max) => {
    const distance = distanceKm(a, b);
    expect(distance).toBeGreaterThanOrEqual(min);
    expect(distance).toBeLessThanOrEqual(max);
  });
});

describe('nearestZone (cl: comunas under their CUT codes)', () => {
  // Centres as the cities table holds them (the comunas' coordinates)
  const zones = [
    zone('13101', { latitude: -33.437, longitude: -70.65 }),
    zone('13114', { latitude: -33.408, longitude: -70.567 }),
    zone('05109', { latitude: -33.024, longitude: -71.552 }),
    zone('05104', { latitude: -33.637, longitude: -78.829 }, false),
    zone('12202', { latitude: -62.2, longitude: -58.964 }, false),
  ];

  it('finds the comuna whose centre is nearest', () => {
    // Plaza de Armas, Santiago
    expect(nearestZone(zones, { latitude: -33.4378, longitude: -70.6504 })).toMatchObject({
      outcome: 'found',
      zone: { id: '13101' },
    });
    // Viña del Mar
    expect(nearestZone(zones, { latitude: -33.02, longitude: -71.55 })).toMatchObject({ zone: { id: '05109' } });
  });

  it('says "no delivery service" on an island we do not serve, even with a served place in range', () => {
    expect(nearestZone(zones, { latitude: -33.64, longitude: -78.83 })).toMatchObject({
      outcome: 'notServed',
      zone: { id: '05104' },
    });
  });

  it(`finds nothing beyond ${geolocationRadiusKm} km of every zone`, () => {
    expect(nearestZone(zones, { latitude: 0, longitude: 0 })).toEqual({ outcome: 'notFound' });
    expect(nearestZone([], { latitude: -33.44, longitude: -70.65 })).toEqual({ outcome: 'notFound' });
  });

  it('ignores zones without a known centre', () => {
    expect(nearestZone([zone('XYZ', null)], { latitude: -33.44, longitude: -70.65 })).toEqual({ outcome: 'notFound' });
  });
});

describe('matchRank', () => {
  it.each([
    ['providencia', 'providencia', 0],
    ['providencia', 'provi', 1],
    ['san pedro de atacama', 'atacama', 2],
    ['estacion central', 'central', 2],
    ['nunoa', 'uno', 3],
    ['maipu', 'santiago', undefined],
  ])('%s for %s is %s', (name, query, rank) => {
    expect(matchRank(name, query)).toBe(rank);
  });
});
