import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle, Db } from '../db';
import { lockUntilCommit } from '../db/locks';
import { database } from '../db/runtime';
import { type StoreInfo, storesOf } from '../location/stores';
import type { ShopperZone } from '../location/zones';
import type { RequestScope } from '../request/request-scope';
import { newDocumentId } from './cart-ids';
import { findCart, insertCart, latestCartOfUser, touchCart } from './cart-store';
import type { CartRecord } from './cart-types';
import { type Clock, systemClock } from './clock';
import { type Shopper, shopperOf } from './shopper';

/** Everything a cart call depends on, resolved once per request. `now` is injected (tests move it). */
export interface CartContext {
  handle: DatabaseHandle;
  tenant: Tenant;
  now: Date;
  zone: ShopperZone;
  /** The tenant's stores, read before any transaction: the one connection cannot serve a second query inside one. */
  stores: ReadonlyMap<string, StoreInfo>;
  shopper: Shopper;
  /** The main cart id the browser's cookie names, when well formed. */
  browserCartId: string | null;
  /** Set by a call that gives the browser a (new) main cart: the endpoint writes the cookie. */
  issuedCartId?: string;
}

/** Where a cart's context reads and what time it is: the server's database and clock unless given (tests, scripts). */
export interface CartContextOptions {
  handle?: DatabaseHandle;
  clock?: Clock;
}

/** The cart's context for a request's scope: its zone, the stores, who is shopping and the cart cookie's cart. */
export async function cartContext(scope: RequestScope, options: CartContextOptions = {}): Promise<CartContext> {
  const handle = options.handle ?? (await database());
  const now = (options.clock ?? systemClock)();
  const { tenant } = scope;
  return {
    handle,
    tenant,
    now,
    // a malformed or unknown zone cookie prices the cart in the tenant's default zone (the scope's fallback)
    zone: scope.zone,
    stores: await storesOf(handle, tenant.tenant),
    shopper: await shopperOf(handle.db, tenant.tenant, scope.sessionToken, now),
    browserCartId: scope.cartId,
  };
}

/**
 * Who may see a cart: a cart bound to a customer, only that customer's session; a guest's
 * cart, the browser whose cookie names it (or, for a buy-now cart, names its main cart).
 * Anyone else is told it does not exist (404), never that it belongs to someone.
 */
export function mayRead(cart: CartRecord, context: Pick<CartContext, 'browserCartId' | 'shopper'>): boolean {
  if (cart.userId !== null) return cart.userId === context.shopper.userId;
  return (
    context.browserCartId !== null && (cart.id === context.browserCartId || cart.ownerId === context.browserCartId)
  );
}

/** The shopper's main cart, if any: the cookie's, else the logged-in customer's latest. */
export async function mainCartOf(db: Db, context: CartContext): Promise<CartRecord | undefined> {
  const { tenant, browserCartId, shopper } = context;
  if (browserCartId !== null) {
    const cart = await findCart(db, tenant.tenant, browserCartId);
    if (cart && cart.kind === 'main' && mayRead(cart, context)) return cart;
  }
  if (shopper.userId === null) return undefined;
  const cart = await latestCartOfUser(db, tenant.tenant, shopper.userId);
  if (cart) context.issuedCartId = cart.id;
  return cart;
}

/** The shopper's main cart, created (empty) when there is none, e.g. to own a buy-now cart. */
export async function ensureMainCart(db: Db, context: CartContext): Promise<CartRecord> {
  // A customer's parallel first requests (two tabs, two servers) find or make one cart between them.
  if (context.shopper.userId !== null) await lockUntilCommit(db, context.tenant.tenant, 'cart', context.shopper.userId);
  const found = await mainCartOf(db, context);
  if (found) return found;
  const cart = await insertCart(
    db,
    context.tenant.tenant,
    { id: newDocumentId(), kind: 'main', userId: context.shopper.userId, ownerId: null },
    context.now,
  );
  context.issuedCartId = cart.id;
  await recordChange(db, context, cart);
  return cart;
}

/** The main cart to change, created when the shopper has none. Records the change on it. */
export async function mainCartForChange(db: Db, context: CartContext): Promise<CartRecord> {
  const cart = await ensureMainCart(db, context);
  await recordChange(db, context, cart);
  return cart;
}

export async function recordChange(db: Db, context: CartContext, cart: CartRecord): Promise<void> {
  await touchCart(db, context.tenant.tenant, cart, {
    now: context.now,
    zoneId: context.zone.id,
    priceGroupId: context.zone.priceGroupId,
    userId: context.shopper.userId,
  });
}
