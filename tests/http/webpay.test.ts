import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMentions } from './checkout-fixtures';
import { baseUrl } from './client';
import { skuOrderedOnlyBy } from './purchase-fixtures';
import { run } from './test-database';
import {
  atWebpay,
  comeBack,
  openPage,
  orderState,
  payAtWebpay,
  payForm,
  paymentsOf,
  placedWithWebpay,
  standin,
} from './webpay-fixtures';

/**
 * Card payments with Webpay Plus on cl (README "Payments"): through Transbank's SDK against the
 * stand-in of its API (tests/support/webpay-standin.ts), every way a shopper comes back from
 * Webpay's form, and what the order and its payment record then say.
 */

/** The SKU this file orders, and no other (purchase-fixtures.ts). */
let sku: string;
beforeAll(async () => {
  sku = await skuOrderedOnlyBy('webpay');
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('paying with Webpay', () => {
  it('a guest pays in three instalments: the order is paid for its amount, the card and instalments shown', async () => {
    const order = await placedWithWebpay(sku);
    const placed = await orderState(order.orderId);
    expect(placed.status).toBe('pendingPayment');
    // the order keeps its stock for WEBPAY_HOLD_MINUTES (30) while the shopper pays
    expect(Date.parse(placed.expires_at ?? '') - Date.parse(placed.placed_at ?? '')).toBe(30 * 60_000);
    const shown = await openPage(order.browser, order.page);
    expect(text(shown.html)).toContain('Ir a pagar');
    // the form may go to Webpay's host, and to no other but the site's own and the WhatsApp chat's
    expect(shown.headers.get('content-security-policy')).toMatch(
      new RegExp(`form-action 'self' https://wa\\.me ${standin}(;|$)`),
    );
    const form = await payForm(order);
    expect(form.action).toBe(`${standin}/webpayserver/initTransaction`);
    // Webpay was asked for the order's amount, under its number
    expect(await atWebpay(form.token)).toMatchObject({ amount: order.total, buyOrder: order.number });
    const back = await payAtWebpay(form, { outcome: 'approve', paymentType: 'VC', installments: 3 });
    expect(back.url).toBe(`${baseUrl}/cl/checkout/webpay/return?token_ws=${form.token}`);
    expect(await comeBack(order.browser, back)).toEqual({ status: 303, location: order.page });
    const paid = await orderState(order.orderId);
    expect(paid.status).toBe('paid');
    expect(paid.events).toEqual(['pendingPayment', 'paid']);
    const [payment] = await paymentsOf(order.orderId);
    expect(payment).toMatchObject({
      status: 'authorized',
      amount: order.total,
      authorized_amount: order.total,
      payment_type: 'VC',
      installments: 3,
      card_last_digits: '6623',
      refund_status: null,
    });
    expect(JSON.parse(payment?.raw_response ?? '{}')).toMatchObject({ vci: 'TSY', response_code: 0 });
    // the shopper is told, as when the order feed says it is paid
    expect((await outboxMentions(order.number)).some((mail) => mail.subject.includes('Pagado'))).toBe(true);
    const page = text((await openPage(order.browser, order.page)).html);
    expect(page).toContain('con tarjeta de crédito terminada en 6623');
    expect(page).toContain('En 3 cuotas.');
    expect(page).not.toContain('Ir a pagar');
  });

  it('a second delivery of the same return changes nothing, by GET or POST; a return naming nothing is a 404', async () => {
    const order = await placedWithWebpay(sku);
    const form = await payForm(order);
    const back = await payAtWebpay(form, { outcome: 'approve', paymentType: 'VD' });
    await comeBack(order.browser, back);
    const first = { order: await orderState(order.orderId), payments: await paymentsOf(order.orderId) };
    expect(first.order.status).toBe('paid');
    expect(await comeBack(order.browser, back)).toEqual({ status: 303, location: order.page });
    const posted = { url: back.url.split('?')[0] ?? '', fields: { token_ws: form.token } };
    expect(await comeBack(order.browser, posted)).toEqual({ status: 303, location: order.page });
    expect(await orderState(order.orderId)).toEqual(first.order);
    expect(await paymentsOf(order.orderId)).toEqual(first.payments);
    // committed once: the stored outcome answered the repeats
    expect((await atWebpay(form.token)).commits).toBe(1);
    expect(text((await openPage(order.browser, order.page)).html)).toContain('con tarjeta de débito terminada en 6623');
    expect((await comeBack(order.browser, { url: `${baseUrl}/cl/checkout/webpay/return` })).status).toBe(404);
  });

  it('a rejected card leaves the order waiting and says so; trying again opens a new transaction that pays it', async () => {
    const order = await placedWithWebpay(sku);
    const rejected = await payForm(order);
    await comeBack(order.browser, await payAtWebpay(rejected, { outcome: 'reject' }));
    expect((await orderState(order.orderId)).status).toBe('pendingPayment');
    expect(await paymentsOf(order.orderId)).toMatchObject([{ status: 'rejected', authorized_amount: order.total }]);
    const page = await openPage(order.browser, order.page);
    expect(text(page.html)).toContain('Webpay rechazó el pago y no se hizo ningún cargo.');
    const retry = /<form method="post" action="([^"]+)">\s*<input type="hidden" name="order" value="([^"]+)"/.exec(
      page.html,
    );
    expect(retry?.[1]).toBe('/cl/checkout/webpay/pay');
    const cookie = [...order.browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const again = await fetch(`${baseUrl}${retry?.[1]}`, {
      method: 'POST',
      body: new URLSearchParams({ order: retry?.[2] ?? '' }),
      headers: { cookie, origin: baseUrl },
      redirect: 'manual',
    });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(order.page);
    const second = await payForm(order);
    expect(second.token).not.toBe(rejected.token);
    await comeBack(order.browser, await payAtWebpay(second, { outcome: 'approve', paymentType: 'VN' }));
    expect((await orderState(order.orderId)).status).toBe('paid');
    expect((await paymentsOf(order.orderId)).map((payment) => payment.status)).toEqual(['rejected', 'authorized']);
  });

  it('a cancel posted back from Webpay’s site, and a form that timed out, charge nothing and offer to pay again', async () => {
    const order = await placedWithWebpay(sku);
    const cancelled = await payForm(order);
    const back = await payAtWebpay(cancelled, { outcome: 'cancel', returnBy: 'post' });
    expect(back.fields).toMatchObject({ TBK_TOKEN: cancelled.token, TBK_ORDEN_COMPRA: order.number });
    expect(await comeBack(order.browser, back)).toEqual({ status: 303, location: order.page });
    expect((await atWebpay(cancelled.token)).commits).toBe(0);
    const page = await openPage(order.browser, order.page);
    expect(text(page.html)).toContain('Anulaste el pago en Webpay y no se hizo ningún cargo.');
    expect(page.html).toContain('action="/cl/checkout/webpay/pay"');
    const cookie = [...order.browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    await fetch(`${baseUrl}/cl/checkout/webpay/pay`, {
      method: 'POST',
      body: new URLSearchParams({ order: order.number }),
      headers: { cookie, origin: baseUrl },
      redirect: 'manual',
    });
    const timedOut = await payForm(order);
    const late = await payAtWebpay(timedOut, { outcome: 'timeout' });
    expect(new URL(late.url).searchParams.has('token_ws')).toBe(false);
    await comeBack(order.browser, late);
    expect((await paymentsOf(order.orderId)).map((payment) => payment.status)).toEqual(['cancelled', 'timedOut']);
    expect((await orderState(order.orderId)).status).toBe('pendingPayment');
    expect(text((await openPage(order.browser, order.page)).html)).toContain('Se acabó el tiempo para pagar en Webpay');
  });

  it('an authorization for another amount than the order’s pays nothing and is given back', async () => {
    const order = await placedWithWebpay(sku);
    const form = await payForm(order);
    await comeBack(order.browser, await payAtWebpay(form, { outcome: 'approve', amountDelta: -1000 }));
    expect((await orderState(order.orderId)).status).toBe('pendingPayment');
    expect(await paymentsOf(order.orderId)).toMatchObject([
      {
        status: 'mismatch',
        authorized_amount: order.total - 1000,
        refund_reason: 'mismatch',
        refund_status: 'refunded',
      },
    ]);
    expect((await atWebpay(form.token)).refunds).toEqual([{ amount: order.total - 1000, type: 'REVERSED' }]);
    expect(text((await openPage(order.browser, order.page)).html)).toContain('No pudimos validar el pago con Webpay');
  });

  it('a payment that comes after the order expired, or was cancelled, is refunded and recorded', async () => {
    const expired = await placedWithWebpay(sku);
    const cancelled = await placedWithWebpay(sku);
    const forms = [await payForm(expired), await payForm(cancelled)];
    await run(
      "UPDATE orders SET expires_at = '2000-01-01T00:00:00.000Z' WHERE tenant = 'cl' AND id = ?",
      expired.orderId,
    );
    await run("UPDATE orders SET status = 'cancelled' WHERE tenant = 'cl' AND id = ?", cancelled.orderId);
    for (const [order, form] of [
      [expired, forms[0]],
      [cancelled, forms[1]],
    ] as const) {
      if (!form) throw new Error('no form');
      await comeBack(order.browser, await payAtWebpay(form, { outcome: 'approve', paymentType: 'VN' }));
      expect(await paymentsOf(order.orderId)).toMatchObject([
        { status: 'authorized', refund_reason: 'orderClosed', refund_status: 'refunded' },
      ]);
      expect((await atWebpay(form.token)).refunds).toEqual([{ amount: order.total, type: 'REVERSED' }]);
      expect(text((await openPage(order.browser, order.page)).html)).toContain(
        'El pago llegó cuando tu pedido ya no estaba vigente, así que lo devolvimos a tu tarjeta.',
      );
    }
    expect((await orderState(expired.orderId)).events).toEqual(['pendingPayment', 'expired']);
    expect((await orderState(cancelled.orderId)).status).toBe('cancelled');
  });
});
