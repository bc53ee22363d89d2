import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { instantText } from '../../src/lib/instant-text';
import { getTenant } from '../../src/tenants/registry';
import type { TenantId } from '../../src/tenants/schema';
import { expireQuotation } from './cart-fixtures';
import { loggedIn } from './customer-fixtures';
import { element, elements, h1Of, roleTexts, textOf } from './html-text';
import { NoJsBrowser } from './no-js-browser';
import { row, run } from './test-database';

/**
 * Wish lists and quotations as a browser without JavaScript sees them (docs/accounts-and-lists.md): what the
 * pages say after each form, and the messages when a form cannot do what was asked (the tenant's
 * language, a reason, the shopper left where they can act on it). The pages of lists and
 * quotations have no island; the actions themselves: wish-lists.test.ts, quotation-forms.test.ts,
 * quotation-double-submit.test.ts.
 */
const sites = [
  {
    tenant: 'cl',
    langFull: 'es_CL',
    words: {
      lists: 'Mis listas de deseos',
      favourites: 'Mis favoritos',
      empty: 'Esta lista está vacía: agrega productos desde su página o desde los listados.',
      deleted: 'Eliminamos la lista.',
      savedDefault: 'Guardamos el producto en tu lista de deseos.',
      limit: 'Puedes tener hasta 20 listas.',
      itemLimit: 'Una lista puede tener hasta 100 productos.',
      outOfStock: 'Este producto no tiene stock disponible.',
      noPrice: 'Sin precio en tu zona',
      nothingToQuote: 'Esta lista no tiene productos con precio en tu zona: no hay nada que cotizar.',
      validUntil: (date: string) => `Precios congelados hasta el ${date} (quedan 72 h).`,
      expiredOn: (date: string) => `Venció el ${date}.`,
      expired: 'Muestra los precios que tenía: si la agregas al carro, se usarán los precios actuales.',
      frozenLine: /Precio de tu cotización para 1 u\., garantizado por 7[12] h más\./,
      heading: /^Cotización del /,
      frozenWord: /congelados/g,
    },
  },
  {
    tenant: 'br',
    langFull: 'pt_BR',
    words: {
      lists: 'Minhas listas de desejos',
      favourites: 'Meus favoritos',
      empty: 'Esta lista está vazia: adicione produtos pela página deles ou pelas listagens.',
      deleted: 'Excluímos a lista.',
      savedDefault: 'Salvamos o produto na sua lista de desejos.',
      limit: 'Você pode ter até 20 listas.',
      itemLimit: 'Uma lista pode ter até 100 produtos.',
      outOfStock: 'Este produto está sem estoque.',
      noPrice: 'Sem preço na sua região',
      nothingToQuote: 'Esta lista não tem produtos com preço na sua região: não há nada para orçar.',
      validUntil: (date: string) => `Preços congelados até ${date} (faltam 72 h).`,
      expiredOn: (date: string) => `Venceu em ${date}.`,
      expired: 'Mostra os preços que tinha: se você adicioná-lo ao carrinho, serão usados os preços atuais.',
      frozenLine: /Preço do seu orçamento para 1 un\., garantido por mais 7[12] h\./,
      heading: /^Orçamento de /,
      frozenWord: /congelados/g,
    },
  },
] as const;

interface Product {
  productId: string;
  skuId: string;
  name: string;
}

/** A one-variant product of a name of its own, sent home from the DC, priced in the fallback zone. */
async function plainProduct(tenant: TenantId): Promise<Product> {
  const found = await row<Product>(
    `SELECT p.id AS "productId", s.id AS "skuId", p.name FROM products p
       JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id
       JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
      WHERE p.tenant = ? AND p.shipping_type = 'home' AND d.quantity BETWEEN 20 AND 500
        AND (SELECT count(*) FROM skus x WHERE x.tenant = p.tenant AND x.product_id = p.id) = 1
        AND (SELECT count(*) FROM products q WHERE q.tenant = p.tenant AND q.name = p.name) = 1
        AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
      ORDER BY p.id LIMIT 1`,
    tenant,
    getTenant(tenant).fallbackZone.priceGroup,
  );
  if (!found) throw new Error(`No plain product on ${tenant}`);
  return found;
}

