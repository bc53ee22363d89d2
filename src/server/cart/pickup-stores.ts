import { distanceKm } from '../location/geolocate';
import type { StoreInfo } from '../location/stores';
import type { ZoneInfo } from '../location/zones';

/** A store the cart offers for pickup, and how far it is from the zone's centre (null without one). */
export interface PickupStore {
  store: StoreInfo;
  distanceKm: number | null;
}

/**
 * The stores the cart offers for pickup: those that serve the shopper's zone (its region's),
 * nearest to the zone's centre first, not every store of the country. A store a line already
 * goes to stays listed, so the shopper sees it chosen and can change it.
 */
export function pickupStores(
  zone: Pick<ZoneInfo, 'storeIds' | 'centre'>,
  stores: ReadonlyMap<string, StoreInfo>,
  chosen: Iterable<string | null>,
): PickupStore[] {
  const ids = new Set(zone.storeIds);
  for (const id of chosen) if (id !== null && stores.has(id)) ids.add(id);
  const { centre } = zone;
  return [...ids]
    .flatMap((id) => {
      const store = stores.get(id);
      return store ? [{ store, distanceKm: centre ? distanceKm(centre, store) : null }] : [];
    })
    .sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || a.store.name.localeCompare(b.store.name));
}
