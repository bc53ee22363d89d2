import type { AstroCookies } from 'astro';
import { shopperCookies } from '../../lib/cookies';
import type { Tenant } from '../../tenants/schema';
import { database } from '../db/runtime';
import { logLine } from '../log';
import { mayRead } from './cart-context';
import { isDocumentId } from './cart-ids';
import { findCart, latestCartOfUser, linesOf } from './cart-store';
import { shopperOf } from './shopper';

/**
 * Units in the shopper's main cart, for the header on every page. Reads the cart only (no
 * pricing). The header must never fail a page: a failure is logged and counts as none.
 */
export async function cartItemCount(tenant: Tenant, cookies: AstroCookies): Promise<number> {
  try {
    const { db } = await database();
    const now = new Date();
    const names = shopperCookies(tenant.tenant);
    const shopper = await shopperOf(db, tenant.tenant, cookies.get(names.session)?.value, now);
    const cookie = cookies.get(names.cartId)?.value;
    const browserCartId = isDocumentId(cookie) ? cookie : null;
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
