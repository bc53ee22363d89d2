import { describe, expect, it } from 'vitest';
import { biggestCategory, sizedSku, skuWithWarranty } from './catalogue-rows';
import { baseUrl } from './client';
import { all, byRole, h1Of, nameOf, oneByRole, textOf } from './html-tree';
import { type HtmlPage, NoJsBrowser } from './no-js-browser';

/**
 * Site-wide behaviour that is server HTML, redirects and forms (spec §2, §4, §5): upper-case URLs,
 * and the cart page's service forms and size label, as a browser without JavaScript uses them. cl
 * stands for the Spanish tenants, br for the Portuguese ones. The notify-me form without
 * JavaScript: notify-me-form.test.ts.
 */
const sites = [
  {
    tenant: 'cl',
    priceGroup: '10',
    add: 'Agregar',
    remove: 'Quitar',
    chosen: 'Agregado',
  },
  {
    tenant: 'br',
    priceGroup: '50',
    add: 'Adicionar',
    remove: 'Remover',
    chosen: 'Adicionado',
  },
] as const;

async function redirectOf(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

/** A visitor whose cart holds one unit of the SKU, added as a product page's add-to-cart form does. */
async function withCartLine(tenant: string, skuId: string): Promise<NoJsBrowser> {
  const visitor = new NoJsBrowser();
  const added = await visitor.follow(await visitor.post(`/${tenant}/cart/?_action=cart.add`, { skuId, quantity: '1' }));
  expect(added.redirects[0]?.status).toBe(303);
  return visitor;
}

const cartTotal = (page: HtmlPage) =>
  textOf(all(page.doc, (element) => element.attrs['data-cart-total'] !== undefined)[0] ?? page.doc);

describe.each(sites)('$tenant: upper-case URLs (spec §2)', ({ tenant, priceGroup }) => {
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

  it('answer 301 when the query has the brand facet (spec §4)', async () => {
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

describe.each(sites)('$tenant: forms without JavaScript', (site) => {
  const { tenant } = site;

  it('an extended warranty added on the cart page changes the total, and another replaces it', async () => {
    const stocked = await skuWithWarranty(tenant, site.priceGroup);
    const [first, second] = stocked.warranties;
    if (!first || !second) throw new Error(`${stocked.name} has fewer than two warranties`);
    const visitor = await withCartLine(tenant, stocked.skuId);
    const lineOf = (page: HtmlPage) => oneByRole(page.doc, 'listitem', stocked.name);
    const buttonNames = (page: HtmlPage) => byRole(lineOf(page), 'button').map(nameOf);

    const cart = await visitor.open(`/${tenant}/cart/`);
    const before = cartTotal(cart);
    const withFirst = await visitor.press(cart, oneByRole(lineOf(cart), 'button', `${site.add} ${first.name}`));
    expect(withFirst.url).toBe(`/${tenant}/cart/?done=1`);
    expect(cartTotal(withFirst)).not.toBe(before);
    expect(buttonNames(withFirst)).toContain(`${site.remove} ${first.name}`);

    const withSecond = await visitor.press(
      withFirst,
      oneByRole(lineOf(withFirst), 'button', `${site.add} ${second.name}`),
    );
    expect(buttonNames(withSecond)).toContain(`${site.remove} ${second.name}`);
    expect(buttonNames(withSecond), 'the first warranty is replaced').toContain(`${site.add} ${first.name}`);
    expect(cartTotal(withSecond)).not.toBe(cartTotal(withFirst));

    const without = await visitor.press(
      withSecond,
      oneByRole(lineOf(withSecond), 'button', `${site.remove} ${second.name}`),
    );
    expect(cartTotal(without)).toBe(before);
    expect(all(lineOf(without), (element) => textOf(element) === site.chosen)).toHaveLength(0);
  });
});

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
