import { expect, type Page, test } from '@playwright/test';
import { stockedSku } from './support/site-fixtures';

// The cart page without JavaScript: the product page's form adds, the cart page's forms change.
test.use({ javaScriptEnabled: false });

const sites = [
  {
    tenant: 'cl',
    priceGroup: '10',
    title: 'Carro de compras',
    empty: 'Tu carro está vacío.',
    addLabel: 'Agregar al carro',
    quantity: 'Cantidad',
    update: 'Actualizar cantidad',
    remove: /^Eliminar /,
    total: 'Total',
    money: /^\$ \d{1,3}(\.\d{3})*$/,
    otherLanguage: /Carrinho|Quantidade|Remover|Frete/,
  },
  {
    tenant: 'br',
    priceGroup: '50',
    title: 'Carrinho de compras',
    empty: 'Seu carrinho está vazio.',
    addLabel: 'Adicionar ao carrinho',
    quantity: 'Quantidade',
    update: 'Atualizar quantidade',
    remove: /^Remover /,
    total: 'Total',
    money: /^R\$ \d{1,3}(\.\d{3})*,\d{2}$/,
    otherLanguage: /Carro de compras|Cantidad|Eliminar|Despacho/,
  },
  {
    tenant: 'mx',
    priceGroup: '60',
    title: 'Carro de compras',
    empty: 'Tu carro está vacío.',
    addLabel: 'Agregar al carro',
    quantity: 'Cantidad',
    update: 'Actualizar cantidad',
    remove: /^Eliminar /,
    total: 'Total',
    money: /^\$ \d{1,3}(,\d{3})*\.\d{2}$/,
    otherLanguage: /Carrinho|Quantidade|Remover|Frete/,
  },
];

/** The SKU's product page (the short URL redirects to the canonical one), its quantity set to `quantity`. */
async function openProductForm(
  page: Page,
  tenant: string,
  sku: { productId: string; skuId: string },
  quantity: string,
) {
  await page.goto(`/${tenant}/product/${sku.productId}/x/${sku.skuId}/`);
  await page.getByRole('spinbutton', { name: /^(Cantidad|Quantidade)$/ }).fill(quantity);
}

for (const site of sites) {
  test(`${site.tenant}: add, change and remove a line of the cart without JavaScript`, async ({ page }) => {
    const sku = stockedSku(site.tenant, site.priceGroup);
    const empty = await page.goto(`/${site.tenant}/cart/`);
    expect(empty?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.title);
    await expect(page.getByRole('heading', { name: site.empty })).toBeVisible();

    await openProductForm(page, site.tenant, sku, '2');
    await page.getByRole('button', { name: site.addLabel, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${site.tenant}/cart/\\?done=1$`));
    const line = page.getByRole('listitem', { name: sku.name });
    await expect(line).toBeVisible();
    await expect(line.getByRole('spinbutton', { name: site.quantity })).toHaveValue('2');
    await expect(page.locator('[data-cart-total]')).toHaveText(site.money);
    await expect(page.getByRole('banner').locator('[data-cart-count]')).toHaveText('2');
    const lineTotalOfTwo = await line.locator('[data-line-total]').textContent();

    await line.getByRole('spinbutton', { name: site.quantity }).fill('3');
    await line.getByRole('button', { name: site.update }).click();
    await expect(line.getByRole('spinbutton', { name: site.quantity })).toHaveValue('3');
    await expect(page.getByRole('banner').locator('[data-cart-count]')).toHaveText('3');
    await expect(line.locator('[data-line-total]')).not.toHaveText(lineTotalOfTwo ?? '');
    await expect(page.locator('body')).not.toContainText(site.otherLanguage);

    await line.getByRole('button', { name: site.remove }).click();
    await expect(page.getByRole('heading', { name: site.empty })).toBeVisible();
    await expect(page.getByRole('banner').locator('[data-cart-count]')).toHaveText('0');
  });
}

test('cl: a refused add goes back to the product page with the message', async ({ page }) => {
  const sku = stockedSku('cl', '10');
  // more than the zone has (the SKU has from 50 units): the form's own bounds let 999 through
  await openProductForm(page, 'cl', sku, '999');
  const productPath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Agregar al carro', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${productPath}\\?error=validation\\.quantity\\.insufficientStock`));
  await expect(page.getByRole('alert')).toContainText(/reduc/i);
});

test('cl: a bad quantity never fails: the cart shows the message', async ({ page, baseURL }) => {
  const response = await page.request.post('/cl/cart/?_action=cart.update', {
    form: { lineId: 'nope', quantity: '0' },
    headers: { origin: baseURL ?? '' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const location = response.headers().location ?? '';
  expect(location).toMatch(/^\/cl\/cart\/\?error=validation\./);
  await page.goto(location);
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(page.getByRole('alert')).not.toContainText('{');
});

test('br: removing a line that is not there shows the catalogue message in Portuguese', async ({ page, baseURL }) => {
  const response = await page.request.post('/br/cart/?_action=cart.remove', {
    form: { lineId: 'not-a-line' },
    headers: { origin: baseURL ?? '' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  await page.goto(response.headers().location ?? '');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/Carro de compras|Cantidad/);
});

test('cl: the delivery method of a line changes through its form', async ({ page }) => {
  const sku = stockedSku('cl', '10');
  await openProductForm(page, 'cl', sku, '1');
  await page.getByRole('button', { name: 'Agregar al carro', exact: true }).click();
  const line = page.getByRole('listitem', { name: sku.name });
  await expect(line.getByRole('combobox', { name: 'Método de entrega' })).toHaveValue('homeDelivery');
  // Pickup without a store is refused with the catalogue's message, and the line keeps its method.
  await line.getByRole('combobox', { name: 'Método de entrega' }).selectOption({ label: 'Retiro en tienda' });
  await line.getByRole('button', { name: 'Cambiar método de entrega' }).click();
  await expect(page.getByRole('alert').first()).toHaveText('Elige una tienda para retirar o comprar este producto.');
  await expect(line.getByRole('combobox', { name: 'Método de entrega' })).toHaveValue('homeDelivery');
});

test('cl: the notify-me form goes back to the product page with its answer', async ({ page, baseURL }) => {
  const sku = stockedSku('cl', '10');
  const headers = { origin: baseURL ?? '', referer: `${baseURL}/cl/product/123/algo/` };
  const bad = await page.request.post('/cl/product/123/algo/?_action=notifyMe', {
    form: { skuId: sku.skuId, email: 'no-es-un-correo' },
    headers,
    maxRedirects: 0,
  });
  expect(bad.status()).toBe(303);
  expect(bad.headers().location).toMatch(/^\/cl\/product\/123\/algo\/\?error=validation\.email\./);
  // A SKU the zone can sell now is refused: the shopper should buy it rather than wait.
  const stocked = await page.request.post('/cl/product/123/algo/?_action=notifyMe', {
    form: { skuId: sku.skuId, email: 'comprador@example.com' },
    headers,
    maxRedirects: 0,
  });
  expect(stocked.status()).toBe(303);
  expect(stocked.headers().location).toBe('/cl/product/123/algo/?error=product.notifyMe.inStock');
});
