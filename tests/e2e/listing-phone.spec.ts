import { expect, test } from '@playwright/test';

/**
 * A listing on a phone (issue 27): the first screen shows whole product cards, picture, name and
 * price, and the sort applies as it is chosen. The applied-filter chips are server HTML:
 * tests/http/listing-pages.test.ts.
 */
const sites = [
  {
    tenant: 'cl',
    path: '/cl/category/catg10000/pinturas/',
    products: 'Productos',
    cheapest: 'Menor precio',
    apply: 'Aplicar',
  },
  {
    tenant: 'br',
    path: '/br/category/catg10000/tintas/',
    products: 'Produtos',
    cheapest: 'Menor preço',
    apply: 'Aplicar',
  },
] as const;

const phone = { width: 390, height: 844 };
test.use({ viewport: phone, isMobile: true, hasTouch: true });

for (const site of sites) {
  test(`${site.tenant}: the first screen shows two whole cards, and the sort applies as it is chosen`, async ({
    page,
  }) => {
    await page.goto(site.path);
    const cards = page.getByRole('region', { name: site.products }).getByRole('article');
    for (const card of [cards.nth(0), cards.nth(1)]) {
      const box = await card.boundingBox();
      expect(box, 'a card').not.toBeNull();
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.y ?? 0) + (box?.height ?? phone.height)).toBeLessThanOrEqual(phone.height);
      await expect(card.getByRole('heading')).toBeVisible();
      await expect(card.locator('[data-price="current"]')).toBeVisible();
      const picture = card.locator('img').first();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    // with JavaScript the sort needs no button
    await expect(page.getByRole('button', { name: site.apply, exact: true })).toBeHidden();
    await page.getByRole('combobox').filter({ hasText: site.cheapest }).selectOption({ label: site.cheapest });
    await expect(page).toHaveURL(/[?&]sortBy=price-asc/);
  });
}
