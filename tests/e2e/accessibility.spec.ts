import { expect, type Page, test } from '@playwright/test';
import { solidPng } from '../support/solid-png';
import { expectAccessible, hydrateIslands, openWithoutJavaScript, productWithTool } from './support/accessibility';
import { plainProduct } from './support/add-to-cart-fixtures';
import { acceptTerms, fillDelivery } from './support/checkout-steps';
import { typeForSuggestions } from './support/islands-search-fixtures';
import { fillList, logIn, newCustomer } from './support/lists-fixtures';
import { sidewaysOverflow } from './support/page-sweep-checks';
import { listingIds } from './support/site-wide-fixtures';

/**
 * axe-core finds no violation, of any impact and with every rule on, in the states a shopper opens
 * (dialogs, suggestions, a filter, the review form, image search results), along the cart,
 * quotation and checkout to the confirmation, on the signed-in account's pages, and on a few pages
 * without JavaScript. Each page type as it loads is checked by the page sweep
 * (page-sweep.spec.ts). Pages are checked in groups (softly: one test reports every page of its
 * group), each finding named by its page, rule, impact and elements.
 */
const sites = [
  {
    tenant: 'cl',
    priceGroup: '10',
    term: 'pintura',
    words: {
      location: /^Despachar a /,
      locationTitle: 'Elige dónde recibir tus productos',
      search: 'Buscar productos',
      suggestions: 'Sugerencias de búsqueda',
      cut: 'Cortar a medida',
      cutTitle: 'Corte a medida',
      filters: 'Filtrar por',
      addToCart: 'Agregar al carro',
      quoteCart: 'Cotizar el carro',
      toCart: 'Agregar la cotización al carro',
      continueToCheckout: 'Continuar compra',
      guest: 'Continuar como invitado',
      email: 'Correo electrónico',
      next: 'Continuar',
      bankTransfer: /^Transferencia bancaria/,
      place: 'Realizar pedido',
      done: 'Pedido realizado',
      imageField: /^Imagen \(PNG o JPG/,
      imageSubmit: 'Buscar productos',
      favourites: 'Mis favoritos',
    },
  },
  {
    tenant: 'br',
    priceGroup: '50',
    term: 'tinta',
    words: {
      location: /^Entregar em /,
      locationTitle: 'Escolha onde receber seus produtos',
      search: 'Buscar produtos',
      suggestions: 'Sugestões de busca',
      cut: 'Cortar sob medida',
      cutTitle: 'Corte sob medida',
      filters: 'Filtrar por',
      addToCart: 'Adicionar ao carrinho',
      quoteCart: 'Fazer orçamento do carrinho',
      toCart: 'Adicionar o orçamento ao carrinho',
      continueToCheckout: 'Continuar compra',
      guest: 'Continuar como convidado',
      email: 'E-mail',
      next: 'Continuar',
      bankTransfer: /^Transferência bancária/,
      place: 'Finalizar pedido',
      done: 'Pedido realizado',
      imageField: /^Imagem \(PNG ou JPG/,
      imageSubmit: 'Buscar produtos',
      favourites: 'Meus favoritos',
    },
  },
] as const;

// A group checks up to seven pages or states, each hydrated: more than the default 30 s on a shared machine.
test.describe.configure({ timeout: 120_000 });

/** Opens each page in turn and checks it. */
async function checkPages(page: Page, pages: [name: string, path: string][]) {
  for (const [name, path] of pages) {
    const status = (await page.goto(path))?.status() ?? 0;
    expect.soft(status < 400, `${name} (${path}) answers ${status}`).toBe(true);
    await expectAccessible(page, name);
  }
}

for (const site of sites) {
  const { tenant, words } = site;
  const product = (id: string) => `/${tenant}/product/${id}/x/`;

  test.describe(tenant, () => {
    test('open states: location modal, suggestions, board cut, a filter applied, review form, image search results', async ({
      page,
    }) => {
      await page.goto(`/${tenant}/`);
      await hydrateIslands(page);
      await page.getByRole('button', { name: words.location }).first().click();
      await expect(page.getByRole('dialog', { name: words.locationTitle })).toBeVisible();
      await expectAccessible(page, 'location modal open');
      // The states below are the same markup on every tenant, words aside (the words are checked
      // on each tenant by the page sweep): axe reads them once, on cl.
      if (tenant !== 'cl') return;
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('combobox', { name: words.search }).focus();
      const suggestions = page.getByRole('listbox', { name: words.suggestions });
      await typeForSuggestions(page, suggestions, site.term); // the list no longer changes under the check
      await expect(suggestions).toBeVisible();
      await expectAccessible(page, 'search suggestions open');

      await page.goto(product(productWithTool(tenant, 'cut-board').id));
      await hydrateIslands(page);
      await page.getByRole('button', { name: words.cut }).click();
      await expect(page.getByRole('dialog', { name: words.cutTitle })).toBeVisible();
      await expectAccessible(page, 'board cut dialog open');

      const listing = listingIds(tenant);
      await page.goto(`/${tenant}/category/${listing.categoryId}/x/`);
      const facets = page.getByRole('navigation', { name: words.filters });
      const before = page.url();
      await facets.getByRole('link').first().click();
      await expect(page).not.toHaveURL(before);
      await expectAccessible(page, 'category with a filter applied');

      await page.goto(product(plainProduct(tenant, site.priceGroup).productId));
      await page.locator('[data-review-form]').scrollIntoViewIfNeeded();
      await expect(page.locator('#review-form')).toBeVisible();
      await expectAccessible(page, 'product with the review form');

      await page.goto(`/${tenant}/search-by-image`);
      await page.getByLabel(words.imageField).setInputFiles({
        name: 'pared.png',
        mimeType: 'image/png',
        buffer: solidPng([0x80, 0x80, 0x80]),
      });
      await page.getByRole('button', { name: words.imageSubmit }).click();
      await expect(page).toHaveURL(new RegExp(`/${tenant}/search-by-image/[0-9a-f-]{36}$`));
      await expectAccessible(page, 'search by image results');
    });

    test('cart, quotation and every checkout step to the confirmation', async ({ page }) => {
      await page.goto(product(plainProduct(tenant, site.priceGroup).productId));
      await page.getByRole('button', { name: words.addToCart, exact: true }).click();
      await expect(page.locator('[data-cart-count]')).toHaveText('1');
      await checkPages(page, [['cart with a line', `/${tenant}/cart/`]]);

      await page.getByRole('button', { name: words.quoteCart }).click();
      await expect(page).toHaveURL(/\/quotations\//);
      await expectAccessible(page, 'quotation');
      await page.getByRole('button', { name: words.toCart }).click();
      await expect(page).toHaveURL(new RegExp(`/${tenant}/cart/`));

      await page.getByRole('link', { name: words.continueToCheckout }).click();
      await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout/identify/$`));
      await expectAccessible(page, 'checkout: identify');
      const guest = page.getByRole('region', { name: words.guest });
      // a long address, as real ones are: the review step must wrap it at 320 px
      await guest
        .getByLabel(words.email, { exact: true })
        .fill(`axe-${Date.now()}.compras.materiales@constructora-del-norte-grande.test`);
      await guest.getByRole('button', { name: words.guest }).click();
      await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout/delivery/$`));
      await expectAccessible(page, 'checkout: delivery');
      await fillDelivery(page, tenant);
      await page.getByRole('button', { name: words.next, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout/payment/$`));
      await expectAccessible(page, 'checkout: payment');
      await page.getByRole('radio', { name: words.bankTransfer }).check();
      await page.getByRole('button', { name: words.next, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout/review/$`));
      await expectAccessible(page, 'checkout: review');
      await page.setViewportSize({ width: 320, height: 640 });
      const overflow = await sidewaysOverflow(page);
      expect(overflow.outside, 'the review step at 320 px: elements past the right edge').toEqual([]);
      expect(overflow.scrollWidth, 'the review step scrolls sideways at 320 px').toBeLessThanOrEqual(
        overflow.clientWidth,
      );
      await acceptTerms(page, tenant);
      await page.getByRole('button', { name: words.place }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.done);
      await expectAccessible(page, 'checkout: confirmation');
    });

    test("login and register, the account's addresses and wish lists", async ({ page, context, baseURL }) => {
      // the login page after a wrong password, the password reset and the signed-in account: page-sweep.spec.ts
      await checkPages(page, [['login and register', `/${tenant}/account/`]]);
      const customer = await newCustomer(tenant, [words.favourites]);
      fillList(tenant, customer, words.favourites, [plainProduct(tenant, site.priceGroup).skuId]);
      await logIn(context, baseURL ?? '', tenant, customer);
      await checkPages(page, [
        ['addresses', `/${tenant}/account/addresses/`],
        ['wish lists', `/${tenant}/account/wish-lists/`],
      ]);
      await page.getByRole('link', { name: words.favourites }).first().click();
      await expect(page).toHaveURL(/\/wish-lists\/.+/);
      await expectAccessible(page, 'a wish list');
    });

    // Without JavaScript br's pages are cl's markup in Portuguese: axe reads them on cl alone.
    if (tenant !== 'cl') return;
    test('without JavaScript: home, a category, a product, the cart and the account', async ({ page }) => {
      const listing = listingIds(tenant);
      for (const [name, path] of [
        ['home', `/${tenant}/`],
        ['category', `/${tenant}/category/${listing.categoryId}/x/`],
        ['product', product(plainProduct(tenant, site.priceGroup).productId)],
        ['cart', `/${tenant}/cart/`],
        ['login and register', `/${tenant}/account/`],
      ] as const) {
        await openWithoutJavaScript(page, path);
        await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
        await expectAccessible(page, `${name} without JavaScript`, false);
      }
    });
  });
}
