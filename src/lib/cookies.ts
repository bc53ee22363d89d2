/**
 * Names of the cookies the storefront reads and writes (spec §3 "Cookies"). The price-group
 * cookie's name is per tenant (tenant.priceGroupCookie).
 */
export const cookieNames = {
  /** The zone code string: price group, zone, then start and length digits (see zone.ts). */
  zone: 'zone',
  /** The place name shown in the header for the chosen zone, URI-encoded. */
  regionLabel: 'regionLabel',
  /** The shopper's session token (hashed in the database). */
  session: 'session',
  /** The cart of a shopper, logged in or not. */
  cartId: 'cartId',
  /** The store chosen for pickup. */
  store: 'store',
} as const;

/** A year: a zone choice outlives a browser session, as shoppers expect. */
export const zoneCookieMaxAgeSeconds = 365 * 24 * 60 * 60;
