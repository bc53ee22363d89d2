import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { type BuyableProduct, orderEmails, ordersOf, productsToBuy } from './support/checkout-fixtures';
import { acceptTerms, fillDelivery } from './support/checkout-steps';

/**
 * A whole purchase with JavaScript, as a shopper makes it: search, two products going different
 * ways (home delivery and click and collect) added by the product page's island, the checkout's
 * four steps, the order placed with a double click (one order: the place-order island), its
 * confirmation and its email on the loopback SMTP server. cl and br: every Spanish or Portuguese
 * site buys the same way; mx for its postal code and colonia and a recipient without RFC. With plain forms (no JavaScript), paying at the store, and a customer who
 * logs in with the checkout's own form: tests/http/checkout-forms.test.ts.
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
  next: 'Continuar',
  bankTransfer: /^Transferencia bancaria/,
  payAtStore: /^Pago en tienda al retirar/,
  pickupAt: /Retiro en /,
  place: 'Realizar pedido',
  done: 'Pedido realizado',
  number: /Tu número de pedido es ([A-Z]+-\d{9})\./,
  phoneInvalid: 'Ingresa un número de teléfono válido, con el código de área si corresponde.',
  idInvalid: 'El RUT no es válido: revisa el dígito verificador.',
};

/**
 * cl buys as a company, with its invoice data; br and mx as people (mx's recipient gives no RFC).
 * Each first types a wrong ID (a check digit off) and phone, which the delivery step refuses.
 */
const sites = [
  {
    tenant: 'cl',
    priceGroup: '10',
    zoneId: '13101',
    words: spanish,
    wrongId: '12.345.678-9',
    company: {
      kind: 'Empresa (Factura)',
      taxId: 'RUT',
      taxIdValue: '76.086.428-5',
      name: 'Razón social',
      giro: 'Giro',
    },
  },
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
      next: 'Continuar',
      bankTransfer: /^Transferência bancária/,
      payAtStore: /^Pagamento na loja ao retirar/,
      pickupAt: /Retirada em /,
      place: 'Finalizar pedido',
      done: 'Pedido realizado',
      number: /O número do seu pedido é ([A-Z]+-\d{9})\./,
      phoneInvalid: 'Informe um número de telefone válido, com DDD.',
      idInvalid: 'O CPF não é válido: confira os números e os dígitos verificadores.',
    },
    wrongId: '390.533.447-06',
    company: null,
  },
  { tenant: 'mx', priceGroup: '60', zoneId: '09015', words: spanish, wrongId: null, company: null },
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

/** Search, add both products, check out as a guest through the four steps and place the order with a double click. */
async function purchase(page: Page, site: Site, email: string, skip: number) {
  const { words, tenant } = site;
  const { home, pickup } = productsToBuy(tenant, site.priceGroup, site.zoneId, skip);
  await searchAndOpen(page, site, home);
  await addTo(page, words, words.home);
  await searchAndOpen(page, site, pickup);
  await addTo(page, words, words.pickup);

  await page.goto(`/${tenant}/cart/`);
  await page.getByRole('link', { name: words.continueToCheckout }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout/identify/$`));
  const guest = page.getByRole('region', { name: words.guest });
  await guest.getByLabel(words.guestEmail, { exact: true }).fill(email);
  if (site.company) {
    await guest.getByRole('radio', { name: site.company.kind }).check();
    await guest.getByLabel(site.company.taxId, { exact: true }).fill(site.company.taxIdValue);
    await guest.getByLabel(site.company.name, { exact: true }).fill('Constructora del Norte SpA');
    await guest.getByLabel(site.company.giro, { exact: true }).fill('Construcción de obras menores');
  }
  await guest.getByRole('button', { name: words.guest }).click();

  await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout/delivery/$`));
  await expect(page.locator(`[data-checkout-line="${home.skuId}"]`)).toContainText(words.homeLine);
  await expect(page.locator(`[data-checkout-line="${pickup.skuId}"]`)).toContainText(words.pickupAt);
  // a wrong phone (and ID, where one is asked) is refused with each field's message, and nothing moves on
  await fillDelivery(page, tenant, { phone: '12', ...(site.wrongId ? { nationalId: site.wrongId } : {}) });
  await page.getByRole('button', { name: words.next, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout/delivery/\\?error=`));
  await expect(page.getByText(words.phoneInvalid)).toBeVisible();
  if (site.wrongId) await expect(page.getByText(words.idInvalid)).toBeVisible();
  await fillDelivery(page, tenant);
  await page.getByRole('button', { name: words.next, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout/payment/$`));
  // a line goes home: paying at the store is not offered
  await expect(page.getByRole('radio', { name: words.payAtStore })).toHaveCount(0);
  await page.getByRole('radio', { name: words.bankTransfer }).check();
  await page.getByRole('button', { name: words.next, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout/review/$`));
  await acceptTerms(page, tenant);
  await page.getByRole('button', { name: words.place }).dblclick();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.done);
  const text = (await page.getByRole('status').filter({ hasText: words.number }).textContent()) ?? '';
  const number = words.number.exec(text)?.[1] ?? '';
  expect(number).toMatch(new RegExp(`^${tenant.toUpperCase()}-`));
  // The double click made one order, and one email.
  await expect.poll(() => ordersOf(tenant, email)).toBe(1);
  await expect.poll(async () => (await orderEmails(tenant, email, number)).length).toBe(1);
}

for (const [index, site] of sites.entries()) {
  test(`${site.tenant}: ${site.company ? 'a company, with its invoice data,' : 'a guest'} buys two products, one sent home and one collected, after a wrong ID or phone is refused, and gets one order`, async ({
    page,
  }) => {
    await purchase(page, site, `invitado-${randomUUID()}@andamio.test`, index * 2);
  });
}
