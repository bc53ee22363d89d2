import { publishChange } from '../cache/catalogue-changes';
import type { DatabaseHandle, Db } from '../db';
import { logLine } from '../log';
import { appendEvent, moveStatus, releaseStock } from './order-moves';

/**
 * Orders waiting for a payment that did not come in time (a bank transfer past the tenant's
 * days) expire: each in its own transaction, its status moves only if it is still waiting (a
 * payment confirmed meanwhile wins), the event is recorded and its units go back to the stock
 * rows they were taken from. Safe to run on every server at once: a second run finds nothing.
 * Answers how many orders expired.
 */
export async function expireOverdueOrders(handle: DatabaseHandle, tenant: string, now = new Date()): Promise<number> {
  const due = await handle.db
    .selectFrom('orders')
    .select('id')
    .where('tenant', '=', tenant)
    .where('status', '=', 'pendingPayment')
    .where('expires_at', '<=', now.toISOString())
    .execute();
  const released = new Set<string>();
  let expired = 0;
  for (const { id } of due) {
    const skus = await handle.db.transaction().execute((trx) => expireOne(trx, tenant, id, now));
    if (skus === null) continue;
    expired += 1;
    for (const sku of skus) released.add(sku);
  }
  if (released.size > 0) {
    const products = await handle.db
      .selectFrom('skus')
      .select('product_id')
      .where('tenant', '=', tenant)
      .where('id', 'in', [...released])
      .execute();
    // the units back in stock show on these products' pages and listings
    await publishChange(handle, { tenant, kind: 'stock-or-rating', productIds: products.map((row) => row.product_id) });
    logLine('info', 'orders expired', { tenant, expired });
  }
  return expired;
}

/** One order: null when another run (or a payment) got there first, else the SKUs given back. */
async function expireOne(trx: Db, tenant: string, orderId: string, now: Date): Promise<string[] | null> {
  if (!(await moveStatus(trx, tenant, orderId, 'pendingPayment', 'expired'))) return null;
  await appendEvent(trx, tenant, orderId, 'expired', now);
  return releaseStock(trx, tenant, orderId);
}
