import { distanceKm } from '../location/geolocate';
import type { StoreInfo } from '../location/stores';
import type { ZoneInfo } from '../location/zones';

/**
 * The stores the cart offers for pickup: those that serve the shopper's zone (its region's),
 * nearest to the zone's centre first, not every store of the country. A store a line already
 * goes to stays listed, so the shopper sees it chosen and can change it.
 */
export function pickupStores(
  zone: Pick<ZoneInfo, 'storeIds' | 'centre'>,
  stores: ReadonlyMap<string, StoreInfo>,
  chosen: Iterable<string | null>,
): { id: string; name: string }[] {
  const ids = new Set(zone.storeIds);
  for (const id of chosen) if (id !== null && stores.has(id)) ids.add(id);
  const { centre } = zone;
  const distance = (store: StoreInfo) => (centre ? distanceKm(centre, store) : 0);
  return [...ids]
    .flatMap((id) => {
      const store = stores.get(id);
      return store ? [store] : [];
    })
    .sort((a, b) => distance(a) - distance(b) || a.name.localeCompare(b.name))
    .map((store) => ({ id: store.id, name: store.name }));
}
