import type { APIContext } from 'astro';
import { shopperCookies } from '../../lib/cookies';
import { readSessionToken } from '../accounts/session-cookie';
import { CatalogueRevisions } from '../cache/catalogue-memo';
import { isDocumentId } from '../cart/cart-ids';
import { database } from '../db/runtime';
import { isHttps } from '../http/secure-cookies';
import { shopperZone, zoneCookieOf } from '../location/zone-precedence';
import type { RequestScope } from './request-scope';

/** What of a request (a page's, an endpoint's, an action's context) the scope is read from. */
export type ScopedRequest = Pick<APIContext, 'cookies' | 'url' | 'request' | 'locals'>;

/**
 * Reads the request into its scope. The zones are kept in memory (location/zones.ts), so the zone
 * costs no statement once its tenant's zones were read. The middleware calls this once per page or
 * endpoint request (`Astro.locals.scope`); a form's action calls it itself, at the moment it needs
 * the scope, since it runs before the middleware's step and may have written a cookie by then.
 */
export async function resolveRequestScope(request: ScopedRequest): Promise<RequestScope> {
  const { tenant } = request.locals;
  const zoneCookie = zoneCookieOf(tenant, request.cookies);
  const cartCookie = request.cookies.get(shopperCookies(tenant.tenant).cartId)?.value;
  return {
    tenant,
    zone: await shopperZone(await database(), tenant, zoneCookie),
    zoneCookie,
    sessionToken: readSessionToken(request, tenant.tenant),
    // a cookie that is not one of our ids names no cart: the shopper simply has none yet
    cartId: isDocumentId(cartCookie) ? cartCookie : null,
    https: isHttps(request),
    // an action's writes come before the revisions its page reads by (middleware.ts): never fix them here
    catalogueRevisions: request.locals.catalogueRevisions ?? new CatalogueRevisions(),
  };
}
