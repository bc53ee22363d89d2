import { expect, type Page, type Request, test } from '@playwright/test';
import { plainProduct } from './support/add-to-cart-fixtures';
import { stockedSku } from './support/site-fixtures';

/**
 * With JavaScript on, on cl, br and mx: the header typeahead used with the keyboard only, the
 * click-stream and sponsored-product events the tracker sends (observed on the wire, answers
 * untouched), nothing sent for a crawler, and the full-screen gallery's keys.
 */
/** cl and mx speak the same Spanish here. */
const spanish = {
  typed: 'pint',
  term: 'pintura',
  words: {
    search: 'Buscar productos',
    suggestions: 'Sugerencias de búsqueda',
    products: 'Productos',
    facets: 'Filtrar por',
    sort: 'Ordenar por',
    apply: 'Aplicar',
    sponsored: 'Patrocinado',
    addToCart: 'Agregar al carro',
    cardAdd: /^Agregar .+ al carro$/,
    gallery: /^Pantalla completa: /,
    position: (n: number, total: number) => `${n} de ${total}`,
  },
};

const sites = [
  { tenant: 'cl', priceGroup: '10', ...spanish },
  {
    tenant: 'br',
    priceGroup: '50',
    typed: 'tint',
    term: 'tinta',
    words: {
      search: 'Buscar produtos',
      suggestions: 'Sugestões de busca',
      products: 'Produtos',
      facets: 'Filtrar por',
      sort: 'Ordenar por',
      apply: 'Aplicar',
      sponsored: 'Patrocinado',
      addToCart: 'Adicionar ao carrinho',
      cardAdd: /^Adicionar .+ ao carrinho$/,
      gallery: /^Tela cheia: /,
      position: (n: number, total: number) => `${n} de ${total}`,
    },
  },
  { tenant: 'mx', priceGroup: '60', ...spanish },
] as const;

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

interface Sent {
  path: string;
  body: Record<string, unknown>;
}
interface ClickEvent {
  action: string;
  query_id?: string;
  item_id?: string;
  position?: number;
  quantity?: number;
  price?: number;
  impressions?: string[];
  visitor_id: string;
  page_url: string;
}

/** Every tracking call the page makes (the click-stream collector and the ads endpoints), as sent. */
function watchTracking(page: Page, tenant: string): Sent[] {
  const sent: Sent[] = [];
  const tracked = new RegExp(`^/api/${tenant}/(click-stream/events|v1/vas/(impression|click))$`);
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && tracked.test(path)) sent.push({ path, body: request.postDataJSON() });
  });
  return sent;
}

const clickEvents = (sent: Sent[]): ClickEvent[] =>
  sent.filter((call) => call.path.endsWith('/click-stream/events')).flatMap((call) => call.body.events as ClickEvent[]);
const eventsOf = (sent: Sent[], action: string) => clickEvents(sent).filter((event) => event.action === action);

/** The tracker island has run on this page (Astro drops `ssr` from an island once it is hydrated). */
async function trackerRunning(page: Page) {
  await expect(page.locator('astro-island[component-url*="ClickTracker"]:not([ssr])')).toHaveCount(1);
}

/**
 * The header's search field once its island runs: it hydrates when the shopper reaches for it
 * (client:interaction), here by moving the keyboard focus into it.
 */
async function combobox(page: Page, name: string) {
  await page.getByRole('search').getByLabel(name, { exact: true }).focus();
  const field = page.getByRole('combobox', { name });
  await expect(field).toBeVisible(); // the island has run: the field is a combobox
  return field;
}

