import type { DatabaseHandle } from '../db';

export interface ZoneInfo {
  id: string;
  label: string;
  priceGroupId: string;
  cityId: string;
  regionId: string;
  served: boolean;
  deliveryDays: number;
  deliveryCost: number;
  economicDays: number | null;
  economicCost: number | null;
  sameDayCutoffHour: number | null;
  /** Stores of the zone's region: their stock serves click and collect and buy at store. */
  storeIds: string[];
  /** The zone's centre (its city's coordinates), for geolocation; null when the city has none. */
  centre: { latitude: number; longitude: number } | null;
}

/** The zone the shopper is in, resolved from the cookie (or the tenant's fallback). */
export interface ShopperZone extends ZoneInfo {
  isFallback: boolean;
}

const cache = new Map<string, Promise<Map<string, ZoneInfo>>>();

async function loadZones(handle: DatabaseHandle, tenant: string): Promise<Map<string, ZoneInfo>> {
  const rows = await handle.db
    .selectFrom('zones as z')
    .innerJoin('cities as c', (join) => join.onRef('c.tenant', '=', 'z.tenant').onRef('c.id', '=', 'z.city_id'))
    .select([
      'z.id',
      'z.label',
      'z.price_group_id',
      'z.city_id',
      'c.region_id',
      'z.served',
      'z.delivery_days',
      'z.delivery_cost',
      'z.economic_days',
      'z.economic_cost',
      'z.same_day_cutoff_hour',
      'c.latitude',
      'c.longitude',
    ])
    .where('z.tenant', '=', tenant)
    .execute();
  const stores = await handle.db
    .selectFrom('stores as s')
    .innerJoin('zones as z', (join) => join.onRef('z.tenant', '=', 's.tenant').onRef('z.id', '=', 's.zone_id'))
    .innerJoin('cities as c', (join) => join.onRef('c.tenant', '=', 'z.tenant').onRef('c.id', '=', 'z.city_id'))
    .select(['s.id', 'c.region_id'])
    .where('s.tenant', '=', tenant)
    .orderBy('s.id')
    .execute();
  const storesByRegion = new Map<string, string[]>();
  for (const store of stores)
    storesByRegion.set(store.region_id, [...(storesByRegion.get(store.region_id) ?? []), store.id]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        label: row.label,
        priceGroupId: row.price_group_id,
        cityId: row.city_id,
        regionId: row.region_id,
        served: row.served === 1,
        deliveryDays: row.delivery_days,
        deliveryCost: row.delivery_cost,
        economicDays: row.economic_days,
        economicCost: row.economic_cost,
        sameDayCutoffHour: row.same_day_cutoff_hour,
        storeIds: storesByRegion.get(row.region_id) ?? [],
        centre:
          row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude },
      },
    ]),
  );
}

/** Every zone of a tenant, read once: zones change with a new catalogue, not per request. */
export function zonesOf(handle: DatabaseHandle, tenant: string): Promise<Map<string, ZoneInfo>> {
  let zones = cache.get(tenant);
  if (!zones) {
    zones = loadZones(handle, tenant);
    cache.set(tenant, zones);
  }
  return zones;
}

/** Forgets cached zones (after a tenant is re-seeded). */
export function forgetZones(tenant: string): void {
  cache.delete(tenant);
}
