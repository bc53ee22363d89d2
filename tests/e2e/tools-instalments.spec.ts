import { expect, type Locator, type Page, test } from '@playwright/test';
import { minorUnits, pricedAtLeast, productPath } from './support/tools-fixtures';

// spec §9: instalments are offered in Mexico. The offer beside the price opens every choice up to
// it in the instalments modal, with its info; without JavaScript the same choices open in place.

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

/** A product whose price takes the table's last step (spec §9: 500.01 → 10 instalments). */
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

test.describe('mx without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the choices open in place under the offer', async ({ page }) => {
    const { price, monthly } = await openProduct(page);
    const list = price.getByRole('list');
    await expect(list).toBeHidden();
    await price.getByText(mx.show).click();
    await expect(list).toBeVisible();
    await expectChoices(list, monthly);
    await expect(price).toContainText(mx.info);
  });
});

test('cl and br offer no instalments beside the price (spec §9)', async ({ page }) => {
  for (const [tenant, priceGroup, show] of [
    ['cl', '10', 'Ver cuotas'],
    ['br', '50', 'Ver parcelas'],
  ] as const) {
    await page.goto(productPath(tenant, pricedAtLeast(tenant, priceGroup, 500_01)));
    await expect(page.getByRole('region', { name: /^(Precio|Preço)$/ })).toBeVisible();
    await expect(page.getByText(show)).toHaveCount(0);
  }
});
