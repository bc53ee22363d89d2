import type { ProductStoreShipping } from '../delivery/product-shipping';
import type { StoreOption } from '../delivery/store-delivery';
import { mapTileAttribution, mapTileUrl } from './map-config';

export interface PickupStore extends StoreOption {
  /** The marker's number on the tile map, the same as the store's place in the list (from 1). */
  number: number;
}

export interface StorePickup {
  regionName: string;
  stores: PickupStore[];
  /** Whether any listed store takes online orders for pickup (click and collect). */
  clickAndCollect: boolean;
  tileUrl: string | null;
  /** The tile provider's credit (MAP_TILE_ATTRIBUTION), when configured. */
  tileAttribution: string | null;
}

/**
 * The product page's store pickup (docs/zones-and-price-groups.md "delivery and store pickup with map"): the stores of
 * the zone's region that have the SKU, best first, numbered for the tile map where one is configured.
 */
export function storePickup(shipping: ProductStoreShipping): StorePickup {
  const stocked = shipping.stores.filter((store) => store.buyAtStore.available || store.clickAndCollect.available);
  return {
    regionName: shipping.zone.region.name,
    stores: stocked.map((store, index) => ({ ...store, number: index + 1 })),
    clickAndCollect: shipping.clickAndCollect,
    tileUrl: mapTileUrl(),
    tileAttribution: mapTileAttribution(),
  };
}
