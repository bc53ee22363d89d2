import { parseOrderNumber } from '../../../lib/checkout/checkout';
import { judgeCommit, type WebpayReturn } from '../../../lib/payments/webpay';
import type { Tenant } from '../../../tenants/schema';
import { findOrderByNumber, type OrderRecord } from '../../checkout/order-store';
import type { DatabaseHandle, Db } from '../../db';
import { lockUntilCommit } from '../../db/locks';
import { emailSender } from '../../email';
import { describeError, logLine } from '../../log';
import { expireOverdueOrders } from '../../orders/expiry';
import { appendEvent, moveStatus } from '../../orders/order-moves';
import { orderStatusEmail, sendStatusEmail } from '../../orders/status-email';
import { attemptBySession, attemptByToken, type PaymentAttempt, updateAttempt } from './payment-store';
import { refundAttempt } from './refund-payment';
import { commitTransaction } from './webpay-client';
import type { WebpayConfig } from './webpay-config';

/**
 * The shopper is back from Webpay (return.ts): settles the attempt the return names and answers
 * its order's number, for the order page to say how it went; undefined when it names none.
 *
 * Idempotent: only an attempt still `created` (or whose commit got no answer) is acted on, and it
 * is claimed by a conditional update first, so a second delivery of the same return, or two at
 * once, commit once. The outcome is the commit's, server to server, checked against the order: an
 * authorization pays the order only if its amount and buy order are the order's and the order is
 * still waiting; otherwise it is given back (refund-payment.ts).
 */
export async function settleWebpayReturn(
  handle: DatabaseHandle,
  config: WebpayConfig,
  site: Tenant,
  back: WebpayReturn,
): Promise<string | undefined> {
  if (back.kind === 'unknown') return undefined;
  const { db } = handle;
  const tenant = site.tenant;
  const attempt =
    back.kind === 'timedOut'
      ? await attemptBySession(db, tenant, back.buyOrder, back.sessionId)
      : await attemptByToken(db, tenant, back.token);
  if (!attempt) return undefined;
  const now = () => new Date().toISOString();
  const key = { orderId: attempt.orderId, attempt: attempt.attempt };
  if (back.kind !== 'finished') {
    // not paid: Webpay reverses a transaction nobody commits, so there is nothing to call
    await updateAttempt(db, tenant, { ...key, from: 'created' }, { status: back.kind }, now());
    return attempt.buyOrder;
  }
  const claimed =
    (await updateAttempt(db, tenant, { ...key, from: 'created' }, { status: 'committing' }, now())) ||
    (await updateAttempt(db, tenant, { ...key, from: 'commitFailed' }, { status: 'committing' }, now()));
  if (claimed) await commitAndSettle(handle, config, site, { ...attempt, token: back.token });
  return attempt.buyOrder;
}

/**
 * A waiting order becomes paid, with its event, under the order's lock as the order feed takes it
 * (src/server/orders/status-change.ts); false when it no longer waits (expired, cancelled, paid).
 */
async function payOrder(trx: Db, tenant: string, order: OrderRecord, at: string): Promise<boolean> {
  await lockUntilCommit(trx, tenant, 'order', String(order.number));
  if (!(await moveStatus(trx, tenant, order.id, 'pendingPayment', 'paid'))) return false;
  await appendEvent(trx, tenant, order.id, 'paid', new Date(at));
  return true;
}

async function commitAndSettle(
  handle: DatabaseHandle,
  config: WebpayConfig,
  site: Tenant,
  attempt: PaymentAttempt & { token: string },
): Promise<void> {
  const { db } = handle;
  const tenant = site.tenant;
  const key = { orderId: attempt.orderId, attempt: attempt.attempt };
  let committed: Awaited<ReturnType<typeof commitTransaction>>;
  try {
    committed = await commitTransaction(config, attempt.token);
  } catch (error) {
    logLine('error', 'webpay commit failed', { tenant, order: attempt.buyOrder, error: describeError(error) });
    await updateAttempt(db, tenant, key, { status: 'commitFailed' }, new Date().toISOString());
    return;
  }
  const { commit, raw } = committed;
  // an order past its time is expired before the payment is weighed, as the order page shows it
  await expireOverdueOrders(handle, tenant);
  const number = parseOrderNumber(tenant, attempt.buyOrder);
  const order = number === undefined ? undefined : await findOrderByNumber(db, tenant, number);
  const verdict = order ? judgeCommit(commit, { amount: order.amounts.total, buyOrder: attempt.buyOrder }) : 'mismatch';
  const at = new Date().toISOString();
  const outcome = await db.transaction().execute(async (trx) => {
    if (verdict !== 'authorized') {
      const refund = verdict === 'mismatch' ? ({ refundReason: 'mismatch', refundStatus: 'requested' } as const) : {};
      await updateAttempt(trx, tenant, key, { status: verdict, commit, raw, ...refund }, at);
      return verdict === 'mismatch' ? 'refund' : 'done';
    }
    const paid = order !== undefined && (await payOrder(trx, tenant, order, at));
    const refund = paid ? {} : ({ refundReason: 'orderClosed', refundStatus: 'requested' } as const);
    await updateAttempt(trx, tenant, key, { status: 'authorized', commit, raw, ...refund }, at);
    return paid ? 'paid' : 'refund';
  });
  // the shopper is told the order is paid, as when the order feed says so (status-email.ts)
  if (outcome === 'paid' && order) {
    await sendStatusEmail(emailSender(), orderStatusEmail(site, { ...order, status: 'paid' }, attempt.buyOrder));
  }
  if (verdict === 'mismatch') {
    logLine('warn', 'webpay authorization does not match its order', {
      tenant,
      order: attempt.buyOrder,
      amount: commit.amount,
      buyOrder: commit.buy_order,
    });
  }
  if (outcome === 'refund') {
    await refundAttempt(
      db,
      config,
      tenant,
      attempt,
      commit.amount,
      verdict === 'mismatch' ? 'mismatch' : 'orderClosed',
    );
  }
}
