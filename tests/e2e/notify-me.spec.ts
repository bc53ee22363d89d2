import { expect, type Page, test } from '@playwright/test';
import { notifyMeRow, outOfStockSku } from './support/site-wide-fixtures';

/**
 * The out-of-stock product's notify-me island (docs/accounts-and-lists.md). The form without JavaScript:
 * tests/http/notify-me-form.test.ts; the confirmation email: email-smtp.test.ts. The words a
 * shopper reads (src/lib/messages es and pt): tests read the page as they do.
 */
const sites = [
  {
    tenant: 'cl',
    email: 'Correo electrónico',
    submit: 'Avisarme',
    saved: 'Te avisaremos por correo cuando este producto vuelva a estar disponible.',
    required: 'Debes ingresar tu correo electrónico.',
    invalid: 'Ingresa un correo electrónico válido.',
    failure: 'Ocurrió un error. ¡Inténtalo de nuevo!',
  },
  {
    tenant: 'br',
    email: 'E-mail',
    submit: 'Avise-me',
    saved: 'Avisaremos por e-mail quando este produto estiver disponível novamente.',
    required: 'Você deve informar seu e-mail.',
    invalid: 'Informe um e-mail válido.',
    failure: 'Um erro ocorreu. Tenta de novo!',
  },
] as const;

const address = (tenant: string, what: string) =>
  `aviso-${what}-${tenant}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Opens the out-of-stock product and reaches for its form, waiting for the island it brings. */
async function openWithIsland(page: Page, tenant: string, label: string): Promise<void> {
  const missing = outOfStockSku(tenant);
  await page.goto(`/${tenant}/product/${missing.productId}/`);
  await expect(page.locator('astro-island[component-url*="NotifyMeForm"]')).toHaveCount(1);
  await page.getByLabel(label, { exact: true }).focus();
  await expect(page.locator('astro-island[component-url*="NotifyMeForm"]:not([ssr])')).toHaveCount(1);
  // a marker that a page load would wipe: the island answers in place
  await page.evaluate(() => Object.assign(window, { stillSamePage: true }));
}

const samePage = (page: Page) => page.evaluate(() => (window as { stillSamePage?: boolean }).stillSamePage === true);

for (const site of sites) {
  const t = site.tenant;

  test(`${t}: the island checks the email, says when sending fails, and confirms in place`, async ({ page }) => {
    const missing = outOfStockSku(t);
    await openWithIsland(page, t, site.email);
    const field = page.getByLabel(site.email, { exact: true });
    const submit = page.getByRole('button', { name: site.submit });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/variant-availability')) sent.push(request.url());
    });

    await test.step('checks the email before sending: missing, then malformed', async () => {
      await submit.click();
      await expect(page.getByRole('alert').filter({ hasText: site.required })).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      const bad = `nadie-${t}@correo`;
      await field.fill(bad);
      await submit.click();
      await expect(page.getByRole('alert').filter({ hasText: site.invalid })).toBeVisible();
      expect(sent, 'nothing was sent').toEqual([]);
      expect(notifyMeRow(t, missing.skuId, bad)).toBeUndefined();
    });

    const email = address(t, 'js');
    await test.step('shows the failure text (docs/accounts-and-lists.md) when the request fails, and the form stays to try again', async () => {
      // injected fault: the network drops the call, as a failed connection would
      await page.route('**/api/*/variant-availability', (route) => route.abort('failed'));
      await field.fill(email);
      await submit.click();
      await expect(page.getByRole('alert').filter({ hasText: site.failure })).toBeVisible();
      await expect(submit).toBeVisible();
      await page.unroute('**/api/*/variant-availability');
    });

    await test.step('confirms in place, without a page load, and subscribes the address', async () => {
      await submit.click();
      await expect(page.getByRole('status').filter({ hasText: site.saved })).toBeVisible();
      expect(await samePage(page), 'no page load').toBe(true);
      await expect(submit).toHaveCount(0);
      expect(notifyMeRow(t, missing.skuId, email)).toBeDefined();
    });
  });
}
