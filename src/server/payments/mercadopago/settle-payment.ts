import { orderNumberText, parseOrderNumber } from '../../../lib/checkout/checkout';
import { judgePayment, type PaymentOutcome, type PaymentVerdict } from '../../../lib/payments/mercadopago';
import type { Tenant } from '../../../tenants/schema';
import { findOrderByNumber, type OrderRecord } from '../../checkout/order-store';
import type { DatabaseHandle, Db } from '../../db';
import { lockUntilCommit } from '../../db/locks';
import { emailSender } from '../../email';
import { logLine } from '../../log';
import { expireOverdueOrders } from '../../orders/expiry';
import { appendEvent, moveStatus } from '../../orders/order-moves';
import { orderStatusEmail, sendStatusEmail } from '../../orders/status-email';
import { getPayment } from './mercadopago-client';
import type { MercadoPagoConfig } from './mercadopago-config';
import { recordPayment, settledPayment } from './payment-records';
import { refundMercadoPagoPayment } from './refund-payment';

/**
 * A payment Mercado Pago names (by the shopper's return, or its webhook) is settled from what the
 * API answers for it, server to server, never from what came with the name: its status, amount,
 * currency and external_reference (the order's number). Answers the order's number, for the
 * return to show its page; undefined when the payment names no order of the tenant.
 *
 * Idempotent: each payment is written once per status, under the order's lock, so a second
 * delivery of a notification, a return and a webhook for the same payment, or two at once, change
 * the order and send the email once. An approved payment pays the order only if it is the order's
 * total in its currency and the order still waits for it; otherwise it is given back.
 */
export async function settleMercadoPagoPayment(
  handle: DatabaseHandle,
  config: MercadoPagoConfig,
  site: Tenant,
  paymentId: string,
): Promise<string | undefined> {
  const tenant = site.tenant;
  const account = config.accounts.get(tenant);
  if (!account) return undefined;
  const { payment, raw } = await getPayment(config, account, paymentId);
  const number = parseOrderNumber(tenant, payment.external_reference ?? undefined);
  if (number === undefined) {
    // the account's other sales (another shop, a payment link) are not this store's to settle
    logLine('info', 'mercado pago payment names no order', { tenant, payment: payment.id });
    return undefined;
  }
  // an order past its time is expired before the payment is weighed, as the order page shows it
  await expireOverdueOrders(handle, tenant);
  const order = await findOrderByNumber(handle.db, tenant, number);
  if (!order) return undefined;
  const text = orderNumberText(tenant, number);
  const minorDigits = site.currency.minorDigits;
  const verdict = judgePayment(payment, {
    number: text,
    total: order.amounts.total,
    currency: order.currency,
    minorDigits,
  });
  const amount = Math.round(payment.transaction_amount * 10 ** minorDigits);
  const instalment = payment.transaction_details?.installment_amount;
  const installmentAmount = instalment == null ? null : Math.round(instalment * 10 ** minorDigits);
  const at = new Date().toISOString();
  let outcome: PaymentOutcome | 'unchanged';
  try {
    outcome = await handle.db.transaction().execute(async (trx) => {
      await lockUntilCommit(trx, tenant, 'order', String(number));
      const before = await settledPayment(trx, tenant, payment.id);
      if (before?.status === payment.status) return 'unchanged' as const;
      const decided = await decide(trx, tenant, order, verdict, before?.outcome, at);
      const settled = {
        orderId: order.id,
        payment,
        raw,
        outcome: decided,
        amount,
        installmentAmount,
        ...(needsRefund(decided, verdict) ? { refundStatus: 'requested' as const } : {}),
      };
      // another delivery wrote it first: this transaction's changes are undone
      if (!(await recordPayment(trx, tenant, settled, before?.status, at))) throw new AlreadySettled();
      return decided;
    });
  } catch (error) {
    if (error instanceof AlreadySettled) return text;
    throw error;
  }
  if (outcome === 'paid') {
    // the shopper is told the order is paid, as when the order feed says so (status-email.ts)
    await sendStatusEmail(emailSender(), orderStatusEmail(site, { ...order, status: 'paid' }, text));
  }
  if (outcome !== 'unchanged' && verdict === 'mismatch') {
    logLine('warn', 'mercado pago payment does not match its order', {
      tenant,
      order: text,
      payment: payment.id,
      amount: payment.transaction_amount,
      currency: payment.currency_id,
    });
  }
  if (outcome !== 'unchanged' && needsRefund(outcome, verdict)) {
    const reason = outcome === 'mismatch' ? 'mismatch' : 'orderClosed';
    await refundMercadoPagoPayment(handle.db, config, account, tenant, { id: payment.id, order: text, reason });
  }
  return text;
}

class AlreadySettled extends Error {}

/** A payment approved now is given back when it did not pay the order. */
const needsRefund = (outcome: PaymentOutcome, verdict: PaymentVerdict) =>
  (verdict === 'approved' || verdict === 'mismatch') && outcome !== 'paid';

/**
 * What the store does with the payment, inside the transaction: an approved one pays an order
 * placed to be paid with Mercado Pago that still waits (with its event), else it is the order's
 * no more; a reversal keeps what the payment had been.
 */
async function decide(
  trx: Db,
  tenant: string,
  order: OrderRecord,
  verdict: PaymentVerdict,
  previous: PaymentOutcome | undefined,
  at: string,
): Promise<PaymentOutcome> {
  switch (verdict) {
    case 'approved': {
      const waits = order.paymentMethod === 'mercadoPago';
      const paid = waits && (await moveStatus(trx, tenant, order.id, 'pendingPayment', 'paid'));
      if (paid) await appendEvent(trx, tenant, order.id, 'paid', new Date(at));
      return paid ? 'paid' : 'orderClosed';
    }
    case 'reversed':
      return previous ?? 'reversed';
    default:
      return verdict;
  }
}
