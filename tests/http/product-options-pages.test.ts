import { describe, expect, it } from 'vitest';
import { storeProduct } from './catalogue-rows';
import { api } from './client';
import { all, byRole, nameOf, oneByRole, textOf, withAttribute } from './html-tree';
import { NoJsBrowser } from './no-js-browser';

/**
 * The product page's fulfilment and shopper options (issue 5, docs/product-page.md) that are server HTML
 * and forms: the stores that have the product (no drawn map: a tile map comes only where
 * MAP_TILE_URL is set, tests/e2e/tools-store-map.spec.ts), the WhatsApp chat, and
 * the store choice when adding to cart without JavaScript. cl and br stand for the Spanish and
 * Portuguese tenants; mx stays for its own WhatsApp number, and uy for having none.
 */
const sites = {
  cl: {
    whatsapp: '56950004100',
    stores: /^Mapa de \d+ tiendas de .+; los números son los de la lista\.$/,
    pickup: 'Retiro en tienda',
    storeLabel: 'Tienda para retirar o comprar',
    addToCart: 'Agregar al carro',
    chat: /^Consulta por WhatsApp/,
  },
  br: {
    whatsapp: '5511950004100',
    stores: /^Mapa de \d+ lojas de .+; os números são os da lista\.$/,
    pickup: 'Retire na loja',
    storeLabel: 'Loja para retirar ou comprar',
    addToCart: 'Adicionar ao carrinho',
    chat: /^Tire suas dúvidas pelo WhatsApp/,
  },
  mx: {
    whatsapp: '5215550004100',
    chat: /^Consulta por WhatsApp/,
  },
} as const;

interface ApiProduct {
  url: string;
  name: string;
}

async function apiProduct(tenant: string, productId: string): Promise<ApiProduct> {
  const { status, body } = await api<ApiProduct>(`/api/${tenant}/product?productId=${productId}`);
  expect(status).toBe(200);
  return body.data as ApiProduct;
}

describe.each(['cl', 'br'] as const)('product options on %s', (tenant) => {
  const site = sites[tenant];

  it('lists the stores that have the product with the way there, and draws no stand-in of a map', async () => {
    const { productId, stores } = await storeProduct(tenant);
    const { url } = await apiProduct(tenant, productId);
    const page = await new NoJsBrowser().open(url);
    const list = withAttribute(page.doc, 'data-store-id');
    expect(list.length).toBeGreaterThanOrEqual(stores.length);
    // no tile URL configured: no map at all, drawn or empty
    expect(byRole(page.doc, 'img', site.stores)).toHaveLength(0);
    expect(withAttribute(page.doc, 'data-store-map')).toHaveLength(0);
    // a store the database stocks is listed with its name, address, today's hours and its units
    const first = list.find((entry) => byRole(entry, 'heading', stores[0]?.name ?? '').length > 0);
    if (!first) throw new Error(`${stores[0]?.name} is not listed`);
    expect(withAttribute(first, 'data-today').map(textOf)).toEqual([expect.stringMatching(/\S/)]);
    const units = withAttribute(first, 'data-units');
    expect(units.length).toBeGreaterThan(0);
    for (const entry of units) expect(entry.attrs['data-units']).not.toBe('0');
    // each store, the way there in the shopper's maps app, named for the store
    for (const entry of list) {
      const [directions] = withAttribute(entry, 'data-directions');
      expect(directions?.attrs.href).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d/);
      expect(nameOf(directions ?? entry)).toContain(textOf(byRole(entry, 'heading')[0] ?? entry).trim());
    }
  });

  it('adds to the cart for pickup in a chosen store', async () => {
    const { productId, stores } = await storeProduct(tenant);
    const { url, name } = await apiProduct(tenant, productId);
    const store = stores[1] ?? stores[0];
    if (!store) throw new Error('no store');
    const visitor = new NoJsBrowser();
    const page = await visitor.open(url);
    const pickup = oneByRole(page.doc, 'radio', site.pickup);
    const storeField = oneByRole(page.doc, 'combobox', site.storeLabel);
    expect(all(storeField, (element) => element.tag === 'option').map((option) => option.attrs.value)).toContain(
      store.id,
    );
    const cart = await visitor.press(page, oneByRole(page.doc, 'button', site.addToCart), {
      [pickup.attrs.name ?? '']: pickup.attrs.value ?? '',
      [storeField.attrs.name ?? '']: store.id,
    });
    expect(cart.url).toBe(`/${tenant}/cart/?done=1`);
    // the cart line's delivery group has that store chosen
    const line = oneByRole(cart.doc, 'listitem', name);
    const checked = byRole(line, 'radio').filter((radio) => radio.attrs.checked !== undefined);
    expect(checked.map((radio) => radio.attrs.value)).toEqual([`pickupInStore:${store.id}`]);
  });
});

describe.each(['cl', 'br', 'mx'] as const)('the WhatsApp chat on %s', (tenant) => {
  const site = sites[tenant];

  it('offers the chat with the product named, sent to the tenant’s number in a new tab', async () => {
    const product = await apiProduct(tenant, '100000');
    const page = await new NoJsBrowser().open(product.url);
    const [chat] = withAttribute(page.doc, 'data-whatsapp');
    if (!chat) throw new Error('No WhatsApp chat on the product page');
    expect(textOf(chat)).toMatch(site.chat);
    const [form] = all(chat, (element) => element.tag === 'form');
    expect(form?.attrs.target).toBe('_blank');
    expect(form?.attrs.rel).toMatch(/noopener/);
    expect(form?.attrs.action).toBe(`https://wa.me/${site.whatsapp}`);
    const [text] = all(chat, (element) => element.tag === 'textarea' && element.attrs.name === 'text');
    const message = text?.children.join('') ?? '';
    expect(message).toContain(product.name);
    expect(message).toContain(product.url);
  });
});

it('a tenant without a WhatsApp number shows no chat link', async () => {
  const { url } = await apiProduct('uy', '100000');
  const page = await new NoJsBrowser().open(url);
  expect(all(page.doc, (element) => element.tag === 'h1')).toHaveLength(1);
  expect(withAttribute(page.doc, 'data-whatsapp')).toHaveLength(0);
  expect(
    all(page.doc, (element) => element.tag === 'form' && /^https:\/\/wa\.me\//.test(element.attrs.action ?? '')),
  ).toHaveLength(0);
});
