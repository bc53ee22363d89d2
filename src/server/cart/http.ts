import type { APIContext } from 'astro';
import { shopperCookies } from '../../lib/cookies';
import type { Translate } from '../../lib/messages';
import { notFound } from '../api/errors';
import { isHttps } from '../http/secure-cookies';
import { cartChoices } from './cart-choices';
import { type CartContext, mayRead } from './cart-context';
import { isDocumentId } from './cart-ids';
import { findCart } from './cart-store';
import { type CartView, cartView, evaluateCart } from './cart-view';

/** What the cart endpoints share: the cart cookie, and the cart answer. */

/** The parts of a request the cart cookie is written to (an endpoint's, a page's or an action's context). */
type CartRequest = Pick<APIContext, 'cookies' | 'request' | 'url'>;

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
