import { describe, expect, it } from 'vitest';
import { biggestCategory, sizedSku, skuWithWarranty } from './catalogue-rows';
import { baseUrl } from './client';
import { all, h1Of, oneByRole, textOf } from './html-tree';
import { NoJsBrowser } from './no-js-browser';

/**
 * Site-wide behaviour that is server HTML, redirects and forms (docs/seo-and-urls.md): upper-case URLs
 * and the cart page's size label, as a browser without JavaScript sees them (the cart line's
 * service forms: cart-line-forms.test.ts). cl
 * stands for the Spanish tenants, br for the Portuguese ones. The notify-me form without
 * JavaScript: notify-me-form.test.ts.
 */
const sites = [
  {
    tenant: 'cl',
    priceGroup: '10',
  },
  {
    tenant: 'br',
    priceGroup: '50',
  },
] as const;

async function redirectOf(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

describe.each(sites)('$tenant: upper-case URLs (docs/seo-and-urls.md)', ({ tenant, priceGroup }) => {
  it('redirect once to the canonical lower-case URL, keeping the query', async () => {
    const { productId } = await skuWithWarranty(tenant, priceGroup);
    const product = await redirectOf(`/${tenant}/PRODUCT/${productId}/Any-Slug/`);
    expect(product.status).toBe(302);
    expect(product.location).toMatch(new RegExp(`/${tenant}/product/${productId}/[a-z0-9-]+/$`));
    // one hop: the location is the canonical page itself
    expect((await redirectOf(product.location)).status).toBe(200);

    const home = await redirectOf(`/${tenant.toUpperCase()}/?cid=x`);
    expect(home.status).toBe(302);
    expect(home.location).toMatch(new RegExp(`/${tenant}/\\?cid=x$`));

    const cart = await redirectOf(`/${tenant}/CART/`);
    expect(cart.status).toBe(302);
    expect(cart.location).toMatch(new RegExp(`/${tenant}/cart/$`));
  });

  it('answer 301 when the query has the brand facet (docs/seo-and-urls.md)', async () => {
    const categoryId = await biggestCategory(tenant);
    const response = await redirectOf(`/${tenant}/Category/${categoryId.toUpperCase()}/x/?f.brand=Marca`);
    expect(response.status).toBe(301);
    expect(response.location).toMatch(
      new RegExp(`/${tenant}/category/${categoryId.toLowerCase()}/[a-z0-9-]+/\\?f\\.brand=Marca$`),
    );
  });

  it('leave the API, media and unknown pages alone', async () => {
    expect((await redirectOf(`/${tenant}/NO-SUCH-PAGE/`)).status).toBe(404);
    expect((await redirectOf(`/${tenant}/PRODUCT/999999999/x/`)).status).toBe(404);
    expect((await redirectOf(`/API/${tenant}/session`)).status).toBe(404);
  });

  it('an upper-case product URL without its slug lands on the product page', async () => {
    const { productId, name } = await skuWithWarranty(tenant, priceGroup);
    const page = await new NoJsBrowser().open(`/${tenant}/Product/${productId}/`);
    expect(page.url).toMatch(new RegExp(`^/${tenant}/product/${productId}/[a-z0-9-]+/$`));
    expect(h1Of(page.doc)).toBe(name);
  });
});

/** A visitor whose cart holds one unit of the SKU, added as a product page's add-to-cart form does. */
async function withCartLine(tenant: string, skuId: string): Promise<NoJsBrowser> {
  const visitor = new NoJsBrowser();
  const added = await visitor.follow(await visitor.post(`/${tenant}/cart/?_action=cart.add`, { skuId, quantity: '1' }));
  expect(added.redirects[0]?.status).toBe(303);
  return visitor;
}

describe("the size label of a cart line is the tenant's word", () => {
  // uy says "Talle" where cl says "Talla": a word of its own
  it.each([
    ['uy', '70', 'Talle'],
    ['cl', '10', 'Talla'],
    ['br', '50', 'Tamanho'],
  ] as const)('%s: %s', async (tenant, priceGroup, label) => {
    const sku = await sizedSku(tenant, priceGroup);
    const visitor = await withCartLine(tenant, sku.skuId);
    const cart = await visitor.open(`/${tenant}/cart/`);
    const line = oneByRole(cart.doc, 'listitem', sku.name);
    expect(all(line, (element) => textOf(element) === `${label}: ${sku.size}`).length).toBeGreaterThan(0);
  });
});
