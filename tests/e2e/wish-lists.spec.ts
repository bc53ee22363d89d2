import { expect, type Locator, type Page, test } from '@playwright/test';
import { plainProduct } from './support/add-to-cart-fixtures';
import { listsPassword, logIn, newCustomer } from './support/lists-fixtures';

// Wish lists (docs/accounts-and-lists.md) through their islands: a listing card's and a product page's add control.
// The forms without JavaScript, the list pages (no island) and the messages of refusals:
// tests/http/wish-list-forms.test.ts, wish-lists.test.ts.

const sites = [
  {
    tenant: 'cl',
    priceGroup: '10',
    words: {
      add: (name: string) => `Agregar a mi lista de deseos: ${name}`,
      loginRequired: 'Inicia sesión para guardar productos en tus listas de deseos.',
      email: 'Correo electrónico',
      password: 'Contraseña',
      signIn: 'Ingresar',
      addedTo: (list: string) => `Agregado a tu lista «${list}».`,
      choose: 'Lista de deseos',
      newList: 'Nueva lista',
      newListName: 'Nombre de la nueva lista',
      failed: 'Algo salió mal. Inténtalo de nuevo.',
      allToCart: 'Mover todo al carro',
      results: 'Productos',
      cartTitle: 'Carro de compras',
    },
  },
  {
    tenant: 'br',
    priceGroup: '50',
    words: {
      add: (name: string) => `Adicionar à minha lista de desejos: ${name}`,
      loginRequired: 'Entre na sua conta para salvar produtos nas suas listas de desejos.',
      email: 'E-mail',
      password: 'Senha',
      signIn: 'Entrar',
      addedTo: (list: string) => `Adicionado à sua lista «${list}».`,
      choose: 'Lista de desejos',
      newList: 'Nova lista',
      newListName: 'Nome da nova lista',
      failed: 'Algo deu errado. Tente novamente.',
      allToCart: 'Mover tudo para o carrinho',
      results: 'Produtos',
      cartTitle: 'Carrinho de compras',
    },
  },
] as const;

type Words = (typeof sites)[number]['words'];

async function logInWithForm(page: Page, words: Words, email: string) {
  await page.getByLabel(words.email, { exact: true }).fill(email);
  await page.getByLabel(words.password, { exact: true }).fill(listsPassword);
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
}

/** Hovers the control so its island loads (a product page's own, or a card's actions), and waits until it has. */
async function hydrated(scope: Page | Locator) {
  const island = scope
    .locator('astro-island[component-url*="/WishListButton."], astro-island[component-url*="/CardActions."]')
    .first();
  await island.scrollIntoViewIfNeeded();
  await island.locator('button').first().hover();
  await expect(island).not.toHaveAttribute('ssr', /.*/);
}

/** The first result card with an add-to-list control, and its product's name. */
const firstCard = (page: Page, words: Words) =>
  page
    .getByRole('region', { name: words.results })
    .getByRole('article')
    .filter({ has: page.locator('form[action*="_action=wishLists.add"]') })
    // one that goes home in one unit, so that it can move to the cart as it is
    .filter({ has: page.locator('form[action*="_action=cart.add"]') })
    .first();
const nameOf = async (card: Locator) => (await card.getByRole('heading').textContent())?.trim() ?? '';

/** A search whose results hold the product's card (the product's first word finds it). */
const searchFor = (tenant: string, name: string) =>
  `/${tenant}/search?Ntt=${encodeURIComponent(name.split(' ')[0] ?? '')}`;

for (const { tenant, priceGroup, words } of sites) {
  test.describe(`${tenant}: wish lists with JavaScript`, () => {
    test('a guest at a listing card is sent to log in and brought back', async ({ page }) => {
      const customer = await newCustomer(tenant);
      const listing = searchFor(tenant, plainProduct(tenant, priceGroup).name);
      await page.goto(listing);
      const card = firstCard(page, words);
      await hydrated(card);
      await card.getByRole('button', { name: words.add(await nameOf(card)) }).click();
      await expect(page.getByRole('alert')).toHaveText(words.loginRequired);
      // the login form's own test: the form brings the customer back to the listing
      await logInWithForm(page, words, customer.email);
      await expect(page).toHaveURL(new RegExp(`${listing.replace('?', '\\?')}&done=1$`));
    });

    test('the product page saves to the list chosen or a new one, in place, fills its heart, says so when saving fails, and leads to the list', async ({
      page,
      context,
      baseURL,
    }) => {
      await logIn(context, baseURL ?? '', tenant, await newCustomer(tenant, ['Casa', 'Obra']));
      const product = plainProduct(tenant, priceGroup);
      await page.goto(`/${tenant}/product/${product.productId}/x/`);
      await hydrated(page);
      await page.evaluate(() => Object.assign(window, { __wishMarker: 1 }));
      await page.getByRole('combobox', { name: words.choose }).selectOption({ label: 'Obra' });
      const button = page.getByRole('button', { name: words.add(product.name), exact: true });
      const filledHeart = button.locator('[data-heart="full"]');
      await expect(filledHeart).toBeHidden();

      await test.step('a save that fails says so, and the control offers to try again', async () => {
        // A fault injected on purpose: the save call fails once, as a dropped connection would.
        await page.route(
          (url) => url.pathname.includes('/_actions/wishLists.add'),
          (route) => route.abort(),
          { times: 1 },
        );
        await button.click();
        await expect(page.getByRole('alert')).toHaveText(words.failed);
      });

      await test.step('the retry saves to the list chosen, without a page load', async () => {
        await button.click();
        await expect(page.getByRole('status').filter({ hasText: words.addedTo('Obra') })).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);
        expect(await page.evaluate(() => (window as unknown as { __wishMarker?: number }).__wishMarker)).toBe(1);
        await expect(filledHeart).toBeVisible();
      });

      await test.step('on reload the heart is filled, from the lists the server holds', async () => {
        await page.reload();
        // the shopper call names the saved products; no island is needed for that
        await expect(filledHeart).toBeVisible();
        await hydrated(page);
      });

      await test.step('a new list, named in place, takes the product', async () => {
        await page.getByRole('combobox', { name: words.choose }).selectOption({ label: words.newList });
        await page.getByRole('textbox', { name: words.newListName }).fill('Jardín');
        await button.click();
        await expect(page.getByRole('status').filter({ hasText: words.addedTo('Jardín') })).toBeVisible();
      });

      await test.step('the confirmation leads to the list, which moves to the cart', async () => {
        await page
          .getByRole('status')
          .filter({ hasText: words.addedTo('Jardín') })
          .getByRole('link')
          .click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jardín');
        await expect(page.getByRole('link', { name: product.name })).toBeVisible();
        await page.getByRole('button', { name: words.allToCart }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.cartTitle);
        await expect(page.getByRole('listitem', { name: product.name })).toBeVisible();
      });
    });
  });
}
