import type { APIRoute } from 'astro';
import { orderNumberText, parseOrderNumber } from '../../../../lib/checkout/checkout';
import { requestSession } from '../../../../server/accounts/current-session';
import { checkoutPaths } from '../../../../server/checkout/checkout-paths';
import { mayViewOrder, orderAccessParam, orderViewer } from '../../../../server/checkout/order-access';
import { findOrderByNumber } from '../../../../server/checkout/order-store';
import { database } from '../../../../server/db/runtime';
import { mercadoPagoConfig } from '../../../../server/payments/mercadopago/mercadopago-config';
import { mercadoPagoView } from '../../../../server/payments/mercadopago/order-view';
import { startMercadoPagoAttempt } from '../../../../server/payments/mercadopago/start-payment';

/**
 * The order page's "try again" form: a new preference for an order still waiting, whose last
 * payment was rejected or whose preference could not be created; then back to the order page,
 * which links to Mercado Pago's checkout. Whoever may see the order may ask (order-access.ts).
 */
export const POST: APIRoute = async (astro) => {
  const { tenant } = astro.locals;
  const config = mercadoPagoConfig();
  const form = await astro.request.formData().catch(() => undefined);
  const posted = form?.get('order');
  const number = parseOrderNumber(tenant.tenant, typeof posted === 'string' ? posted : undefined);
  const { db } = await database();
  const order = number === undefined ? undefined : await findOrderByNumber(db, tenant.tenant, number);
  if (
    !config ||
    !order ||
    !mayViewOrder(
      order,
      orderViewer(await requestSession(astro, tenant.tenant), astro.url.searchParams.get(orderAccessParam)),
    )
  ) {
    return astro.rewrite('/404');
  }
  const text = orderNumberText(tenant.tenant, order.number);
  const { view } = await mercadoPagoView(db, tenant.tenant, order);
  if (order.paymentMethod === 'mercadoPago' && view?.retry) {
    await startMercadoPagoAttempt(db, config, tenant, { id: order.id, number: text, total: order.amounts.total });
  }
  const page = new URL(checkoutPaths(tenant).confirmation(text), astro.url);
  const access = astro.url.searchParams.get(orderAccessParam);
  if (access) page.searchParams.set(orderAccessParam, access);
  return new Response(null, { status: 303, headers: { location: `${page.pathname}${page.search}` } });
};
