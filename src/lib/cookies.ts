import type { TenantId } from '../tenants/schema';

/**
 * A cookie's name on one tenant. One host may serve several tenants (andamio.example/cl/,
 * /br/, /homy/), and a browser sends every cookie of a host to all of them: with one name, a
 * cart started on br would replace cl's and a login on homy would end cl's session. The default
 * tenant keeps docs/browser-state.md's bare names; the others add their id, as their price-group cookies do
 * (priceGroup_br).
 */
export function tenantCookieName(base: string, tenant: TenantId | string): string {
  return tenant === 'cl' ? base : `${base}_${tenant}`;
}

/** The cookies that say who is shopping on one tenant (docs/browser-state.md "Cookies"). */
export interface ShopperCookies {
  /** The shopper's session token (hashed in the database). */
  session: string;
  /** The cart of a shopper, logged in or not. */
  cartId: string;
  /** The browser that writes reviews (its token's hash is kept with each review). */
  reviewer: string;
  /** A browser a customer logged in from (its token's hash is kept with the account). */
  loginDevice: string;
}

export function shopperCookies(tenant: TenantId | string): ShopperCookies {
  return {
    session: tenantCookieName('session', tenant),
    cartId: tenantCookieName('cartId', tenant),
    reviewer: tenantCookieName('reviewer', tenant),
    loginDevice: tenantCookieName('loginDevice', tenant),
  };
}

export interface ZoneCookies {
  /** The zone code string: price group, zone, then start and length digits (see zone.ts). */
  zone: string;
  /** The place name shown in the header for the chosen zone, URI-encoded. */
  regionLabel: string;
}

/** The zone cookies of one tenant: a zone is a place in one country, so each site keeps its own. */
export function zoneCookies(tenant: TenantId): ZoneCookies {
  return { zone: tenantCookieName('zone', tenant), regionLabel: tenantCookieName('regionLabel', tenant) };
}

/** A year: a zone choice outlives a browser session, as shoppers expect. */
export const zoneCookieMaxAgeSeconds = 365 * 24 * 60 * 60;
