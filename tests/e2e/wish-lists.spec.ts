import { expect, type Locator, type Page, test } from '@playwright/test';
import { plainProduct } from './support/add-to-cart-fixtures';
import { listsPassword, logIn, newCustomer } from './support/lists-fixtures';

// Wish lists (spec §6): login required, several per customer; add from a product page or a
// listing card, with and without JavaScript; create, rename, delete; move to the cart.

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
      savedDefault: 'Guardamos el producto en tu lista de deseos.',
      addedTo: (list: string) => `Agregado a tu lista «${list}».`,
      choose: 'Lista de deseos',
      lists: 'Mis listas de deseos',
      favourites: 'Mis favoritos',
      newName: 'Nombre de la nueva lista',
      create: 'Crear lista',
      renameTo: 'Nuevo nombre de la lista',
      rename: 'Cambiar nombre',
      remove: 'Eliminar lista',
      deleted: 'Eliminamos la lista.',
      nameRequired: 'Escribe un nombre para la lista.',
      toCart: (name: string) => `Mover ${name} al carro`,
      allToCart: 'Mover todo al carro',
      empty: 'Esta lista está vacía: agrega productos desde su página o desde los listados.',
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
      savedDefault: 'Salvamos o produto na sua lista de desejos.',
      addedTo: (list: string) => `Adicionado à sua lista «${list}».`,
      choose: 'Lista de desejos',
      lists: 'Minhas listas de desejos',
      favourites: 'Meus favoritos',
      newName: 'Nome da nova lista',
      create: 'Criar lista',
      renameTo: 'Novo nome da lista',
      rename: 'Mudar o nome',
      remove: 'Excluir lista',
      deleted: 'Excluímos a lista.',
      nameRequired: 'Digite um nome para a lista.',
      toCart: (name: string) => `Mover ${name} para o carrinho`,
      allToCart: 'Mover tudo para o carrinho',
      empty: 'Esta lista está vazia: adicione produtos pela página deles ou pelas listagens.',
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
  test.describe(`${tenant}: wish lists without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('a guest is asked to log in and comes back to the product, then saves it', async ({ page }) => {
      const customer = await newCustomer(tenant);
      const product = plainProduct(tenant, priceGroup);
      await page.goto(`/${tenant}/product/${product.productId}/x/`);
      const productPath = new URL(page.url()).pathname;
      await page.getByRole('button', { name: words.add(product.name), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${tenant}/account/\\?next=`));
      await expect(page.getByRole('alert')).toHaveText(words.loginRequired);
      await logInWithForm(page, words, customer.email);
      await expect(page).toHaveURL(new RegExp(`${productPath}\\?done=1$`));

      await page.getByRole('button', { name: words.add(product.name), exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: words.savedDefault })).toBeVisible();
      await page.goto(`/${tenant}/account/wish-lists/`);
      await page.getByRole('link', { name: words.favourites }).click();
      await expect(page.getByRole('link', { name: product.name })).toBeVisible();
    });

    test('creates, renames and deletes a list', async ({ page, context, baseURL }) => {
      await logIn(context, baseURL ?? '', tenant, await newCustomer(tenant));
      await page.goto(`/${tenant}/account/wish-lists/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.lists);
      await page.getByLabel(words.newName).fill('Terraza');
      await page.getByRole('button', { name: words.create }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terraza');
      await expect(page.getByText(words.empty)).toBeVisible();

      // a name of spaces only is refused with the message of §5 style validation
      await page.getByLabel(words.renameTo).fill('   ');
      await page.getByRole('button', { name: words.rename }).click();
      await expect(page.getByRole('alert')).toHaveText(words.nameRequired);
      await page.getByLabel(words.renameTo).fill('Jardín');
      await page.getByRole('button', { name: words.rename }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jardín');

      await page.getByRole('button', { name: words.remove }).click();
      await expect(page.getByRole('status')).toHaveText(words.deleted);
      await expect(page.getByRole('link', { name: 'Jardín' })).toHaveCount(0);
    });

    test('adds from a listing card, and moves the list to the cart', async ({ page, context, baseURL }) => {
      await logIn(context, baseURL ?? '', tenant, await newCustomer(tenant));
      await page.goto(searchFor(tenant, plainProduct(tenant, priceGroup).name));
      const card = firstCard(page, words);
      const name = await nameOf(card);
      await card.getByRole('button', { name: words.add(name) }).click();
      await expect(page.getByRole('status').filter({ hasText: words.savedDefault })).toHaveCount(1);
      await expect(firstCard(page, words).getByRole('status')).toHaveText(new RegExp(words.savedDefault));

      await page.goto(`/${tenant}/account/wish-lists/`);
      await page.getByRole('link', { name: words.favourites }).click();
      await page.getByRole('button', { name: words.toCart(name) }).click();
      await expect(page).toHaveURL(new RegExp(`/${tenant}/cart/\\?done=1$`));
      await expect(page.getByRole('listitem', { name })).toBeVisible();
      await page.goBack();
      await page.reload();
      await expect(page.getByText(words.empty)).toBeVisible();
    });
  });

  test.describe(`${tenant}: wish lists with JavaScript`, () => {
    test('a guest at a listing card is sent to log in and brought back', async ({ page }) => {
      const customer = await newCustomer(tenant);
      const listing = searchFor(tenant, plainProduct(tenant, priceGroup).name);
      await page.goto(listing);
      const card = firstCard(page, words);
      await hydrated(card);
      await card.getByRole('button', { name: words.add(await nameOf(card)) }).click();
      await expect(page.getByRole('alert')).toHaveText(words.loginRequired);
      await logInWithForm(page, words, customer.email);
      await expect(page).toHaveURL(new RegExp(`${listing.replace('?', '\\?')}&done=1$`));
    });

    test('a customer with several lists chooses one on the product page, without a page load', async ({
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
      await page.getByRole('button', { name: words.add(product.name), exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: words.addedTo('Obra') })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __wishMarker?: number }).__wishMarker)).toBe(1);

      await page.goto(`/${tenant}/account/wish-lists/`);
      await page.getByRole('link', { name: 'Obra' }).click();
      await expect(page.getByRole('link', { name: product.name })).toBeVisible();
      await page.getByRole('button', { name: words.allToCart }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.cartTitle);
      await expect(page.getByRole('listitem', { name: product.name })).toBeVisible();
    });
  });
}
