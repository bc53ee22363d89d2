import type { OrderStatus } from '../../lib/checkout/checkout';
import { orderNumberText, parseOrderNumber } from '../../lib/checkout/checkout';
import { emailedStatuses, releasesStock, statusChange } from '../../lib/checkout/order-flow';
import type { OrderFeed } from '../../lib/validation/order-feed';
import type { Tenant } from '../../tenants/schema';
import { ApiError, apiErrorCodes } from '../api/errors';
import { publishChange } from '../cache/catalogue-changes';
import { findOrderByNumber, type OrderRecord } from '../checkout/order-store';
import type { DatabaseHandle } from '../db';
import { lockUntilCommit } from '../db/locks';
import { emailSender } from '../email';
import { appendEvent, moveStatus, releaseStock } from './order-moves';
import { orderStatusEmail, sendStatusEmail } from './status-email';

/**
 * The retailer's systems move orders along (the order feed): each update in its own transaction,
 * under the order's lock; a status the order already has changes nothing (a feed sent twice is
 * harmless); a step the order may not take is refused with the steps it may. An order cancelled
 * before it left gives its units back. The shopper is emailed when it is paid, shipped, ready
 * for pickup or cancelled.
 */
export interface StatusChangeResult {
  number: string;
  status: OrderStatus;
  changed: boolean;
}

const refused = (
  field: string,
  key: 'orders.feed.unknownOrder' | 'orders.feed.refusedStep',
  params: Record<string, string>,
) =>
  new ApiError(key === 'orders.feed.unknownOrder' ? 404 : 409, {
    code: key === 'orders.feed.unknownOrder' ? apiErrorCodes.notFound : apiErrorCodes.conflict,
    key,
    field,
    params,
  });

async function changeOne(
  handle: DatabaseHandle,
  tenant: Tenant,
  update: OrderFeed['updates'][number],
  field: string,
): Promise<{ result: StatusChangeResult; released: string[]; order: OrderRecord | null }> {
  const number = parseOrderNumber(tenant.tenant, update.number);
  if (number === undefined) throw refused(field, 'orders.feed.unknownOrder', { number: update.number });
  const at = update.at ? new Date(update.at) : new Date();
  return handle.db.transaction().execute(async (trx) => {
    await lockUntilCommit(trx, tenant.tenant, 'order', String(number));
    const order = await findOrderByNumber(trx, tenant.tenant, number);
    if (!order) throw refused(field, 'orders.feed.unknownOrder', { number: update.number });
    const text = orderNumberText(tenant.tenant, number);
    const change = statusChange(order.status, update.status);
    if (change.kind === 'same')
      return { result: { number: text, status: order.status, changed: false }, released: [], order: null };
    if (change.kind === 'refused') {
      throw refused(field, 'orders.feed.refusedStep', {
        from: order.status,
        to: update.status,
        allowed: change.allowed.join(', ') || '-',
      });
    }
    if (!(await moveStatus(trx, tenant.tenant, order.id, order.status, update.status))) {
      throw refused(field, 'orders.feed.refusedStep', { from: order.status, to: update.status, allowed: '-' });
    }
    await appendEvent(trx, tenant.tenant, order.id, update.status, at);
    const released = releasesStock(update.status) ? await releaseStock(trx, tenant.tenant, order.id) : [];
    return {
      result: { number: text, status: update.status, changed: true },
      released,
      order: { ...order, status: update.status },
    };
  });
}

export async function applyOrderFeed(
  handle: DatabaseHandle,
  tenant: Tenant,
  feed: OrderFeed,
): Promise<StatusChangeResult[]> {
  const results: StatusChangeResult[] = [];
  for (const [index, update] of feed.updates.entries()) {
    const { result, released, order } = await changeOne(handle, tenant, update, `updates.${index}`);
    results.push(result);
    if (released.length > 0) await publishReleased(handle, tenant.tenant, released);
    if (order && emailedStatuses.includes(order.status)) {
      await sendStatusEmail(emailSender(), orderStatusEmail(tenant, order, result.number));
    }
  }
  return results;
}

/** The units back in stock show on these products' pages and listings. */
async function publishReleased(handle: DatabaseHandle, tenant: string, skuIds: readonly string[]): Promise<void> {
  const products = await handle.db
    .selectFrom('skus')
    .select('product_id')
    .where('tenant', '=', tenant)
    .where('id', 'in', [...skuIds])
    .execute();
  await publishChange(handle, { tenant, kind: 'stock-or-rating', productIds: products.map((row) => row.product_id) });
}
