import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, localApi, type Received, refused, succeeded } from '../../test-support/browser';
import { loadPlaceLists, loadRegionCities, type PlaceLists, preselectedZone, regionToReopen } from './place-lists';

const fallback = 'No pudimos cargar las regiones y comunas.';

// as src/server/location/picker.ts and src/server/delivery/divgeo.ts answer, extra fields and all
const vitacura = {
  cityId: 'c-1',
  name: 'Vitacura',
  zoneId: 'z-vitacura',
  label: 'Vitacura',
  served: true,
  selected: true,
};
const lampa = { cityId: 'c-2', name: 'Lampa', zoneId: 'z-lampa', label: 'Lampa', served: false, selected: false };
const selected = {
  selected: {
    zoneId: 'z-vitacura',
    label: 'Vitacura',
    region: { id: 'r-13', name: 'Metropolitana' },
    isFallback: false,
  },
  levels: [
    { level: 'region', label: 'Región' },
    { level: 'city', label: 'Comuna' },
  ],
  regions: [
    { regionId: 'r-5', name: 'Valparaíso', selected: false },
    { regionId: 'r-13', name: 'Metropolitana', selected: true },
  ],
  cities: [lampa, vitacura],
};

let api: Awaited<ReturnType<typeof localApi>> | undefined;
afterEach(async () => {
  vi.unstubAllGlobals();
  await api?.close();
  api = undefined;
});

async function serve(answer: (request: Received) => Answer) {
  api = await localApi(answer);
  return api.received;
}

describe('the manual picker’s lists', () => {
  it('are the regions and the current region’s cities, with the tenant’s names for both levels', async () => {
    const received = await serve(() => succeeded(selected));
    expect(await loadPlaceLists(fallback)).toEqual({
      levels: { region: 'Región', city: 'Comuna' },
      regions: [
        { regionId: 'r-5', name: 'Valparaíso' },
        { regionId: 'r-13', name: 'Metropolitana' },
      ],
      regionId: 'r-13',
      zoneId: 'z-vitacura',
      cities: [
        { name: 'Lampa', zoneId: 'z-lampa', served: false },
        { name: 'Vitacura', zoneId: 'z-vitacura', served: true },
      ],
    });
    expect(received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/cl/get-selected-locations',
    ]);
  });

  it('name a level the answer lacks with nothing rather than fail', async () => {
    await serve(() => succeeded({ ...selected, levels: [{ level: 'city', label: 'Comuna' }] }));
    expect((await loadPlaceLists(fallback)).levels).toEqual({ region: '', city: 'Comuna' });
  });

  it('fail with the server’s words', async () => {
    await serve(() => refused(500, { code: '-1', message: 'Algo salió mal.' }));
    await expect(loadPlaceLists(fallback)).rejects.toMatchObject({ message: 'Algo salió mal.', status: 500 });
  });

  it('fail with the catalogue’s words when the answer is no list', async () => {
    await serve(() => succeeded({ regions: [] }));
    await expect(loadPlaceLists(fallback)).rejects.toMatchObject({ message: fallback });
  });
});

describe('a region’s cities (docs/zones-and-price-groups.md initDivgeoShipping)', () => {
  it('are asked for the region, its id encoded', async () => {
    const received = await serve(() =>
      succeeded({ region: { regionId: 'r 5/a', name: 'Valparaíso' }, cities: [{ ...vitacura, homeDelivery: null }] }),
    );
    expect(await loadRegionCities('r 5/a', fallback)).toEqual([
      { name: 'Vitacura', zoneId: 'z-vitacura', served: true },
    ]);
    expect(received[0]?.url).toBe('/api/cl/initDivgeoShipping?divgeo2=r%205%2Fa');
  });
});

const lists: PlaceLists = {
  levels: { region: 'Región', city: 'Comuna' },
  regions: [
    { regionId: 'r-5', name: 'Valparaíso' },
    { regionId: 'r-13', name: 'Metropolitana' },
  ],
  regionId: 'r-13',
  zoneId: 'z-vitacura',
  cities: [
    { name: 'Lampa', zoneId: 'z-lampa', served: false },
    { name: 'Vitacura', zoneId: 'z-vitacura', served: true },
  ],
};

describe('the city chosen as the picker opens', () => {
  it.each([
    ['the shopper’s zone, one of the region’s cities', lists, 'z-vitacura'],
    ['none when the zone is no city of the list (the fallback zone)', { ...lists, zoneId: 'z-fallback' }, ''],
  ])('%s', (_, given, zoneId) => {
    expect(preselectedZone(given)).toBe(zoneId);
  });
});

describe('the region picked last without a city (docs/zones-and-price-groups.md temporary locations)', () => {
  it.each([
    ['opens again when it is another region', 'r-5', 'r-5'],
    ['is already open when it is the current one', 'r-13', undefined],
    ['is forgotten when the tenant has no such region', 'r-99', undefined],
    ['is nothing when none was picked', undefined, undefined],
  ])('%s', (_, pending, reopened) => {
    expect(regionToReopen(lists, pending)).toBe(reopened);
  });
});
