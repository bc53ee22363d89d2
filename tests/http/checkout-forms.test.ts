import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bookableDays } from '../../src/lib/checkout/delivery-days';
import { dayText } from '../../src/lib/instant-text';
import { translator } from '../../src/lib/messages';
import { demoPassword } from '../../src/server/accounts/demo-users';
import { getTenant } from '../../src/tenants/registry';
import { deliveryOf } from '../support/checkout-people';
import { ordersOfEmail, outboxMentions } from './checkout-fixtures';
import { formOf } from './html-forms';
import { textsIn, withAttribute } from './html-tokens';
import { type HtmlPage, NoJsBrowser } from './no-js-browser';
import { productsToBuy, type Sku, sites } from './purchase-fixtures';
import { rows } from './test-database';

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
    number: /Tu número de pedido es ([A-Z]+-\d{9})\./,
    orders: 'Mis pedidos',
  },
  br: {
    homeLine: 'Entrega em casa',
    pickupAt: /Retirada em /,
    paidAtStore: 'Você paga ao retirar o pedido na loja.',
    number: /O número do seu pedido é ([A-Z]+-\d{9})\./,
    orders: 'Meus pedidos',
  },
  mx: {
    homeLine: 'Despacho a domicilio',
    pickupAt: /Retiro en /,
    paidAtStore: 'Pagas al retirar tu pedido en la tienda.',
    number: /Tu número de pedido es ([A-Z]+-\d{9})\./,
    orders: 'Mis pedidos',
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
  const ticked = { acceptTerms: 'on' };
  const [first, second] = [
    await browser.submitForm(review.url, form, ticked),
    await browser.submitForm(review.url, form, ticked),
  ];
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
  const t = translator(tenant === 'br' ? 'pt' : 'es');
  const { priceGroup, zoneId } = sites[tenant];

  it('a guest buys a line sent home and one collected; a double submission makes one order and one email', async () => {
    const email = `sin-js-${randomUUID()}@andamio.test`;
    const { home, pickup } = await productsToBuy(tenant, priceGroup, zoneId, 7);
    const browser = new NoJsBrowser();
    await add(browser, tenant, home, 'homeDelivery');
    await add(browser, tenant, pickup, 'pickupInStore');

    const identify = await step(browser, tenant, 'identify');
    const delivery = await send(browser, identify, 'checkout.identify', { email });
    expect(delivery.url).toBe(`/${tenant}/checkout/delivery/`);
    const line = (sku: Sku) => textsIn(delivery.html, withAttribute('data-checkout-line', sku.skuId))[0] ?? '';
    expect(line(home)).toContain(w.homeLine);
    expect(line(pickup)).toMatch(w.pickupAt);

    // the home delivery can be booked for the zone's earliest day or one of the next open days
    const days = [...delivery.html.matchAll(/<option value="(\d{4}-\d{2}-\d{2})"/g)].map((match) => match[1] ?? '');
    expect(days).toHaveLength(bookableDays);
    const refused = await send(browser, delivery, 'checkout.delivery', {
      ...deliveryOf[tenant],
      deliveryDate: '2000-01-01',
    });
    expect(refused.url).toMatch(new RegExp(`^/${tenant}/checkout/delivery/\\?error=`));
    expect(textsIn(refused.html, (tag) => tag.name === 'main')[0]).toContain(t('checkout.dates.unavailable'));
    const booked = days[2] ?? '';
    const payment = await send(browser, refused, 'checkout.delivery', { ...deliveryOf[tenant], deliveryDate: booked });
    expect(payment.url).toBe(`/${tenant}/checkout/payment/`);
    // a line goes home: paying at the store is not offered
    expect(formOf(payment.html, 'checkout.payment').fields.paymentMethod).not.toBe('payAtStore');
    expect(payment.html).not.toContain('value="payAtStore"');
    const review = await send(browser, payment, 'checkout.payment', { paymentMethod: 'bankTransfer' });
    expect(review.url).toBe(`/${tenant}/checkout/review/`);

    const { number, confirmation } = await placeTwice(browser, tenant);
    expect(await ordersOfEmail(tenant, email)).toHaveLength(1);
    const mails = (await outboxMentions(number)).filter((mail) => mail.to.includes(email));
    expect(mails).toHaveLength(1);
    const { text: mail = '', html = '' } = mails[0] ?? {};
    // the confirmation and its email say where it goes, who receives it and who collects
    const { street, number: houseNumber, firstName, pickupPerson } = deliveryOf[tenant];
    // each line with its picture
    for (const sku of [home, pickup]) {
      const item = confirmation.html.split(`data-order-line="${sku.skuId}"`)[1]?.split('</li>')[0] ?? '';
      expect(item, sku.skuId).toContain('<img');
    }
    // the email's HTML part says what its text says, each line with its picture at an absolute URL
    expect(html.match(/<img src="https?:\/\/[^"]+"/g)).toHaveLength(2);
    const htmlText = textsIn(html, (tag) => tag.name === 'body')[0] ?? '';
    for (const line of [home, pickup]) expect(htmlText).toContain(line.name);
    for (const shown of [textsIn(confirmation.html, (tag) => tag.name === 'main')[0] ?? '', mail, htmlText]) {
      expect(shown).toContain(t('checkout.dates.arrives', { date: dayText(booked, getTenant(tenant).langFull) }));
      expect(shown).toContain(t('checkout.dates.pickupFrom', { date: '' }).trim());
      expect(shown).toContain(`${street} ${houseNumber}`);
      expect(shown).toContain(firstName);
      expect(shown).toContain(pickupPerson);
    }
  });

  it('an order all collected asks no address and is paid at the store, and says so', async () => {
    const email = `en-tienda-${randomUUID()}@andamio.test`;
    const { pickup } = await productsToBuy(tenant, priceGroup, zoneId, 8);
    const browser = new NoJsBrowser();
    await add(browser, tenant, pickup, 'pickupInStore');
    const delivery = await send(browser, await step(browser, tenant, 'identify'), 'checkout.identify', { email });
    // nothing goes home: the step asks who receives and who collects, and no address
    expect(formOf(delivery.html, 'checkout.delivery').fields).not.toHaveProperty('street');
    const { firstName, lastName, phone, nationalId, pickupPerson } = deliveryOf[tenant];
    const payment = await send(browser, delivery, 'checkout.delivery', {
      firstName,
      lastName,
      phone,
      nationalId,
      pickupPerson,
    });
    expect(payment.url).toBe(`/${tenant}/checkout/payment/`);
    await send(browser, payment, 'checkout.payment', { paymentMethod: 'payAtStore' });
    const { number, confirmation } = await placeTwice(browser, tenant);
    expect(textsIn(confirmation.html, (tag) => tag.name === 'main')[0]).toContain(w.paidAtStore);
    expect(await ordersOfEmail(tenant, email)).toHaveLength(1);
    expect((await outboxMentions(number)).filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it('a customer logs in with the checkout’s form, buys, and finds the order in the account', async () => {
    const { home } = await productsToBuy(tenant, priceGroup, zoneId, 9);
    const browser = new NoJsBrowser();
    await add(browser, tenant, home, 'homeDelivery');
    const identify = await step(browser, tenant, 'identify');
    const login = formOf(identify.html, 'account.login');
    const identified = await send(browser, identify, 'account.login', {
      ...login.fields,
      email: 'cliente@andamio.test',
      password: demoPassword,
    });
    // a customer still says whether they buy as a person or as a company
    expect(identified.url).toBe(`/${tenant}/checkout/identify/`);
    const delivery = await send(browser, identified, 'checkout.identify');
    expect(delivery.url).toBe(`/${tenant}/checkout/delivery/`);
    // a saved address may be offered first: this order goes to another one
    const payment = await send(browser, delivery, 'checkout.delivery', { ...deliveryOf[tenant], addressId: '' });
    const review = await send(browser, payment, 'checkout.payment', { paymentMethod: 'bankTransfer' });
    expect(review.url).toBe(`/${tenant}/checkout/review/`);
    const { number } = await placeTwice(browser, tenant);
    const account = await browser.get(`/${tenant}/account/`);
    expect(textsIn(account.html, (tag) => tag.name === 'main')[0]).toContain(w.orders);
    expect(account.html).toContain(number);
  });
});

describe('cl: a company buys with its invoice data, to an address in another zone', () => {
  const es = translator('es');

  it('refuses a wrong RUT and phone with their messages and places nothing, then buys as the company', async () => {
    const email = `empresa-${randomUUID()}@andamio.test`;
    const { home } = await productsToBuy('cl', sites.cl.priceGroup, sites.cl.zoneId, 10);
    const browser = new NoJsBrowser();
    await add(browser, 'cl', home, 'homeDelivery');
    const company = { email, buyerKind: 'company', taxId: '76.123.456-1', businessName: '', giro: '' };
    const refusedCompany = await send(browser, await step(browser, 'cl', 'identify'), 'checkout.identify', company);
    expect(refusedCompany.url).toBe('/cl/checkout/identify/?error=checkout.form.problems&error.count=3');
    for (const key of [
      'validation.identity.rut.checkDigit',
      'validation.identity.businessName.required',
      'validation.identity.giro.required',
    ] as const) {
      expect(refusedCompany.html, key).toContain(es(key));
    }
    const delivery = await send(browser, refusedCompany, 'checkout.identify', {
      ...company,
      taxId: '76.123.456-0',
      businessName: 'Constructora del Norte SpA',
      giro: 'Construcción de obras menores',
    });
    expect(delivery.url).toBe('/cl/checkout/delivery/');

    const wrong = await send(browser, delivery, 'checkout.delivery', {
      ...deliveryOf.cl,
      nationalId: '12.345.678-9',
      phone: '12',
    });
    expect(wrong.url).toBe('/cl/checkout/delivery/?error=checkout.form.problems&error.count=2');
    expect(wrong.html).toContain(es('validation.identity.rut.checkDigit'));
    expect(wrong.html).toContain(es('validation.identity.phone.invalid'));
    expect(await ordersOfEmail('cl', email)).toHaveLength(0);

    // Iquique is not the cart's zone: the cart is priced there now, and the next page says so
    const payment = await send(browser, wrong, 'checkout.delivery', { ...deliveryOf.cl, zoneId: '01101' });
    expect(payment.url).toBe('/cl/checkout/payment/?addressZone=1');
    expect(textsIn(payment.html, withAttribute('role', 'status'))).toContain(
      es('checkout.address.zoneChanged', { zone: 'Iquique' }),
    );
    const review = await send(browser, payment, 'checkout.payment', { paymentMethod: 'bankTransfer' });
    expect(review.html).toContain('Constructora del Norte SpA, RUT 76.123.456-0');
    expect(review.html).toContain('Rosa Pérez, +56 9 8765 4321, RUT 12.345.678-5');
    await placeTwice(browser, 'cl');
    const [order] = await ordersOfEmail('cl', email);
    expect(JSON.parse(order?.buyer ?? 'null')).toEqual({
      kind: 'company',
      taxId: '761234560',
      businessName: 'Constructora del Norte SpA',
      giro: 'Construcción de obras menores',
    });
    expect(order?.zone_id).toBe('01101');
  });
});

describe('mx: a guest gives no RFC', () => {
  it('buys a line sent home and one collected, with a CP and its colonia, and the order keeps no RFC', async () => {
    const email = `sin-rfc-${randomUUID()}@andamio.test`;
    const { home, pickup } = await productsToBuy('mx', sites.mx.priceGroup, sites.mx.zoneId, 7);
    const browser = new NoJsBrowser();
    await add(browser, 'mx', home, 'homeDelivery');
    await add(browser, 'mx', pickup, 'pickupInStore');
    const delivery = await send(browser, await step(browser, 'mx', 'identify'), 'checkout.identify', { email });
    expect(delivery.url).toBe('/mx/checkout/delivery/');
    const payment = await send(browser, delivery, 'checkout.delivery', deliveryOf.mx);
    expect(payment.url).toBe('/mx/checkout/payment/');
    await send(browser, payment, 'checkout.payment', { paymentMethod: 'bankTransfer' });
    await placeTwice(browser, 'mx');
    const [order] = await ordersOfEmail('mx', email);
    expect(order).toBeDefined();
    const [stored] = await rows<{ recipient: string; address: string }>(
      'SELECT recipient, address FROM orders WHERE tenant = ? AND id = ?',
      'mx',
      order?.id ?? '',
    );
    expect(JSON.parse(stored?.recipient ?? '{}')).toEqual({
      firstName: 'Lucía',
      lastName: 'Hernández',
      phone: '+525512345678',
    });
    expect(JSON.parse(stored?.address ?? '{}')).toMatchObject({ zipCode: '06140', colony: 'Condesa' });
  });
});
