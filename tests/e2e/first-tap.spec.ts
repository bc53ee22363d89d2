import { devices, expect, type Locator, type Page, test } from '@playwright/test';
import { plainProduct } from './support/add-to-cart-fixtures';

// The first tap on add to cart on a phone (the first-tap issue): the add-to-cart islands hydrate
// when the shopper reaches for them (client:interaction), so on a slow phone their code arrives
// after the tap that asked for it. That tap must still give what the island gives (the product
// page's modal, the card's toast) and keep the shopper on the page, not post the form as it does
// without JavaScript (tests/http/cart-forms.test.ts). The issue names cl, br and mx.

// The phone of the issue; Chromium is the project's browser already (playwright.config.ts).
const { defaultBrowserType: _chromium, ...phone } = devices['Pixel 5'];
test.use({ ...phone, hasTouch: true });

/**
 * Chrome DevTools' "Slow 4G" preset, as DevTools defines it (front_end/core/sdk/NetworkManager.ts,
 * `Slow4GConditions`): ~1.6 Mbps down and ~0.75 Mbps up at 90 %, 150 ms RTT times 3.75. Bytes per
 * second and milliseconds, as `Network.emulateNetworkConditions` takes them.
 */
const slow4G = {
  offline: false,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
  latency: 150 * 3.75,
};

const spanish = {
  addToCart: 'Agregar al carro',
  added: 'Agregaste al carro',
  cardAdd: (name: string) => `Agregar ${name} al carro`,
  toast: (name: string) => `Agregaste ${name} al carro.`,
  cardAddAny: /^Agregar .+ al carro$/,
  results: 'Productos',
};

const sites = [
  { tenant: 'cl', priceGroup: '10', words: spanish },
  {
    tenant: 'br',
    priceGroup: '50',
    words: {
      addToCart: 'Adicionar ao carrinho',
      added: 'Adicionado ao carrinho',
      cardAdd: (name: string) => `Adicionar ${name} ao carrinho`,
      toast: (name: string) => `${name} foi adicionado ao carrinho.`,
      cardAddAny: /^Adicionar .+ ao carrinho$/,
      results: 'Produtos',
    },
  },
  { tenant: 'mx', priceGroup: '60', words: spanish },
] as const;

/** A slow phone from here on: Slow 4G and a CPU four times slower. */
async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slow4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Opens `path`, makes the phone slow, and comes back 200 ms after the page's load event, by the
 * page's clock: when the shopper taps, in the scenario (the one wait on time here, and it
 * is the scenario's, not a wait for the app). It also marks the page, which a page load would drop.
 * The page itself loads at full speed: what the scenario needs slow is what comes after the tap
 * (the island's code, React, the add), and a throttled page load only cost the run time.
 */
async function openAndWaitForTheTap(page: Page, path: string) {
  await page.goto(path);
  await slowPhone(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        Object.assign(window, { __firstTapMarker: 1 });
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        setTimeout(resolve, Math.max(0, (navigation?.loadEventEnd ?? 0) + 200 - performance.now()));
      }),
  );
}

/**
 * The product page's own address, which the short one redirects to: asked of the server outside
 * the throttled page, which would pay a round trip of its load for the redirect.
 */
async function productPath(page: Page, tenant: string, productId: string): Promise<string> {
  const short = `/${tenant}/product/${productId}/x/`;
  const location = (await page.request.get(short, { maxRedirects: 0 })).headers().location;
  if (!location) throw new Error(`${short} did not redirect to the product's page`);
  return location;
}

/** The island has not hydrated yet (Astro drops `ssr` when it does): the tap comes before its code. */
async function expectNotHydrated(island: Locator) {
  await expect(island).toHaveAttribute('ssr', /.*/);
}

async function expectSamePage(page: Page, path: RegExp) {
  expect(await page.evaluate(() => (window as unknown as { __firstTapMarker?: number }).__firstTapMarker)).toBe(1);
  expect(page.url()).toMatch(path);
}

// The island's code, React and the add itself come over Slow 4G after the tap (about 5 s, in a
// dozen round trips of 562 ms). Room for a busy machine.
const overSlow4G = { timeout: 20_000 };
test.describe.configure({ timeout: 60_000 });

for (const site of sites) {
  const { words } = site;

  test.describe(`${site.tenant}: the first tap on a slow phone`, () => {
    test('on a product page shows the modal, on the same page', async ({ page }) => {
      const product = plainProduct(site.tenant, site.priceGroup);
      await openAndWaitForTheTap(page, await productPath(page, site.tenant, product.productId));
      await expectNotHydrated(page.locator('astro-island[component-url*="/AddToCartForm."]'));

      await page.getByRole('button', { name: words.addToCart, exact: true }).tap();

      const dialog = page.getByRole('dialog', { name: words.added });
      await expect(dialog).toBeVisible(overSlow4G);
      await expect(dialog).toContainText(product.name);
      await expectSamePage(page, new RegExp(`/${site.tenant}/product/${product.productId}/`));
    });

    test('on a listing card shows the toast, on the same page', async ({ page }) => {
      const product = plainProduct(site.tenant, site.priceGroup);
      const term = encodeURIComponent(product.name.split(' ')[0] ?? '');
      await openAndWaitForTheTap(page, `/${site.tenant}/search?Ntt=${term}`);
      // the first card that sells one unit home (one variant, a price, units in the zone)
      const card = page
        .getByRole('region', { name: words.results })
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: words.cardAddAny }) })
        .first();
      const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
      await expectNotHydrated(card.locator('astro-island[component-url*="/CardActions."]'));

      await card.getByRole('button', { name: words.cardAdd(name) }).tap();

      await expect(page.locator('[data-toasts]').getByText(words.toast(name))).toBeVisible(overSlow4G);
      await expectSamePage(page, /\/search\?Ntt=/);
    });
  });
}
