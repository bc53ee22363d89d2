import { expect, test } from '@playwright/test';
import { listingIds } from './support/site-wide-fixtures';

/**
 * The sticky header (docs/browser-state.md): a script follows the scroll position, so only a browser shows it,
 * and it says no word, so one tenant shows it for all. Upper-case URLs, the cart page's service
 * forms and size labels and the notify-me form are server HTML and forms:
 * tests/http/site-wide-pages.test.ts.
 */
for (const tenant of ['cl'] as const) {
  test(`${tenant}: the header turns sticky past scroll position 30, at the top of the window (docs/browser-state.md)`, async ({
    page,
  }) => {
    const { categoryId } = listingIds(tenant);
    await page.goto(`/${tenant}/category/${categoryId}/`);
    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-sticky');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-sticky', '');
    expect(await header.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).not.toHaveAttribute('data-sticky');
  });
}
