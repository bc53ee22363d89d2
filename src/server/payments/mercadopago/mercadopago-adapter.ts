import { translator } from '../../../lib/messages';
import { offersMercadoPago } from '../../../lib/payments/mercadopago';
import type { PaymentAdapter } from '../types';
import type { MercadoPagoConfig } from './mercadopago-config';
import { preferencesOf } from './preference-store';
import { startMercadoPagoAttempt } from './start-payment';

/**
 * Mercado Pago's Checkout Pro: the shopper pays on Mercado Pago's checkout in any way it takes in
 * the country (cards in instalments, cash, transfer), or by card with parcelas in Brazil. Offered
 * on a tenant whose account is configured (mercadopago-config.ts). The order waits for its
 * payment, keeping its stock for MERCADOPAGO_HOLD_MINUTES; once it is stored, a preference is
 * created, and the order page and the order email link to Mercado Pago's checkout.
 */
export function mercadoPagoAdapter(config: MercadoPagoConfig): PaymentAdapter {
  return {
    method: 'mercadoPago',
    label: 'mercadoPago.method',
    description: 'mercadoPago.methodHelp',
    afterOrder: 'mercadoPago.afterOrder',
    offered: ({ tenant, currency }) => offersMercadoPago(currency) && config.accounts.has(tenant),
    start: async () => ({ status: 'pendingPayment', holdMinutes: config.holdMinutes }),
    afterPlaced: async (db, tenant, order) => {
      await startMercadoPagoAttempt(db, config, tenant, order);
    },
    paymentEmail: async (db, tenant, order) => {
      const [latest] = await preferencesOf(db, tenant.tenant, order.id);
      const url = latest?.status === 'created' ? latest.url : null;
      const label = translator(tenant.lang)('mercadoPago.pay');
      return { blocks: url ? [{ kind: 'action', label, href: url }] : [], images: [] };
    },
  };
}
