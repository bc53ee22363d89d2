import type { APIRoute } from 'astro';
import { orderNumberText, parseOrderNumber } from '../../../../lib/checkout/checkout';
import { readMercadoPagoReturn } from '../../../../lib/payments/mercadopago';
import { checkoutPaths } from '../../../../server/checkout/checkout-paths';
import { findOrderByNumber } from '../../../../server/checkout/order-store';
import { database } from '../../../../server/db/runtime';
import { describeError, logLine } from '../../../../server/log';
import { mercadoPagoConfig } from '../../../../server/payments/mercadopago/mercadopago-config';
import { settleMercadoPagoPayment } from '../../../../server/payments/mercadopago/settle-payment';

/**
 * Checkout Pro sends the shopper back here (back_urls), approved, pending or rejected alike. The
 * query is only a name: the payment it names is asked of Mercado Pago, server to server, and
 * settled from that answer (settle-payment.ts); the order page then says how it went. The
 * query's external_reference must name an order placed to be paid with Mercado Pago, which is
 * where the shopper is taken (its page checks who may see it), paid or not.
 */
export const GET: APIRoute = async (astro) => {
  const { tenant } = astro.locals;
  const config = mercadoPagoConfig();
  if (!config?.accounts.has(tenant.tenant)) return astro.rewrite('/404');
  const back = readMercadoPagoReturn(astro.url.searchParams);
  const number = parseOrderNumber(tenant.tenant, back.externalReference);
  const handle = await database();
  const named = number === undefined ? undefined : await findOrderByNumber(handle.db, tenant.tenant, number);
  // a return that names no order placed to be paid with Mercado Pago asks nothing of the API
  const order = named?.paymentMethod === 'mercadoPago' ? named : undefined;
  if (!order) return astro.rewrite('/404');
  if (back.paymentId) {
    try {
      await settleMercadoPagoPayment(handle, config, tenant, back.paymentId);
    } catch (error) {
      // Mercado Pago did not answer: its webhook settles the payment later; the page says it waits
      logLine('error', 'mercado pago payment not read', { tenant: tenant.tenant, error: describeError(error) });
    }
  }
  return new Response(null, {
    status: 303,
    headers: {
      location: checkoutPaths(tenant).confirmation(orderNumberText(tenant.tenant, order.number)),
      'cache-control': 'no-store',
    },
  });
};
