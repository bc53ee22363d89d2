import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { pixTxid } from '../../src/lib/payments/pix';
import { productsToBuy } from './support/checkout-fixtures';
import { acceptTerms, fillDelivery } from './support/checkout-steps';
import { watchViolations } from './support/csp-violations';

/**
 * Paying online in a browser, through the providers' stand-ins (tests/support/payment-standins.ts):
 * what only a browser shows is the way out and back, the order page's form or link taking the
 * shopper to the provider's host (the Content-Security-Policy allows it) and the provider sending
 * them back to the order. Every callback's checks (signatures, amounts, replays, cancelled
 * orders) are HTTP tests: tests/http/webpay.test.ts and beside it.
 */

const sites = {
  cl: {
    priceGroup: '10',
    zoneId: '13101',
    addToCart: 'Agregar al carro',
    homeDelivery: 'Despacho a domicilio',
    guest: 'Continuar como invitado',
    email: 'Correo electrónico',
    next: 'Continuar',
    place: 'Realizar pedido',
  },
  br: {
    priceGroup: '50',
    zoneId: '3550308',
    addToCart: 'Adicionar ao carrinho',
    homeDelivery: 'Receba em casa',
    guest: 'Continuar como convidado',
    email: 'E-mail',
    next: 'Continuar',
    place: 'Finalizar pedido',
  },
  mx: {
    priceGroup: '60',
    zoneId: '09015',
    addToCart: 'Agregar al carro',
    homeDelivery: 'Despacho a domicilio',
    guest: 'Continuar como invitado',
    email: 'Correo electrónico',
    next: 'Continuar',
    place: 'Realizar pedido',
  },
} as const;

type Tenant = keyof typeof sites;

// A purchase is five pages and an add: more than the default 30 s on a shared machine.
test.describe.configure({ timeout: 90_000 });

/** A guest buys one product sent home and chooses `method` on the payment step; answers at the order's page. */
async function placeWith(page: Page, tenant: Tenant, method: RegExp, skip: number): Promise<number> {
  const site = sites[tenant];
  const { home } = productsToBuy(tenant, site.priceGroup, site.zoneId, skip);
  await page.goto(`/${tenant}/product/${home.productId}/x/${home.skuId}/`);
  const form = page.locator('form:has([name="skuId"])').first();
  await form.getByRole('radio', { name: new RegExp(`^${site.homeDelivery}`) }).check();
  const added = page.waitForResponse((response) => response.url().includes('cart.add'));
  await form.getByRole('button', { name: site.addToCart, exact: true }).click();
  expect((await added).status()).toBeLessThan(400);

  await page.goto(`/${tenant}/checkout/identify/`);
  const guest = page.getByRole('region', { name: site.guest });
  await guest.getByLabel(site.email, { exact: true }).fill(`pago-${randomUUID()}@andamio.test`);
  await guest.getByRole('button', { name: site.guest }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout/delivery/$`));
  await fillDelivery(page, tenant);
  await page.getByRole('button', { name: site.next, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout/payment/$`));
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: site.next, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout/review/$`));
  await acceptTerms(page, tenant);
  await page.getByRole('button', { name: site.place }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout/confirmation/`));
  return Number(/-(\d{9})\//.exec(page.url())?.[1]);
}

test('cl: a guest pays by credit card in three instalments on Webpay and comes back to the paid order', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await placeWith(page, 'cl', /^Tarjeta de crédito o débito \(Webpay\)/, 6);
  await page.getByRole('button', { name: 'Ir a pagar' }).click();
  // Webpay's form, on its own host: the card holder chooses credit in three instalments
  await expect(page.getByRole('heading', { name: 'Webpay (stand-in)' })).toBeVisible();
  await page.locator('select[name="paymentType"]').selectOption('VC');
  await page.locator('select[name="installments"]').selectOption('3');
  await page.getByRole('button', { name: 'approve' }).click();
  // back on the order's page, paid
  await expect(page).toHaveURL(/\/cl\/checkout\/confirmation\/CL-\d{9}\//);
  await expect(page.getByText(/^Pagaste \$\s?[\d.]+ con tarjeta de crédito terminada en \d{4}\.$/)).toBeVisible();
  await expect(page.getByText('En 3 cuotas.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ir a pagar' })).toHaveCount(0);
  // the policy let every page of the way run, and the payment form go to Webpay's host
  expect(await violations()).toEqual([]);
});

test('br: a guest copies the Pix code of the order page, pays it, and the page then says the Pix came', async ({
  page,
  context,
}) => {
  const violations = await watchViolations(page);
  const number = await placeWith(page, 'br', /^Pix/, 6);
  const pix = page.getByRole('region', { name: 'Pagamento com Pix' });
  await expect(pix.getByRole('img', { name: /^QR Code/ })).toBeVisible();
  const code = (await pix.getByLabel('Código Pix copia e cola').inputValue()).trim();
  expect(code).toMatch(/^000201/);
  // with JavaScript, a button copies the code for the bank's app
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await pix.getByRole('button', { name: 'Copiar código' }).click();
  await expect(pix.getByRole('button', { name: 'Código copiado' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  // the payer's bank pays the charge; the PSP tells the storefront (tests/support/pix-standin.ts)
  const psp = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4399) + 1201}`;
  const paid = await fetch(`${psp}/standin/cob/${pixTxid('br', number)}/pay`, { method: 'POST', body: '{}' });
  expect(paid.status).toBe(200);
  await page.reload();
  await expect(pix.getByText(/^Recebemos seu Pix de R\$\s?[\d.,]+\.$/)).toBeVisible();
  await expect(pix.getByRole('img', { name: /^QR Code/ })).toHaveCount(0);
  expect(await violations()).toEqual([]);
});

test('mx: a guest pays on Mercado Pago in three instalments and comes back to the paid order', async ({ page }) => {
  const violations = await watchViolations(page);
  await placeWith(page, 'mx', /^Mercado Pago/, 6);
  await page.getByRole('link', { name: 'Pagar con Mercado Pago' }).click();
  // Checkout Pro, on Mercado Pago's host: the instalments the preference allows
  await expect(page.getByRole('heading', { name: 'Mercado Pago (stand-in)' })).toBeVisible();
  await page.locator('select[name="installments"]').selectOption('3');
  await page.getByRole('button', { name: 'approve' }).click();
  // back on the order's page, paid
  await expect(page).toHaveURL(/\/mx\/checkout\/confirmation\/MX-\d{9}\//);
  await expect(page.getByText(/^Pagaste \$\s?[\d.,]+ con Mercado Pago\.$/)).toBeVisible();
  await expect(page.getByText('En 3 cuotas', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pagar con Mercado Pago' })).toHaveCount(0);
  expect(await violations()).toEqual([]);
});