/** A product priced in the fallback zone, sent home, with no units left to send: the cart refuses it. */
async function soldOutProduct(tenant: TenantId): Promise<Product> {
  const found = await row<Product>(
    `SELECT s.product_id AS "productId", s.id AS "skuId", p.name FROM skus s
       JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
       LEFT JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
      WHERE s.tenant = ? AND p.shipping_type = 'home' AND COALESCE(d.quantity, 0) = 0
        AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
      ORDER BY s.id LIMIT 1`,
    tenant,
    getTenant(tenant).fallbackZone.priceGroup,
  );
  if (!found) throw new Error(`No sold-out product on ${tenant}`);
  return found;
}

/** Lists of the customer made straight in the database (oldest first), holding the SKUs given. */
async function giveLists(tenant: string, userId: string, lists: Record<string, string[]>): Promise<void> {
  const start = Date.now();
  for (const [index, [name, skuIds]] of Object.entries(lists).entries()) {
    const id = randomBytes(16).toString('base64url');
    await run(
      'INSERT INTO wish_lists (tenant, id, user_id, name, created_at) VALUES (?, ?, ?, ?, ?)',
      tenant,
      id,
      userId,
      name,
      new Date(start + index).toISOString(),
    );
    if (skuIds.length === 0) continue;
    // one statement for the list's items (a full list holds a hundred)
    await run(
      `INSERT INTO wish_list_items (tenant, wish_list_id, sku_id, added_at) VALUES ${skuIds.map(() => '(?, ?, ?, ?)').join(', ')}`,
      ...skuIds.flatMap((skuId) => [tenant, id, skuId, new Date().toISOString()]),
    );
  }
}

/** The lists page's link to the list of that name. */
function listLink(html: string, name: string): string | undefined {
  const link = elements(html, /^<a\b[^>]*href="\/\w+\/account\/wish-lists\/[A-Za-z0-9_-]+\/"/).find(
    (a) => textOf(a) === name,
  );
  return link ? /href="([^"]+)"/.exec(link)?.[1] : undefined;
}

/** The card of a listing that holds the product's add-to-list form. */
const cardOf = (html: string, skuId: string) =>
  elements(html, /^<article\b/).find((article) => article.includes(`name="skuId" value="${skuId}"`)) ?? '';

/** The add-to-list form's address for this SKU on the page `from`, as the form draws it. */
const addAction = (from: string, skuId: string) =>
  `${from.split('?')[0]}?_action=wishLists.add&wishListSku=${encodeURIComponent(skuId)}`;

