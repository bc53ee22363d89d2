import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/accounts/password-hash';
import type { CartView } from '../../src/server/cart/cart-view';
import { deliveryOf } from '../support/checkout-people';
import { setStock, shiftPrice, stockAt } from './checkout-fixtures';
import { baseUrl } from './client';
import { formOf } from './html-forms';
import { textsIn, withAttribute } from './html-tokens';
import { type HtmlPage, NoJsBrowser } from './no-js-browser';
import { productsToBuy, sites } from './purchase-fixtures';
import { rawCall } from './raw-call';
import { run } from './test-database';

/**
 * What the checkout tells a shopper when a step cannot go on (docs/checkout-and-payments.md "not enough units", the
 * login's invalid credentials, and the checkout's own refusals), in Spanish and Portuguese
 * (issue 25: moved from tests/e2e/checkout-messages.spec.ts; the checkout's steps are server
 * forms, the same with or without JavaScript). The cart is filled through the cart API, as the
 * add-to-cart island does; prices and stock change in the database, as another sale would.
 */
const words = {
  cl: {
    emailInvalid: 'Ingresa un correo electrónico válido.',
    credentials: 'Correo o contraseña incorrectos. Por favor, inténtalo de nuevo.',
    problems: (count: number) =>
      `Revisa los campos marcados: ${count} ${count === 1 ? 'dato necesita' : 'datos necesitan'} tu atención.`,
    streetRequired: 'Ingresa la calle.',
    priceChanged: 'Los precios cambiaron desde que revisaste tu pedido. Revisa el nuevo total.',
    stockGone: (name: string) => `Ya no hay stock suficiente de ${name}. Reduce la cantidad en el carro.`,
    emptyCart: 'Tu carro está vacío. Agrega productos para comprar.',
  },
  br: {
    emailInvalid: 'Informe um e-mail válido.',
    credentials: 'Senha ou email incorretos. Por favor, tente novamente.',
    problems: (count: number) =>
      `Confira os campos marcados: ${count} ${count === 1 ? 'dado precisa' : 'dados precisam'} da sua atenção.`,
    streetRequired: 'Informe a rua.',
    priceChanged: 'Os preços mudaram desde que você revisou o pedido. Confira o novo total.',
    stockGone: (name: string) => `Não há mais estoque suficiente de ${name}. Reduza a quantidade no carrinho.`,
    emptyCart: 'Seu carrinho está vazio. Adicione produtos para comprar.',
  },
} as const;

type Tenant = keyof typeof words;

/** The alerts of the page's main part (the header has none of the step's). */
const alerts = (page: HtmlPage) => {
  const main = page.html.slice(page.html.indexOf('<main'), page.html.lastIndexOf('</main>'));
  return textsIn(main, withAttribute('role', 'alert'));
};

/** A cart with one unit of a home-delivery product, added through the cart API; answers the product and its line. */
async function cartWithOne(browser: NoJsBrowser, tenant: Tenant, skip: number) {
  const { home } = await productsToBuy(tenant, sites[tenant].priceGroup, sites[tenant].zoneId, skip);
  const added = await browser.call<CartView>(`/api/${tenant}/cart/items`, { json: { skuId: home.skuId, quantity: 1 } });
  expect(added.status).toBe(200);
  return { product: home, lineId: added.body.data?.lines[0]?.lineId ?? '' };
}

/** Sends a step's form and answers the page it leads to (through the checkout's own redirect). */
async function send(browser: NoJsBrowser, page: HtmlPage, action: string, fields = {}) {
  const answer = await browser.submitForm(page.url, formOf(page.html, action), fields);
  expect(answer.status).toBe(303);
  return browser.follow(answer);
}

const step = async (browser: NoJsBrowser, tenant: Tenant, name: string) => {
  const path = `/${tenant}/checkout/${name}/`;
  return browser.get(path);
};

/** Identify as a guest (after a refused address), give an empty then a real street, keep the payment offered. */
async function toReview(browser: NoJsBrowser, tenant: Tenant) {
  const w = words[tenant];
  const start = await browser.get(`/${tenant}/checkout/`);
  expect(start.location).toBe(`/${tenant}/checkout/identify/`);
  const identify = await step(browser, tenant, 'identify');
  // valid for the browser's email field, not for the shop: the domain has no dot
  const refused = await send(browser, identify, 'checkout.identify', { email: 'ana@andamio' });
  expect(alerts(refused)).toEqual([w.problems(1)]);
  expect(refused.html).toContain(w.emailInvalid);
  const delivery = await send(browser, refused, 'checkout.identify', {
    email: `mensajes-${randomUUID()}@andamio.test`,
  });
  expect(delivery.url).toBe(`/${tenant}/checkout/delivery/`);
  const noStreet = await send(browser, delivery, 'checkout.delivery', { ...deliveryOf[tenant], street: '' });
  expect(alerts(noStreet)).toEqual([w.problems(1)]);
  expect(noStreet.html).toContain(w.streetRequired);
  const payment = await send(browser, noStreet, 'checkout.delivery', deliveryOf[tenant]);
  expect(payment.url).toBe(`/${tenant}/checkout/payment/`);
  const review = await send(browser, payment, 'checkout.payment');
  expect(review.url).toBe(`/${tenant}/checkout/review/`);
  return review;
}

