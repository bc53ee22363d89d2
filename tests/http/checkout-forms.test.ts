import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../src/server/accounts/demo-users';
import { ordersOfEmail, outboxMentions } from './checkout-fixtures';
import { formOf } from './html-forms';
import { textsIn, withAttribute } from './html-tokens';
import { type HtmlPage, NoJsBrowser } from './no-js-browser';
import { productsToBuy, type Sku, sites } from './purchase-fixtures';

/**
 * A whole purchase with the checkout's plain forms, as a browser without JavaScript sends them
 * (issue 25: moved from tests/e2e/checkout.spec.ts; the journey with JavaScript stays there):
 * a line sent home and one collected, the four steps, the order placed twice with one key (one
 * order, one email); an order all collected, paid at the store; and a customer who logs in with
 * the checkout's own login form and finds the order in the account.
 */
const words = {
  cl: {
    homeLine: 'Despacho a domicilio',
    pickupAt: /Retiro en /,
    paidAtStore: 'Pagas al retirar tu pedido en la tienda.',
    number: /Tu número de pedido es ([A-Z]+-\d{8})\./,
    orders: 'Mis pedidos',
  },
  br: {
    homeLine: 'Entrega em casa',
    pickupAt: /Retirada em /,
    paidAtStore: 'Você paga ao retirar o pedido na loja.',
    number: /O número do seu pedido é ([A-Z]+-\d{8})\./,
    orders: 'Meus pedidos',
  },
} as const;

type Tenant = keyof typeof words;

/** The product's page (the short address redirects to the canonical one) and its add form sent the chosen way. */
async function add(browser: NoJsBrowser, tenant: Tenant, sku: Sku, deliveryMethod: string) {
  let path = `/${tenant}/product/${sku.productId}/x/${sku.skuId}/`;
  let page = await browser.get(path);
  if (page.location) {
    path = page.location;
    page = await browser.get(path);
  }
  const form = formOf(page.html, 'cart.add');
  expect(page.html, `${sku.name} can go by ${deliveryMethod}`).toContain(`value="${deliveryMethod}"`);
  const added = await browser.submitForm(path, form, { deliveryMethod, quantity: '1' });
  expect(added.location).toBe(`/${tenant}/cart/?done=1`);
}

/** Opens a checkout step, which must not send the shopper elsewhere. */
async function step(browser: NoJsBrowser, tenant: Tenant, name: string): Promise<HtmlPage> {
  const path = `/${tenant}/checkout/${name}/`;
  const page = await browser.get(path);
  expect(page.status, `${path} → ${page.location}`).toBe(200);
  return page;
}

/** Sends a step's form; the checkout then goes on to the step named. */
async function send(browser: NoJsBrowser, page: HtmlPage, action: string, fields = {}) {
  const answer = await browser.submitForm(page.url, formOf(page.html, action), fields);
  expect(answer.status).toBe(303);
  return browser.follow(answer);
}

/** The review's place-order form sent twice, as a double click without JavaScript does; answers the order number. */
async function placeTwice(browser: NoJsBrowser, tenant: Tenant) {
  const review = await step(browser, tenant, 'review');
  const form = formOf(review.html, 'checkout.place');
  const [first, second] = [await browser.submitForm(review.url, form), await browser.submitForm(review.url, form)];
  expect(second.location).toBe(first.location);
  const confirmation = await browser.follow(first);
  expect(textsIn(confirmation.html, (tag) => tag.name === 'h1')).toEqual(['Pedido realizado']);
  const status = textsIn(confirmation.html, withAttribute('role', 'status')).join(' ');
  const number = words[tenant].number.exec(status)?.[1] ?? '';
  expect(number).toMatch(new RegExp(`^${tenant.toUpperCase()}-`));
  return { number, confirmation };
}

