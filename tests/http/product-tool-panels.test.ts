import { describe, expect, it } from 'vitest';
import { attribute, element, elements, roleTexts, textOf } from './html-text';
import { cartQuantities, onPage, productPath } from './product-tool-fixtures';
import { row } from './test-database';

/**
 * The product page's panels without JavaScript (docs/tools.md): the WhatsApp chat and the board cut
 * to size on cl and br, the Mexican promotion's terms and the instalments of Mexico, each a
 * disclosure that opens in place, its forms plain GET and POST forms. The modals their island
 * opens with JavaScript (focus, Escape): tests/e2e/tools-modals.spec.ts, tools-instalments.spec.ts.
 */
const sites = [
  {
    tenant: 'cl',
    chat: 'Consulta por WhatsApp',
    chatMessage: 'Tu consulta',
    whatsapp: '56950004100',
    cut: 'Cortar a medida',
    plan: /^Necesitas 2 tableros \(8 piezas por tablero\) y 13 cortes: \$ 25\.870 de corte\.$/,
    add: 'Agregar 2 tableros al carro',
    fix: 'Revisa las medidas marcadas.',
    unreadable: 'Escribe solo un número, por ejemplo 2,4.',
    whole: 'Ingresa un número entero entre 1 y 200.',
    doesNotFit: 'La pieza no cabe en un tablero de 244 × 122 cm.',
  },
  {
    tenant: 'br',
    chat: 'Tire suas dúvidas pelo WhatsApp',
    chatMessage: 'Sua dúvida',
    whatsapp: '5511950004100',
    cut: 'Cortar sob medida',
    plan: /^Você precisa de 2 chapas \(8 peças por chapa\) e 13 cortes: R\$ [\d.]+,\d\d de corte\.$/,
    add: 'Adicionar 2 chapas ao carrinho',
    fix: 'Confira as medidas indicadas.',
    unreadable: 'Digite apenas um número, por exemplo 2,4.',
    whole: 'Digite um número inteiro entre 1 e 200.',
    doesNotFit: 'A peça não cabe em uma chapa de 244 × 122 cm.',
  },
] as const;

/** An OSB board (244 × 122 cm, with the cut service) stocked at the distribution centre. */
async function boardProduct(tenant: string): Promise<{ id: string; slug: string; name: string }> {
  const found = await row<{ id: string; slug: string; name: string }>(
    `SELECT p.id, p.slug, p.name FROM products p JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id
       JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
      WHERE p.tenant = ? AND p.product_type = 'osb-board' AND p.services LIKE '%"cut-board"%' AND d.quantity >= 20
      ORDER BY p.id LIMIT 1`,
    tenant,
  );
  if (!found) throw new Error(`no OSB board in ${tenant}`);
  return found;
}

/** A disclosure of the page: open or not, what its summary says, and what it holds. */
function disclosure(area: string) {
  const details = element(area, /^<details\b/);
  return {
    open: /^<details\b[^>]*\sopen[\s=>]/.test(details),
    summary: textOf(element(details, /^<summary\b/)),
    details,
  };
}
const cutArea = (html: string) => element(html, /^<section\b[^>]*id="cut-to-size"/);

