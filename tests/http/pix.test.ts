import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/lib/money';
import { pixAmount, pixTxid } from '../../src/lib/payments/pix';
import { getTenant } from '../../src/tenants/registry';
import { pixStandinCredentials } from '../support/pix-standin';
import { Browser, customerSession, proPricedSku } from './cart-fixtures';
import { page, stockAt } from './checkout-fixtures';
import { baseUrl } from './client';
import { outboxMentions } from './outbox-mail';
import {
  atPsp,
  chargesOf,
  orderState,
  type PixOrder,
  payAtPsp,
  pixOnPage,
  placedWithPix,
  postWebhook,
  readBrCode,
} from './pix-fixtures';
import { type Sku, sites, stockedSku } from './purchase-fixtures';
import { orderFeedToken } from './server';
import { row, run } from './test-database';

/**
 * Pix on br (README "Payments"): the charge made at the stand-in of a PSP's API Pix
 * (tests/support/pix-standin.ts), its BR Code on the order page and in the email, and the
 * webhook, which pays an order only for what the PSP itself says was paid.
 */

let sku: Sku;
beforeAll(async () => {
  // a product the other buying tests leave alone: the expiry test counts its units
  sku = await stockedSku('br', sites.br.priceGroup, 30);
});

const txidOf = (order: PixOrder) => pixTxid('br', Number(order.number.slice(3)));
/** The emails to the order's shopper that name it (the outbox holds earlier runs' orders of the same number). */
const mailOf = async (order: PixOrder) =>
  (await outboxMentions(order.number)).filter((mail) => mail.to.includes(order.email));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('paying with Pix', () => {
  it('shows a BR Code carrying the order’s txid and amount; the webhook pays the order once, however often it comes', async () => {
    const order = await placedWithPix(sku.skuId);
    const placed = await orderState(order.orderId);
    expect(placed.status).toBe('pendingPayment');
    // the order keeps its stock for PIX_EXPIRY_MINUTES (30) while the shopper pays
    expect(Date.parse(placed.expires_at ?? '') - Date.parse(placed.placed_at ?? '')).toBe(30 * 60_000);
    const shown = await pixOnPage(order);
    expect(shown.qr).toMatch(/^<svg /);
    expect(await readBrCode(shown.code)).toEqual({
      txid: txidOf(order),
      amount: pixAmount(order.total),
      key: pixStandinCredentials.key,
    });
    const [confirmation] = await mailOf(order);
    expect(confirmation?.text).toContain(shown.code);
    // its HTML part shows the same code and its QR, sent inline as a PNG
    expect(confirmation?.html).toContain(shown.code);
    expect(confirmation?.html).toContain('<img src="cid:pix-qr"');
    expect(confirmation?.images).toEqual([{ cid: 'pix-qr', contentType: 'image/png', size: expect.any(Number) }]);

    const delivered = await payAtPsp(txidOf(order));
    expect(delivered).toMatchObject({ status: 200, reply: { data: { settled: { [txidOf(order)]: 'settled' } } } });
    const paid = { order: await orderState(order.orderId), charges: await chargesOf(order.orderId) };
    expect(paid.order.events).toEqual(['pendingPayment', 'paid']);
    expect(paid.charges).toMatchObject([
      {
        status: 'received',
        token: txidOf(order),
        amount: order.total,
        authorized_amount: order.total,
        end_to_end_id: delivered.notification.pix[0]?.endToEndId,
        refund_status: null,
      },
    ]);
    const reads = (await atPsp(txidOf(order))).reads;

    // the PSP delivers it again: nothing changes, nobody is told twice
    expect(await postWebhook(delivered.notification)).toMatchObject({ status: 200 });
    expect(await orderState(order.orderId)).toEqual(paid.order);
    expect(await chargesOf(order.orderId)).toEqual(paid.charges);
    expect((await atPsp(txidOf(order))).reads).toBe(reads);
    const told = (await mailOf(order)).filter((mail) => mail.subject.endsWith(': Pago'));
    expect(told).toHaveLength(1);
    const after = await pixOnPage(order);
    expect(after.code).toBe('');
    expect(text(after.html)).toContain(`Recebemos seu Pix de R$`);
  });

  it('pays nothing for a forged webhook: at another address, for a charge still open, or naming no charge of ours', async () => {
    const order = await placedWithPix(sku.skuId);
    const forged = {
      pix: [
        {
          endToEndId: 'E12345678202009091221abcdef12345',
          txid: txidOf(order),
          valor: pixAmount(order.total),
          horario: new Date().toISOString(),
        },
      ],
    };
    const wrongAddress = await postWebhook(
      forged,
      `${baseUrl}/api/br/payments/pix/webhook/not-the-secret-of-this-shop`,
    );
    expect(wrongAddress.status).toBe(401);
    // the charge is asked of the PSP, which says it is still open
    expect(await postWebhook(forged)).toMatchObject({
      status: 200,
      body: { data: { settled: { [txidOf(order)]: 'waiting' } } },
    });
    const unknown = 'BRPEDIDO000000000099999999';
    expect(await postWebhook({ pix: [{ ...forged.pix[0], txid: unknown }, { valor: 'x' }] })).toMatchObject({
      status: 200,
      body: { data: { settled: { [unknown]: 'unknown' } } },
    });
    expect((await orderState(order.orderId)).status).toBe('pendingPayment');
    expect(await chargesOf(order.orderId)).toMatchObject([{ status: 'active', authorized_amount: null }]);
    // the charge can still be paid, and then pays the order
    await payAtPsp(txidOf(order));
    expect((await orderState(order.orderId)).status).toBe('paid');
  });

  it('gives back a Pix for another amount than the order’s, and the order keeps waiting', async () => {
    const order = await placedWithPix(sku.skuId);
    await payAtPsp(txidOf(order), -100);
    expect((await orderState(order.orderId)).status).toBe('pendingPayment');
    expect(await chargesOf(order.orderId)).toMatchObject([
      {
        status: 'mismatch',
        authorized_amount: order.total - 100,
        refund_reason: 'mismatch',
        refund_status: 'refunded',
      },
    ]);
    expect((await atPsp(txidOf(order))).pix?.[0]?.devolucoes).toMatchObject([
      { valor: pixAmount(order.total - 100), status: 'EM_PROCESSAMENTO' },
    ]);
    expect(text((await page(order.browser, order.page)).html)).toContain(
      'O Pix recebido não corresponde ao seu pedido',
    );
  });

  it('refuses a Pix for an order cancelled before it came: the order stays cancelled and the Pix is given back', async () => {
    const order = await placedWithPix(sku.skuId);
    const cancelled = await fetch(`${baseUrl}/api/br/orders/status`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${orderFeedToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ updates: [{ number: order.number, status: 'cancelled' }] }),
    });
    expect(cancelled.status).toBe(200);
    await payAtPsp(txidOf(order));
    expect((await orderState(order.orderId)).events).toEqual(['pendingPayment', 'cancelled']);
    expect(await chargesOf(order.orderId)).toMatchObject([
      { status: 'received', authorized_amount: order.total, refund_reason: 'orderClosed', refund_status: 'refunded' },
    ]);
    expect((await atPsp(txidOf(order))).pix?.[0]?.devolucoes).toMatchObject([{ valor: pixAmount(order.total) }]);
    expect(text((await page(order.browser, order.page)).html)).toContain(
      'O Pix chegou quando seu pedido já não estava vigente, por isso o devolvemos para a sua conta.',
    );
  });

  it('charges a pro buyer the Pix total: its discount is a row of its own on the review and the order page, and the charge asks that total', async () => {
    const proSku = await proPricedSku('br', sites.br.priceGroup);
    const browser = new Browser({ session_br: await customerSession('br', { segment: null, proBuyer: true }) });
    const order = await placedWithPix(proSku, browser);
    const stored = await row<{
      total: number;
      pix_discount: number;
      discount_amount: number;
      products_amount: number;
      services_amount: number;
      delivery_amount: number;
    }>("SELECT * FROM orders WHERE tenant = 'br' AND id = ?", order.orderId);
    expect(stored?.pix_discount).toBeGreaterThan(0);
    expect(stored?.total).toBe(order.total);
    const { products_amount, services_amount, discount_amount, pix_discount, delivery_amount } =
      stored ?? ({} as never);
    expect(products_amount + services_amount - discount_amount - pix_discount + delivery_amount).toBe(order.total);
    const discount = `Desconto Pix - ${formatMoney(stored?.pix_discount ?? 0, getTenant('br'))}`;
    expect(order.review).toContain(discount);
    const shown = await pixOnPage(order);
    expect(text(shown.html)).toContain(discount);
    expect((await readBrCode(shown.code)).amount).toBe(pixAmount(order.total));
  });

  it('an expired Pix releases the stock, and its late payment is given back', async () => {
    const before = await stockAt('br', sku.skuId);
    const order = await placedWithPix(sku.skuId);
    expect(await stockAt('br', sku.skuId)).toBe(before - 1);
    await run(
      "UPDATE orders SET expires_at = '2000-01-01T00:00:00.000Z' WHERE tenant = 'br' AND id = ?",
      order.orderId,
    );
    // the order page sweeps the orders past their time before it shows one, as the periodic sweep does
    const shown = await pixOnPage(order);
    expect(shown.code).toBe('');
    expect((await orderState(order.orderId)).events).toEqual(['pendingPayment', 'expired']);
    expect(await stockAt('br', sku.skuId)).toBe(before);
    await payAtPsp(txidOf(order));
    expect(await chargesOf(order.orderId)).toMatchObject([{ refund_reason: 'orderClosed', refund_status: 'refunded' }]);
    expect((await orderState(order.orderId)).status).toBe('expired');
  });
});
