import { describe, expect, it } from 'vitest';
import { zoneIdPattern } from '../../../src/lib/zone';
import { tenants as tenantConfigs } from '../../../src/tenants/registry';
import { cities, duplicates, postalCodes } from './geography-test-helpers';
import { geographies } from './index';
import type { TenantGeography } from './types';

const tenants = Object.values(geographies);

/** Rough country boxes, outlying islands and Antarctic claims included (Chile's reaches 53°W). */
const boxes: Record<TenantGeography['tenant'], { lat: [number, number]; lon: [number, number] }> = {
  cl: { lat: [-63, -17.4], lon: [-110, -53] },
  homy: { lat: [-63, -17.4], lon: [-110, -53] },
  pe: { lat: [-18.4, -0.03], lon: [-81.4, -68.6] },
  co: { lat: [-4.3, 13.5], lon: [-82, -66.8] },
  ar: { lat: [-65, -21.7], lon: [-73.6, -53.6] },
  br: { lat: [-33.8, 5.3], lon: [-74, -32.3] },
  obra: { lat: [-33.8, 5.3], lon: [-74, -32.3] },
  mx: { lat: [14.5, 32.8], lon: [-118.5, -86.7] },
  uy: { lat: [-35.1, -30], lon: [-58.5, -53] },
};

/** Home-delivery costs in minor units a shopper would find plausible (catches a slip of 100×). */
const costRange: Record<TenantGeography['tenant'], [number, number]> = {
  cl: [1990, 14990],
  homy: [1990, 14990],
  pe: [590, 6990],
  co: [490000, 4990000],
  ar: [299900, 2999900],
  br: [990, 7990],
  obra: [990, 7990],
  mx: [4900, 39900],
  uy: [9000, 59000],
};

/** The zones the tenant configs fall back to (docs/zones-and-price-groups.md), with their price group and header label. */
const fallbacks: [TenantGeography['tenant'], string, string, string][] = [
  ['cl', '13101', '10', 'Santiago'],
  ['homy', '13101', '11', 'Santiago'],
  ['pe', '150101', '20', 'Lima'],
  ['co', '11001', '30', 'Bogotá'],
  ['ar', '02007', '40', 'Ciudad de Buenos Aires'],
  ['br', '3550308', '50', 'São Paulo - SP'],
  ['obra', '3550308', '51', 'São Paulo - SP'],
  ['mx', '09015', '60', 'Cuauhtémoc, CDMX'],
  ['uy', '11000', '70', 'Montevideo'],
];