describe.each(sites)('the product panels of $tenant without JavaScript', (site) => {
  const t = site.tenant;

  it('the chat opens in place, with a form to WhatsApp in a new tab', async () => {
    const board = await boardProduct(t);
    const { page } = await onPage(productPath(t, board));
    const chat = disclosure(element(page.html, /^<div\b[^>]*data-whatsapp/));
    expect(chat).toMatchObject({ open: false, summary: site.chat });
    const form = element(chat.details, /^<form\b/);
    expect(attribute(form, 'action')).toBe(`https://wa.me/${site.whatsapp}`);
    expect(attribute(form, 'target')).toBe('_blank');
    expect(textOf(element(form, /^<label\b/))).toContain(site.chatMessage);
    expect(element(form, /^<textarea\b/)).toContain(board.name);
  });

  it('the board cut to size works out boards and cuts on the server, and adds the boards', async () => {
    const board = await boardProduct(t);
    const path = productPath(t, board);
    const closed = disclosure(cutArea((await onPage(path)).page.html));
    expect(closed).toMatchObject({ open: false, summary: site.cut });
    const form = element(closed.details, /^<form\b/);
    expect([attribute(form, 'method'), attribute(form, 'action')]).toEqual(['get', `${path}#cut-to-size`]);

    const { browser, page } = await onPage(`${path}?cutWidth=60&cutLength=60&cutPieces=10`);
    const planned = disclosure(cutArea(page.html));
    expect(planned.open, 'the plan shows opened').toBe(true);
    expect(roleTexts(planned.details, 'status')).toEqual([expect.stringMatching(site.plan)]);
    const add = elements(planned.details, /^<form\b[^>]*method="post"/).find((f) => textOf(f) === site.add) ?? '';
    const fields = [...add.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(([, n = '', v = '']): [string, string] => [
      n,
      v,
    ]);
    expect(Object.fromEntries(fields).quantity).toBe('2');
    await browser.submit(`${path}?_action=cart.add`, fields, { from: path });
    expect((await cartQuantities(browser, t)).get(board.name)).toBe('2');
  });

  it('the board cut to size says what is wrong with the sizes', async () => {
    const path = productPath(t, await boardProduct(t));
    const wrong = cutArea((await onPage(`${path}?cutWidth=6x5&cutLength=40&cutPieces=0`)).page.html);
    expect(roleTexts(wrong, 'alert')).toEqual([site.fix]);
    expect(element(wrong, /<input\b[^>]*name="cutWidth"/)).toContain('aria-invalid="true"');
    expect(textOf(wrong)).toContain(site.unreadable);
    expect(textOf(wrong)).toContain(site.whole);
    const tooBig = cutArea((await onPage(`${path}?cutWidth=250&cutLength=130&cutPieces=1`)).page.html);
    expect(roleTexts(tooBig, 'alert')).toEqual([site.doesNotFit]);
    expect(roleTexts(tooBig, 'status')).toEqual([]);
  });
});

describe('the panels of mx without JavaScript', () => {
  it('the promotion terms open in place', async () => {
    const promoted = await row<{ id: string }>(
      `SELECT id FROM products WHERE tenant = 'mx' AND badges LIKE '%"MXN_PROMOTION"%' ORDER BY id LIMIT 1`,
    );
    const { page } = await onPage(`/mx/product/${promoted?.id}/x/`);
    const terms = disclosure(element(page.html, /^<div\b[^>]*data-promotion/));
    expect(terms).toMatchObject({ open: false, summary: 'Ver condiciones de la promoción' });
    expect(textOf(terms.details)).toMatch(
      /Precio de promoción por tiempo limitado en tiendas Andamio México y en línea\..*Precio de promoción: \$ [\d,]+\.\d\d$/,
    );
  });

  it('a product without a promotion or the cut service shows neither', async () => {
    const plain = await row<{ id: string }>(
      `SELECT id FROM products WHERE tenant = 'mx' AND badges NOT LIKE '%PROMOTION%' AND services NOT LIKE '%cut-board%' ORDER BY id LIMIT 1`,
    );
    const { page } = await onPage(`/mx/product/${plain?.id}/x/`);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1\b/);
    expect(page.html).not.toContain('data-promotion');
    expect(page.html).not.toContain('id="cut-to-size"');
  });
});

/** A product whose shown SKU has every price of the group at `minAmount` minor units or more. */
async function pricedAtLeast(tenant: string, priceGroup: string, minAmount: number) {
  const found = await row<{ id: string; slug: string }>(
    `SELECT p.id, p.slug FROM products p
       JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id
         AND s.position = (SELECT MIN(position) FROM skus x WHERE x.tenant = p.tenant AND x.product_id = p.id)
       JOIN prices x ON x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?
      WHERE p.tenant = ?
      GROUP BY p.id, p.slug HAVING MIN(x.amount) >= ?
      ORDER BY p.id LIMIT 1`,
    priceGroup,
    tenant,
    minAmount,
  );
  if (!found) throw new Error(`No product priced from ${minAmount} for ${tenant}`);
  return productPath(tenant, found);
}

/** Money as the page writes it, in minor units: every tenant's text keeps its digits in order. */
const minorUnits = (text: string) => Number(text.replace(/\D/g, ''));
const priceOf = (html: string) => element(html, /^<section\b[^>]*data-price-block/);

describe('instalments (docs/instalments.md)', () => {
  it('mx: the offer beside the price opens every choice in place, which add up to the price', async () => {
    // 500.01 and more: the table's last step, 10 instalments
    const { page } = await onPage(await pricedAtLeast('mx', '60', 500_01));
    const price = priceOf(page.html);
    const offer = /Hasta 10 cuotas de (\$ [\d,]+\.\d{2})/.exec(textOf(price));
    expect(offer, 'the offer beside the price').not.toBeNull();
    const monthly = offer?.[1] ?? '';
    const choices = disclosure(price);
    expect(choices).toMatchObject({ open: false, summary: 'Ver cuotas' });
    const items = elements(element(choices.details, /^<ul\b/), /^<li\b/).map(textOf);
    expect(items).toHaveLength(10);
    expect(items[0]).toMatch(/^1 cuota de \$ [\d,]+\.\d{2}$/);
    expect(items[1]).toMatch(/^2 cuotas de /);
    expect(items[9]).toBe(`10 cuotas de ${monthly}`);
    // the first instalment carries the remainder: ten of them cover the price by at most 9 cents over
    const over = minorUnits(monthly) * 10 - minorUnits(items[0]?.replace(/^1 cuota de /, '') ?? '');
    expect(over).toBeGreaterThanOrEqual(0);
    expect(over).toBeLessThan(10);
    expect(textOf(choices.details)).toContain('El número de cuotas depende del monto de la compra.');
  });

  it.each([
    ['cl', '10', 'Ver cuotas'],
    ['br', '50', 'Ver parcelas'],
  ])('%s offers no instalments beside the price', async (tenant, priceGroup, show) => {
    const { page } = await onPage(await pricedAtLeast(tenant, priceGroup, 500_01));
    expect(priceOf(page.html)).toContain('data-current-price');
    expect(textOf(page.html)).not.toContain(show);
  });
});