describe.each(sites)('wish lists of $tenant without JavaScript', ({ tenant, words }) => {
  const lists = `/${tenant}/account/wish-lists/`;

  it('a product saved from its page is confirmed there, and the default list holds it', async () => {
    const { browser } = await loggedIn(tenant);
    const product = await plainProduct(tenant);
    const page = (await browser.open(`/${tenant}/product/${product.productId}/x/`)).url;
    const saved = await browser.submit(addAction(page, product.skuId), { skuId: product.skuId }, { from: page });
    expect(roleTexts(saved.html, 'status')).toContainEqual(expect.stringContaining(words.savedDefault));

    const index = await browser.get(lists);
    expect(h1Of(index.html)).toBe(words.lists);
    const list = await browser.get(listLink(index.html, words.favourites) ?? '');
    expect(textOf(list.html)).toContain(product.name);
  });

  it('a product saved from a listing card is confirmed in that card only', async () => {
    const { browser } = await loggedIn(tenant);
    const product = await plainProduct(tenant);
    const listing = `/${tenant}/search?Ntt=${encodeURIComponent(product.name)}`;
    const saved = await browser.submit(addAction(listing, product.skuId), { skuId: product.skuId }, { from: listing });
    const confirmations = roleTexts(saved.html, 'status').filter((text) => text.includes(words.savedDefault));
    expect(confirmations).toHaveLength(1);
    expect(roleTexts(cardOf(saved.html, product.skuId), 'status')).toEqual([
      expect.stringContaining(words.savedDefault),
    ]);
  });

  it('a new list opens empty, and a deleted one leaves the lists page saying so', async () => {
    const { browser } = await loggedIn(tenant);
    const made = await browser.submit(`${lists}?_action=wishLists.create`, { name: 'Terraza' }, { from: lists });
    expect(h1Of(made.html)).toBe('Terraza');
    expect(textOf(made.html)).toContain(words.empty);
    const listId = /name="listId" value="([^"]+)"/.exec(made.html)?.[1] ?? '';
    const listPage = made.url.split('?')[0] ?? '';
    const gone = await browser.submit(`${listPage}?_action=wishLists.delete`, { listId }, { from: listPage });
    expect(roleTexts(gone.html, 'status')).toEqual([words.deleted]);
    expect(listLink(gone.html, 'Terraza')).toBeUndefined();
  });

  it('a customer at the limit of lists is told how many a customer can have', async () => {
    const { browser, customer } = await loggedIn(tenant);
    await giveLists(
      tenant,
      customer.id,
      Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`Lista ${index + 1}`, []])),
    );
    const refused = await browser.submit(`${lists}?_action=wishLists.create`, { name: 'Una más' }, { from: lists });
    expect(roleTexts(refused.html, 'alert')).toEqual([words.limit]);
    expect(listLink((await browser.get(lists)).html, 'Una más')).toBeUndefined();
  });

  it('a full list says how many products it can hold, at the control of the product only', async () => {
    const { browser, customer } = await loggedIn(tenant);
    await giveLists(tenant, customer.id, { Casa: Array.from({ length: 100 }, (_, index) => `saved-${index}`) });
    const product = await plainProduct(tenant);
    const page = (await browser.open(`/${tenant}/product/${product.productId}/x/`)).url;
    const onPage = await browser.submit(addAction(page, product.skuId), { skuId: product.skuId }, { from: page });
    // one message, beside the list control (the add-to-cart area does not repeat it)
    expect(roleTexts(onPage.html, 'alert')).toEqual([words.itemLimit]);

    const listing = `/${tenant}/search?Ntt=${encodeURIComponent(product.name)}`;
    const onCard = await browser.submit(addAction(listing, product.skuId), { skuId: product.skuId }, { from: listing });
    expect(roleTexts(onCard.html, 'alert')).toEqual([words.itemLimit]);
    expect(roleTexts(cardOf(onCard.html, product.skuId), 'alert')).toEqual([words.itemLimit]);
  });

  it('a sold-out product stays in the list, and the shopper is told why', async () => {
    const { browser, customer } = await loggedIn(tenant);
    const product = await soldOutProduct(tenant);
    await giveLists(tenant, customer.id, { Casa: [product.skuId] });
    const listPage = listLink((await browser.get(lists)).html, 'Casa') ?? '';
    const listId = /name="listId" value="([^"]+)"/.exec((await browser.get(listPage)).html)?.[1] ?? '';
    const refused = await browser.submit(
      `${listPage}?_action=wishLists.toCart`,
      { listId, skuId: product.skuId },
      { from: listPage },
    );
    expect(refused.url.split('?')[0]).toBe(listPage);
    expect(roleTexts(refused.html, 'alert')).toEqual([words.outOfStock]);
    expect(elements(refused.html, /^<a\b/).map(textOf)).toContain(product.name);
  });

  it('a list of products no longer sold has nothing to quote', async () => {
    const { browser, customer } = await loggedIn(tenant);
    await giveLists(tenant, customer.id, { Casa: ['retired-sku'] });
    const listPage = listLink((await browser.get(lists)).html, 'Casa') ?? '';
    const shown = await browser.get(listPage);
    expect(textOf(shown.html)).toContain(words.noPrice);
    const quote = element(shown.html, /^<form\b[^>]*_action=wishLists\.quote/);
    const fields = Object.fromEntries(
      [...quote.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(([, name = '', value = '']) => [name, value]),
    );
    const refused = await browser.submit(`${listPage}?_action=wishLists.quote`, fields, { from: listPage });
    expect(roleTexts(refused.html, 'alert')).toEqual([words.nothingToQuote]);
  });
});

