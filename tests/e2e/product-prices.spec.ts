import { expect, type Locator, type Page, test } from '@playwright/test';
import { type PricedProduct, priceFixturesInFile, shownLine } from '../http/price-fixtures';

// docs/prices-and-badges.md: the pro tier and the CMR price are labelled lines with their amounts, for every
// shopper (no session here), on the product page and on its listing card, at the smallest
// breakpoint and on a desktop: one load each, widened after the phone's checks.
const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';

let product: PricedProduct;
test.beforeAll(() => {
  const found = priceFixturesInFile(databasePath).find(
    (candidate) => shownLine(candidate, 'pro') !== undefined && shownLine(candidate, 'card') !== undefined,
  );
  if (!found) throw new Error(`No cl product with a pro and a CMR price shown in ${databasePath}`);
  product = found;
});

/**
 * The line's right edge stays on the screen: nothing to scroll sideways to read the amount. The
 * amount is looked for inside the price block: another product on the page may cost the same.
 */
async function expectOnScreen(page: Page, block: Locator, text: string) {
  const line = block.getByText(text, { exact: true });
  await expect(line).toBeVisible();
  const box = await line.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x + box.width).toBeLessThanOrEqual(width);
}

const phone = { width: 320, height: 640 };
const desktop = { width: 1280, height: 900 };

// The lines' words and amounts are also checked over HTTP (tests/http/product-prices.test.ts); here
// what only a browser shows: the lines stay on the screen at 320 px, and on a desktop.
test.describe('pro and CMR lines at 320 px and on a desktop', () => {
  test.use({ viewport: phone });

  test('the product page shows the pro line and the CMR line with their amounts, on the screen', async ({ page }) => {
    const pro = shownLine(product, 'pro');
    const card = shownLine(product, 'card');
    await page.goto(`/cl/product/${product.id}/`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const block = page.getByRole('region', { name: 'Precio' });
    await expect(block.getByRole('listitem').filter({ hasText: 'Precio Pro:' })).toHaveText(`Precio Pro: ${pro?.text}`);
    await expect(block.getByRole('listitem').filter({ hasText: 'Precio CMR:' })).toHaveText(
      `Precio CMR: ${card?.text}`,
    );
    for (const viewport of [phone, desktop]) {
      await test.step(`${viewport.width} px wide`, async () => {
        await page.setViewportSize(viewport);
        await expectOnScreen(page, block, `${pro?.text}`);
        await expectOnScreen(page, block, `${card?.text}`);
      });
    }
  });

  test('its listing card shows the pro line and the CMR line with their amounts, on the screen', async ({ page }) => {
    const pro = shownLine(product, 'pro');
    const card = shownLine(product, 'card');
    await page.goto(`/cl/search?Ntt=${encodeURIComponent(product.name)}`);
    // Several products may share a name: the card is the one linking to this product.
    const productCard = page
      .getByRole('article', { name: product.name })
      .filter({ has: page.locator(`a[href*="/product/${product.id}/"]`) });
    await productCard.scrollIntoViewIfNeeded();
    const proLine = productCard.getByRole('listitem').filter({ hasText: 'Precio Pro:' });
    await expect(proLine).toHaveText(`Precio Pro: ${pro?.text}`);
    await expect(productCard.getByRole('listitem').filter({ hasText: 'Precio CMR:' })).toHaveText(
      `Precio CMR: ${card?.text}`,
    );
    for (const viewport of [phone, desktop]) {
      await test.step(`${viewport.width} px wide`, async () => {
        await page.setViewportSize(viewport);
        await productCard.scrollIntoViewIfNeeded();
        const lineBox = await proLine.boundingBox();
        expect(lineBox && lineBox.x + lineBox.width).toBeLessThanOrEqual(viewport.width);
      });
    }
  });
});
