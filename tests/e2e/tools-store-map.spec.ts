import { expect, type Page, test } from '@playwright/test';
import type { StorefrontProcess } from '../support/storefront-process';
import { watchViolations } from './support/csp-violations';
import { apiProduct, sites, storeProduct } from './support/product-options-fixtures';
import { startStorefrontWithTiles, startTileServer, type TileServer, tileCredit } from './support/tile-map-server';

/**
 * The store map on tiles (docs/delivery-promise.md "store pickup with map"): with MAP_TILE_URL set, a Leaflet
 * island shows the stores on the tile service's map (a loopback stand-in here), numbered like the
 * list; without JavaScript, or when no tile loads, there is no map and the list stands alone. The
 * default server has no tile URL: its list without a map is tests/http/product-options-pages.test.ts.
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
    const violations = await watchViolations(page);
    const { path } = await productWithStores(page, tenant);
    await page.goto(`${storefront.origin}${path}`);
    const map = page.getByRole('region', { name: site.stores });
    // the island loads when the map (right above the list) scrolls into view
    await page.locator('[data-store-id]').first().scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
    expect(tiles.requests.some((request) => /^\/\d+\/\d+\/\d+\.png$/.test(request))).toBe(true);
    // the provider's credit (MAP_TILE_ATTRIBUTION), its markup shown as text
    await expect(map.locator('.leaflet-control-attribution')).toHaveText(tileCredit);
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
    // Leaflet's stylesheet and styles, and the tiles from MAP_TILE_URL's host, under the policy
    expect(await violations()).toEqual([]);
  });

  test(`${tenant}: the map goes when no tile loads, and the list stays`, async ({ page }) => {
    tiles.failing = true;
    const { path } = await productWithStores(page, tenant);
    // the island asks for its tiles once the map scrolls into view: the stand-in refuses them
    const refused = page.waitForResponse(
      (response) => /^\/\d+\/\d+\/\d+\.png$/.test(new URL(response.url()).pathname) && response.status() === 503,
    );
    await page.goto(`${storefront.origin}${path}`);
    await page.locator('[data-store-id]').first().scrollIntoViewIfNeeded();
    await refused;
    await expect(page.getByRole('region', { name: site.stores })).toHaveCount(0);
    await expect(page.locator('[data-store-id]').first()).toBeVisible();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('cl: no map, no tile fetched, and the list stands alone', async ({ page }) => {
    const { path, stores } = await productWithStores(page, 'cl');
    await page.goto(`${storefront.origin}${path}`);
    await expect(page.locator('[data-store-id]').first()).toBeVisible();
    await expect(page.getByRole('region', { name: sites.cl.stores })).toHaveCount(0);
    expect(stores.length).toBeGreaterThanOrEqual(2);
    expect(tiles.requests).toHaveLength(0);
  });
});
