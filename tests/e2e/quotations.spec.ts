import { expect, type Locator, type Page, test } from '@playwright/test';
import { instantText } from '../../src/lib/instant-text';
import { tenantTimeZones } from '../../src/server/product/local-time';
import { plainProduct } from './support/add-to-cart-fixtures';
import { expireQuotation, fillList, logIn, newCustomer } from './support/lists-fixtures';

// Quotations (spec §9): from the cart or a wish list, prices frozen 72 hours; the quotation's page
// with its prices and expiry; "to cart" at the frozen prices while they hold, today's after.

const sites = [
  {
    tenant: 'cl',
    langFull: 'es_CL',
    priceGroup: '10',
    words: {
      addToCart: 'Agregar al carro',
      quoteCart: 'Cotizar el carro',
      quoteList: 'Cotizar esta lista',
      heading: /^Cotización del /,
      validUntil: (date: string) => `Precios congelados hasta el ${date}.`,
      expiredOn: (date: string) => `Venció el ${date}.`,
      valid: 'Precios congelados por 72 h más.',
      expired: 'Esta cotización venció y muestra los precios que tenía.',
      toCart: 'Agregar la cotización al carro',
      frozenLine: /^Precio de tu cotización para 1 u\., garantizado por 7[12] h más\.$/,
      unitPrice: 'Precio unitario',
      add: (name: string) => `Agregar a mi lista de deseos: ${name}`,
      favourites: 'Mis favoritos',
      accountLists: 'Listas y cotizaciones',
    },
  },
  {
    tenant: 'br',
    langFull: 'pt_BR',
    priceGroup: '50',
    words: {
      addToCart: 'Adicionar ao carrinho',
      quoteCart: 'Fazer orçamento do carrinho',
      quoteList: 'Fazer orçamento desta lista',
      heading: /^Orçamento de /,
      validUntil: (date: string) => `Preços congelados até ${date}.`,
      expiredOn: (date: string) => `Venceu em ${date}.`,
      valid: 'Preços congelados por mais 72 h.',
      expired: 'Este orçamento venceu e mostra os preços que tinha.',
      toCart: 'Adicionar o orçamento ao carrinho',
      frozenLine: /^Preço do seu orçamento para 1 un\., garantido por mais 7[12] h\.$/,
      unitPrice: 'Preço unitário',
      add: (name: string) => `Adicionar à minha lista de desejos: ${name}`,
      favourites: 'Meus favoritos',
      accountLists: 'Listas e orçamentos',
    },
  },
] as const;

type Site = (typeof sites)[number];

const quotationPath = /\/quotations\/([A-Za-z0-9_-]{22})\//;

/** The quotation's id, from its page's address, once the form's navigation has reached it. */
async function quotationId(page: Page): Promise<string> {
  await page.waitForURL(quotationPath);
  return quotationPath.exec(page.url())?.[1] ?? '';
}

/** What the page says about the expiry, as the tenant writes the instant its API gave. */
async function expiryText(page: Page, site: Site, id: string, expired = false) {
  const response = await page.request.get(`/api/${site.tenant}/quotations/${id}`);
  const { expiresAt } = ((await response.json()) as { data: { expiresAt: string } }).data;
  const date = instantText(expiresAt, site.langFull, tenantTimeZones[site.tenant]);
  return expired ? site.words.expiredOn(date) : site.words.validUntil(date);
}

/** How many quotations the browser's shopper has, as the API lists them. */
async function quotationCount(page: Page, tenant: string) {
  const response = await page.request.get(`/api/${tenant}/quotations`);
  return ((await response.json()) as { data: { quotations: unknown[] } }).data.quotations.length;
}

/**
 * Double-clicks the quote button, then sends its form once more as a retry after a lost answer
 * would (the same fields as drawn: a browser does not always send both clicks' posts).
 */
