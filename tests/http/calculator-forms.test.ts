import { describe, expect, it } from 'vitest';
import { attribute, descriptionOf, element, elements, roleTexts, textOf } from './html-text';
import { calculatorProduct, cartQuantities, onPage, productPath } from './product-tool-fixtures';

/**
 * The product page's paint and floor calculators without JavaScript (docs/tools.md): a GET form
 * back to the product page, computed on the server, wall buttons included, and the result's POST
 * form that adds the quantity to the cart. mx stays beside cl: its numbers are written otherwise
 * (12.5, 100,000). The islands that answer as the shopper types: tests/e2e/tools-calculators.spec.ts.
 */
const sites = [
  {
    tenant: 'cl',
    priceGroup: '10',
    boxes: (n: number) => `Necesitas ${n} cajas para 12,5 m²`,
    paintArea: (area: string) => `Superficie a pintar: ${area} m²`,
    paint14: '30,51',
    height: '2,4',
    unreadable: 'Escribe solo un número, por ejemplo 2,4.',
    tooLarge: 'Ingresa un número hasta 100.000.',
    wall: (n: number) => `Muro ${n}`,
    fix: 'Revisa los datos marcados para calcular.',
    required: 'Ingresa un valor.',
  },
  {
    tenant: 'br',
    priceGroup: '50',
    boxes: (n: number) => `Você precisa de ${n} caixas para 12,5 m²`,
    paintArea: (area: string) => `Área a pintar: ${area} m²`,
    paint14: '30,51',
    height: '2,4',
    unreadable: 'Digite apenas um número, por exemplo 2,4.',
    tooLarge: 'Digite um número até 100.000.',
    wall: (n: number) => `Parede ${n}`,
    fix: 'Revise os dados marcados para calcular.',
    required: 'Informe um valor.',
  },
  {
    tenant: 'mx',
    priceGroup: '60',
    boxes: (n: number) => `Necesitas ${n} cajas para 12.5 m²`,
    paintArea: (area: string) => `Superficie a pintar: ${area} m²`,
    paint14: '30.51',
    height: '2.4',
    unreadable: 'Escribe solo un número, por ejemplo 2.4.',
    tooLarge: 'Ingresa un número hasta 100,000.',
    wall: (n: number) => `Muro ${n}`,
    fix: 'Revisa los datos marcados para calcular.',
    required: 'Ingresa un valor.',
  },
] as const;

/** docs/tools.md: area plus 10% wastage over the m² of a box, rounded up, in whole cm² as the rule counts. */
const boxesFor = (areaM2: number, m2PerBox: number) =>
  Math.ceil((Math.round(areaM2 * 10_000) * 110) / (Math.round(m2PerBox * 10_000) * 100));

const calculatorOf = (html: string) => element(html, /^<section\b[^>]*id="calculator"/);
/** The wall fieldsets of the paint calculator, by their legend. */
const walls = (html: string) =>
  elements(calculatorOf(html), /^<fieldset\b/).map((set) => textOf(element(set, /^<legend\b/)));
const inputValue = (html: string, id: string) =>
  attribute(element(html, new RegExp(`<input\\b[^>]*id="${id}"`)), 'value');