for (const site of sites) {
  const { tenant, words } = site;

  test.describe(`${tenant} typeahead, tracker and gallery keys`, () => {
    test('the typeahead is used with the keyboard only: arrows to a product, Enter opens it', async ({ page }) => {
      await page.goto(`/${tenant}/`);
      const field = await combobox(page, words.search);
      await expect(field).toHaveAttribute('aria-expanded', 'false');
      await field.focus();
      await page.keyboard.type(site.typed, { delay: 30 });
      const listbox = page.getByRole('listbox', { name: words.suggestions });
      await expect(listbox).toBeVisible();
      await expect(field).toHaveAttribute('aria-expanded', 'true');
      await expect(field).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? '');

      const options = listbox.getByRole('option');
      const product = listbox.getByRole('group', { name: words.products }).getByRole('option').first();
      await expect(product).toBeVisible();
      const productId = await product.getAttribute('id');
      const allIds = await options.evaluateAll((nodes) => nodes.map((node) => node.id));
      const steps = allIds.indexOf(productId ?? '') + 1;
      expect(steps).toBeGreaterThan(0);
      for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown');
      await expect(field).toHaveAttribute('aria-activedescendant', productId ?? '');
      await expect(product).toHaveAttribute('aria-selected', 'true');
      await expect(field).toBeFocused();

      const name = await product.evaluate((node) => node.firstChild?.textContent ?? '');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${tenant}/product/`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      expect(await page.evaluate(() => sessionStorage.getItem('searchTerm'))).toBe(JSON.stringify(site.typed));
    });

    test('Escape closes the suggestions, a second Escape clears the field, Enter searches the words', async ({
      page,
    }) => {
      await page.goto(`/${tenant}/`);
      const field = await combobox(page, words.search);
      await field.focus();
      await page.keyboard.type(site.typed, { delay: 30 });
      const listbox = page.getByRole('listbox', { name: words.suggestions });
      await expect(listbox).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp'); // back round to the last option
      const last = listbox.getByRole('option').last();
      await expect(last).toHaveAttribute('aria-selected', 'true');

      await page.keyboard.press('Escape');
      await expect(listbox).toBeHidden();
      await expect(field).toHaveAttribute('aria-expanded', 'false');
      await expect(field).not.toHaveAttribute('aria-activedescendant');
      await expect(field).toHaveValue(site.typed);
      await page.keyboard.press('Escape');
      await expect(field).toHaveValue('');

      await page.keyboard.type(site.term, { delay: 30 });
      await expect(listbox).toBeVisible();
      await page.keyboard.press('Enter'); // no option chosen: the form searches what was typed
      await expect(page).toHaveURL(new RegExp(`/${tenant}/search\\?Ntt=${site.term}$`));
    });

    test('the tracker sends the search, filter, sort, product click and add to cart with one query id', async ({
      page,
    }) => {
      const sent = watchTracking(page, tenant);
      await page.goto(`/${tenant}/search?Ntt=${site.term}`);
      await expect.poll(() => eventsOf(sent, 'search').length).toBe(1);
      const [search] = eventsOf(sent, 'search');
      const queryId = search?.query_id ?? '';
      expect(queryId).toMatch(/^[0-9a-f]{32}$/);
      expect(search?.page_url).toBe(`/${tenant}/search?Ntt=${site.term}`);
      expect(search?.impressions?.length).toBeGreaterThan(0);
      expect(
        await page.evaluate(() => JSON.parse(sessionStorage.getItem('queryId') ?? 'null')?.id as string | undefined),
      ).toBe(queryId);
      // the sponsored row sits below the fold: no impression until it is seen
      expect(sent.filter((call) => call.path.endsWith('/v1/vas/impression'))).toHaveLength(0);

      const facetLink = page.getByRole('navigation', { name: words.facets }).getByRole('link').first();
      await facetLink.click();
      await expect(page).toHaveURL(/[?&]f\./);
      await expect.poll(() => eventsOf(sent, 'filter').length).toBe(1);
      expect(eventsOf(sent, 'filter')[0]?.query_id).toBe(queryId);
      // the filtered page is the same search: the same query
      await expect.poll(() => eventsOf(sent, 'search').length).toBe(2);
      expect(eventsOf(sent, 'search')[1]?.query_id).toBe(queryId);

      await page.getByRole('combobox', { name: words.sort }).selectOption('price-asc');
      await page.getByRole('button', { name: words.apply }).click();
      await expect(page).toHaveURL(/sortBy=price-asc/);
      await expect.poll(() => eventsOf(sent, 'sort').length).toBe(1);
      expect(eventsOf(sent, 'sort')[0]?.query_id).toBe(queryId);
      await expect.poll(() => eventsOf(sent, 'search').length).toBe(3);

      const ad = page.getByRole('complementary').filter({ hasText: words.sponsored }).first();
      const adId = await ad.evaluate((node) => node.closest<HTMLElement>('[data-ad-id]')?.dataset.adId);
      expect(adId).toBeTruthy();
      await ad.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          sent
            .filter((call) => call.path.endsWith('/v1/vas/impression'))
            .flatMap((call) => call.body.adIds as string[]),
        )
        .toContain(adId);
      const impression = sent.find((call) => call.path.endsWith('/v1/vas/impression'));
      expect(impression?.body.visitorId).toBe(search?.visitor_id);

      const card = page.getByRole('article').nth(1);
      const itemId = await card.evaluate((node) => node.closest<HTMLElement>('[data-item-id]')?.dataset.itemId);
      await card.getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/${tenant}/product/${itemId}/`));
      await expect.poll(() => eventsOf(sent, 'product_click').length).toBe(1);
      expect(eventsOf(sent, 'product_click')[0]).toMatchObject({ item_id: itemId, position: 2, query_id: queryId });

      // the add to cart of a product in stock, still in the same search
      const sku = stockedSku(tenant, site.priceGroup);
      await page.goto(`/${tenant}/product/${sku.productId}/x/${sku.skuId}/`);
      await trackerRunning(page);
      await page.getByRole('button', { name: words.addToCart, exact: true }).click();
      await expect.poll(() => eventsOf(sent, 'add_to_cart').length, { timeout: 15_000 }).toBe(1);
      const [added] = eventsOf(sent, 'add_to_cart');
      expect(added).toMatchObject({ item_id: sku.skuId, quantity: 1, query_id: queryId });
      expect(added?.price).toBeGreaterThan(0);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('queryId') ?? 'null'))).toBe(queryId);
    });

    test('an add from a listing card carries its place in the results and its price', async ({ page }) => {
      const sent = watchTracking(page, tenant);
      // a search that lists products sold one unit at a time (one variant): their cards add in place
      const word = plainProduct(tenant, site.priceGroup).name.split(' ')[0] ?? '';
      await page.goto(`/${tenant}/search?Ntt=${encodeURIComponent(word)}`);
      await trackerRunning(page);
      const add = page.getByRole('article').getByRole('button', { name: words.cardAdd }).first();
      const card = await add.evaluate((node) => {
        const item = node.closest<HTMLElement>('[data-item-id]');
        const form = node.closest('form');
        const skuId = form?.querySelector<HTMLInputElement>('input[name="skuId"]')?.value;
        return { skuId, position: Number(item?.dataset.position), price: Number(form?.dataset.price) };
      });
      // the card's own island takes the form over (no page load): the cart's new count confirms the add
      await add.scrollIntoViewIfNeeded();
      await expect(add.locator('xpath=ancestor::astro-island[1]')).toHaveAttribute('component-url', /CardActions/);
      await add.hover(); // the card's island hydrates as the pointer reaches it
      await expect(add.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
      const searchPage = page.url();
      await add.click();
      await expect.poll(() => eventsOf(sent, 'add_to_cart').length, { timeout: 15_000 }).toBe(1);
      expect(page.url()).toBe(searchPage);
      expect(eventsOf(sent, 'add_to_cart')[0]).toMatchObject({
        item_id: card.skuId,
        quantity: 1,
        position: card.position,
        price: card.price,
        query_id: eventsOf(sent, 'search')[0]?.query_id,
      });
    });

    test('a sponsored card followed is an ad click', async ({ page }) => {
      const sent = watchTracking(page, tenant);
      await page.goto(`/${tenant}/search?Ntt=${site.term}`);
      await expect.poll(() => eventsOf(sent, 'search').length).toBe(1);
      const ad = page.getByRole('complementary').filter({ hasText: words.sponsored }).first();
      const adId = await ad.evaluate((node) => node.closest<HTMLElement>('[data-ad-id]')?.dataset.adId);
      await ad.getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/${tenant}/product/`));
      await expect.poll(() => sent.filter((call) => call.path.endsWith('/v1/vas/click')).length).toBe(1);
      expect(sent.find((call) => call.path.endsWith('/v1/vas/click'))?.body).toMatchObject({
        adId,
        pageUrl: `/${tenant}/search?Ntt=${site.term}`,
      });
      expect(eventsOf(sent, 'product_click')).toHaveLength(0); // an ad is not one of the results
    });

    test('the full-screen gallery: ArrowRight moves, ArrowLeft goes back, Escape closes', async ({ page }) => {
      const sku = stockedSku(tenant, site.priceGroup);
      await page.goto(`/${tenant}/product/${sku.productId}/x/${sku.skuId}/`);
      await expect(page.locator('astro-island[component-url*="GalleryNavigation"]:not([ssr])')).toHaveCount(1);
      const opener = page.locator('[data-gallery-open]').first();
      await opener.focus();
      await page.keyboard.press('Enter');
      const view = page.getByRole('dialog', { name: words.gallery });
      await expect(view).toBeVisible();
      const total = Number((await view.getByText(/^1 de \d+$/).textContent())?.split(' ').pop());
      expect(total).toBeGreaterThan(1);
      await page.keyboard.press('ArrowRight');
      await expect(view.getByText(words.position(2, total))).toBeVisible();
      await expect(page).toHaveURL(/#gallery-view-2$/);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft'); // round to the last one
      await expect(view.getByText(words.position(total, total))).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(/#gallery$/);
    });
  });

  test.describe(`${tenant} for a crawler`, () => {
    test.use({ userAgent: googlebot });

    test('no tracking event at all is sent', async ({ page }) => {
      const sent = watchTracking(page, tenant);
      await page.goto(`/${tenant}/search?Ntt=${site.term}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // the page's idle-time islands have run, and none of them is the tracker
      await expect(page.locator('astro-island[component-url*="CartCountLink"]:not([ssr])')).toHaveCount(1);
      await expect(page.locator('astro-island[component-url*="ClickTracker"]')).toHaveCount(0);
      await page.getByRole('navigation', { name: words.facets }).getByRole('link').first().click();
      await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/${tenant}/product/`));
      const sku = stockedSku(tenant, site.priceGroup);
      await page.goto(`/${tenant}/product/${sku.productId}/x/${sku.skuId}/`);
      await page.mouse.wheel(0, 5000);
      await page.getByRole('button', { name: words.addToCart, exact: true }).click();
      await page.waitForLoadState('networkidle');
      expect(sent).toEqual([]);
    });
  });
}
