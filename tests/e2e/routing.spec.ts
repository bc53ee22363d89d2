import { expect, test } from '@playwright/test';

/**
 * The previous URL a script keeps in session storage. The site root, unknown tenants and pages,
 * the error route and the tracing headers are server answers: tests/http/routing-pages.test.ts.
 */
test('the previous URL is kept in session storage on every route change', async ({ page }) => {
  await page.goto('/cl/');
  const home = page.url();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Preguntas frecuentes' }).click();
  await expect(page).toHaveURL(/\/cl\/landing\//);
  expect(await page.evaluate(() => sessionStorage.getItem('previousUrl'))).toBe(home);
  const landing = page.url();
  await page.goBack();
  await expect(page).toHaveURL(home);
  expect(await page.evaluate(() => sessionStorage.getItem('previousUrl'))).toBe(landing);
});
