import { expect, type Page, test } from '@playwright/test';

// docs/search-and-listings.md breakpoints: below 720 px a listing's filters wait behind a "Filtrar" button, so that the
// first products show on the first screen of a phone (they used to start ~3,900 px down).
const sites = [
  { tenant: 'cl', path: '/cl/category/catg10000/pinturas/', brandFacet: 'Marca', close: 'Cerrar filtros' },
  { tenant: 'br', path: '/br/category/catg10000/tintas/', brandFacet: 'Marca', close: 'Fechar filtros' },
] as const;
const phones = [
  { width: 320, height: 640 },
  { width: 412, height: 823 },
] as const;
const wide = { width: 720, height: 900 } as const;

const firstCardTop = (page: Page) =>
  page
    .locator('[data-item-id]')
    .first()
    .evaluate((card) => card.getBoundingClientRect().top);

/** The facet island has run (an island that hydrated loses its `ssr` attribute). */
async function filtersHydrated(page: Page) {
  await expect(page.locator('astro-island[component-url*="FilterDialog"]:not([ssr])')).toHaveCount(1);
}

/** From 720 px the filters stand beside the products, with no "Filtrar" to open them. */
async function expectFiltersBeside(page: Page, brandFacet: string) {
  await expect(page.getByRole('heading', { name: brandFacet, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filtrar', exact: true })).toBeHidden();
  await expect(page.getByText('Filtrar', { exact: true })).toBeHidden();
  const [facets, products] = await Promise.all([
    page.getByRole('navigation', { name: 'Filtrar por' }).boundingBox(),
    page.locator('[data-item-id]').first().boundingBox(),
  ]);
  expect(facets && products && facets.x + facets.width <= products.x, 'the filters end left of the products').toBe(
    true,
  );
}

for (const site of sites) {
  test.describe(site.tenant, () => {
    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('phones see the first product on the first screen, with the filters behind "Filtrar"; from 720 px beside it', async ({
        page,
      }) => {
        for (const viewport of phones) {
          await test.step(`${viewport.width}×${viewport.height}`, async () => {
            await page.setViewportSize(viewport);
            await page.goto(site.path);
            expect(await firstCardTop(page)).toBeLessThan(viewport.height);
            await expect(page.getByRole('heading', { name: site.brandFacet, exact: true })).toBeHidden();
          });
        }
        await test.step('"Filtrar" opens the filters in place and a filter applies (320 px)', async () => {
          await page.setViewportSize(phones[0]);
          await page.goto(site.path);
          await page.getByText('Filtrar', { exact: true }).click();
          const brands = page.getByRole('region', { name: site.brandFacet });
          await expect(brands).toBeVisible();
          await brands.getByRole('link').first().click();
          await expect(page).toHaveURL(/[?&]f\.brand=/);
          expect(await firstCardTop(page)).toBeLessThan(phones[0].height);
        });
        await test.step('720 px', async () => {
          await page.setViewportSize(wide);
          await page.goto(site.path);
          await expectFiltersBeside(page, site.brandFacet);
        });
      });
    });

    test('phones see the first product on the first screen; "Filtrar" opens a dialog that closes with Escape, gives focus back and applies a filter', async ({
      page,
    }) => {
      for (const viewport of phones) {
        await test.step(`${viewport.width}×${viewport.height}`, async () => {
          await page.setViewportSize(viewport);
          await page.goto(site.path);
          await filtersHydrated(page);
          expect(await firstCardTop(page)).toBeLessThan(viewport.height);
          await expect(page.getByRole('heading', { name: site.brandFacet, exact: true })).toBeHidden();
        });
      }
      // still at 412×823
      const open = page.getByRole('button', { name: 'Filtrar', exact: true });
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Filtrar por' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: site.close })).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();

      await open.click();
      const brand = dialog.getByRole('region', { name: site.brandFacet }).getByRole('link').first();
      await brand.click();
      await expect(page).toHaveURL(/[?&]f\.brand=/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await firstCardTop(page)).toBeLessThan(phones[1].height);
      await filtersHydrated(page);
      await open.click();
      await expect(dialog.getByRole('link', { name: /^Limp(iar|ar) filtros$/ })).toBeVisible();
    });

    test('from 720 px the filters stand beside the products; a window narrowed to a phone puts them behind "Filtrar", closed', async ({
      page,
    }) => {
      await page.setViewportSize(wide);
      await page.goto(site.path);
      await filtersHydrated(page);
      await expectFiltersBeside(page, site.brandFacet);
      await page.setViewportSize({ width: 1024, height: 800 });
      await expect(page.getByRole('heading', { name: site.brandFacet, exact: true })).toBeVisible();
      await page.setViewportSize(phones[1]);
      await expect(page.getByRole('button', { name: 'Filtrar', exact: true })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: site.brandFacet, exact: true })).toBeHidden();
    });
  });
}
