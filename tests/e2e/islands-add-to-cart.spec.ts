import { expect, type Locator, type Page, test } from '@playwright/test';
import { type AddableProduct, plainProduct, productWithServices } from './support/add-to-cart-fixtures';

// Adding to the cart with JavaScript: the product page's form and the listing cards' forms, sent
// by their islands without a page load, with the modals and the messages in place. cl and br: every
// Spanish or Portuguese site says and does the same here (mx speaks cl's Spanish). The same forms
// without JavaScript: tests/http/cart-forms.test.ts.

const spanish = {
  addToCart: 'Agregar al carro',
  buyNow: 'Comprar ahora',
  added: 'Agregaste al carro',
  addedQuantity: (count: number) => `Cantidad: ${count}`,
  goToCart: 'Ir al carro',
  continue: 'Seguir comprando',
  cardAdd: (name: string) => `Agregar ${name} al carro`,
  toast: (name: string) => `Agregaste ${name} al carro.`,
  cardAddAny: /^Agregar .+ al carro$/,
  results: 'Productos',
  maxReached: 'Alcanzaste el máximo de 9999 unidades por producto.',
  notEnough: (units: number) => `No hay stock suficiente. Reduce la cantidad a ${units} o menos para continuar.`,
  errorTitle: 'No pudimos agregar el producto',
  addFailed: 'Ocurrió un error al agregar el producto al carro.',
  retry: 'Reintentar',
  services: 'Servicios y garantía extendida',
  applyServices: 'Agregar al carro',
  servicesApplied: 'Agregamos los servicios y garantías a tu carro.',
};

const sites = [
  { tenant: 'cl', priceGroup: '10', words: spanish },
  {
    tenant: 'br',
    priceGroup: '50',
    words: {
      addToCart: 'Adicionar ao carrinho',
      buyNow: 'Comprar agora',
      added: 'Adicionado ao carrinho',
      addedQuantity: (count: number) => `Quantidade: ${count}`,
      goToCart: 'Ir para o carrinho',
      continue: 'Continuar comprando',
      cardAdd: (name: string) => `Adicionar ${name} ao carrinho`,
      toast: (name: string) => `${name} foi adicionado ao carrinho.`,
      cardAddAny: /^Adicionar .+ ao carrinho$/,
      results: 'Produtos',
      maxReached: 'Você atingiu o máximo de 9999 unidades por produto.',
      notEnough: (units: number) =>
        `Não há estoque suficiente. Reduza a quantidade para ${units} ou menos para continuar.`,
      errorTitle: 'Não foi possível adicionar o produto',
      addFailed: 'Ocorreu um erro ao adicionar o produto ao carrinho.',
      retry: 'Tentar novamente',
      services: 'Serviços e garantia estendida',
      applyServices: 'Adicionar ao carrinho',
      servicesApplied: 'Adicionamos os serviços e garantias ao seu carrinho.',
    },
  },
] as const;

type Site = (typeof sites)[number];

const cartCount = (page: Page) => page.getByRole('banner').locator('[data-cart-count]');

