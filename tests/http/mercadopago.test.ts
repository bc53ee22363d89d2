import { describe, expect, it } from 'vitest';
import { maxInstalments } from '../../src/lib/payments/mercadopago';
import { baseUrl } from './client';
import {
  atMercadoPago,
  cancelByFeed,
  comeBack,
  type MercadoPagoOrder,
  notifyAgain,
  openPage,
  orderState,
  pageText,
  payAtMercadoPago,
  payLink,
  paymentAtMercadoPago,
  paymentsOf,
  placedWithMercadoPago,
  standin,
} from './mercadopago-fixtures';
import { newMail } from './outbox-mail';

/**
 * Mercado Pago Checkout Pro on mx (README "Payments"): through the `mercadopago` SDK against the
 * stand-in of its API (tests/support/mercadopago-standin.ts), the preference the order asks for,
 * the return and the signed webhook, and what the order and its payment record then say.
 */

const mailWith = async (order: MercadoPagoOrder, subject: string) =>
  (await newMail(order.mailBefore, order.email)).filter((mail) => mail.subject.includes(subject));

describe('paying with Mercado Pago', () => {
  it('a guest pays in three instalments: the return and the webhook pay the order once, for its amount', async () => {
    const order = await placedWithMercadoPago(11);
    const placed = await orderState(order.orderId);
    expect(placed.status).toBe('pendingPayment');
    // the order keeps its stock MERCADOPAGO_HOLD_MINUTES (60) while the shopper pays
    expect(Date.parse(placed.expires_at ?? '') - Date.parse(placed.placed_at ?? '')).toBe(60 * 60_000);
    const link = await payLink(order);
    expect(link.url.startsWith(`${standin}/checkout/v1/redirect?pref_id=`)).toBe(true);
    // the preference asks for the order's total in pesos, under its number, open until the order's hold ends
    const { request } = await atMercadoPago(link.preferenceId);
    const items = request.items as { unit_price: number; quantity: number; currency_id: string }[];
    expect(items.reduce((sum, item) => sum + Math.round(item.unit_price * 100) * item.quantity, 0)).toBe(order.total);
    expect(items.every((item) => item.currency_id === 'MXN')).toBe(true);
    expect(request).toMatchObject({
      external_reference: order.number,
      back_urls: { success: `${baseUrl}/mx/checkout/mercadopago/return` },
      notification_url: `${baseUrl}/api/mx/payments/mercadopago/webhook?source_news=webhooks`,
      payment_methods: { installments: maxInstalments(order.total, 2), excluded_payment_types: [] },
      expiration_date_to: placed.expires_at,
    });
    // the order's email links to the same checkout
    const [placedMail] = await mailWith(order, order.number);
    expect(placedMail?.text).toContain(`Pagar con Mercado Pago: ${link.url}`);
    expect(placedMail?.html).toContain(`href="${link.url.replaceAll('&', '&#38;')}"`);
    const paid = await payAtMercadoPago(link, { outcome: 'approve', installments: 3 });
    expect((await paymentAtMercadoPago(paid.paymentId)).notices.map((notice) => notice.answers)).toEqual([[200]]);
    expect(await comeBack(order.browser, paid.back)).toEqual({ status: 303, location: order.page });
    const settled = { order: await orderState(order.orderId), payments: await paymentsOf(order.orderId) };
    expect(settled.order.status).toBe('paid');
    expect(settled.order.events).toEqual(['pendingPayment', 'paid']);
    expect(settled.payments).toMatchObject([
      {
        payment_id: paid.paymentId,
        status: 'approved',
        outcome: 'paid',
        amount: order.total,
        currency: 'MXN',
        installments: 3,
        card_last_digits: '0604',
        refund_status: null,
      },
    ]);
    const page = pageText((await openPage(order.browser, order.page)).html);
    expect(page).toContain('Pagaste');
    expect(page).toContain('con Mercado Pago.');
    expect(page).toContain('Con la tarjeta terminada en 0604.');
    expect(page).toMatch(/En 3 cuotas de \$ [\d,]+\.\d\d\./);
    expect(page).not.toContain('Pagar con Mercado Pago');

    // a replay of the webhook, and of the return, changes nothing and tells the shopper nothing more
    expect(await notifyAgain(paid.paymentId)).toBe(200);
    expect(await comeBack(order.browser, paid.back)).toEqual({ status: 303, location: order.page });
    expect(await orderState(order.orderId)).toEqual(settled.order);
    expect(await paymentsOf(order.orderId)).toEqual(settled.payments);
    expect(await mailWith(order, 'Pagado')).toHaveLength(1);
    // a return that names no order paid with Mercado Pago asks the API nothing
    const stray = `${baseUrl}/mx/checkout/mercadopago/return?payment_id=${paid.paymentId}&external_reference=null`;
    expect((await comeBack(order.browser, stray)).status).toBe(404);
  });

  it('a forged webhook is refused and changes nothing; the genuine one pays the order without the shopper’s return', async () => {
    const order = await placedWithMercadoPago(12);
    const paid = await payAtMercadoPago(await payLink(order), { outcome: 'approve', notify: 'no' });
    expect(await notifyAgain(paid.paymentId, true)).toBe(401);
    const unsigned = await fetch(
      `${baseUrl}/api/mx/payments/mercadopago/webhook?data.id=${paid.paymentId}&type=payment`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
    );
    expect(unsigned.status).toBe(401);
    expect((await orderState(order.orderId)).status).toBe('pendingPayment');
    expect(await paymentsOf(order.orderId)).toEqual([]);
    expect(await notifyAgain(paid.paymentId)).toBe(200);
    expect((await orderState(order.orderId)).status).toBe('paid');
  });

  it('a payment for another amount than the order’s pays nothing and is given back', async () => {
    const order = await placedWithMercadoPago(13);
    const paid = await payAtMercadoPago(await payLink(order), { outcome: 'approve', amountDelta: -100 });
    await comeBack(order.browser, paid.back);
    expect((await orderState(order.orderId)).status).toBe('pendingPayment');
    // the return, after the webhook, finds it refunded at Mercado Pago: recorded, given back once
    expect(await paymentsOf(order.orderId)).toMatchObject([
      { status: 'refunded', outcome: 'mismatch', amount: order.total - 100_00, refund_status: 'refunded' },
    ]);
    const atProvider = await paymentAtMercadoPago(paid.paymentId);
    expect(atProvider.refunds.map((refund) => refund.amount)).toEqual([(order.total - 100_00) / 100]);
    expect(pageText((await openPage(order.browser, order.page)).html)).toContain(
      'No pudimos validar el pago con Mercado Pago, así que te lo devolvemos.',
    );
  });

  it('a payment that comes after the order was cancelled is refunded once and recorded', async () => {
    const order = await placedWithMercadoPago(14);
    const link = await payLink(order);
    await cancelByFeed(order.number);
    const paid = await payAtMercadoPago(link, { outcome: 'approve' });
    expect(await notifyAgain(paid.paymentId)).toBe(200);
    expect(await comeBack(order.browser, paid.back)).toEqual({ status: 303, location: order.page });
    expect(await orderState(order.orderId)).toMatchObject({
      status: 'cancelled',
      events: ['pendingPayment', 'cancelled'],
    });
    expect(await paymentsOf(order.orderId)).toMatchObject([
      { status: 'refunded', outcome: 'orderClosed', refund_status: 'refunded' },
    ]);
    expect((await paymentAtMercadoPago(paid.paymentId)).refunds).toHaveLength(1);
    expect(pageText((await openPage(order.browser, order.page)).html)).toContain(
      'El pago llegó cuando tu pedido ya no estaba vigente, así que te lo devolvimos.',
    );
  });

  it('a rejected payment leaves the order waiting; trying again opens a new preference that pays it', async () => {
    const order = await placedWithMercadoPago(15);
    const first = await payLink(order);
    await comeBack(order.browser, (await payAtMercadoPago(first, { outcome: 'reject' })).back);
    expect((await orderState(order.orderId)).status).toBe('pendingPayment');
    const page = await openPage(order.browser, order.page);
    expect(pageText(page.html)).toContain('Mercado Pago rechazó el pago y no se hizo ningún cargo.');
    expect(page.html).toContain('action="/mx/checkout/mercadopago/pay"');
    const cookie = [...order.browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const again = await fetch(`${baseUrl}/mx/checkout/mercadopago/pay`, {
      method: 'POST',
      body: new URLSearchParams({ order: order.number }),
      headers: { cookie, origin: baseUrl },
      redirect: 'manual',
    });
    expect({ status: again.status, location: again.headers.get('location') }).toEqual({
      status: 303,
      location: order.page,
    });
    const second = await payLink(order);
    expect(second.preferenceId).not.toBe(first.preferenceId);
    await comeBack(order.browser, (await payAtMercadoPago(second, { outcome: 'approve' })).back);
    expect((await orderState(order.orderId)).status).toBe('paid');
    expect((await paymentsOf(order.orderId)).map((payment) => payment.outcome)).toEqual(['rejected', 'paid']);
  });
});
