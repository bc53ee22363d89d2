import type { PaymentAdapter } from '../types';
import { startWebpayAttempt } from './start-payment';
import type { WebpayConfig } from './webpay-config';

/**
 * Transbank's Webpay Plus: credit cards, in the instalments the shopper picks on Webpay's form,
 * and debit (Redcompra). Offered where prices are Chilean pesos, the money Webpay Plus takes
 * (cl, homy). The order waits for its payment, keeping its stock for WEBPAY_HOLD_MINUTES; once it
 * is stored, a Webpay transaction is opened and the order page sends the shopper to pay.
 */
export function webpayAdapter(config: WebpayConfig): PaymentAdapter {
  return {
    method: 'webpay',
    label: 'webpay.method',
    description: 'webpay.methodHelp',
    afterOrder: 'webpay.afterOrder',
    offered: ({ currency }) => currency === 'CLP',
    start: async () => ({ status: 'pendingPayment', holdMinutes: config.holdMinutes }),
    afterPlaced: async (db, tenant, order) => {
      await startWebpayAttempt(db, config, tenant, order);
    },
  };
}