/** Ticks the terms and presses "Place order" on a review page read earlier; answers the page the shopper lands on. */
const place = async (browser: NoJsBrowser, review: HtmlPage) =>
  browser.follow(await browser.submitForm(review.url, formOf(review.html, 'checkout.place'), { acceptTerms: 'on' }));

// each test changes the price and stock of its own product only: they run side by side
describe.concurrent.each([
  ['cl', 0],
  ['br', 1],
] as const)('%s: the checkout’s refusals in words', (tenant, index) => {
  const w = words[tenant];
  const { priceGroup } = sites[tenant];

  it('a bad email, a missing address, a changed price and stock sold out are told, then the order goes through', async () => {
    const browser = new NoJsBrowser();
    const { product } = await cartWithOne(browser, tenant, 10 + index * 2);
    const review = await toReview(browser, tenant);
    const reviewed = textsIn(review.html, withAttribute('data-checkout-total'))[0];

    await shiftPrice(tenant, product.skuId, priceGroup, 1000);
    try {
      const changed = await place(browser, review);
      expect(alerts(changed)).toEqual([w.priceChanged]);
      expect(textsIn(changed.html, withAttribute('data-checkout-total'))[0]).not.toBe(reviewed);
    } finally {
      await shiftPrice(tenant, product.skuId, priceGroup, -1000);
    }

    const reloaded = await step(browser, tenant, 'review');
    const units = await stockAt(tenant, product.skuId);
    await setStock(tenant, product.skuId, 0);
    try {
      expect(alerts(await place(browser, reloaded))).toEqual([w.stockGone(product.name)]);
    } finally {
      await setStock(tenant, product.skuId, units);
    }

    const placed = await place(browser, await step(browser, tenant, 'review'));
    expect(textsIn(placed.html, (tag) => tag.name === 'h1')).toEqual(['Pedido realizado']);
    expect(await stockAt(tenant, product.skuId)).toBe(units - 1);
  });

  it('a wrong password at checkout and a cart emptied elsewhere are told', async () => {
    const browser = new NoJsBrowser();
    // nothing to buy: the checkout sends the shopper back to the cart
    expect((await browser.get(`/${tenant}/checkout/`)).location).toBe(`/${tenant}/cart/`);

    const { lineId } = await cartWithOne(browser, tenant, 11 + index * 2);
    const email = `clave-${randomUUID()}@andamio.test`;
    await run(
      `INSERT INTO users (tenant, id, email, password_hash, kind, tax_id, first_name, last_name, loyalty_tier, specialist_segment, pro_buyer, created_at)
       VALUES (?, ?, ?, ?, 'person', NULL, 'Rosa', 'Prueba', NULL, NULL, 0, ?)`,
      tenant,
      `mensajes-${randomUUID()}`,
      email,
      await hashPassword('la-clave-buena'),
      new Date().toISOString(),
    );
    const identify = await step(browser, tenant, 'identify');
    const login = formOf(identify.html, 'account.login');
    // failed logins count per address: this one comes from an address of its own
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const refused = await rawCall(`${identify.url}${login.action}`, {
      method: 'POST',
      body: new URLSearchParams({ ...login.fields, email, password: 'not-the-password' }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: baseUrl,
      },
      cookie,
    });
    expect(refused.status).toBe(303);
    expect(String(refused.headers.location)).toMatch(new RegExp(`^/${tenant}/checkout/identify/\\?error=`));
    expect(alerts(await browser.get(String(refused.headers.location)))).toEqual([w.credentials]);

    const review = await toReview(browser, tenant);
    // the last line is removed in another tab before "Place order" here
    expect((await browser.call(`/api/${tenant}/cart/items/${lineId}`, { method: 'DELETE' })).status).toBe(200);
    const emptied = await place(browser, review);
    expect(emptied.url).toMatch(new RegExp(`^/${tenant}/cart/\\?error=`));
    expect(alerts(emptied)).toEqual([w.emptyCart]);
  });
});
