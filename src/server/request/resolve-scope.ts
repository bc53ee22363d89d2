import type { APIContext } from 'astro';
import { shopperCookies } from '../../lib/cookies';
import { readSessionToken } from '../accounts/session-cookie';
import { CatalogueRevisions } from '../cache/catalogue-memo';
import { isDocumentId } from '../cart/cart-ids';
import { database } from '../db/runtime';
import { isHttps } from '../http/secure-cookies';
import { zoneCookieOf } from '../location/zone-precedence';
import { type RequestScope, scopeOf } from './request-scope';

/** What of a request (a page's, an endpoint's, an action's context) the scope is read from. */
export type ScopedRequest = Pick<APIContext, 'cookies' | 'url' | 'request' | 'locals'>;

/**
 * Reads the request into its scope. The middleware calls this once per page or endpoint request
 * (`Astro.locals.scope`); a form's action calls it itself, when it needs the scope, since it runs
 * before the middleware's step and may have written a cookie (a login, a zone) by then.
 */
export async function resolveRequestScope(request: ScopedRequest): Promise<RequestScope> {
  const { tenant } = request.locals;
  const cartCookie = request.cookies.get(shopperCookies(tenant.tenant).cartId)?.value;
  return scopeOf(
    await database(),
    tenant,
    {
      zoneCookie: zoneCookieOf(tenant, request.cookies),
      sessionToken: readSessionToken(request, tenant.tenant),
      // a cookie that is not one of our ids names no cart: the shopper simply has none yet
      cartId: isDocumentId(cartCookie) ? cartCookie : null,
      https: isHttps(request),
    },
    // an action's writes come before the revisions its page reads by (middleware.ts): an action's scope keeps none
    request.locals.catalogueRevisions ?? new CatalogueRevisions(),
  );
}
