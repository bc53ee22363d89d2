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

/**
 * A product page's add-to-cart form, served on the site's origin: the product page is another
 * helper's, and its form posts exactly these fields. The POST itself reaches the real server.
 */
async function openProductForm(page: Page, tenant: string, skuId: string, quantity: string, label: string) {
  const path = `/${tenant}/product/e2e-form/`;
  await page.route(`**${path}*`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html><body><form method="post" action="/${tenant}/cart/add">
        <input type="hidden" name="skuId" value="${skuId}">
        <label>qty <input name="quantity" value="${quantity}"></label>
        <button>${label}</button></form></body></html>`,
    }),
  );
  await page.goto(path);
}

for (const site of sites) {
  test(`${site.tenant}: add, change and remove a line of the cart without JavaScript`, async ({ page }) => {
    const sku = stockedSku(site.tenant, site.priceGroup);
    const empty = await page.goto(`/${site.tenant}/cart/`);
    expect(empty?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.title);
    await expect(page.getByRole('heading', { name: site.empty })).toBeVisible();

    await openProductForm(page, site.tenant, sku.skuId, '2', site.addLabel);
    await page.getByRole('button', { name: site.addLabel }).click();
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

test('cl: a refused add goes back to the product page with the error code', async ({ page }) => {
  await openProductForm(page, 'cl', '999999999999', '1', 'Agregar al carro');
  await page.getByRole('button', { name: 'Agregar al carro' }).click();
  await expect(page).toHaveURL(/\/cl\/product\/e2e-form\/\?error=[a-zA-Z.]+$/);
});

test('cl: a bad quantity never fails: the cart shows the message', async ({ page, baseURL }) => {
  const response = await page.request.post('/cl/cart/update', {
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
  const response = await page.request.post('/br/cart/remove', {
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
  await openProductForm(page, 'cl', sku.skuId, '1', 'Agregar al carro');
  await page.getByRole('button', { name: 'Agregar al carro' }).click();
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
  const bad = await page.request.post('/cl/notify-me', {
    form: { skuId: sku.skuId, email: 'no-es-un-correo' },
    headers,
    maxRedirects: 0,
  });
  expect(bad.status()).toBe(303);
  expect(bad.headers().location).toMatch(/^\/cl\/product\/123\/algo\/\?error=validation\.email\./);
  // A SKU the zone can sell now is refused: the shopper should buy it rather than wait.
  const stocked = await page.request.post('/cl/notify-me', {
    form: { skuId: sku.skuId, email: 'comprador@example.com' },
    headers,
    maxRedirects: 0,
  });
  expect(stocked.status()).toBe(303);
  expect(stocked.headers().location).toBe('/cl/product/123/algo/?error=product.notifyMe.inStock');
});
