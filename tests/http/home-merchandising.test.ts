import { beforeAll, describe, expect, it } from 'vitest';
import { zoneCookies } from '../../src/lib/cookies';
import { buildZoneCode } from '../../src/lib/zone';
import { getTenant } from '../../src/tenants/registry';
import { baseUrl } from './client';
import { all, byRole, type HtmlNode, h1Of, nameOf, oneByRole, textOf, withAttribute } from './html-tree';
import { type HtmlPage, NoJsBrowser } from './no-js-browser';
import { row } from './test-database';

/**
 * The home page leads with things to buy (src/content/home/<tenant>.md): a hero with its picture
 * and a link to the campaign, category tiles with pictures, and rails of product cards priced for
 * the shopper's zone, each a list named by its heading. The first screen on a phone is a browser
 * test (tests/e2e/home-phone.spec.ts).
 */
const sites = [
  {
    tenant: 'cl',
    hero: 'Tu proyecto empieza aquí',
    tiles: 'Departamentos destacados',
    rails: ['Ofertas de la semana', 'Lo más vendido', 'Renueva tu baño'],
    money: /^\$ \d{1,3}(\.\d{3})*$/,
  },
  {
    tenant: 'br',
    hero: 'Seu projeto começa aqui',
    tiles: 'Departamentos em destaque',
    rails: ['Ofertas da semana', 'Mais vendidos', 'Renove seu banheiro'],
    money: /^R\$ \d{1,3}(\.\d{3})*,\d{2}$/,
  },
] as const;

const imagesIn = (node: HtmlNode) => all(node, (element) => element.tag === 'img');

/** Each card's product id and current price, in the order shown. */
const pricesIn = (node: HtmlNode) =>
  new Map(
    byRole(node, 'article').map((card) => [
      card.attrs['aria-labelledby'] ?? '',
      textOf(withAttribute(card, 'data-price', 'current')[0] ?? card),
    ]),
  );

/** A served zone of another price group than the tenant's default one. */
async function otherZone(tenant: string): Promise<string> {
  const { fallbackZone } = getTenant(tenant as 'cl');
  const zone = await row<{ id: string; group: string }>(
    `SELECT id, price_group_id AS "group" FROM zones WHERE tenant = ? AND price_group_id != ? AND served = 1 ORDER BY id LIMIT 1`,
    tenant,
    fallbackZone.priceGroup,
  );
  if (!zone) throw new Error(`${tenant} has a single price group`);
  return buildZoneCode({ priceGroup: zone.group, zoneId: zone.id });
}

describe.each(sites)('$tenant home page', (site) => {
  const { tenant } = site;
  let home: HtmlPage;
  beforeAll(async () => {
    home = await new NoJsBrowser().open(`/${tenant}/`);
  });

  it('opens with a hero: its picture (served here, sized, fetched first) and a link to the campaign', async () => {
    expect(home.status).toBe(200);
    expect(h1Of(home.doc)).toBe(site.hero);
    const hero = oneByRole(home.doc, 'region', site.hero);
    const [picture] = imagesIn(hero);
    expect(picture?.attrs).toMatchObject({ fetchpriority: 'high', width: '800', height: '600' });
    expect(picture?.attrs.alt?.length).toBeGreaterThan(10);
    expect(picture?.attrs.loading).toBeUndefined();
    const image = await fetch(`${baseUrl}${picture?.attrs.src}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const [link] = byRole(hero, 'link');
    if (!link) throw new Error('The hero has no link');
    expect(link.attrs.href).toMatch(new RegExp(`^/${tenant}/collection/`));
    expect((await new NoJsBrowser().click(home, link)).status).toBe(200);
  });

  it('shows category tiles, each with the picture of a product of its category', async () => {
    const tiles = byRole(oneByRole(home.doc, 'region', site.tiles), 'link');
    expect(tiles.length).toBeGreaterThanOrEqual(4);
    for (const tile of tiles) {
      expect(tile.attrs.href).toMatch(new RegExp(`^/${tenant}/category/`));
      expect(nameOf(tile).length).toBeGreaterThan(2);
      expect(imagesIn(tile).map((image) => image.attrs.src)).toEqual([
        expect.stringMatching(new RegExp(`^/media/${tenant}/products/`)),
      ]);
    }
    const pictures = tiles.flatMap((tile) => imagesIn(tile).map((image) => image.attrs.src));
    expect(new Set(pictures).size, 'no two tiles share a picture').toBe(pictures.length);
  });

  it('shows rails of product cards priced for the zone, each a list named by its heading', async () => {
    const shown: string[] = [];
    for (const title of site.rails) {
      const rail = oneByRole(home.doc, 'region', title);
      const list = oneByRole(rail, 'list', title);
      const prices = pricesIn(list);
      expect(prices.size, `${title}: cards`).toBeGreaterThanOrEqual(4);
      for (const price of prices.values()) expect(price).toMatch(site.money);
      shown.push(...prices.keys());
      for (const card of byRole(list, 'article')) expect(imagesIn(card)).toHaveLength(1);
    }
    expect(new Set(shown).size, 'a product appears once on the page').toBe(shown.length);
    // the offers: every card's price is below its regular one
    const offers = oneByRole(home.doc, 'region', site.rails[0]);
    expect(withAttribute(offers, 'data-price', 'regular')).toHaveLength(byRole(offers, 'article').length);
  });

  it("another zone's home shows that zone's prices", async () => {
    const zone = await otherZone(tenant);
    const away = await new NoJsBrowser({ cookies: { [zoneCookies(tenant).zone]: zone } }).open(`/${tenant}/`);
    expect(away.status).toBe(200);
    const rail = site.rails[1];
    const here = pricesIn(oneByRole(home.doc, 'region', rail));
    const there = pricesIn(oneByRole(away.doc, 'region', rail));
    const both = [...here.keys()].filter((id) => there.has(id));
    expect(both.length).toBeGreaterThan(0);
    expect(
      both.filter((id) => here.get(id) !== there.get(id)).length,
      'a product shown in both zones costs something else',
    ).toBeGreaterThan(0);
  });
});
