import { afterAll, beforeAll } from 'vitest';
import { translator } from '../../lib/messages';
import { ApiError } from '../api/errors';
import type { SqliteHandle } from '../db';
import { addItem } from './add-item';
import { type CartContext, mainCartOf } from './cart-context';
import { cartView, evaluateCart } from './cart-view';
import { cartDatabase, contextFor, skuWhere } from './test-support';

/** Shared setup of the cart service tests: a seeded 'cl' database and the SKUs they add. */

export const t = translator('es');
export const now = new Date('2026-03-10T12:00:00Z');

export interface CartFixture {
  handle: SqliteHandle;
  stocked: string;
  warranted: string;
  scarce: string;
}

/** Opens and seeds the database before the file's tests and disposes of it after them. */
export function cartFixture(): CartFixture {
  const fx = {} as CartFixture;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const opened = await cartDatabase(['cl']);
    dispose = opened.dispose;
    const handle = opened.handle;
    fx.handle = handle;
    fx.stocked = skuWhere(handle, 'cl', "dc.quantity >= 50 AND p.shipping_type = 'home'", '10');
    fx.warranted = skuWhere(
      handle,
      'cl',
      "dc.quantity >= 10 AND p.services LIKE '%warranty-2y%' AND p.shipping_type != 'pickup_only'",
      '10',
    );
    fx.scarce = skuWhere(handle, 'cl', "dc.quantity BETWEEN 2 AND 5 AND p.shipping_type != 'pickup_only'", '10');
  });
  afterAll(() => dispose());
  return fx;
}

/** A guest browser: each call gets a fresh context carrying the cookie the previous one issued. */
export function browserOn(fx: CartFixture) {
  let cookie: string | null = null;
  return {
    async context(over: Partial<CartContext> = {}): Promise<CartContext> {
      const context = await contextFor(fx.handle, 'cl', { now, browserCartId: cookie });
      return Object.assign(context, over);
    },
    async run<T>(call: (context: CartContext) => Promise<T>, over: Partial<CartContext> = {}): Promise<T> {
      const context = await this.context(over);
      const result = await call(context);
      if (context.issuedCartId) cookie = context.issuedCartId;
      return result;
    },
    async view(over: Partial<CartContext> = {}) {
      const context = await this.context(over);
      return cartView(context, await evaluateCart(fx.handle.db, context, await mainCartOf(fx.handle.db, context)), t);
    },
    get cookie() {
      return cookie;
    },
  };
}

export async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return {
    status: error.status,
    key: error.details[0]?.key,
    field: error.details[0]?.field,
    params: error.details[0]?.params,
  };
}

export const add =
  (
    skuId: string,
    quantity: number,
    extra: { deliveryMethod?: 'homeDelivery' | 'buyAtStore' | 'pickupInStore'; storeId?: string } = {},
  ) =>
  (context: CartContext) =>
    addItem(context, {
      skuId,
      quantity,
      deliveryMethod: extra.deliveryMethod ?? 'homeDelivery',
      storeId: extra.storeId,
    });
