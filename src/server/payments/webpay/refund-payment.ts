import type { RefundReason } from '../../../lib/payments/webpay';
import type { Db } from '../../db';
import { describeError, logLine } from '../../log';
import { type PaymentAttempt, updateAttempt } from './payment-store';
import { refundTransaction } from './webpay-client';
import type { WebpayConfig } from './webpay-config';

/**
 * Gives an authorization back to the shopper (Webpay's refund: a reversal the same day, else a
 * nullification). The attempt already says `requested` and why, written with the commit, so a
 * refund that fails here is still on record for the back office, with Webpay's error.
 */
export async function refundAttempt(
  db: Db,
  config: WebpayConfig,
  tenant: string,
  attempt: Pick<PaymentAttempt, 'orderId' | 'attempt' | 'buyOrder'> & { token: string },
  amount: number,
  reason: RefundReason,
): Promise<void> {
  const key = { orderId: attempt.orderId, attempt: attempt.attempt };
  try {
    const { raw } = await refundTransaction(config, attempt.token, amount);
    await updateAttempt(db, tenant, key, { refundStatus: 'refunded', refundResponse: raw }, new Date().toISOString());
    logLine('info', 'webpay payment refunded', { tenant, order: attempt.buyOrder, reason, amount });
  } catch (error) {
    const refundResponse = { error: describeError(error) };
    await updateAttempt(db, tenant, key, { refundStatus: 'refundFailed', refundResponse }, new Date().toISOString());
    logLine('error', 'webpay refund failed', {
      tenant,
      order: attempt.buyOrder,
      reason,
      amount,
      error: refundResponse.error,
    });
  }
}
