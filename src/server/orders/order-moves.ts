import { sql } from 'kysely';
import type { OrderStatus } from '../../lib/checkout/checkout';
import { orderLines } from '../checkout/order-store';
import type { Db } from '../db';

/** The writes every status change of an order makes, inside the caller's transaction. */

/** Moves the order to `to` only if it still is `from` (a concurrent change wins): false when it was not. */
export async function moveStatus(trx: Db, tenant: string, orderId: string, from: OrderStatus, to: OrderStatus) {
  const moved = await trx
    .updateTable('orders')
    .set({ status: to })
    .where('tenant', '=', tenant)
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

/** Adds the status to the order's timeline, after its last event. */
export async function appendEvent(trx: Db, tenant: string, orderId: string, status: OrderStatus, at: Date) {
  const last = await trx
    .selectFrom('order_events')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('tenant', '=', tenant)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  const position = Number(last?.position ?? -1) + 1;
  await trx
    .insertInto('order_events')
    .values({ tenant, order_id: orderId, position, status, at: at.toISOString() })
    .execute();
}

/** Gives the order's units back to the stock rows they were taken from; answers the SKUs. */
export async function releaseStock(trx: Db, tenant: string, orderId: string): Promise<string[]> {
  const lines = await orderLines(trx, tenant, orderId);
  for (const line of lines) {
    await trx
      .updateTable('stock')
      .set({ quantity: sql<number>`quantity + ${line.quantity}` })
      .where('tenant', '=', tenant)
      .where('sku_id', '=', line.skuId)
      .where('store_id', '=', line.storeId)
      .execute();
  }
  return lines.map((line) => line.skuId);
}
