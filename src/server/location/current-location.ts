import type { AstroCookies } from 'astro';
import { zoneCookies } from '../../lib/cookies';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { unknown } from './errors';
import { type ShopperZone, shopperZone, zonesOf } from './zones';

/** The shopper's zone from the zone cookie; a missing or malformed one gives the fallback (docs/zones-and-price-groups.md). */
export function cookieZone(handle: DatabaseHandle, tenant: Tenant, cookies: AstroCookies): Promise<ShopperZone> {
  return shopperZone(handle, tenant, cookies.get(zoneCookies(tenant.tenant).zone)?.value);
}

/** A zone named in the query, or the cookie's when none is named; an unknown id is a 404. */
export async function namedOrCookieZone(
  handle: DatabaseHandle,
  tenant: Tenant,
  zoneId: string | undefined,
  cookies: AstroCookies,
  field: string,
): Promise<ShopperZone> {
  if (zoneId === undefined) return cookieZone(handle, tenant, cookies);
  const zone = (await zonesOf(handle, tenant.tenant)).get(zoneId);
  if (!zone) throw unknown(field, 'location.zoneNotFound');
  return { ...zone, isFallback: false };
}