/** The product's page (the short URL redirects to the canonical one), once its add-to-cart island is hydrated. */
async function openProduct(page: Page, site: Site, product: AddableProduct) {
  await page.goto(`/${site.tenant}/product/${product.productId}/x/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await hydrated(page, 'AddToCartForm');
  await hydrated(page, 'CartCountLink');
  await markPage(page);
}

/**
 * Waits for an island to hydrate (Astro drops its `ssr` attribute then): before that its form
 * still posts the page, as it does without JavaScript. The add-to-cart islands hydrate when the
 * shopper reaches for them (client:interaction): the pointer comes over the form's button first.
 */
async function hydrated(scope: Page | Locator, component: string) {
  const one = scope.locator(`astro-island[component-url*="/${component}."]`).first();
  await one.scrollIntoViewIfNeeded();
  const button = one.locator('button').first();
  if (await button.count()) await button.hover();
  await expect(one).not.toHaveAttribute('ssr', /.*/);
}

/** A page load would drop this marker. */
async function markPage(page: Page) {
  await page.evaluate(() => Object.assign(window, { __addToCartMarker: 1 }));
}

async function expectSamePage(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __addToCartMarker?: number }).__addToCartMarker)).toBe(1);
}

interface CartLine {
  skuId: string;
  lineTotal: { text: string };
  services: { id: string }[];
}

/** The product's line in the shopper's cart, as the cart API answers it (the browser's cookies). */
async function cartLine(page: Page, site: Site, product: AddableProduct): Promise<CartLine> {
  const answer = await page.request.get(`/api/${site.tenant}/cart`);
  expect(answer.status()).toBe(200);
  const lines = ((await answer.json()) as { data: { lines: CartLine[] } }).data.lines;
  const line = lines.find((entry) => entry.skuId === product.skuId);
  if (!line) throw new Error(`No line of ${product.skuId} in the cart`);
  return line;
}

function addForm(page: Page) {
  const box = page.locator('[data-add-to-cart]').first();
  return {
    box,
    quantity: box.getByRole('spinbutton'),
    message: box.getByRole('alert'),
  };
}

for (const site of sites) {
  const { words } = site;

  test.describe(`${site.tenant}: adding to the cart with JavaScript`, () => {
    test('a product page adds without a page load, the header counts it, the modal shows the line', async ({
      page,
    }) => {
      const product = plainProduct(site.tenant, site.priceGroup);
      await openProduct(page, site, product);
      await addForm(page).quantity.fill('2');
      await page.getByRole('button', { name: words.addToCart, exact: true }).click();

      const dialog = page.getByRole('dialog', { name: words.added });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(product.name);
      await expect(dialog).toContainText(words.addedQuantity(2));
      // the line's price as the server priced it
      await expect(dialog).toContainText((await cartLine(page, site, product)).lineTotal.text);
      await expect(dialog.getByRole('link', { name: words.goToCart })).toBeFocused();
      const recommended = await dialog.getByRole('region').getByRole('link').count();
      expect(recommended).toBeGreaterThan(0);
      expect(recommended).toBeLessThanOrEqual(4);
      await expect(cartCount(page)).toHaveText('2');
      await expectSamePage(page);

      // Escape closes the modal and gives the focus back to the button that added
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: words.addToCart, exact: true })).toBeFocused();

      // a second add goes to the same line; "continue shopping" closes
      await page.getByRole('button', { name: words.addToCart, exact: true }).click();
      await expect(dialog).toContainText(words.addedQuantity(4));
      await expect(cartCount(page)).toHaveText('4');
      await dialog.getByRole('button', { name: words.continue }).click();
      await expect(dialog).toBeHidden();
      await expectSamePage(page);
    });

    test('past 9999 and past the stock, the messages show beside the quantity', async ({ page }) => {
      const product = plainProduct(site.tenant, site.priceGroup);
      await openProduct(page, site, product);
      const form = addForm(page);
      await expect(form.quantity).toHaveAttribute('max', '9999');

      await form.quantity.fill('10000');
      await page.getByRole('button', { name: words.addToCart, exact: true }).click();
      await expect(form.message).toHaveText(words.maxReached);
      await expect(form.quantity).toHaveAttribute('aria-invalid', 'true');
      await expect(form.quantity).toHaveAccessibleDescription(words.maxReached);

      await form.quantity.fill(String(product.units + 1));
      await page.getByRole('button', { name: words.addToCart, exact: true }).click();
      await expect(form.message).toHaveText(words.notEnough(product.units));
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // within the stock, the message goes and the add is made
      await form.quantity.fill(String(product.units));
      await page.getByRole('button', { name: words.addToCart, exact: true }).click();
      const added = page.getByRole('dialog', { name: words.added });
      await expect(added).toBeVisible();
      await added.getByRole('button', { name: words.continue }).click();
      await expect(form.message).toHaveCount(0);
      await expect(form.quantity).not.toHaveAttribute('aria-invalid', 'true');
      await expect(cartCount(page)).toHaveText(String(product.units));
      await expectSamePage(page);
    });

    test('a failed add opens the error modal, and its retry adds; buy now then lands on the cart', async ({ page }) => {
      const product = plainProduct(site.tenant, site.priceGroup);
      await openProduct(page, site, product);
      await test.step('a failed add, then its retry', async () => {
        // An injected fault: the network drops the next add-to-cart call.
        await page.route('**/_actions/cart.add/**', (route) => route.abort());
        await page.getByRole('button', { name: words.addToCart, exact: true }).click();
        const failure = page.getByRole('dialog', { name: words.errorTitle });
        await expect(failure).toBeVisible();
        await expect(failure).toHaveAccessibleDescription(words.addFailed);
        await expect(failure.getByRole('button', { name: words.retry })).toBeFocused();
        await expect(cartCount(page)).not.toHaveText('1');

        await page.unroute('**/_actions/cart.add/**');
        await failure.getByRole('button', { name: words.retry }).click();
        await expect(failure).toBeHidden();
        const added = page.getByRole('dialog', { name: words.added });
        await expect(added).toContainText(product.name);
        await expect(cartCount(page)).toHaveText('1');
        await expectSamePage(page);
        await added.getByRole('button', { name: words.continue }).click();
        await expect(added).toBeHidden();
      });

      await test.step('buy now adds and lands on the cart with the line', async () => {
        await page.getByRole('button', { name: words.buyNow }).click();
        await expect(page).toHaveURL(new RegExp(`/${site.tenant}/cart/$`));
        await expect(page.getByRole('listitem', { name: product.name })).toBeVisible();
        await expect(cartCount(page)).toHaveText('2');
      });
    });

    test('the services modal applies a service to the added line', async ({ page }) => {
      const product = productWithServices(site.tenant, site.priceGroup);
      await openProduct(page, site, product);
      await page.getByRole('button', { name: words.addToCart, exact: true }).click();

      const services = page.getByRole('dialog', { name: words.services });
      await expect(services).toBeVisible();
      const first = services.getByRole('checkbox').first();
      await expect(first).toBeFocused();
      await first.check();
      const serviceId = await first.getAttribute('value');
      await services.getByRole('button', { name: words.applyServices, exact: true }).click();
      await expect(page.locator('[data-toasts]').getByText(words.servicesApplied)).toBeVisible();
      await expect(services).toBeHidden();
      await expect(page.getByRole('dialog', { name: words.added })).toContainText(product.name);
      await expect(cartCount(page)).toHaveText('1');
      await expectSamePage(page);

      const line = await cartLine(page, site, product);
      expect(line.services.map((service) => service.id)).toEqual([serviceId]);
    });

    test('a listing card adds one unit without a page load, with a toast', async ({ page }) => {
      const product = plainProduct(site.tenant, site.priceGroup);
      await page.goto(`/${site.tenant}/search?Ntt=${encodeURIComponent(product.name.split(' ')[0] ?? '')}`);
      const results = page.getByRole('region', { name: words.results });
      // the first card that sells one unit home (one variant, a price, units in the zone)
      const card = results
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: words.cardAddAny }) })
        .first();
      const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
      const button = card.getByRole('button', { name: words.cardAdd(name) });
      await hydrated(card, 'CardActions');
      await hydrated(page, 'CartCountLink');
      await markPage(page);

      await button.click();
      await expect(page.locator('[data-toasts]').getByText(words.toast(name))).toBeVisible();
      await expect(cartCount(page)).toHaveText('1');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await button.click();
      await expect(cartCount(page)).toHaveText('2');
      await expectSamePage(page);
    });
  });
}
