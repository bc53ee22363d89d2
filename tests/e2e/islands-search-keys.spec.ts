import { expect, test } from '@playwright/test';
import { combobox, sites, typeForSuggestions } from './support/islands-search-fixtures';
import { stockedSku } from './support/site-fixtures';

/**
 * With JavaScript on, on cl and br: the header typeahead used with the keyboard only and the
 * full-screen gallery's keys.
 */
for (const site of sites) {
  const { tenant, words } = site;

  test.describe(`${tenant} typeahead and gallery keys`, () => {
    test('the typeahead with the keyboard only: Escape closes then clears, arrows reach a product and Enter opens it, Enter alone searches', async ({
      page,
    }) => {
      await page.goto(`/${tenant}/`);
      const field = await combobox(page, words.search);
      await expect(field).toHaveAttribute('aria-expanded', 'false');
      await field.focus();
      const listbox = page.getByRole('listbox', { name: words.suggestions });

      await test.step('the arrows wrap round; Escape closes the suggestions, a second Escape clears the field', async () => {
        await typeForSuggestions(page, listbox, site.typed);
        await expect(listbox).toBeVisible();
        await expect(field).toHaveAttribute('aria-expanded', 'true');
        await expect(field).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? '');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowUp'); // back round to the last option
        await expect(listbox.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
        await page.keyboard.press('Escape');
        await expect(listbox).toBeHidden();
        await expect(field).toHaveAttribute('aria-expanded', 'false');
        await expect(field).not.toHaveAttribute('aria-activedescendant');
        await expect(field).toHaveValue(site.typed);
        await page.keyboard.press('Escape');
        await expect(field).toHaveValue('');
      });

      await test.step('arrows to a product, Enter opens it', async () => {
        await typeForSuggestions(page, listbox, site.term);
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
        expect(await page.evaluate(() => sessionStorage.getItem('searchTerm'))).toBe(JSON.stringify(site.term));
      });

      await test.step('with no option chosen, Enter searches the words typed', async () => {
        const again = await combobox(page, words.search);
        await again.fill('');
        await typeForSuggestions(page, listbox, site.typed);
        await expect(listbox).toBeVisible();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`/${tenant}/search\\?Ntt=${site.typed}$`));
      });
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
}
