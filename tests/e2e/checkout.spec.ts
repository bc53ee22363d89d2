import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { type BuyableProduct, orderEmails, ordersOf, productsToBuy } from './support/checkout-fixtures';

/**
 * A whole purchase, as a shopper makes it: search, two products going different ways (home
 * delivery and click and collect), the checkout's four steps, the order placed with a double
 * click (one order), its confirmation, its email on the loopback SMTP server and, for a customer, the account.
 */

const spanish = {
  search: 'Buscar productos',
  home: 'Despacho a domicilio',
  homeLine: 'Despacho a domicilio',
  pickup: 'Retiro en tienda',
  addToCart: 'Agregar al carro',
  continueToCheckout: 'Continuar compra',
  guest: 'Continuar como invitado',
  guestEmail: 'Correo electrónico',
  login: 'Ya tengo cuenta',
  loginEmail: 'Correo electrónico',
  password: 'Contraseña',
  signIn: 'Ingresar',
  street: 'Calle, número y depto.',
  otherAddress: 'Otra dirección',
  next: 'Continuar',
  bankTransfer: /^Transferencia bancaria/,
  payAtStore: /^Pago en tienda al retirar/,
  paidAtStore: 'Pagas al retirar tu pedido en la tienda.',
  pickupAt: /Retiro en /,
  place: 'Realizar pedido',
  done: 'Pedido realizado',
  number: /Tu número de pedido es ([A-Z]+-\d{8})\./,
  orders: 'Mis pedidos',
};

const sites = [
  { tenant: 'cl', priceGroup: '10', zoneId: '13101', words: spanish },
  {
    tenant: 'br',
    priceGroup: '50',
    zoneId: '3550308',
    words: {
      search: 'Buscar produtos',
      home: 'Receba em casa',
      homeLine: 'Entrega em casa',
      pickup: 'Retire na loja',
      addToCart: 'Adicionar ao carrinho',
      continueToCheckout: 'Continuar compra',
      guest: 'Continuar como convidado',
      guestEmail: 'E-mail',
      login: 'Já tenho conta',
      loginEmail: 'E-mail',
      password: 'Senha',
      signIn: 'Entrar',
      street: 'Rua, número e complemento',
      otherAddress: 'Outro endereço',
      next: 'Continuar',
      bankTransfer: /^Transferência bancária/,
      payAtStore: /^Pagamento na loja ao retirar/,
      paidAtStore: 'Você paga ao retirar o pedido na loja.',
      pickupAt: /Retirada em /,
      place: 'Finalizar pedido',
      done: 'Pedido realizado',
      number: /O número do seu pedido é ([A-Z]+-\d{8})\./,
      orders: 'Meus pedidos',
    },
  },
  { tenant: 'mx', priceGroup: '60', zoneId: '09015', words: spanish },
] as const;

type Site = (typeof sites)[number];

// A whole purchase is two searches, two adds and five pages: more than the default 30 s on a shared machine.
test.describe.configure({ timeout: 120_000 });
type Words = Site['words'];

