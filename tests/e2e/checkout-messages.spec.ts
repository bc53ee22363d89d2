import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { productsToBuy, setStockAtCentre, shiftPrice, stockAtCentre } from './support/checkout-fixtures';

/**
 * What the checkout tells a shopper when a step cannot go on (spec §8 "not enough units", the
 * login's invalid credentials, and the checkout's own refusals), in Spanish and Portuguese, with
 * and without JavaScript. The cart is filled through the cart API, as the add-to-cart island does;
 * prices and stock are changed in the database, as another sale or a price update would.
 */

const sites = [
  {
    tenant: 'cl',
    priceGroup: '10',
    zoneId: '13101',
    words: {
      guest: 'Continuar como invitado',
      email: 'Correo electrónico',
      login: 'Ya tengo cuenta',
      password: 'Contraseña',
      signIn: 'Ingresar',
      street: 'Calle, número y depto.',
      next: 'Continuar',
      place: 'Realizar pedido',
      done: 'Pedido realizado',
      emailInvalid: 'Ingresa un correo electrónico válido.',
      credentials: 'Correo o contraseña incorrectos. Por favor, inténtalo de nuevo.',
      addressMissing: 'Ingresa la dirección de despacho.',
      priceChanged: 'Los precios cambiaron desde que revisaste tu pedido. Revisa el nuevo total.',
      stockGone: (name: string) => `Ya no hay stock suficiente de ${name}. Reduce la cantidad en el carro.`,
      emptyCart: 'Tu carro está vacío. Agrega productos para comprar.',
    },
  },
  {
    tenant: 'br',
    priceGroup: '50',
    zoneId: '3550308',
    words: {
      guest: 'Continuar como convidado',
      email: 'E-mail',
      login: 'Já tenho conta',
      password: 'Senha',
      signIn: 'Entrar',
      street: 'Rua, número e complemento',
      next: 'Continuar',
      place: 'Finalizar pedido',
      done: 'Pedido realizado',
      emailInvalid: 'Informe um e-mail válido.',
      credentials: 'Senha ou email incorretos. Por favor, tente novamente.',
      addressMissing: 'Digite o endereço de entrega.',
      priceChanged: 'Os preços mudaram desde que você revisou o pedido. Confira o novo total.',
      stockGone: (name: string) => `Não há mais estoque suficiente de ${name}. Reduza a quantidade no carrinho.`,
      emptyCart: 'Seu carrinho está vazio. Adicione produtos para comprar.',
    },
  },
] as const;

type Site = (typeof sites)[number];

test.describe.configure({ timeout: 120_000 });

/** A cart with one unit of a home-delivery product; answers the product and its cart line. */
async function cartWithOne(page: Page, site: Site, skip: number) {
  const { home } = productsToBuy(site.tenant, site.priceGroup, site.zoneId, skip);
  if (page.url() === 'about:blank') await page.goto(`/${site.tenant}/cart/`);
  const added = await page.request.post(`/api/${site.tenant}/cart/items`, {
    data: { skuId: home.skuId, quantity: 1 },
    headers: { origin: origin(page) },
  });
  expect(added.status()).toBe(200);
  const lineId = ((await added.json()) as { data: { lines: { lineId: string }[] } }).data.lines[0]?.lineId ?? '';
  return { product: home, lineId };
}

// A browser names its origin on a write; Astro's origin check wants it.
const origin = (page: Page) => new URL(page.url()).origin;

const alert = (page: Page) => page.getByRole('main').getByRole('alert');

/** Identify as a guest (after a refused address), give an empty then a real street, keep the payment offered. */
async function toReview(page: Page, site: Site) {
  const { words, tenant } = site;
  await page.goto(`/${tenant}/checkout/`);
  await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout/identify/`));
  const guest = page.getByRole('region', { name: words.guest });
  // Valid for the browser, not for the shop: the domain has no dot.
  await guest.getByLabel(words.email, { exact: true }).fill('ana@andamio');
  await guest.getByRole('button', { name: words.guest }).click();
  await expect(alert(page)).toHaveText(words.emailInvalid);
  await guest.getByLabel(words.email, { exact: true }).fill(`mensajes-${randomUUID()}@andamio.test`);
  await guest.getByRole('button', { name: words.guest }).click();

  await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout/delivery/$`));
  await page.getByRole('button', { name: words.next, exact: true }).click();
  await expect(alert(page)).toHaveText(words.addressMissing);
  await page.getByLabel(words.street, { exact: true }).fill('Avenida Siempre Viva 742');
  await page.getByRole('button', { name: words.next, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout/payment/$`));
  await page.getByRole('button', { name: words.next, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout/review/$`));
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    for (const [index, site] of sites.entries()) {
      const skip = 10 + index * 2 + (javaScriptEnabled ? 0 : 1);

      test(`${site.tenant}: a bad email, a missing address, a changed price and stock sold out are told, then the order goes through`, async ({
        page,
      }) => {
        const { words, tenant } = site;
        const { product } = await cartWithOne(page, site, skip);
        await toReview(page, site);
        const reviewed = (await page.locator('[data-checkout-total]').textContent()) ?? '';

        shiftPrice(tenant, product.skuId, site.priceGroup, 1000);
        try {
          await page.getByRole('button', { name: words.place }).click();
          await expect(alert(page)).toHaveText(words.priceChanged);
          await expect(page.locator('[data-checkout-total]')).not.toHaveText(reviewed);
        } finally {
          shiftPrice(tenant, product.skuId, site.priceGroup, -1000);
        }
        await page.reload();

        const units = stockAtCentre(tenant, product.skuId);
        setStockAtCentre(tenant, product.skuId, 0);
        try {
          await page.getByRole('button', { name: words.place }).click();
          await expect(alert(page)).toHaveText(words.stockGone(product.name));
        } finally {
          setStockAtCentre(tenant, product.skuId, units);
        }
        expect(stockAtCentre(tenant, product.skuId)).toBe(units);

        await page.goto(`/${tenant}/checkout/review/`);
        await page.getByRole('button', { name: words.place }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.done);
        expect(stockAtCentre(tenant, product.skuId)).toBe(units - 1);
      });

      test(`${site.tenant}: a wrong password at checkout and a cart emptied elsewhere are told`, async ({ page }) => {
        const { words, tenant } = site;
        await page.goto(`/${tenant}/checkout/`);
        // Nothing to buy: the checkout sends the shopper back to the cart.
        await expect(page).toHaveURL(new RegExp(`/${tenant}/cart/$`));

        const { lineId } = await cartWithOne(page, site, skip);
        await page.goto(`/${tenant}/checkout/`);
        const login = page.getByRole('region', { name: words.login });
        await login.getByLabel(words.email, { exact: true }).fill('cliente@andamio.test');
        await login.getByLabel(words.password, { exact: true }).fill('not-the-password');
        await login.getByRole('button', { name: words.signIn }).click();
        await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout/identify/\\?error=`));
        await expect(alert(page)).toHaveText(words.credentials);

        await toReview(page, site);
        // The last line is removed in another tab before "Place order" here.
        const removed = await page.request.delete(`/api/${tenant}/cart/items/${lineId}`, {
          headers: { origin: origin(page) },
        });
        expect(removed.status()).toBe(200);
        await page.getByRole('button', { name: words.place }).click();
        await expect(page).toHaveURL(new RegExp(`/${tenant}/cart/\\?error=`));
        await expect(alert(page)).toHaveText(words.emptyCart);
      });
    }
  });
}
