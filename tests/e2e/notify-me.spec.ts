import { expect, type Page, test } from '@playwright/test';
import type { ReceivedMail } from '../support/loopback-smtp';
import { latestMailTo } from './support/mailbox';
import { notifyMeRow, outOfStockSku } from './support/site-wide-fixtures';

/** The words a shopper reads (src/lib/messages es and pt): tests read the page as they do. */
const sites = [
  {
    tenant: 'cl',
    email: 'Correo electrónico',
    submit: 'Avisarme',
    saved: 'Te avisaremos por correo cuando este producto vuelva a estar disponible.',
    required: 'Debes ingresar tu correo electrónico.',
    invalid: 'Ingresa un correo electrónico válido.',
    failure: 'Ocurrió un error. ¡Inténtalo de nuevo!',
    mailSubject: 'Te avisaremos cuando vuelva',
    lang: 'es',
  },
  {
    tenant: 'br',
    email: 'E-mail',
    submit: 'Avise-me',
    saved: 'Avisaremos por e-mail quando este produto estiver disponível novamente.',
    required: 'Você deve informar seu e-mail.',
    invalid: 'Informe um e-mail válido.',
    failure: 'Um erro ocorreu. Tenta de novo!',
    mailSubject: 'Avisaremos quando voltar',
    lang: 'pt',
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

  test.describe(`${t}: notify-me with JavaScript`, () => {
    test('confirms in place, without a page load, and subscribes the address', async ({ page }) => {
      const missing = outOfStockSku(t);
      const email = address(t, 'js');
      await openWithIsland(page, t, site.email);
      await page.getByLabel(site.email, { exact: true }).fill(email);
      await page.getByRole('button', { name: site.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: site.saved })).toBeVisible();
      expect(await samePage(page)).toBe(true);
      await expect(page.getByRole('button', { name: site.submit })).toHaveCount(0);
      expect(notifyMeRow(t, missing.skuId, email)).toBeDefined();
    });

    test('checks the email before sending: missing, then malformed', async ({ page }) => {
      const missing = outOfStockSku(t);
      await openWithIsland(page, t, site.email);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/variant-availability')) sent.push(request.url());
      });
      const field = page.getByLabel(site.email, { exact: true });
      await page.getByRole('button', { name: site.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: site.required })).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');

      const bad = `nadie-${t}@correo`;
      await field.fill(bad);
      await page.getByRole('button', { name: site.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: site.invalid })).toBeVisible();
      expect(sent).toEqual([]);
      expect(await samePage(page)).toBe(true);
      expect(notifyMeRow(t, missing.skuId, bad)).toBeUndefined();
    });

    test('shows the §8 failure text when the request fails, and the form stays to try again', async ({ page }) => {
      await openWithIsland(page, t, site.email);
      // injected fault: the network drops the call, as a failed connection would
      await page.route('**/api/*/variant-availability', (route) => route.abort('failed'));
      await page.getByLabel(site.email, { exact: true }).fill(address(t, 'fault'));
      await page.getByRole('button', { name: site.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: site.failure })).toBeVisible();
      await expect(page.getByRole('button', { name: site.submit })).toBeVisible();

      await page.unroute('**/api/*/variant-availability');
      await page.getByRole('button', { name: site.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: site.saved })).toBeVisible();
      expect(await samePage(page)).toBe(true);
    });
  });

  test.describe(`${t}: notify-me without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('the form posts, the page comes back confirming, and the address is subscribed', async ({ page }) => {
      const missing = outOfStockSku(t);
      const email = address(t, 'nojs');
      await page.goto(`/${t}/product/${missing.productId}/`);
      await page.getByLabel(site.email, { exact: true }).fill(email);
      await page.getByRole('button', { name: site.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: site.saved })).toBeVisible();
      expect(notifyMeRow(t, missing.skuId, email)).toBeDefined();
    });

    test('an address the server refuses comes back with the message, and nothing is stored', async ({ page }) => {
      const missing = outOfStockSku(t);
      // the browser's own check lets "a@b" through; the server's rule (a dotted domain) does not
      const email = `nadie-${t}@localhost`;
      await page.goto(`/${t}/product/${missing.productId}/`);
      await page.getByLabel(site.email, { exact: true }).fill(email);
      await page.getByRole('button', { name: site.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: site.invalid })).toBeVisible();
      expect(notifyMeRow(t, missing.skuId, email)).toBeUndefined();
    });
  });
}

/** The storefront under test mails through the run's loopback SMTP server (playwright.config.ts). */
test.describe('notify-me confirmation through SMTP', () => {
  for (const site of sites) {
    test(`${site.tenant}: the confirmation email arrives, in the tenant's language, with the product link`, async ({
      page,
    }) => {
      const missing = outOfStockSku(site.tenant);
      const email = address(site.tenant, 'smtp');
      await openWithIsland(page, site.tenant, site.email);
      await page.getByLabel(site.email, { exact: true }).fill(email);
      await page.getByRole('button', { name: site.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: site.saved })).toBeVisible();
      let mail: ReceivedMail | undefined;
      await expect.poll(async () => (mail = await latestMailTo(site.tenant, email, 0))).toBeDefined();
      expect(mail?.subject).toBe(`${site.mailSubject}: ${missing.name}`);
      expect(mail?.headers['content-language']).toBe(site.lang);
      expect(mail?.text).toContain(`/${site.tenant}/product/${missing.productId}/`);
    });
  }
});