async function quoteTwice(page: Page, button: Locator) {
  const form = page.locator('form').filter({ has: button });
  const action = new URL((await form.getAttribute('action')) ?? '', page.url()).href;
  const fields: Record<string, string> = {};
  for (const input of await form.locator('input[type="hidden"]').all()) {
    fields[(await input.getAttribute('name')) ?? ''] = (await input.getAttribute('value')) ?? '';
  }
  await button.dblclick();
  const retry = await page.request.post(action, {
    form: fields,
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(retry.status()).toBe(303);
}

for (const site of sites) {
  const { tenant, priceGroup, words } = site;

  test.describe(`${tenant}: quotations without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('quotes the cart, shows frozen prices and expiry, and goes back to the cart at them', async ({ page }) => {
      const product = plainProduct(tenant, priceGroup);
      await page.goto(`/${tenant}/product/${product.productId}/x/`);
      const shelfPrice = (await page.locator('[data-current-price]').textContent()) ?? '';
      await page.getByRole('button', { name: words.addToCart, exact: true }).click();
      await page.getByRole('button', { name: words.quoteCart }).click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
      const id = await quotationId(page);
      await expect(page.locator('[data-quotation-status="valid"]')).toContainText(await expiryText(page, site, id));
      await expect(page.locator('[data-quotation-status="valid"]')).toContainText(words.valid);
      const row = page.getByRole('row').filter({ hasText: product.name });
      // the unit price frozen is the one the product page showed
      const frozenPrice = (await row.locator('[data-unit-price]').textContent())?.trim() ?? '-';
      expect(shelfPrice).toContain(frozenPrice);

      await page.getByRole('button', { name: words.toCart }).click();
      await expect(page).toHaveURL(new RegExp(`/${tenant}/cart/\\?done=1$`));
      await expect(page.getByRole('listitem', { name: product.name }).getByText(words.frozenLine)).toBeVisible();

      // another browser knows nothing of it
      const other = await page.context().browser()?.newPage();
      const answer = await other?.goto(page.url().replace(/\/cart\/.*/, `/account/quotations/${id}/`));
      expect(answer?.status()).toBe(404);
      await other?.close();
    });

    test('a double click on the quote button, and a retry, make one quotation', async ({ page }) => {
      const product = plainProduct(tenant, priceGroup);
      await page.goto(`/${tenant}/product/${product.productId}/x/`);
      await page.getByRole('button', { name: words.addToCart, exact: true }).click();
      await quoteTwice(page, page.getByRole('button', { name: words.quoteCart }));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
      expect(await quotationCount(page, tenant)).toBe(1);
    });

    test('an expired quotation says so and goes to the cart at current prices', async ({ page }) => {
      const product = plainProduct(tenant, priceGroup);
      await page.goto(`/${tenant}/product/${product.productId}/x/`);
      await page.getByRole('button', { name: words.addToCart, exact: true }).click();
      await page.getByRole('button', { name: words.quoteCart }).click();
      const id = await quotationId(page);
      expireQuotation(tenant, id);
      await page.reload();
      const status = page.locator('[data-quotation-status="expired"]');
      await expect(status).toContainText(await expiryText(page, site, id, true));
      await expect(status).toContainText(words.expired);
      await page.getByRole('button', { name: words.toCart }).click();
      const line = page.getByRole('listitem', { name: product.name });
      await expect(line).toBeVisible();
      await expect(line.getByText(words.frozenLine)).toHaveCount(0);
    });
  });

  test.describe(`${tenant}: quotations with JavaScript`, () => {
    test('quotes a wish list, and the account lists the quotation', async ({ page, context, baseURL }) => {
      await logIn(context, baseURL ?? '', tenant, await newCustomer(tenant));
      const product = plainProduct(tenant, priceGroup);
      await page.goto(`/${tenant}/product/${product.productId}/x/`);
      // the buy box's control comes first; the recommendations' cards have their own
      const island = page.locator('astro-island[component-url*="/WishListButton."]').first();
      await page.getByRole('button', { name: words.add(product.name), exact: true }).hover();
      await expect(island).not.toHaveAttribute('ssr', /.*/);
      await page.getByRole('button', { name: words.add(product.name), exact: true }).click();
      await page.getByRole('status').getByRole('link').click();
      await page.getByRole('button', { name: words.quoteList }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
      await expect(page.getByRole('row').filter({ hasText: product.name })).toBeVisible();
      const id = await quotationId(page);

      await page.goto(`/${tenant}/account/`);
      const lists = page.getByRole('region', { name: words.accountLists });
      await expect(lists.getByRole('link', { name: words.favourites })).toBeVisible();
      await expect(lists.locator(`a[href$="/quotations/${id}/"]`)).toBeVisible();
    });

    test('a double click on "quote this list", and a retry, make one quotation', async ({ page, context, baseURL }) => {
      const customer = await newCustomer(tenant, [words.favourites]);
      fillList(tenant, customer, words.favourites, [plainProduct(tenant, priceGroup).skuId]);
      await logIn(context, baseURL ?? '', tenant, customer);
      await page.goto(`/${tenant}/account/wish-lists/`);
      await page.getByRole('link', { name: words.favourites }).click();
      await quoteTwice(page, page.getByRole('button', { name: words.quoteList }));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
      expect(await quotationCount(page, tenant)).toBe(1);
    });
  });
}
