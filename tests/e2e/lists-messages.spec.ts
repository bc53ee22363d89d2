import { expect, type Page, test } from '@playwright/test';
import { plainProduct } from './support/add-to-cart-fixtures';
import { fillList, logIn, newCustomer, soldOutProduct } from './support/lists-fixtures';

// The messages wish lists and quotations give when they cannot do what was asked (spec §8 style:
// the tenant's language, a reason, the shopper left where they can act on it), on cl and br.

const sites = [
  {
    tenant: 'cl',
    priceGroup: '10',
    words: {
      newName: 'Nombre de la nueva lista',
      create: 'Crear lista',
      limit: 'Puedes tener hasta 20 listas.',
      itemLimit: 'Una lista puede tener hasta 100 productos.',
      toCart: (name: string) => `Mover ${name} al carro`,
      outOfStock: 'Este producto no tiene stock disponible.',
      quoteList: 'Cotizar esta lista',
      nothingToQuote: 'Esta lista no tiene productos con precio en tu zona: no hay nada que cotizar.',
      noPrice: 'Sin precio en tu zona',
      addToCart: 'Agregar al carro',
      quoteCart: 'Cotizar el carro',
      emptyCart: 'Tu carro está vacío. Agrega productos para cotizar.',
      add: (name: string) => `Agregar a mi lista de deseos: ${name}`,
      failed: 'Algo salió mal. Inténtalo de nuevo.',
      addedDefault: 'Agregado a tu lista «Mis favoritos».',
    },
  },
  {
    tenant: 'br',
    priceGroup: '50',
    words: {
      newName: 'Nome da nova lista',
      create: 'Criar lista',
      limit: 'Você pode ter até 20 listas.',
      itemLimit: 'Uma lista pode ter até 100 produtos.',
      toCart: (name: string) => `Mover ${name} para o carrinho`,
      outOfStock: 'Este produto está sem estoque.',
      quoteList: 'Fazer orçamento desta lista',
      nothingToQuote: 'Esta lista não tem produtos com preço na sua região: não há nada para orçar.',
      noPrice: 'Sem preço na sua região',
      addToCart: 'Adicionar ao carrinho',
      quoteCart: 'Fazer orçamento do carrinho',
      emptyCart: 'Seu carrinho está vazio. Adicione produtos para fazer um orçamento.',
      add: (name: string) => `Adicionar à minha lista de desejos: ${name}`,
      failed: 'Algo deu errado. Tente novamente.',
      addedDefault: 'Adicionado à sua lista «Meus favoritos».',
    },
  },
] as const;

/** Opens the customer's list of that name from the lists page. */
async function openList(page: Page, tenant: string, name: string) {
  await page.goto(`/${tenant}/account/wish-lists/`);
  await page.getByRole('link', { name }).click();
}

for (const { tenant, priceGroup, words } of sites) {
  test.describe(`${tenant}: wish list and quotation messages without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('a customer at the limit of lists is told how many a customer can have', async ({
      page,
      context,
      baseURL,
    }) => {
      const names = Array.from({ length: 20 }, (_, index) => `Lista ${index + 1}`);
      await logIn(context, baseURL ?? '', tenant, await newCustomer(tenant, names));
      await page.goto(`/${tenant}/account/wish-lists/`);
      await page.getByLabel(words.newName).fill('Una más');
      await page.getByRole('button', { name: words.create }).click();
      await expect(page.getByRole('alert')).toHaveText(words.limit);
      await expect(page.getByRole('link', { name: 'Una más' })).toHaveCount(0);
    });

    test('a full list says how many products it can hold, at the control of the product only', async ({
      page,
      context,
      baseURL,
    }) => {
      const customer = await newCustomer(tenant, ['Casa']);
      fillList(
        tenant,
        customer,
        'Casa',
        Array.from({ length: 100 }, (_, index) => `saved-${index}`),
      );
      await logIn(context, baseURL ?? '', tenant, customer);
      const product = plainProduct(tenant, priceGroup);
      await page.goto(`/${tenant}/product/${product.productId}/x/`);
      await page.getByRole('button', { name: words.add(product.name), exact: true }).click();
      // one message, beside the list control (the add-to-cart area does not repeat it)
      await expect(page.getByRole('alert')).toHaveText(words.itemLimit);
      await page.goto(`/${tenant}/search?Ntt=${encodeURIComponent(product.name.split(' ')[0] ?? '')}`);
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: words.add(product.name), exact: true }) });
      await card.getByRole('button', { name: words.add(product.name), exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(words.itemLimit);
      await expect(card.getByRole('alert')).toHaveText(words.itemLimit);
    });

    test('a sold-out product stays in the list, and the shopper is told why', async ({ page, context, baseURL }) => {
      const customer = await newCustomer(tenant, ['Casa']);
      const product = soldOutProduct(tenant, priceGroup);
      fillList(tenant, customer, 'Casa', [product.skuId]);
      await logIn(context, baseURL ?? '', tenant, customer);
      await openList(page, tenant, 'Casa');
      await page.getByRole('button', { name: words.toCart(product.name) }).click();
      await expect(page.getByRole('alert')).toHaveText(words.outOfStock);
      await expect(page.getByRole('link', { name: product.name })).toBeVisible();
    });

    test('a list of products no longer sold has nothing to quote', async ({ page, context, baseURL }) => {
      const customer = await newCustomer(tenant, ['Casa']);
      fillList(tenant, customer, 'Casa', ['retired-sku']);
      await logIn(context, baseURL ?? '', tenant, customer);
      await openList(page, tenant, 'Casa');
      await expect(page.getByText(words.noPrice)).toBeVisible();
      await page.getByRole('button', { name: words.quoteList }).click();
      await expect(page.getByRole('alert')).toHaveText(words.nothingToQuote);
    });

    test('a cart emptied elsewhere has nothing to quote', async ({ page }) => {
      const product = plainProduct(tenant, priceGroup);
      await page.goto(`/${tenant}/product/${product.productId}/x/`);
      await page.getByRole('button', { name: words.addToCart, exact: true }).click();
      // another tab of the same browser empties the cart while this one still shows it
      const cart = (await (await page.request.get(`/api/${tenant}/cart`)).json()) as {
        data: { lines: { lineId: string }[] };
      };
      for (const line of cart.data.lines) await page.request.delete(`/api/${tenant}/cart/items/${line.lineId}`);
      await page.getByRole('button', { name: words.quoteCart }).click();
      await expect(page.getByRole('alert')).toHaveText(words.emptyCart);
    });
  });

  test.describe(`${tenant}: wish list messages with JavaScript`, () => {
    test('the add control says so when saving fails, and offers to try again', async ({ page, context, baseURL }) => {
      await logIn(context, baseURL ?? '', tenant, await newCustomer(tenant));
      const product = plainProduct(tenant, priceGroup);
      await page.goto(`/${tenant}/product/${product.productId}/x/`);
      const button = page.getByRole('button', { name: words.add(product.name), exact: true });
      await button.hover();
      await expect(page.locator('astro-island[component-url*="/WishListButton."]').first()).not.toHaveAttribute(
        'ssr',
        /.*/,
      );
      // A fault injected on purpose: the save call fails once, as a dropped connection would.
      await page.route(
        (url) => url.pathname.includes('/_actions/wishLists.add'),
        (route) => route.abort(),
        {
          times: 1,
        },
      );
      await button.click();
      await expect(page.getByRole('alert')).toHaveText(words.failed);
      await button.click();
      await expect(page.getByRole('status').filter({ hasText: words.addedDefault })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
}
