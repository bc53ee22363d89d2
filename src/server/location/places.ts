import type { DatabaseHandle } from '../db';

/** A first-level division: a Chilean región, a Mexican or Brazilian estado, a department... */
export interface RegionInfo {
  id: string;
  name: string;
  position: number;
}

/** A second-level division: a comuna, municipio, município, distrito... One zone per city. */
export interface CityInfo {
  id: string;
  name: string;
  regionId: string;
}

export interface Places {
  /** In display order (north to south in Chile, as the catalogue lists them). */
  regions: RegionInfo[];
  regionById: Map<string, RegionInfo>;
  cityById: Map<string, CityInfo>;
}

const cache = new Map<string, Promise<Places>>();

async function loadPlaces(handle: DatabaseHandle, tenant: string): Promise<Places> {
  const regions = await handle.db
    .selectFrom('regions')
    .select(['id', 'name', 'position'])
    .where('tenant', '=', tenant)
    .orderBy('position')
    .execute();
  const cities = await handle.db
    .selectFrom('cities')
    .select(['id', 'name', 'region_id'])
    .where('tenant', '=', tenant)
    .execute();
  return {
    regions,
    regionById: new Map(regions.map((region) => [region.id, region])),
    cityById: new Map(cities.map((city) => [city.id, { id: city.id, name: city.name, regionId: city.region_id }])),
  };
}

/** A tenant's regions and cities, read once: like zones, they change with a new catalogue only. */
export function placesOf(handle: DatabaseHandle, tenant: string): Promise<Places> {
  let places = cache.get(tenant);
  if (!places) {
    places = loadPlaces(handle, tenant);
    // a failed read is not remembered: the next request tries again
    places.catch(() => cache.delete(tenant));
    cache.set(tenant, places);
  }
  return places;
}
