import { describe, expect, it } from 'vitest';
import { element, roleTexts, textOf } from './html-text';
import {
  calculatorProduct,
  cartQuantities,
  onPage,
  productPath,
  projectForm,
  projectProduct,
  setDcUnits,
} from './product-tool-fixtures';

/**
 * The product page's project builder as a POST form (docs/tools.md), the same with JavaScript and
 * without (its island adds totals and refuses an empty project in place, then posts this very
 * form: tests/e2e/tools-project.spec.ts): every ticked line goes to the cart; an empty project is
 * refused with the message (docs/tools.md), and a line the cart refuses with the failure text (docs/tools.md).
 */
const sites = [
  {
    tenant: 'cl',
    priceGroup: '10',
    noneSelected: 'Selecciona al menos un producto para agregar al carro.',
    failure: 'Ocurrió un error al agregar el producto, inténtalo de nuevo.',
    money: /^\$ \d{1,3}(\.\d{3})*$/,
  },
  {
    tenant: 'br',
    priceGroup: '50',
    noneSelected: 'Selecione pelo menos um produto para adicionar ao carrinho.',
    failure: 'Ocorreu um erro ao adicionar o produto, tente novamente.',
    money: /^R\$ \d{1,3}(\.\d{3})*,\d{2}$/,
  },
  {
    tenant: 'mx',
    priceGroup: '60',
    noneSelected: 'Selecciona al menos un producto para agregar al carro.',
    failure: 'Ocurrió un error al agregar el producto, inténtalo de nuevo.',
    money: /^\$ \d{1,3}(,\d{3})*\.\d{2}$/,
  },
] as const;

/** docs/tools.md: area plus 10% wastage over the m² of a box, rounded up, in whole cm² as the rule counts. */
const boxesFor = (areaM2: number, m2PerBox: number) =>
  Math.ceil((Math.round(areaM2 * 10_000) * 110) / (Math.round(m2PerBox * 10_000) * 100));

const projectSection = (html: string) => element(html, /^<section\b[^>]*id="project"/);

describe.each(sites)('the project builder of $tenant', (site) => {
  const t = site.tenant;

  it('lists materials with quantities for the floor calculated, and adds them all to the cart', async () => {
    const floor = await calculatorProduct(t, 'floor', 'CATG10022', site.priceGroup);
    const { browser, page, path } = await onPage(`${productPath(t, floor)}?calc=floor&area=12.5`);
    const project = projectForm(page.html);
    const ticked = project.lines.filter((line) => line.ticked);
    expect(ticked.length).toBeGreaterThanOrEqual(3);
    for (const line of ticked) expect(Number(line.quantity), line.name).toBeGreaterThan(0);
    // The page's own floor is the main line, counted by the calculator for the same 12.5 m².
    expect(ticked[0]).toMatchObject({ name: floor.name, quantity: String(boxesFor(12.5, floor.m2PerBox ?? 0)) });
    // number and money as the tenant writes them
    expect(textOf(element(ticked[0]?.row ?? '', /\sdata-line-total=/))).toMatch(site.money);

    const added = await browser.submit(project.action, project.fields, { from: path });
    expect(added.url).toBe(`/${t}/cart/?done=1`);
    const cart = await cartQuantities(browser, t);
    for (const line of ticked) expect(cart.get(line.name), line.name).toBe(line.quantity);
  });

  it('a project with no line ticked is refused with the message (docs/tools.md), not a failure', async () => {
    const floor = await calculatorProduct(t, 'floor', 'CATG10022', site.priceGroup);
    const { browser, page, path } = await onPage(productPath(t, floor));
    const project = projectForm(page.html);
    const unticked = project.fields.filter(([name]) => !/^items\.\d+\.selected$/.test(name));
    const refused = await browser.submit(project.action, unticked, { from: path });
    expect(refused.url).toMatch(new RegExp(`^${path}\\?project-invalid=.*#project$`));
    const alerts = roleTexts(projectSection(refused.html), 'alert');
    expect(alerts.join(' ')).toContain(site.noneSelected);
    expect(alerts.join(' ')).not.toContain(site.failure);
  });
});

describe.each(sites.filter((site) => site.tenant !== 'mx'))('adding a project in $tenant', (site) => {
  const t = site.tenant;

  it.each([
    ['paint', 200, 3],
    // bricks are picked up in store: the wall project's own line goes to the cart all the same
    ['wall', 1, 1],
  ] as const)('every ticked line of the %s project goes to the cart', async (kind, minUnits, minLines) => {
    const { browser, page, path } = await onPage(await projectProduct(t, site.priceGroup, kind, minUnits));
    const project = projectForm(page.html);
    const ticked = project.lines.filter((line) => line.ticked);
    expect(ticked.length).toBeGreaterThanOrEqual(minLines);
    const added = await browser.submit(project.action, project.fields, { from: path });
    expect(added.url).toBe(`/${t}/cart/?done=1`);
    const cart = await cartQuantities(browser, t);
    for (const line of ticked) expect(cart.get(line.name), line.name).toBe(line.quantity);
  });

  it('a line sold out between the page and the click shows the text (docs/tools.md)', async () => {
    const { browser, page, path } = await onPage(await projectProduct(t, site.priceGroup, 'paint', 200));
    // the page loads without a failure message
    expect(roleTexts(projectSection(page.html), 'alert')).toEqual([]);
    expect(textOf(page.html)).not.toContain(site.failure);
    const project = projectForm(page.html);
    const [first] = project.lines.filter((line) => line.ticked);
    if (!first) throw new Error('no ticked line');
    // Fault injected on purpose: the stock of a ticked line runs out after the page was rendered.
    const before = await setDcUnits(t, first.skuId, 0);
    try {
      const refused = await browser.submit(project.action, project.fields, { from: path });
      expect(refused.url).toMatch(new RegExp(`^${path}\\?project-error=.*#project$`));
      expect(roleTexts(projectSection(refused.html), 'alert').join(' ')).toContain(site.failure);
    } finally {
      await setDcUnits(t, first.skuId, before);
    }
  });
});
