import type { Db } from '../../db';
import { describeError, logLine } from '../../log';
import { refundPayment } from './mercadopago-client';
import type { MercadoPagoAccount, MercadoPagoConfig } from './mercadopago-config';
import { recordRefund } from './payment-records';

/**
 * Gives a payment back to the shopper, all of it. The payment's row already says `requested`,
 * written when it was settled, so a refund that fails here is still on record for the back office,
 * with the API's error.
 */
export async function refundMercadoPagoPayment(
  db: Db,
  config: MercadoPagoConfig,
  account: MercadoPagoAccount,
  tenant: string,
  payment: { id: string; order: string; reason: 'mismatch' | 'orderClosed' },
): Promise<void> {
  try {
    const response = await refundPayment(config, account, payment.id);
    await recordRefund(db, tenant, payment.id, { status: 'refunded', response }, new Date().toISOString());
    logLine('info', 'mercado pago payment refunded', {
      tenant,
      order: payment.order,
      payment: payment.id,
      reason: payment.reason,
    });
  } catch (error) {
    const response = { error: describeError(error) };
    await recordRefund(db, tenant, payment.id, { status: 'refundFailed', response }, new Date().toISOString());
    logLine('error', 'mercado pago refund failed', {
      tenant,
      order: payment.order,
      payment: payment.id,
      reason: payment.reason,
      error: response.error,
    });
  }
}
