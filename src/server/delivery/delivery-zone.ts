import type { AstroCookies } from 'astro';
import { zoneCookies } from '../../lib/cookies';
import type { Tenant } from '../../tenants/schema';
import { invalid } from '../api/errors';
import type { DatabaseHandle } from '../db';
import { unknown } from '../location/errors';
import { placesOf } from '../location/places';
import { type ShopperZone, shopperZone, zonesOf } from '../location/zones';

/** Where a delivery call asks about: a region and its city (divgeo), a zone, or the zone cookie. */
export interface DeliveryPlace {
  regionId?: string | undefined;
  cityId?: string | undefined;
  zoneId?: string | undefined;
}

/**
 * The zone a delivery call is about. docs/zones-and-price-groups.md: getProductShipping takes the region and the comuna
 * or city; without them the shopper's zone cookie decides (a malformed one falls back, docs/zones-and-price-groups.md).
 */
export async function deliveryZone(
  handle: DatabaseHandle,
  tenant: Tenant,
  place: DeliveryPlace,
  cookies: AstroCookies,
): Promise<ShopperZone> {
  const zones = await zonesOf(handle, tenant.tenant);
  if (place.zoneId !== undefined) {
    const zone = zones.get(place.zoneId);
    if (!zone) throw unknown('zoneId', 'location.zoneNotFound');
    return { ...zone, isFallback: false };
  }
  if (place.regionId !== undefined) {
    const places = await placesOf(handle, tenant.tenant);
    if (!places.regionById.has(place.regionId)) throw unknown('regionId', 'location.regionNotFound');
    if (place.cityId === undefined) throw invalid('cityId', 'location.cityRequired');
  }
  if (place.cityId !== undefined) {
    const zone = [...zones.values()].find((candidate) => candidate.cityId === place.cityId);
    if (!zone || (place.regionId !== undefined && zone.regionId !== place.regionId)) {
      throw unknown('cityId', 'location.cityNotFound');
    }
    return { ...zone, isFallback: false };
  }
  return shopperZone(handle, tenant, cookies.get(zoneCookies(tenant.tenant).zone)?.value);
}
