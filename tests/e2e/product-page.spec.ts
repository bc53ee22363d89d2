import { type APIRequestContext, expect, test } from '@playwright/test';

/** The product every seeded tenant has, and how each tenant writes numbers (README: money). */
const productId = '100000';
const tenants = {
  cl: {
    thousand: '.',
    decimal: ',',
    addToCart: 'Agregar al carro',
    foreign: ['Adicionar ao carrinho', 'Descrição', 'Opções de entrega'],
  },
  br: {
    thousand: '.',
    decimal: ',',
    addToCart: 'Adicionar ao carrinho',
    foreign: ['Agregar al carro', 'Descripción', 'Opciones de entrega'],
  },
  mx: {
    thousand: ',',
    decimal: '.',
    addToCart: 'Agregar al carro',
    foreign: ['Adicionar ao carrinho', 'Descrição', 'Opções de entrega'],
  },
} as const;
type TenantId = keyof typeof tenants;

interface Product {
  url: string;
  name: string;
  price: { status: string; current: { text: string } };
  stock: { state: string };
  variants: { id: string; url: string }[];
}

async function product(request: APIRequestContext, tenant: TenantId, id = productId): Promise<Product> {
  const response = await request.get(`/api/${tenant}/product?productId=${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data as Product;
}

/** A product with home-delivery stock in the default zone, so that it can go to the cart. */
async function productInStock(request: APIRequestContext, tenant: TenantId): Promise<Product> {
  const response = await request.get(`/api/${tenant}/search?Ntt=pintura`);
  const cards: { id: string; delivery: string[] }[] = (await response.json()).data.products;
  const card = cards.find((candidate) => candidate.delivery.includes('HD'));
  expect(card).toBeDefined();
  return product(request, tenant, card?.id);
}

/** "$ 1,499.00" → 1499 with the tenant's separators. */
function amountOf(text: string, tenant: TenantId): number {
  const { thousand, decimal } = tenants[tenant];
  const digits = text
    .replace(/[^\d.,]/g, '')
    .replaceAll(thousand, '')
    .replace(decimal, '.');
  return Number(digits);
}

for (const tenant of Object.keys(tenants) as TenantId[]) {
  test.describe(`product page on ${tenant}`, () => {
    test('renders name, price, add to cart and the JSON-LD of the displayed price', async ({ page, request }) => {
      const expected = await productInStock(request, tenant);
      const response = await page.goto(expected.url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.name);
      await expect(page.getByRole('button', { name: tenants[tenant].addToCart })).toBeVisible();
      await expect(page.locator('[data-current-price]')).toContainText(expected.price.current.text);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${expected.url}$`));

      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const documents = scripts.map((text) => JSON.parse(text));
      const ld = documents.find((document) => document['@type'] === 'Product');
      expect(Number(ld.offers.price)).toBe(amountOf(expected.price.current.text, tenant));
      expect(ld.offers.availability).toMatch(/^https:\/\/schema\.org\//);
      expect(documents.some((document) => document['@type'] === 'BreadcrumbList')).toBe(true);
    });

    test('speaks only the tenant language', async ({ page, request }) => {
      const { url } = await product(request, tenant);
      await page.goto(url);
      const text = (await page.locator('body').textContent()) ?? '';
      for (const foreign of tenants[tenant].foreign) expect(text).not.toContain(foreign);
    });

    test('a wrong, missing or upper-case slug redirects to the canonical URL', async ({ request }) => {
      const { url } = await product(request, tenant);
      for (const path of [
        `/${tenant}/product/${productId}/wrong-slug/`,
        `/${tenant}/product/${productId}`,
        url.replace(/\/([^/]+)\/$/, (slug) => slug.toUpperCase()),
      ]) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(302);
        expect(response.headers().location).toBe(url);
      }
      // spec §4: 301 when the query carries the brand facet, which the redirect keeps
      const branded = await request.get(`/${tenant}/product/${productId}/x/?f.brand=acme`, { maxRedirects: 0 });
      expect(branded.status()).toBe(301);
      expect(branded.headers().location).toBe(`${url}?f.brand=acme`);
    });

    test('an unknown product or SKU shows the error page with 404', async ({ page, request }) => {
      const { url } = await product(request, tenant);
      for (const path of [`/${tenant}/product/99999999/nada/`, `${url}99999999/`]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      }
    });

    test('links every variant to its own URL', async ({ page, request }) => {
      const expected = await product(request, tenant);
      const variant = expected.variants.at(-1);
      if (!variant) throw new Error('the product has no variant');
      const response = await page.goto(variant.url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.name);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const tenant of ['cl', 'br'] as const) {
    test(`adds to the cart with a plain form on ${tenant}`, async ({ page, request }) => {
      const expected = await productInStock(request, tenant);
      await page.goto(expected.url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.name);
      await page.getByRole('spinbutton').fill('2');
      await page.getByRole('button', { name: tenants[tenant].addToCart }).click();
      await expect(page).toHaveURL(new RegExp(`/${tenant}/cart/\\?done=1$`));
    });
  }
});
