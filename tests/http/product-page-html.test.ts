import { describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/messages';
import { api, baseUrl } from './client';
import {
  all,
  bodyTextOf,
  byRole,
  canonicalOf,
  type HtmlNode,
  h1Of,
  jsonLdOf,
  metaOf,
  textOf,
  withAttribute,
} from './html-tree';
import { NoJsBrowser } from './no-js-browser';
import { shownProductOf } from './product-json-ld';
import { row } from './test-database';

/**
 * The product page as server HTML (docs/seo-and-urls.md): what it shows and says, its JSON-LD, its slug
 * redirects and 404s, and its variants' URLs. cl and br stand for the Spanish and Portuguese
 * tenants; mx stays where it writes numbers its own way. Its add-to-cart form without JavaScript:
 * cart-forms.test.ts.
 */
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
  price: { current: { text: string } };
  variants: { id: string; url: string }[];
}

async function product(tenant: TenantId, id = productId): Promise<Product> {
  const { status, body } = await api<Product>(`/api/${tenant}/product?productId=${id}`);
  expect(status).toBe(200);
  return body.data as Product;
}

/** A product with home-delivery stock in the default zone, so that it can go to the cart. */
async function productInStock(tenant: TenantId): Promise<Product> {
  const { body } = await api<{ products: { id: string; delivery: string[] }[] }>(`/api/${tenant}/search?Ntt=pintura`);
  const card = body.data?.products.find((candidate) => candidate.delivery.includes('HD'));
  if (!card) throw new Error(`No "pintura" product of ${tenant} is delivered home`);
  return product(tenant, card.id);
}

/** "$ 1,499.00" → 1499 with the tenant's separators. */
function amountOf(text: string, tenant: TenantId): number {
  const { thousand, decimal } = tenants[tenant];
  return Number(
    text
      .replace(/[^\d.,]/g, '')
      .replaceAll(thousand, '')
      .replace(decimal, '.'),
  );
}

async function redirectOf(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get('location') };
}

describe.each(['cl', 'br', 'mx'] as const)('product page on %s', (tenant) => {
  it('renders name, price, add to cart and the JSON-LD of the displayed price, in the tenant’s numbers', async () => {
    const expected = await productInStock(tenant);
    const page = await new NoJsBrowser().open(expected.url);
    expect(page.status).toBe(200);
    expect(h1Of(page.doc)).toBe(expected.name);
    expect(byRole(page.doc, 'button', tenants[tenant].addToCart)).toHaveLength(1);
    expect(withAttribute(page.doc, 'data-current-price').map(textOf).join(' ')).toContain(expected.price.current.text);
    expect(canonicalOf(page)).toMatch(new RegExp(`${expected.url}$`));
    const documents = jsonLdOf(page);
    const ld = shownProductOf(documents);
    expect(Number(ld?.offers?.price)).toBe(amountOf(expected.price.current.text, tenant));
    expect(ld?.offers?.availability).toMatch(/^https:\/\/schema\.org\//);
    expect(documents.some((document) => document['@type'] === 'BreadcrumbList')).toBe(true);
  });
});

describe.each(['cl', 'br'] as const)('product page on %s', (tenant) => {
  it('speaks only the tenant language', async () => {
    const page = await new NoJsBrowser().open((await product(tenant)).url);
    const text = bodyTextOf(page);
    for (const foreign of tenants[tenant].foreign) expect(text).not.toContain(foreign);
  });

  it('a wrong, missing or upper-case slug redirects to the canonical URL; 301 with the brand facet', async () => {
    const { url } = await product(tenant);
    for (const path of [
      `/${tenant}/product/${productId}/wrong-slug/`,
      `/${tenant}/product/${productId}`,
      url.replace(/\/([^/]+)\/$/, (slug) => slug.toUpperCase()),
    ]) {
      expect(await redirectOf(path), path).toEqual({ status: 302, location: url });
    }
    // docs/seo-and-urls.md: 301 when the query carries the brand facet, which the redirect keeps
    expect(await redirectOf(`/${tenant}/product/${productId}/x/?f.brand=acme`)).toEqual({
      status: 301,
      location: `${url}?f.brand=acme`,
    });
  });

  it('an unknown product or SKU shows the error page with 404', async () => {
    const { url } = await product(tenant);
    for (const path of [`/${tenant}/product/99999999/nada/`, `${url}99999999/`]) {
      const page = await new NoJsBrowser().open(path);
      expect(page.status, path).toBe(404);
      expect(metaOf(page, 'robots'), path).toBe('noindex');
    }
  });

  it('names the delivery options once, and shows each review’s stars in words, its date and the buyer’s mark', async () => {
    const reviewed = await row<{ id: string }>(
      `SELECT product_id AS id FROM reviews WHERE tenant = ? GROUP BY product_id
        HAVING sum(verified_purchase) > 0 AND sum(verified_purchase) < count(*) ORDER BY product_id LIMIT 1`,
      tenant,
    );
    if (!reviewed) throw new Error(`No product of ${tenant} with verified and other reviews`);
    const page = await new NoJsBrowser().open(`/${tenant}/product/${reviewed.id}/x/`);
    const words = translator(tenant === 'cl' ? 'es' : 'pt');
    expect(byRole(page.doc, 'heading', words('deliveryOptions.title'))).toHaveLength(1);
    const reviews = withAttribute(page.doc, 'data-review-id');
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) {
      expect(textOf(review)).toMatch(
        new RegExp(words('productPage.reviewRating', { rating: 9 }).replace('9', '[1-5]')),
      );
      expect(
        all(review, (element) => element.tag === 'time' && /^\d{4}-\d\d-\d\dT/.test(element.attrs.datetime ?? '')),
      ).toHaveLength(1);
    }
    const marked = reviews.filter((review) => withAttribute(review, 'data-verified-buyer').length > 0);
    expect(marked.length).toBeGreaterThan(0);
    expect(textOf(withAttribute(marked[0] as HtmlNode, 'data-verified-buyer')[0] as HtmlNode)).toBe(
      words('productPage.verifiedBuyer'),
    );
  });

  it('links every variant to its own URL', async () => {
    const expected = await product(tenant);
    const variant = expected.variants.at(-1);
    if (!variant) throw new Error('the product has no variant');
    const page = await new NoJsBrowser().open(variant.url);
    expect(page.status).toBe(200);
    expect(h1Of(page.doc)).toBe(expected.name);
  });
});
