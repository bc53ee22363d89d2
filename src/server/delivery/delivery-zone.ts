import type { Tenant } from '../../tenants/schema';
import { invalid } from '../api/errors';
import type { DatabaseHandle } from '../db';
import { unknown } from '../location/errors';
import { placesOf } from '../location/places';
import { namedOrShopperZone } from '../location/zone-precedence';
import { type ShopperZone, zonesOf } from '../location/zones';
import type { RequestScope } from '../request/request-scope';

/** Where a delivery call asks about: a region and its city (divgeo), a zone, or the zone cookie. */
export interface DeliveryPlace {
  regionId?: string | undefined;
  cityId?: string | undefined;
  zoneId?: string | undefined;
}

/** The zone of the city a delivery call names (one zone per city), checked against its region. */
async function cityZoneId(handle: DatabaseHandle, tenant: Tenant, place: DeliveryPlace): Promise<string | undefined> {
  if (place.regionId !== undefined) {
    const places = await placesOf(handle, tenant.tenant);
    if (!places.regionById.has(place.regionId)) throw unknown('regionId', 'location.regionNotFound');
    if (place.cityId === undefined) throw invalid('cityId', 'location.cityRequired');
  }
  if (place.cityId === undefined) return undefined;
  const zones = await zonesOf(handle, tenant.tenant);
  const zone = [...zones.values()].find((candidate) => candidate.cityId === place.cityId);
  if (!zone || (place.regionId !== undefined && zone.regionId !== place.regionId)) {
    throw unknown('cityId', 'location.cityNotFound');
  }
  return zone.id;
}

/**
 * The zone a delivery call is about (docs/zones-and-price-groups.md): getProductShipping takes the
 * region and the comuna or city; without them the shopper's zone cookie decides (a malformed one
 * falls back).
 * A zone named outright wins over the region and city, which are then not checked.
 */
export async function deliveryZone(
  handle: DatabaseHandle,
  scope: RequestScope,
  place: DeliveryPlace,
): Promise<ShopperZone> {
  const { tenant } = scope;
  const named = place.zoneId ?? (await cityZoneId(handle, tenant, place));
  return namedOrShopperZone(handle, tenant, named, scope.zoneCookie, () => unknown('zoneId', 'location.zoneNotFound'));
}
