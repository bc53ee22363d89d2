import { expect, type Page, test } from '@playwright/test';
import type { StorefrontProcess } from '../support/storefront-process';
import { apiProduct, sites, storeProduct } from './support/product-options-fixtures';
import { startStorefrontWithTiles, startTileServer, type TileServer, tileCredit } from './support/tile-map-server';

/**
 * The store map on tiles (spec §2 "store pickup with map"): with MAP_TILE_URL set, a Leaflet
 * island shows the stores on the tile service's map, numbered like the list; without JavaScript,
 * or when no tile loads, the server-drawn map stays. The default server has no tile URL, which
 * product-options.spec.ts covers.
 */
test.describe.configure({ mode: 'serial' });

let tiles: TileServer;
let storefront: StorefrontProcess;

test.beforeAll(async () => {
  tiles = await startTileServer();
  storefront = await startStorefrontWithTiles(tiles.template);
});

test.afterAll(async () => {
  await storefront?.stop();
  await tiles?.close();
});

test.beforeEach(() => {
  tiles.failing = false;
  tiles.requests.length = 0;
});

async function productWithStores(page: Page, tenant: 'cl' | 'br') {
  const { productId, stores } = storeProduct(tenant);
  const { url } = await apiProduct(page.request, tenant, productId);
  return { path: new URL(url, storefront.origin).pathname, stores };
}

for (const tenant of ['cl', 'br'] as const) {
  const site = sites[tenant];

  test(`${tenant}: the stores show on the tile map, numbered like the list`, async ({ page }) => {
    const { path } = await productWithStores(page, tenant);
    await page.goto(`${storefront.origin}${path}`);
    const map = page.getByRole('region', { name: site.stores });
    // the island loads when the map scrolls into view
    await page.locator('[data-store-map]').scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
    expect(tiles.requests.some((request) => /^\/\d+\/\d+\/\d+\.png$/.test(request))).toBe(true);
    // the provider's credit (MAP_TILE_ATTRIBUTION), its markup shown as text
    await expect(map.locator('.leaflet-control-attribution')).toHaveText(tileCredit);
    // the drawing gives way to the tiles
    await expect(page.getByRole('img', { name: site.stores })).toBeHidden();
    const listed = page.locator('[data-store-id]');
    const count = await listed.count();
    const markers = map.locator('.leaflet-marker-icon');
    await expect(markers).toHaveCount(count);
    for (let number = 1; number <= count; number++) {
      const name =
        (
          await listed
            .nth(number - 1)
            .getByRole('heading')
            .textContent()
        )?.trim() ?? '';
      await expect(map.locator(`.leaflet-marker-icon[title="${name}"]`)).toHaveText(String(number));
    }
  });

  test(`${tenant}: the server-drawn map comes back when no tile loads`, async ({ page }) => {
    tiles.failing = true;
    const { path } = await productWithStores(page, tenant);
    // the island asks for its tiles once the map scrolls into view: the stand-in refuses them
    const refused = page.waitForResponse(
      (response) => /^\/\d+\/\d+\/\d+\.png$/.test(new URL(response.url()).pathname) && response.status() === 503,
    );
    await page.goto(`${storefront.origin}${path}`);
    await page.locator('[data-store-map]').scrollIntoViewIfNeeded();
    await refused;
    await expect(page.getByRole('img', { name: site.stores })).toBeVisible();
    await expect(page.getByRole('region', { name: site.stores })).toHaveCount(0);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('cl: the server-drawn map shows and no tile is fetched', async ({ page }) => {
    const { path, stores } = await productWithStores(page, 'cl');
    await page.goto(`${storefront.origin}${path}`);
    await expect(page.getByRole('img', { name: sites.cl.stores })).toBeVisible();
    await expect(page.locator('[data-store-marker]')).toHaveCount(await page.locator('[data-store-id]').count());
    expect(stores.length).toBeGreaterThanOrEqual(2);
    expect(tiles.requests).toHaveLength(0);
  });
});
