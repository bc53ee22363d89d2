import type { APIRoute } from 'astro';
import { orderNumberText, parseOrderNumber } from '../../../../lib/checkout/checkout';
import { readMercadoPagoReturn } from '../../../../lib/payments/mercadopago';
import { checkoutPaths } from '../../../../server/checkout/checkout-paths';
import { database } from '../../../../server/db/runtime';
import { describeError, logLine } from '../../../../server/log';
import { mercadoPagoConfig } from '../../../../server/payments/mercadopago/mercadopago-config';
import { settleMercadoPagoPayment } from '../../../../server/payments/mercadopago/settle-payment';

/**
 * Checkout Pro sends the shopper back here (back_urls), approved, pending or rejected alike. The
 * query is only a name: the payment it names is asked of Mercado Pago, server to server, and
 * settled from that answer (settle-payment.ts); the order page then says how it went. A shopper
 * who came back without paying is taken to the order the query names, whose page checks who may
 * see it.
 */
export const GET: APIRoute = async (astro) => {
  const { tenant } = astro.locals;
  const config = mercadoPagoConfig();
  if (!config?.accounts.has(tenant.tenant)) return astro.rewrite('/404');
  const back = readMercadoPagoReturn(astro.url.searchParams);
  let number: string | undefined;
  if (back.paymentId) {
    try {
      number = await settleMercadoPagoPayment(await database(), config, tenant, back.paymentId);
    } catch (error) {
      // Mercado Pago did not answer: its webhook settles the payment later; the page says it waits
      logLine('error', 'mercado pago payment not read', { tenant: tenant.tenant, error: describeError(error) });
    }
  }
  const named = parseOrderNumber(tenant.tenant, back.externalReference);
  number ??= named === undefined ? undefined : orderNumberText(tenant.tenant, named);
  if (!number) return astro.rewrite('/404');
  return new Response(null, {
    status: 303,
    headers: { location: checkoutPaths(tenant).confirmation(number), 'cache-control': 'no-store' },
  });
};
