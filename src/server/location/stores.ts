import type { DatabaseHandle } from '../db';

export interface StoreInfo {
  id: string;
  name: string;
  address: string;
  zoneId: string;
  latitude: number;
  longitude: number;
  phone: string;
  /** Monday first; [open, close] as "HH:MM", null when closed that day. */
  openingHours: ([string, string] | null)[];
  pickupHours: number;
}

const cache = new Map<string, Promise<Map<string, StoreInfo>>>();

/** A tenant's stores by id, read once. */
export function storesOf(handle: DatabaseHandle, tenant: string): Promise<Map<string, StoreInfo>> {
  let stores = cache.get(tenant);
  if (!stores) {
    stores = handle.db
      .selectFrom('stores')
      .selectAll()
      .where('tenant', '=', tenant)
      .orderBy('name')
      .execute()
      .then(
        (rows) =>
          new Map(
            rows.map((row) => [
              row.id,
              {
                id: row.id,
                name: row.name,
                address: row.address,
                zoneId: row.zone_id,
                latitude: row.latitude,
                longitude: row.longitude,
                phone: row.phone,
                openingHours: JSON.parse(row.opening_hours) as ([string, string] | null)[],
                pickupHours: row.pickup_hours,
              },
            ]),
          ),
      );
    cache.set(tenant, stores);
  }
  return stores;
}
