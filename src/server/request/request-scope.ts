import type { Tenant } from '../../tenants/schema';
import { CatalogueRevisions } from '../cache/catalogue-memo';
import type { DatabaseHandle } from '../db';
import { shopperZone } from '../location/zone-precedence';
import type { ShopperZone } from '../location/zones';

/**
 * The request as every service below the pages sees it: one plain value, read once from the
 * path, the cookies and the headers (src/server/request/resolve-scope.ts) and kept on
 * `Astro.locals.scope`. Services take it, never Astro's context, so that they run, and are tested,
 * without a request. The customer behind the session is not in it: looking the session up costs a
 * statement that a page kept for every shopper of its zone must not pay, so the services that need
 * the customer (cart, checkout, account) look it up from `sessionToken`.
 */
export interface RequestScope {
  tenant: Tenant;
  /**
   * The shopper's zone, and with it the price group: the zone cookie's, else the tenant's fallback
   * (docs/zones-and-price-groups.md). A call that names a zone of its own asks the zone precedence.
   */
  zone: ShopperZone;
  /** The zone cookie as the browser sent it (sponsored products and landing pages key on it). */
  zoneCookie: string | undefined;
  /** The session cookie's token as sent, unchecked: the session and cart services look it up. */
  sessionToken: string | undefined;
  /** The main cart the cart cookie names, when it is one of our ids (docs/cart-rules.md "cart id"). */
  cartId: string | null;
  /** The shopper reached us over HTTPS (behind the TLS proxy too): the cookies set are Secure. */
  https: boolean;
  /** The catalogue revisions the request's kept reads go by (src/server/cache/catalogue-memo.ts). */
  catalogueRevisions: CatalogueRevisions;
}

/** What a shopper's browser sent, as the scope keeps it: the cookies' values, and whether over HTTPS. */
export type SentByShopper = Partial<Pick<RequestScope, 'zoneCookie' | 'sessionToken' | 'cartId' | 'https'>>;

/**
 * The scope of a shopper whose browser sent `sent`: what the middleware makes of a request
 * (resolve-scope.ts), and what a test or a script makes without one. The zones are kept in memory
 * (location/zones.ts): the zone costs no statement once its tenant's zones were read.
 */
export async function scopeOf(
  handle: DatabaseHandle,
  tenant: Tenant,
  sent: SentByShopper = {},
  catalogueRevisions = new CatalogueRevisions(),
): Promise<RequestScope> {
  return {
    tenant,
    zone: await shopperZone(handle, tenant, sent.zoneCookie),
    zoneCookie: sent.zoneCookie,
    sessionToken: sent.sessionToken,
    cartId: sent.cartId ?? null,
    https: sent.https ?? false,
    catalogueRevisions,
  };
}
