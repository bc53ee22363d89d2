import type { APIRoute } from 'astro';
import { orderNumberText, parseOrderNumber } from '../../../../lib/checkout/checkout';
import { mayTryAgain } from '../../../../lib/payments/webpay';
import { requestSession } from '../../../../server/accounts/current-session';
import { checkoutPaths } from '../../../../server/checkout/checkout-paths';
import { mayViewOrder, orderAccessParam, orderViewer } from '../../../../server/checkout/order-access';
import { findOrderByNumber } from '../../../../server/checkout/order-store';
import { database } from '../../../../server/db/runtime';
import { attemptsOf } from '../../../../server/payments/webpay/payment-store';
import { startWebpayAttempt } from '../../../../server/payments/webpay/start-payment';
import { webpayConfig } from '../../../../server/payments/webpay/webpay-config';

/**
 * The order page's "try again" form: a new Webpay transaction for an order still waiting, whose
 * last attempt was rejected, cancelled, timed out or never opened; then back to the order page,
 * which shows the form to Webpay. Whoever may see the order may ask (order-access.ts).
 */
export const POST: APIRoute = async (astro) => {
  const { tenant } = astro.locals;
  const config = webpayConfig();
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
  const [latest] = await attemptsOf(db, tenant.tenant, order.id);
  const text = orderNumberText(tenant.tenant, order.number);
  if (order.paymentMethod === 'webpay' && order.status === 'pendingPayment' && mayTryAgain(latest?.status)) {
    await startWebpayAttempt(db, config, tenant, { id: order.id, number: text, total: order.amounts.total });
  }
  const page = new URL(checkoutPaths(tenant).confirmation(text), astro.url);
  const access = astro.url.searchParams.get(orderAccessParam);
  if (access) page.searchParams.set(orderAccessParam, access);
  return new Response(null, { status: 303, headers: { location: `${page.pathname}${page.search}` } });
};
