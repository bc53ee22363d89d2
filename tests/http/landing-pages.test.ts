import { describe, expect, it } from 'vitest';
import {
  all,
  bodyTextOf,
  byRole,
  type HtmlNode,
  h1Of,
  jsonLdOf,
  nameOf,
  oneByRole,
  textOf,
  withAttribute,
} from './html-tree';
import { type HtmlPage, NoJsBrowser } from './no-js-browser';

/**
 * Marketing landing pages (src/content/landings) as server HTML and plain forms: every block, the
 * countdown drawn by the server, the ItemList, where their links lead and the card's add-to-cart
 * form. Each example page runs until the end of 2027; cl "cyber-junio-2026" ended in June 2026 and
 * br "natal" is a draft. The ticking countdown, the cards' island and the script budget are
 * browser tests (tests/e2e/landing.spec.ts).
 */
const sites = [
  {
    tenant: 'cl',
    path: '/cl/landing/cyber-day/ofertas-cyber-day/',
    hidden: '/cl/landing/cyber-junio-2026/cyber-day-junio/',
    words: {
      hero: 'Cyber Day: hasta 40 % menos',
      heroLink: 'Ver todas las ofertas',
      countdown: 'El Cyber Day termina en',
      endsAt: /^Termina el /,
      grid: 'Destacados del Cyber Day',
      zone: /^Precios y stock para .+/,
      categories: 'Compra por categoría',
      tile: 'Todo para el baño',
      brands: 'Marcas en Cyber',
      body: 'Cómo aprovechar el Cyber Day',
      faq: '¿Los precios Cyber valen también en tienda?',
      seconds: 'segundos',
      cardAdd: /^Agregar .+ al carro$/,
      notFound: 'No encontramos esta página',
      money: /^\$ \d{1,3}(\.\d{3})*$/,
    },
    foreign: /Adicionar|carrinho|Perguntas|segundos restantes/,
  },
  {
    tenant: 'br',
    path: '/br/landing/black-friday/ofertas-black-friday/',
    hidden: '/br/landing/natal/ofertas-de-natal/',
    words: {
      hero: 'Black Friday: até 40 % de desconto',
      heroLink: 'Ver todas as ofertas',
      countdown: 'A Black Friday termina em',
      endsAt: /^Termina em /,
      grid: 'Destaques da Black Friday',
      zone: /^Preços e estoque para .+/,
      categories: 'Compre por categoria',
      tile: 'Tintas',
      brands: 'Marcas na Black Friday',
      body: 'Como aproveitar a Black Friday',
      faq: 'Os preços da Black Friday valem na loja?',
      seconds: 'segundos',
      cardAdd: /^Adicionar .+ ao carrinho$/,
      notFound: 'Não encontramos esta página',
      money: /^R\$ \d{1,3}(\.\d{3})*,\d{2}$/,
    },
    foreign: /Agregar|carro de compras|Preguntas|Despacho/,
  },
] as const;

type Site = (typeof sites)[number];

const grid = (page: HtmlPage, site: Site) => oneByRole(page.doc, 'region', site.words.grid);
const withText = (node: HtmlNode, text: string | RegExp) =>
  all(node, (element) => (typeof text === 'string' ? textOf(element) === text : text.test(textOf(element))));
const cartCount = (page: HtmlPage) =>
  textOf(withAttribute(oneByRole(page.doc, 'banner'), 'data-cart-count')[0] ?? page.doc);

describe.each(sites)('$tenant landing page', (site) => {
  const { words } = site;

  it('shows every block, a countdown drawn by the server, and the grid priced for the zone', async () => {
    const page = await new NoJsBrowser().open(site.path);
    expect(page.status).toBe(200);
    expect(h1Of(page.doc)).toBe(words.hero);
    expect(byRole(page.doc, 'link', words.heroLink)).toHaveLength(1);
    const countdown = oneByRole(page.doc, 'region', words.countdown);
    expect(all(countdown, (element) => element.tag === 'time').map(textOf)).toEqual([
      expect.stringMatching(words.endsAt),
    ]);
    expect(withText(countdown, words.seconds).length, 'the seconds of the countdown').toBeGreaterThan(0);
    expect(withAttribute(page.doc, 'data-countdown', 'days').map(textOf)).toEqual([expect.stringMatching(/^\d{2,}$/)]);
    expect(withText(grid(page, site), words.zone).length, 'the zone of the prices').toBeGreaterThan(0);
    const prices = withAttribute(grid(page, site), 'data-price', 'current').map(textOf);
    expect(prices).toHaveLength(8);
    for (const price of prices) expect(price).toMatch(words.money);
    expect(byRole(oneByRole(page.doc, 'region', words.categories), 'link')).toHaveLength(3);
    expect(byRole(oneByRole(page.doc, 'region', words.brands), 'link')).toHaveLength(3);
    expect(byRole(page.doc, 'heading', words.body).map((heading) => heading.tag)).toEqual(['h2']);
    expect(bodyTextOf(page)).toContain(words.faq);
    expect(bodyTextOf(page)).not.toMatch(site.foreign);
  });

  it("carries an ItemList whose first item is the grid's first card", async () => {
    const page = await new NoJsBrowser().open(site.path);
    const list = jsonLdOf(page).find((data) => data['@type'] === 'ItemList') as {
      numberOfItems: number;
      itemListElement: { name: string }[];
    };
    expect(list.numberOfItems).toBeGreaterThanOrEqual(8);
    // the SKU order the editor wrote
    const [firstCard] = byRole(grid(page, site), 'article');
    if (!firstCard) throw new Error('The grid has no card');
    expect(list.itemListElement[0]?.name).toBe(textOf(oneByRole(firstCard, 'heading')));
  });

  it('its tiles, brand strip and hero link lead to pages that answer', async () => {
    const visitor = new NoJsBrowser();
    const page = await visitor.open(site.path);
    const tile = await visitor.click(
      page,
      oneByRole(oneByRole(page.doc, 'region', words.categories), 'link', words.tile),
    );
    expect(tile.url).toMatch(new RegExp(`^/${site.tenant}/category/catg\\d+/`));
    expect(tile.status).toBe(200);
    expect(h1Of(tile.doc)).not.toBe(words.notFound);
    const [brandLink] = byRole(oneByRole(page.doc, 'region', words.brands), 'link');
    if (!brandLink) throw new Error('The brand strip has no link');
    const brand = await visitor.click(page, brandLink);
    expect(brand.url).toMatch(new RegExp(`^/${site.tenant}/brand/`));
    expect(brand.status).toBe(200);
    expect(h1Of(brand.doc)).not.toBe(words.notFound);
    const hero = await visitor.click(page, oneByRole(page.doc, 'link', words.heroLink));
    expect(hero.status).toBe(200);
  });

  it('a page outside its window or a draft answers 404 with the error page', async () => {
    const page = await new NoJsBrowser().open(site.hidden);
    expect(page.status).toBe(404);
    expect(h1Of(page.doc)).toBe(words.notFound);
  });

  it('a product of the grid goes into the cart through its card’s form', async () => {
    const visitor = new NoJsBrowser();
    const page = await visitor.open(site.path);
    const [add] = byRole(grid(page, site), 'button', words.cardAdd);
    if (!add) throw new Error(`No button ${words.cardAdd} in the grid`);
    expect(nameOf(add)).toMatch(words.cardAdd);
    const cart = await visitor.press(page, add);
    expect(cart.url).toMatch(new RegExp(`^/${site.tenant}/cart/`));
    expect(cartCount(cart)).toBe('1');
  });
});
