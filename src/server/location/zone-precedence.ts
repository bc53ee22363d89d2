import { zoneCookies } from '../../lib/cookies';
import { resolveZone } from '../../lib/zone';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { type ShopperZone, zonesOf } from './zones';

/*
 * The one zone precedence (docs/zones-and-price-groups.md): a zone the call names, else the
 * shopper's zone cookie, else the tenant's fallback zone. Callers differ only in how they name a
 * zone (a parameter, a city) and in the error an unknown named zone is: that error is theirs,
 * passed in.
 */

export type CookieReader = { get(name: string): { value: string } | undefined };

/** The tenant's zone cookie as the request sent it, unread. */
export function zoneCookieOf(tenant: Pick<Tenant, 'tenant'>, cookies: CookieReader): string | undefined {
  return cookies.get(zoneCookies(tenant.tenant).zone)?.value;
}

/**
 * The shopper's zone from the zone cookie. A malformed cookie, or one naming a zone this
 * tenant does not have, falls back to the tenant's default zone (docs/zones-and-price-groups.md).
 */
export async function shopperZone(
  handle: DatabaseHandle,
  tenant: Tenant,
  cookie: string | undefined,
): Promise<ShopperZone> {
  const zones = await zonesOf(handle, tenant.tenant);
  const resolved = resolveZone(cookie, tenant);
  const found = zones.get(resolved.zoneId);
  if (found && !resolved.isFallback) return { ...found, isFallback: false };
  const fallback = zones.get(tenant.fallbackZone.zoneId);
  if (!fallback)
    throw new Error(`Tenant ${tenant.tenant} has no fallback zone ${tenant.fallbackZone.zoneId} in the database`);
  return { ...fallback, isFallback: true };
}

/**
 * The zone a call is for: `named` when given (an unknown id throws `unknownNamed()`), else the
 * zone cookie's, else the tenant's fallback.
 */
export async function namedOrShopperZone(
  handle: DatabaseHandle,
  tenant: Tenant,
  named: string | undefined,
  cookie: string | undefined,
  unknownNamed: () => Error,
): Promise<ShopperZone> {
  if (named === undefined) return shopperZone(handle, tenant, cookie);
  const zone = (await zonesOf(handle, tenant.tenant)).get(named);
  if (!zone) throw unknownNamed();
  return { ...zone, isFallback: false };
}
