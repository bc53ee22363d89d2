import { expect, test } from '@playwright/test';

test('the site root answers 302 to the Chilean home', async ({ request }) => {
  const response = await request.get('/', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/cl/');
  expect(response.headers()['x-request-id']).toBeTruthy();
});

test('a browser opening the site root lands on the Chilean home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/cl\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu proyecto empieza aquí');
});

test('an unknown tenant answers 404 with the error page', async ({ page }) => {
  const response = await page.goto('/xx/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta página');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('link', { name: 'Volver a la página de inicio' }).click();
  await expect(page).toHaveURL(/\/cl\/$/);
});

test('an unknown page of a tenant answers 404 in the tenant language', async ({ page }) => {
  const response = await page.goto('/br/esta-pagina-nao-existe/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Não encontramos esta página');
});

test('the error route renders the status it carries, for the tenant it names', async ({ page }) => {
  const response = await page.goto('/_error?statusCode=500&tenant=mx');
  expect(response?.status()).toBe(500);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Algo salió mal');
});

for (const path of ['/', '/cl/', '/obra/', '/xx/', '/_error?statusCode=503']) {
  test(`${path} carries x-request-id and the b3 tracing headers`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['x-b3-traceid']).toMatch(/^[0-9a-f]{32}$/);
    expect(headers['x-b3-spanid']).toMatch(/^[0-9a-f]{16}$/);
  });
}

test('an incoming request id and trace are echoed back', async ({ request }) => {
  const response = await request.get('/pe/', {
    headers: { 'x-request-id': 'checkout-42', 'x-b3-traceid': '80f198ee56343ba864fe8b2a57d3eff7', 'x-b3-sampled': '0' },
  });
  const headers = response.headers();
  expect(headers['x-request-id']).toBe('checkout-42');
  expect(headers['x-b3-traceid']).toBe('80f198ee56343ba864fe8b2a57d3eff7');
  expect(headers['x-b3-sampled']).toBe('0');
});

test('the previous URL is kept in session storage on every route change', async ({ page }) => {
  await page.goto('/mx/');
  const home = page.url();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Preguntas frecuentes' }).click();
  await expect(page).toHaveURL(/\/mx\/landing\//);
  expect(await page.evaluate(() => sessionStorage.getItem('previousUrl'))).toBe(home);
  const landing = page.url();
  await page.goBack();
  expect(await page.evaluate(() => sessionStorage.getItem('previousUrl'))).toBe(landing);
});
