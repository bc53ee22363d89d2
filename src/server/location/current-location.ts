import type { AstroCookies } from 'astro';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { unknown } from './errors';
import { namedOrShopperZone, shopperZone, zoneCookieOf } from './zone-precedence';
import type { ShopperZone } from './zones';

/** The shopper's zone from the zone cookie; a missing or malformed one gives the fallback (docs/zones-and-price-groups.md). */
export function cookieZone(handle: DatabaseHandle, tenant: Tenant, cookies: AstroCookies): Promise<ShopperZone> {
  return shopperZone(handle, tenant, zoneCookieOf(tenant, cookies));
}

/** A zone named in the query, or the cookie's when none is named; an unknown id is a 404. */
export function namedOrCookieZone(
  handle: DatabaseHandle,
  tenant: Tenant,
  zoneId: string | undefined,
  cookies: AstroCookies,
  field: string,
): Promise<ShopperZone> {
  return namedOrShopperZone(handle, tenant, zoneId, zoneCookieOf(tenant, cookies), () =>
    unknown(field, 'location.zoneNotFound'),
  );
}
