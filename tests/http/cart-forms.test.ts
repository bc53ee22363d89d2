import { describe, expect, it } from 'vitest';
import { formOf, formsOf, type PageForm } from './html-forms';
import { textsIn, withAttribute } from './html-tokens';
import { NoJsBrowser } from './no-js-browser';
import { plainProduct, type Sku, sites, stockedSku } from './purchase-fixtures';

/**
 * The cart without JavaScript (issue 25: moved from tests/e2e/cart.spec.ts and the no-JS part of
 * islands-add-to-cart.spec.ts): the product page's and the listing cards' forms add, the cart
 * page's forms change and remove, each answered with a 303 to the page that shows the outcome.
 * mx stays beside cl and br: its money is written otherwise ($ 1,234.56).
 */
const words = {
  cl: {
    title: 'Carro de compras',
    empty: 'Tu carro está vacío.',
    add: 'Agregar al carro',
    buyNow: 'Comprar ahora',
    update: 'Actualizar cantidad',
    remove: (name: string) => `Eliminar ${name}`,
    card: /^Agregar (.+) al carro$/,
    money: /^\$ \d{1,3}(\.\d{3})*$/,
    otherLanguage: /Carrinho|Quantidade|Remover|Frete/,
  },
  br: {
    title: 'Carrinho de compras',
    empty: 'Seu carrinho está vazio.',
    add: 'Adicionar ao carrinho',
    buyNow: 'Comprar agora',
    update: 'Atualizar quantidade',
    remove: (name: string) => `Remover ${name}`,
    card: /^Adicionar (.+) ao carrinho$/,
    money: /^R\$ \d{1,3}(\.\d{3})*,\d{2}$/,
    otherLanguage: /Carro de compras|Cantidad|Eliminar|Despacho/,
  },
  mx: {
    title: 'Carro de compras',
    empty: 'Tu carro está vacío.',
    add: 'Agregar al carro',
    buyNow: 'Comprar ahora',
    update: 'Actualizar cantidad',
    remove: (name: string) => `Eliminar ${name}`,
    card: /^Agregar (.+) al carro$/,
    money: /^\$ \d{1,3}(,\d{3})*\.\d{2}$/,
    otherLanguage: /Carrinho|Quantidade|Remover|Frete/,
  },
} as const;

const textOf = (html: string, attribute: string) => textsIn(html, withAttribute(attribute))[0];
const cartCount = (html: string) => textOf(html, 'data-cart-count');
/** The text a shopper reads on the page (its text nodes, not attributes or scripts), in one line. */
const readable = (html: string) => textsIn(html, (tag) => tag.name === 'body')[0] ?? '';

/** A form as a crafted request sends it: its action and fields, no page behind it. */
const crafted = (action: string, fields: Record<string, string> = {}): PageForm => ({
  action,
  method: 'post',
  fields,
  options: {},
  buttons: [],
  within: [],
});

/** The product's page, at its canonical address (the short one redirects there). */
async function productPage(browser: NoJsBrowser, tenant: string, sku: Sku) {
  let page = await browser.get(`/${tenant}/product/${sku.productId}/x/${sku.skuId}/`);
  let path = `/${tenant}/product/${sku.productId}/x/${sku.skuId}/`;
  if (page.status >= 300 && page.status < 400 && page.location) {
    path = page.location;
    page = await browser.get(path);
  }
  expect(page.status, path).toBe(200);
  return page;
}

describe.each(['cl', 'br', 'mx'] as const)('%s: the cart with plain forms', (tenant) => {
  const w = words[tenant];
  const { priceGroup } = sites[tenant];

  it('the product form adds, the cart forms change the quantity and remove the line', async () => {
    const sku = await stockedSku(tenant, priceGroup);
    const browser = new NoJsBrowser();
    const empty = await browser.get(`/${tenant}/cart/`);
    expect(empty.status).toBe(200);
    expect(textsIn(empty.html, (tag) => tag.name === 'h1')).toEqual([w.title]);
    expect(readable(empty.html)).toContain(w.empty);

    const product = await productPage(browser, tenant, sku);
    const added = await browser.submitForm(product.url, formOf(product.html, 'cart.add'), { quantity: '2' }, w.add);
    expect(added.status).toBe(303);
    expect(added.location).toBe(`/${tenant}/cart/?done=1`);
    const two = await browser.follow(added);
    const update = formOf(two.html, 'cart.update', sku.name);
    expect(update.fields.quantity).toBe('2');
    expect(textOf(two.html, 'data-cart-total')).toMatch(w.money);
    expect(cartCount(two.html)).toBe('2');
    const lineTotalOfTwo = textOf(two.html, 'data-line-total');

    const three = await browser.follow(await browser.submitForm(two.url, update, { quantity: '3' }, w.update));
    expect(formOf(three.html, 'cart.update', sku.name).fields.quantity).toBe('3');
    expect(cartCount(three.html)).toBe('3');
    expect(textOf(three.html, 'data-line-total')).not.toBe(lineTotalOfTwo);
    expect(readable(three.html)).not.toMatch(w.otherLanguage);

    const remove = formOf(three.html, 'cart.remove', sku.name);
    const removed = await browser.follow(await browser.submitForm(three.url, remove, {}, w.remove(sku.name)));
    expect(readable(removed.html)).toContain(w.empty);
    expect(cartCount(removed.html)).toBe('0');
  });
});