describe.each(sites)('the calculators of $tenant without JavaScript', (site) => {
  const t = site.tenant;

  it('the floor calculator counts boxes with 10% wastage and adds them to the cart', async () => {
    const floor = await calculatorProduct(t, 'floor', 'CATG10022', site.priceGroup);
    const path = productPath(t, floor);
    const { browser, page } = await onPage(`${path}?calc=floor&area=12.5&length=&width=`);
    const form = element(calculatorOf(page.html), /^<form\b/);
    expect([attribute(form, 'method'), attribute(form, 'action')], 'a GET form back to the page').toEqual([
      'get',
      `${path}#calculator`,
    ]);
    // A query-string variant of the product page still names the product URL as canonical.
    expect(/<link rel="canonical" href="([^"]*)"/.exec(page.html)?.[1]).toMatch(new RegExp(`${path}$`));
    const boxes = boxesFor(12.5, floor.m2PerBox ?? 0);
    const [result = ''] = elements(calculatorOf(page.html), /\srole="status"/);
    expect(textOf(result)).toContain(site.boxes(boxes));
    expect(textOf(result)).toContain('10%');
    expect(attribute(element(result, /<input\b[^>]*name="quantity"/), 'value')).toBe(String(boxes));

    await browser.submit(`${path}?_action=cart.add`, { skuId: skuIn(result), quantity: String(boxes) }, { from: path });
    expect((await cartQuantities(browser, t)).get(floor.name)).toBe(String(boxes));
  });

  it('the paint calculator counts cans for walls less a door and a window, and adds them', async () => {
    const paint = await calculatorProduct(t, 'paint', 'CATG10002', site.priceGroup);
    const path = productPath(t, paint);
    const query = `calc=paint&area=&width=14&height=${encodeURIComponent(site.height)}&doors=1&windows=1&coats=2`;
    const { browser, page } = await onPage(`${path}?${query}`);
    // 14 × 2.4 m (typed as the tenant writes it) = 33.6 m², less a door (1.89 m²) and a window (1.2 m²).
    const [result = ''] = elements(calculatorOf(page.html), /\srole="status"/);
    expect(textOf(result)).toContain(site.paintArea(site.paint14));
    const quantity = attribute(element(result, /<input\b[^>]*name="quantity"/), 'value') ?? '';
    expect(Number(quantity)).toBeGreaterThan(0);
    await browser.submit(`${path}?_action=cart.add`, { skuId: skuIn(result), quantity }, { from: path });
    expect((await cartQuantities(browser, t)).get(paint.name)).toBe(quantity);
  });

  it('a bad measure shows its message beside the field, never an error page', async () => {
    const floor = await calculatorProduct(t, 'floor', 'CATG10022', site.priceGroup);
    for (const [typed, message] of [
      ['-3', site.unreadable],
      ['abc', site.unreadable],
      ['250000', site.tooLarge],
    ] as const) {
      const { page } = await onPage(`${productPath(t, floor)}?calc=floor&area=${encodeURIComponent(typed)}`);
      expect(page.status, typed).toBe(200);
      const calculator = calculatorOf(page.html);
      expect(inputValue(calculator, 'calc-area')).toBe(typed);
      expect(element(calculator, /<input\b[^>]*id="calc-area"/)).toContain('aria-invalid="true"');
      expect(descriptionOf(calculator, 'calc-area')).toBe(message);
      expect(roleTexts(calculator, 'status')).toEqual([]);
    }
  });
});

describe.each(sites.filter((site) => site.tenant !== 'mx'))('the paint walls of $tenant without JavaScript', (site) => {
  const t = site.tenant;
  const page = async (query: string) => {
    const paint = await calculatorProduct(t, 'paint', 'CATG10002', site.priceGroup);
    return (await onPage(`${productPath(t, paint)}?calc=paint&area=${query}&windows=0&coats=2`)).page.html;
  };

  it('the wall buttons add and remove walls through the server', async () => {
    const added = await page('&width=4&height=2.5&wall=add&doors=0');
    expect(walls(added)).toEqual([site.wall(1), site.wall(2)]);
    expect(inputValue(added, 'calc-wall-0-width')).toBe('4');
    // a wall just added is not refused before the shopper fills it
    expect(roleTexts(calculatorOf(added), 'alert')).toEqual([]);

    const both = await page('&width=4&height=2.5&width=3&height=2.5&doors=1');
    expect(textOf(element(calculatorOf(both), /\srole="status"/))).toContain(site.paintArea('15,61'));

    const removed = await page('&width=4&height=2.5&width=3&height=2.5&wall=remove.0&doors=1');
    expect(walls(removed)).toEqual([site.wall(1)]);
    expect(inputValue(removed, 'calc-wall-0-width')).toBe('3');
    const left = await page('&width=3&height=2.5&doors=1');
    expect(textOf(element(calculatorOf(left), /\srole="status"/))).toContain(site.paintArea('5,61'));
  });

  it('a wall with one side missing is asked for beside it', async () => {
    const html = calculatorOf(await page('&width=4&height=2&width=3&height='));
    expect(roleTexts(html, 'alert')).toEqual([site.fix]);
    expect(descriptionOf(html, 'calc-wall-1-height')).toBe(site.required);
  });
});

/** The SKU the result's add-to-cart form sends. */
function skuIn(result: string): string {
  return attribute(element(result, /<input\b[^>]*name="skuId"/), 'value') ?? '';
}