// each test buys its own products as its own shopper: they run side by side
describe.concurrent.each(['cl', 'br'] as const)('%s: buying with plain forms', (tenant) => {
  const w = words[tenant];
  const { priceGroup, zoneId } = sites[tenant];

  it('a guest buys a line sent home and one collected; a double submission makes one order and one email', async () => {
    const email = `sin-js-${randomUUID()}@andamio.test`;
    const { home, pickup } = await productsToBuy(tenant, priceGroup, zoneId, 7);
    const browser = new NoJsBrowser();
    await add(browser, tenant, home, 'homeDelivery');
    await add(browser, tenant, pickup, 'pickupInStore');

    const identify = await step(browser, tenant, 'identify');
    const delivery = await send(browser, identify, 'checkout.guest', { email });
    expect(delivery.url).toBe(`/${tenant}/checkout/delivery/`);
    const line = (sku: Sku) => textsIn(delivery.html, withAttribute('data-checkout-line', sku.skuId))[0] ?? '';
    expect(line(home)).toContain(w.homeLine);
    expect(line(pickup)).toMatch(w.pickupAt);

    const payment = await send(browser, delivery, 'checkout.delivery', { street: 'Avenida Siempre Viva 742' });
    expect(payment.url).toBe(`/${tenant}/checkout/payment/`);
    // a line goes home: paying at the store is not offered
    expect(formOf(payment.html, 'checkout.payment').fields.paymentMethod).not.toBe('payAtStore');
    expect(payment.html).not.toContain('value="payAtStore"');
    const review = await send(browser, payment, 'checkout.payment', { paymentMethod: 'bankTransfer' });
    expect(review.url).toBe(`/${tenant}/checkout/review/`);

    const { number } = await placeTwice(browser, tenant);
    expect(await ordersOfEmail(tenant, email)).toHaveLength(1);
    expect(outboxMentions(number).filter((mail) => mail.includes(email))).toHaveLength(1);
  });

  it('an order all collected asks no address and is paid at the store, and says so', async () => {
    const email = `en-tienda-${randomUUID()}@andamio.test`;
    const { pickup } = await productsToBuy(tenant, priceGroup, zoneId, 8);
    const browser = new NoJsBrowser();
    await add(browser, tenant, pickup, 'pickupInStore');
    // nothing goes home: no address to ask for, so the checkout goes on to the payment
    const payment = await send(browser, await step(browser, tenant, 'identify'), 'checkout.guest', { email });
    expect(payment.url).toBe(`/${tenant}/checkout/payment/`);
    await send(browser, payment, 'checkout.payment', { paymentMethod: 'payAtStore' });
    const { number, confirmation } = await placeTwice(browser, tenant);
    expect(textsIn(confirmation.html, (tag) => tag.name === 'main')[0]).toContain(w.paidAtStore);
    expect(await ordersOfEmail(tenant, email)).toHaveLength(1);
    expect(outboxMentions(number).filter((mail) => mail.includes(email))).toHaveLength(1);
  });

  it('a customer logs in with the checkout’s form, buys, and finds the order in the account', async () => {
    const { home } = await productsToBuy(tenant, priceGroup, zoneId, 9);
    const browser = new NoJsBrowser();
    await add(browser, tenant, home, 'homeDelivery');
    const identify = await step(browser, tenant, 'identify');
    const login = formOf(identify.html, 'account.login');
    const delivery = await send(browser, identify, 'account.login', {
      ...login.fields,
      email: 'cliente@andamio.test',
      password: demoPassword,
    });
    expect(delivery.url).toBe(`/${tenant}/checkout/delivery/`);
    // a saved address may be offered first: this order goes to another one
    const payment = await send(browser, delivery, 'checkout.delivery', {
      addressId: '',
      street: 'Avenida Siempre Viva 742',
    });
    const review = await send(browser, payment, 'checkout.payment', { paymentMethod: 'bankTransfer' });
    expect(review.url).toBe(`/${tenant}/checkout/review/`);
    const { number } = await placeTwice(browser, tenant);
    const account = await browser.get(`/${tenant}/account/`);
    expect(textsIn(account.html, (tag) => tag.name === 'main')[0]).toContain(w.orders);
    expect(account.html).toContain(number);
  });
});