function kilometres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe.each(tenants.map((g) => [g.tenant, g] as const))('%s geography', (tenant, g) => {
  it('is registered under its own tenant id', () => {
    expect(geographies[tenant]).toBe(g);
  });

  it('has unique price group, region, city, store and postal code ids', () => {
    expect(duplicates(g.priceGroups.map((p) => p.id))).toEqual([]);
    expect(duplicates(g.regions.map((r) => r.id))).toEqual([]);
    expect(duplicates(cities(g).map((c) => c.id))).toEqual([]);
    expect(duplicates(g.stores.map((s) => s.id))).toEqual([]);
    // a postal code belongs to one zone, so it appears once in the whole tenant
    expect(duplicates(postalCodes(g).map((p) => p.code))).toEqual([]);
  });

  it('gives price groups ids of 1–6 digits, each used by some zone', () => {
    const used = new Set(cities(g).map((c) => c.zone.priceGroupId));
    for (const group of g.priceGroups) {
      expect(group.id).toMatch(/^[0-9]{1,6}$/);
      expect(used, `price group ${group.id}`).toContain(group.id);
    }
  });

  it('gives every city one zone, under its id, that fits the zone cookie and names an existing price group', () => {
    const groups = new Set(g.priceGroups.map((p) => p.id));
    for (const city of cities(g)) {
      expect(city.zone.id).toBe(city.id);
      expect(city.zone.id).toMatch(zoneIdPattern);
      expect(groups, `zone ${city.zone.id}`).toContain(city.zone.priceGroupId);
      expect(city.zone.label.trim()).not.toBe('');
    }
  });

  it('makes delivery promises a shopper can read: whole minor units, economic slower and cheaper', () => {
    const [min, max] = costRange[tenant];
    for (const { zone } of cities(g)) {
      expect(Number.isInteger(zone.deliveryDays) && zone.deliveryDays >= 0, zone.id).toBe(true);
      expect(Number.isInteger(zone.deliveryCost), zone.id).toBe(true);
      expect(zone.deliveryCost, zone.id).toBeGreaterThanOrEqual(min);
      expect(zone.deliveryCost, zone.id).toBeLessThanOrEqual(max);
      expect(zone.economicDays === undefined, zone.id).toBe(zone.economicCost === undefined);
      if (zone.economicDays !== undefined && zone.economicCost !== undefined) {
        expect(zone.economicDays, zone.id).toBeGreaterThan(zone.deliveryDays);
        expect(zone.economicCost, zone.id).toBeLessThan(zone.deliveryCost);
        expect(Number.isInteger(zone.economicCost), zone.id).toBe(true);
      }
      if (zone.sameDayCutoffHour !== undefined) {
        expect(zone.deliveryDays, zone.id).toBe(0);
        expect(zone.sameDayCutoffHour, zone.id).toBeGreaterThan(0);
        expect(zone.sameDayCutoffHour, zone.id).toBeLessThan(24);
      }
    }
  });

  it('serves most places and leaves only a few remote ones unserved', () => {
    const unserved = cities(g).filter((c) => !c.zone.served);
    expect(unserved.length).toBeLessThan(cities(g).length / 10);
  });

  it('places cities and stores inside the country', () => {
    const { lat, lon } = boxes[tenant];
    for (const place of [...cities(g), ...g.stores]) {
      expect(place.latitude, place.name).toBeGreaterThanOrEqual(lat[0]);
      expect(place.latitude, place.name).toBeLessThanOrEqual(lat[1]);
      expect(place.longitude, place.name).toBeGreaterThanOrEqual(lon[0]);
      expect(place.longitude, place.name).toBeLessThanOrEqual(lon[1]);
    }
  });

  it('puts every store in an existing, served city, within 40 km of it', () => {
    const byId = new Map(cities(g).map((c) => [c.id, c]));
    for (const store of g.stores) {
      const city = byId.get(store.cityId);
      expect(city, `${store.name} → ${store.cityId}`).toBeDefined();
      if (!city) continue;
      expect(city.zone.served, store.name).toBe(true);
      expect(kilometres(store, city), store.name).toBeLessThan(40);
    }
  });

  it('opens every store on seven days of "HH:MM" pairs, opening before closing, and offers pickup', () => {
    for (const store of g.stores) {
      expect(store.openingHours, store.name).toHaveLength(7);
      expect(
        store.openingHours.some((day) => day !== null),
        store.name,
      ).toBe(true);
      for (const day of store.openingHours) {
        if (day === null) continue;
        const [open, close] = day;
        expect(open, store.name).toMatch(/^([01][0-9]|2[0-3]):[0-5][0-9]$/);
        expect(close, store.name).toMatch(/^([01][0-9]|2[0-3]):[0-5][0-9]$/);
        expect(open < close, `${store.name} ${open}–${close}`).toBe(true);
      }
      expect(store.pickupHours, store.name).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('fallback zones', () => {
  it.each(fallbacks)('%s falls back to zone %s of price group %s, labelled %s', (tenant, zoneId, priceGroup, label) => {
    const zone = cities(geographies[tenant]).find((c) => c.id === zoneId)?.zone;
    expect(zone).toMatchObject({ id: zoneId, priceGroupId: priceGroup, label, served: true });
  });
});

describe('Chile', () => {
  it('lists the 16 regions and every comuna of Santiago province (CUT 13101–13132)', () => {
    const { cl } = geographies;
    expect(cl.regions).toHaveLength(16);
    const ids = new Set(cities(cl).map((c) => c.id));
    const santiagoProvince = Array.from({ length: 32 }, (_, i) => String(13101 + i));
    expect(santiagoProvince.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('homy shares cl’s regions and comunas with its own price groups', () => {
    const { cl, homy } = geographies;
    const shape = (g: TenantGeography) => g.regions.map((r) => [r.id, r.name, r.cities.map((c) => c.id)]);
    expect(shape(homy)).toEqual(shape(cl));
    const clGroups = cl.priceGroups.map((p) => p.id);
    expect(homy.priceGroups.filter((p) => clGroups.includes(p.id))).toEqual([]);
  });

  it('prices Punta Arenas and Isla de Pascua in the extreme group and leaves Juan Fernández unserved', () => {
    const zone = (id: string) => cities(geographies.cl).find((c) => c.id === id)?.zone;
    expect(zone('12101')?.priceGroupId).toBe('14');
    expect(zone('05201')?.priceGroupId).toBe('14');
    expect(zone('05104')?.served).toBe(false);
  });
});

describe('Uruguay', () => {
  it('lists its 19 departments', () => {
    expect(geographies.uy.regions).toHaveLength(19);
  });
});

describe('tenant configuration', () => {
  it.each([...tenantConfigs.values()])(
    '$tenant: its fallback zone and price group exist in its geography',
    (tenant) => {
      const geography = geographies[tenant.tenant];
      const zone = geography.regions
        .flatMap((region) => region.cities)
        .find((city) => city.zone.id === tenant.fallbackZone.zoneId)?.zone;
      expect(zone?.priceGroupId).toBe(tenant.fallbackZone.priceGroup);
    },
  );
});