/** Finds the product with the header's search and opens it from the results. */
async function searchAndOpen(page: Page, site: Site, product: BuyableProduct) {
  await page.goto(`/${site.tenant}/`);
  const field = page.getByRole('search').getByLabel(site.words.search, { exact: true });
  await field.focus();
  await field.fill(product.name);
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${site.tenant}/search`));
  // exact: a longer name that starts with this one (a model number after it) is another product
  await page.getByRole('main').getByRole('link', { name: product.name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
}

/** Adds one unit the chosen way; with or without JavaScript the add reaches the cart action. */
async function addTo(page: Page, words: Words, method: string) {
  const form = page.locator('form:has([name="skuId"])').first();
  await form.getByRole('radio', { name: new RegExp(`^${method}`) }).check();
  const added = page.waitForResponse(
    (response) => response.url().includes('cart.add') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: words.addToCart, exact: true }).click();
  expect((await added).status()).toBeLessThan(400);
}

/** Search, add both products, check out through the four steps and place the order with a double click. */
async function purchase(page: Page, site: Site, who: { email: string; customer: boolean }, skip: number) {
  const { words, tenant } = site;
  const { home, pickup } = productsToBuy(tenant, site.priceGroup, site.zoneId, skip);
  await searchAndOpen(page, site, home);
  await addTo(page, words, words.home);
  await searchAndOpen(page, site, pickup);
  await addTo(page, words, words.pickup);

  await page.goto(`/${tenant}/cart/`);
  await page.getByRole('link', { name: words.continueToCheckout }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout/identify/$`));
  if (who.customer) {
    const login = page.getByRole('region', { name: words.login });
    await login.getByLabel(words.loginEmail, { exact: true }).fill(who.email);
    await login.getByLabel(words.password, { exact: true }).fill('andamio123');
    await login.getByRole('button', { name: words.signIn }).click();
  } else {
    const guest = page.getByRole('region', { name: words.guest });
    await guest.getByLabel(words.guestEmail, { exact: true }).fill(who.email);
    await guest.getByRole('button', { name: words.guest }).click();
  }

  await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout/delivery/$`));
  await expect(page.locator(`[data-checkout-line="${home.skuId}"]`)).toContainText(words.homeLine);
  await expect(page.locator(`[data-checkout-line="${pickup.skuId}"]`)).toContainText(words.pickupAt);
  const other = page.getByRole('radio', { name: words.otherAddress });
  if ((await other.count()) > 0) await other.check();
  await page.getByLabel(words.street, { exact: true }).fill('Avenida Siempre Viva 742');
  await page.getByRole('button', { name: words.next, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout/payment/$`));
  // a line goes home: paying at the store is not offered
  await expect(page.getByRole('radio', { name: words.payAtStore })).toHaveCount(0);
  await page.getByRole('radio', { name: words.bankTransfer }).check();
  await page.getByRole('button', { name: words.next, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout/review/$`));
  const before = ordersOf(tenant, who.email);
  await page.getByRole('button', { name: words.place }).dblclick();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.done);
  const text = (await page.getByRole('status').filter({ hasText: words.number }).textContent()) ?? '';
  const number = words.number.exec(text)?.[1] ?? '';
  expect(number).toMatch(new RegExp(`^${tenant.toUpperCase()}-`));
  // The double click made one order, and one email.
  await expect.poll(() => ordersOf(tenant, who.email)).toBe(before + 1);
  await expect.poll(async () => (await orderEmails(tenant, who.email, number)).length).toBe(1);
  return number;
}

for (const [index, site] of sites.entries()) {
  test(`${site.tenant}: a guest buys two products, one sent home and one collected, and gets one order`, async ({
    page,
  }) => {
    await purchase(page, site, { email: `invitado-${randomUUID()}@andamio.test`, customer: false }, index * 2);
  });

  test(`${site.tenant}: a customer logs in at checkout, buys, and finds the order in the account`, async ({ page }) => {
    const number = await purchase(page, site, { email: 'cliente@andamio.test', customer: true }, index * 2 + 1);
    await page.goto(`/${site.tenant}/account/`);
    const orders = page.getByRole('region', { name: site.words.orders });
    await expect(orders.getByRole('link', { name: number })).toBeVisible();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const site of sites.slice(0, 2)) {
    test(`${site.tenant}: the whole purchase works with plain forms, and a double click still makes one order`, async ({
      page,
    }) => {
      await purchase(page, site, { email: `sin-js-${randomUUID()}@andamio.test`, customer: false }, 7);
    });
  }
});

test.describe('pay at the store, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const site of sites) {
    test(`${site.tenant}: an order all collected is paid at the store, and says so`, async ({ page }) => {
      const { words, tenant } = site;
      const email = `en-tienda-${randomUUID()}@andamio.test`;
      const { pickup } = productsToBuy(tenant, site.priceGroup, site.zoneId, 8);
      await searchAndOpen(page, site, pickup);
      await addTo(page, words, words.pickup);

      await page.goto(`/${tenant}/cart/`);
      await page.getByRole('link', { name: words.continueToCheckout }).click();
      const guest = page.getByRole('region', { name: words.guest });
      await guest.getByLabel(words.guestEmail, { exact: true }).fill(email);
      await guest.getByRole('button', { name: words.guest }).click();

      // nothing goes home: no address to ask for, so the checkout goes on to the payment
      await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout/payment/$`));
      await page.getByRole('radio', { name: words.payAtStore }).check();
      await page.getByRole('button', { name: words.next, exact: true }).click();
      await page.getByRole('button', { name: words.place }).click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.done);
      await expect(page.getByText(words.paidAtStore)).toBeVisible();
      const text = (await page.getByRole('status').filter({ hasText: words.number }).textContent()) ?? '';
      const number = words.number.exec(text)?.[1] ?? '';
      expect(ordersOf(tenant, email)).toBe(1);
      await expect.poll(async () => (await orderEmails(tenant, email, number)).length).toBe(1);
    });
  }
});
