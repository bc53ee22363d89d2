import { expect, type Locator, type Page, test } from '@playwright/test';
import { minorUnits, pricedAtLeast, productPath } from './support/tools-fixtures';

// docs/instalments.md: instalments are offered in Mexico. The offer beside the price opens every choice up to
// it in the instalments modal, with its info. Without JavaScript the same choices open in place,
// and cl and br offer none: tests/http/product-tool-panels.test.ts.

const mx = {
  tenant: 'mx',
  priceGroup: '60',
  price: 'Precio',
  show: 'Ver cuotas',
  title: 'Paga en cuotas',
  info: 'El número de cuotas depende del monto de la compra.',
  close: 'Cerrar',
  offer: /^Hasta 10 cuotas de (\$ [\d,]+\.\d{2})$/,
};

/** A product whose price takes the table's last step (docs/instalments.md: 500.01 → 10 instalments). */
async function openProduct(page: Page) {
  const product = pricedAtLeast(mx.tenant, mx.priceGroup, 500_01);
  await page.goto(productPath(mx.tenant, product));
  const price = page.getByRole('region', { name: mx.price });
  const offer = price.getByText(mx.offer);
  await expect(offer).toBeVisible();
  const monthly = mx.offer.exec((await offer.textContent()) ?? '')?.[1] ?? '';
  return { price, monthly };
}

/** The ten choices: one payment of the whole price down to ten of the offer's amount, which add up to it. */
async function expectChoices(list: Locator, monthly: string) {
  const choices = list.getByRole('listitem');
  await expect(choices).toHaveCount(10);
  await expect(choices.first()).toHaveText(/^1 cuota de \$ [\d,]+\.\d{2}$/);
  await expect(choices.nth(1)).toHaveText(/^2 cuotas de /);
  await expect(choices.last()).toHaveText(`10 cuotas de ${monthly}`);
  const whole = minorUnits((await choices.first().textContent())?.replace(/^1 cuota de /, '') ?? '');
  const tenth = minorUnits(monthly);
  // the first instalment carries the remainder: ten of them cover the price by at most 9 cents over
  expect(tenth * 10 - whole).toBeGreaterThanOrEqual(0);
  expect(tenth * 10 - whole).toBeLessThan(10);
}

test('mx with JavaScript: the instalments modal lists every choice and its info', async ({ page }) => {
  const { price, monthly } = await openProduct(page);
  await price.hover();
  // a first visit to a cold server can take seconds to bring the island's chunks
  await expect(page.locator('astro-island[component-url*="InstalmentsInfo"]:not([ssr])')).toHaveCount(1, {
    timeout: 20_000,
  });
  const show = price.getByRole('button', { name: mx.show });
  await show.click();
  const dialog = page.getByRole('dialog', { name: mx.title });
  await expect(dialog).toBeVisible();
  await expectChoices(dialog.getByRole('list'), monthly);
  await expect(dialog).toContainText(mx.info);

  await dialog.getByRole('button', { name: mx.close }).click();
  await expect(dialog).toHaveCount(0);
  await expect(show).toBeFocused();
  await show.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