describe.each(sites)('quotations of $tenant without JavaScript', ({ tenant, langFull, words }) => {
  const quotationPath = /\/account\/quotations\/([A-Za-z0-9_-]{22})\//;
  const dateOf = (iso: string) => instantText(iso, langFull, getTenant(tenant).timeZone);

  /** A shopper with the product in the cart, quoted: the quotation's page, id and expiry. */
  async function quoted(product: Product) {
    const shopper = new NoJsBrowser();
    const opened = await shopper.open(`/${tenant}/product/${product.productId}/x/`);
    const page = opened.url;
    const shelf = textOf(element(opened.html, /\sdata-current-price\b/));
    await shopper.submit(`${page}?_action=cart.add`, { skuId: product.skuId, quantity: '1' }, { from: page });
    const cart = `/${tenant}/cart/`;
    const key = /name="requestKey" value="([^"]+)"/.exec((await shopper.get(cart)).html)?.[1] ?? '';
    const quotation = await shopper.submit(`${cart}?_action=quotations.fromCart`, { requestKey: key }, { from: cart });
    const id = quotationPath.exec(quotation.url)?.[1] ?? '';
    return { shopper, shelf, quotation, id, page: quotation.url.split('?')[0] ?? '' };
  }

  /** The quotation's expiry, as its API answers it. */
  async function expiryOf(shopper: NoJsBrowser, id: string): Promise<string> {
    const answer = await shopper.get(`/api/${tenant}/quotations/${id}`);
    return (JSON.parse(answer.html) as { data: { expiresAt: string } }).data.expiresAt;
  }

  it('freezes the price the product page showed until its expiry, and the cart line says so', async () => {
    const product = await plainProduct(tenant);
    const { shopper, shelf, quotation, id, page } = await quoted(product);
    expect(h1Of(quotation.html)).toMatch(words.heading);
    const status = textOf(element(quotation.html, /data-quotation-status="valid"/));
    expect(status).toContain(words.validUntil(dateOf(await expiryOf(shopper, id))));
    // one sentence: the expiry and the hours left, said once
    expect(status.match(words.frozenWord)?.length).toBe(1);
    const row = elements(quotation.html, /^<tr\b/).find((tr) => textOf(tr).includes(product.name)) ?? '';
    // the unit price frozen is the one the product page showed
    expect(shelf).toContain(textOf(element(row, /\sdata-unit-price\b/)));

    const cart = await shopper.submit(`${page}?_action=quotations.toCart`, { quotationId: id }, { from: page });
    expect(cart.url).toBe(`/${tenant}/cart/?done=1`);
    expect(textOf(cart.html)).toMatch(words.frozenLine);
  });

  it('an expired quotation says when it expired, and goes to the cart at current prices', async () => {
    const product = await plainProduct(tenant);
    const { shopper, id, page } = await quoted(product);
    await expireQuotation(tenant, id);
    const expired = await shopper.get(page);
    const status = textOf(element(expired.html, /data-quotation-status="expired"/));
    expect(status).toContain(words.expiredOn(dateOf(await expiryOf(shopper, id))));
    expect(status).toContain(words.expired);
    const cart = await shopper.submit(`${page}?_action=quotations.toCart`, { quotationId: id }, { from: page });
    expect(textOf(cart.html)).toContain(product.name);
    expect(textOf(cart.html)).not.toMatch(words.frozenLine);
  });
});
