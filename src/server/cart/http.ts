import type { APIContext } from 'astro';
import { shopperCookies, zoneCookies } from '../../lib/cookies';
import type { Translate } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import { notFound } from '../api/errors';
import { database } from '../db/runtime';
import { isHttps } from '../http/secure-cookies';
import { storesOf } from '../location/stores';
import { shopperZone } from '../location/zone-precedence';
import { cartChoices } from './cart-choices';
import { type CartContext, mayRead } from './cart-context';
import { isDocumentId } from './cart-ids';
import { findCart } from './cart-store';
import { type CartView, cartView, evaluateCart } from './cart-view';
import { type Clock, systemClock } from './clock';
import { shopperOf } from './shopper';

/** What the cart endpoints share: the context of a request, the cookie, and the cart answer. */

/** The parts of a request the cart reads (an endpoint's, a page's or an action's context). */
type CartRequest = Pick<APIContext, 'cookies' | 'request' | 'url'>;

export async function cartContext(
  astro: CartRequest,
  tenant: Tenant,
  clock: Clock = systemClock,
): Promise<CartContext> {
  const handle = await database();
  const now = clock();
  const names = shopperCookies(tenant.tenant);
  const cookie = astro.cookies.get(names.cartId)?.value;
  return {
    handle,
    tenant,
    now,
    // A malformed or unknown zone cookie prices the cart in the tenant's default zone.
    zone: await shopperZone(handle, tenant, astro.cookies.get(zoneCookies(tenant.tenant).zone)?.value),
    stores: await storesOf(handle, tenant.tenant),
    shopper: await shopperOf(handle.db, tenant.tenant, astro.cookies.get(names.session)?.value, now),
    // A cookie that is not one of our ids names no cart: the shopper simply has none yet.
    browserCartId: isDocumentId(cookie) ? cookie : null,
  };
}

/**
 * The cart cookie (docs/cart-rules.md "cart id"): HttpOnly, as scripts never need the id, and the whole
 * site's, as pages and the API read it. Each tenant has its own (lib/cookies.ts): on a host that
 * serves several, a cart started on br leaves cl's as it was.
 */
export function writeCartCookie(astro: CartRequest, context: CartContext): void {
  const id = context.issuedCartId;
  if (id === undefined || id === context.browserCartId) return;
  astro.cookies.set(shopperCookies(context.tenant.tenant).cartId, id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isHttps(astro),
    maxAge: cartChoices.cookieMaxAgeSeconds,
  });
}

/** The cart the call changed or read, as the caller sees it. */
export async function answerCart(context: CartContext, cartId: string | null, t: Translate): Promise<CartView> {
  const { db } = context.handle;
  const cart = cartId === null ? undefined : await findCart(db, context.tenant.tenant, cartId);
  return cartView(context, await evaluateCart(db, context, cart), t);
}

/** A cart named by id (the checkout carts call): only for whoever may read it, 404 otherwise. */
export async function readableCartId(context: CartContext, id: string | undefined): Promise<string> {
  const cart = isDocumentId(id) ? await findCart(context.handle.db, context.tenant.tenant, id) : undefined;
  if (!cart || !mayRead(cart, context)) throw notFound('cartId', 'cart.error.cartNotFound');
  return cart.id;
}