describe.each(['cl', 'br'] as const)('%s: adding without JavaScript', (tenant) => {
  const w = words[tenant];
  const { priceGroup } = sites[tenant];

  it('the product form adds and lands on the cart; buy now is the same post', async () => {
    const product = await plainProduct(tenant, priceGroup);
    const browser = new NoJsBrowser();
    const page = await productPage(browser, tenant, product);
    const form = formOf(page.html, 'cart.add');
    const added = await browser.submitForm(page.url, form, { quantity: '2' }, w.add);
    expect(added.location).toBe(`/${tenant}/cart/?done=1`);
    const cart = await browser.follow(added);
    expect(formOf(cart.html, 'cart.update', product.name).fields.quantity).toBe('2');
    expect(cartCount(cart.html)).toBe('2');

    // without JavaScript both buttons land on the cart: one more unit
    const bought = await browser.submitForm(page.url, form, { quantity: '1' }, w.buyNow);
    expect(bought.location).toBe(`/${tenant}/cart/?done=1`);
    expect(cartCount((await browser.follow(bought)).html)).toBe('3');
  });

  it('a listing card’s form adds one unit and lands on the cart', async () => {
    const product = await plainProduct(tenant, priceGroup);
    const browser = new NoJsBrowser();
    const path = `/${tenant}/search?Ntt=${encodeURIComponent(product.name.split(' ')[0] ?? '')}`;
    const results = await browser.get(path);
    expect(results.status).toBe(200);
    const card = formsOf(results.html).find((form) => form.buttons.some((button) => w.card.test(button.label)));
    if (!card) throw new Error(`No card on ${path} adds to the cart`);
    expect(card.fields.quantity).toBe('1');
    const label = card.buttons.find((button) => w.card.test(button.label))?.label ?? '';
    const name = w.card.exec(label)?.[1] ?? '';
    const added = await browser.submitForm(path, card, {}, label);
    expect(added.location).toBe(`/${tenant}/cart/?done=1`);
    const cart = await browser.follow(added);
    expect(formOf(cart.html, 'cart.update', name).fields.quantity).toBe('1');
    expect(cartCount(cart.html)).toBe('1');
  });
});

describe('refusals of the cart forms come back as the catalogue’s words', () => {
  it('cl: an add beyond the stock goes back to the product page with the message', async () => {
    const sku = await stockedSku('cl', sites.cl.priceGroup);
    const browser = new NoJsBrowser();
    const page = await productPage(browser, 'cl', sku);
    // more than the zone has (the SKU has from 50 units): the form's own bounds let 999 through
    const refused = await browser.submitForm(
      page.url,
      formOf(page.html, 'cart.add'),
      { quantity: '999' },
      'Agregar al carro',
    );
    expect(refused.status).toBe(303);
    expect(refused.location).toMatch(
      new RegExp(`^${page.url.replace(/[.?]/g, '\\$&')}\\?error=validation\\.quantity\\.insufficientStock`),
    );
    const told = await browser.follow(refused);
    expect(textsIn(told.html, withAttribute('role', 'alert')).join(' ')).toMatch(/reduc/i);
  });

  it('cl: a bad quantity never fails: the cart shows the message', async () => {
    const browser = new NoJsBrowser();
    const cart = await browser.get('/cl/cart/');
    const answer = await browser.submitForm('/cl/cart/', crafted('?_action=cart.update'), {
      lineId: 'nope',
      quantity: '0',
    });
    expect(cart.status).toBe(200);
    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(/^\/cl\/cart\/\?error=validation\./);
    const alerts = textsIn((await browser.follow(answer)).html, withAttribute('role', 'alert'));
    expect(alerts.join('')).not.toBe('');
    expect(alerts.join('')).not.toContain('{');
  });

  it('br: removing a line that is not there shows the catalogue message in Portuguese', async () => {
    const browser = new NoJsBrowser();
    const answer = await browser.submitForm('/br/cart/', crafted('?_action=cart.remove'), { lineId: 'not-a-line' });
    expect(answer.status).toBe(303);
    const page = await browser.follow(answer);
    expect(textsIn(page.html, withAttribute('role', 'alert')).join('')).not.toBe('');
    expect(readable(page.html)).not.toMatch(/Carro de compras|Cantidad/);
  });

  it('cl: the notify-me form goes back to the product page with its answer', async () => {
    const sku = await stockedSku('cl', sites.cl.priceGroup);
    const browser = new NoJsBrowser();
    const form = crafted('?_action=notifyMe', { skuId: sku.skuId });
    const bad = await browser.submitForm('/cl/product/123/algo/', form, { email: 'no-es-un-correo' });
    expect(bad.status).toBe(303);
    expect(bad.location).toMatch(/^\/cl\/product\/123\/algo\/\?error=validation\.email\./);
    // A SKU the zone can sell now is refused: the shopper should buy it rather than wait.
    const stocked = await browser.submitForm('/cl/product/123/algo/', form, { email: 'comprador@example.com' });
    expect(stocked.status).toBe(303);
    expect(stocked.location).toBe('/cl/product/123/algo/?error=product.notifyMe.inStock');
  });
});
