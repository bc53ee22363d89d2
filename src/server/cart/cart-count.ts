import { database } from '../db/runtime';
import { logLine } from '../log';
import type { RequestScope } from '../request/request-scope';
import { mayRead } from './cart-context';
import { findCart, latestCartOfUser, linesOf } from './cart-store';
import { shopperOf } from './shopper';

/**
 * Units in the shopper's main cart, for the header on every page. Reads the cart only (no
 * pricing). The header must never fail a page: a failure is logged and counts as none.
 */
export async function cartItemCount(scope: RequestScope): Promise<number> {
  const { tenant } = scope;
  try {
    const { db } = await database();
    const now = new Date();
    const shopper = await shopperOf(db, tenant.tenant, scope.sessionToken, now);
    const browserCartId = scope.cartId;
    let cart = browserCartId === null ? undefined : await findCart(db, tenant.tenant, browserCartId);
    if (cart && (cart.kind !== 'main' || !mayRead(cart, { browserCartId, shopper }))) cart = undefined;
    if (!cart && shopper.userId !== null) cart = await latestCartOfUser(db, tenant.tenant, shopper.userId);
    if (!cart) return 0;
    const lines = await linesOf(db, tenant.tenant, cart.id);
    return lines.reduce((sum, line) => sum + line.quantity, 0);
  } catch (error) {
    logLine('warn', 'cart count failed', { tenant: tenant.tenant, error: String(error) });
    return 0;
  }
}
