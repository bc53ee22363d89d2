import type { TenantId } from '../tenants/schema';

/**
 * Names of the cookies the storefront reads and writes (spec §3 "Cookies"). The price-group
 * cookie's name is per tenant (tenant.priceGroupCookie), and so are the zone's (zoneCookies).
 */
export const cookieNames = {
  /** The shopper's session token (hashed in the database). */
  session: 'session',
  /** The cart of a shopper, logged in or not. */
  cartId: 'cartId',
  /** The store chosen for pickup. */
  store: 'store',
} as const;

export interface ZoneCookies {
  /** The zone code string: price group, zone, then start and length digits (see zone.ts). */
  zone: string;
  /** The place name shown in the header for the chosen zone, URI-encoded. */
  regionLabel: string;
}

/**
 * The zone cookies of one tenant. A zone is a place in one country, so each site keeps its own:
 * on a host that serves several tenants, choosing Santiago on cl must not label br's header.
 * The default tenant keeps spec §3's bare names; the others add their id, as their price-group
 * cookies do (priceGroup_br).
 */
export function zoneCookies(tenant: TenantId): ZoneCookies {
  const suffix = tenant === 'cl' ? '' : `_${tenant}`;
  return { zone: `zone${suffix}`, regionLabel: `regionLabel${suffix}` };
}

/** A year: a zone choice outlives a browser session, as shoppers expect. */
export const zoneCookieMaxAgeSeconds = 365 * 24 * 60 * 60;
