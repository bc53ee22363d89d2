import { describe, expect, it } from 'vitest';
import { buildZoneCode } from '../../src/lib/zone';
import { baseUrl } from './client';
import { previewToken } from './server';
import { rows } from './test-database';

/**
 * Marketing landing pages (src/content/landings): the example pages are the fixtures. cl
 * "cyber-day" and br "black-friday" run until the end of 2027; cl "cyber-junio-2026" ended in
 * June 2026; mx "vuelta-a-clases" starts in July 2027; br "natal" is a draft.
 */
const cyberDay = '/cl/landing/cyber-day/ofertas-cyber-day/';
const blackFriday = '/br/landing/black-friday/ofertas-black-friday/';
const ended = '/cl/landing/cyber-junio-2026/cyber-day-junio/';
const notStarted = '/mx/landing/vuelta-a-clases/ofertas-vuelta-a-clases/';
const draft = '/br/landing/natal/ofertas-de-natal/';

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual', headers });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

function itemList(html: string): { '@type': string; numberOfItems: number; itemListElement: { url: string }[] } {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1] ?? ''),
  );
  return scripts.find((script) => script['@type'] === 'ItemList');
}

const currentPrices = (html: string) => [...html.matchAll(/data-price="current"[^>]*>([^<]+)</g)].map((m) => m[1]);

async function sitemap(tenant: string): Promise<string> {
  const response = await fetch(`${baseUrl}/sitemaps/${tenant}.xml`);
  return response.text();
}

describe('a live landing page', () => {
  it.each([
    [cyberDay, /\$ \d/],
    [blackFriday, /R\$ \d/],
  ])('%s answers 200 with priced product grids, indexable', async (path, money) => {
    const { status, html, headers } = await page(path);
    expect(status).toBe(200);
    const prices = currentPrices(html);
    expect(prices.length).toBeGreaterThanOrEqual(8);
    expect(prices.every((price) => money.test(price ?? ''))).toBe(true);
    expect(html).not.toContain('name="robots"');
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/landing\/[^"]+"/);
    expect(headers.get('vary')?.toLowerCase()).toContain('cookie');
  });

  it('carries ItemList JSON-LD of the grids’ products', async () => {
    const { html } = await page(cyberDay);
    const list = itemList(html);
    expect(list.numberOfItems).toBeGreaterThanOrEqual(8);
    expect(list.itemListElement).toHaveLength(list.numberOfItems);
    expect(list.itemListElement.every((item) => /^https:\/\/.+\/cl\/product\/\d+\//.test(item.url))).toBe(true);
    // the SKU list's first product leads, as the editor ordered it
    expect(list.itemListElement[0]?.url).toContain('/product/');
  });

  it('prices the grid for the shopper’s zone', async () => {
    const zones = await rows<{ id: string; pricegroup: string }>(
      "SELECT id, price_group_id AS pricegroup FROM zones WHERE tenant = 'cl' ORDER BY price_group_id, id",
    );
    const byGroup = new Map(zones.map((zone) => [zone.pricegroup, zone.id]));
    const prices = await Promise.all(
      [...byGroup].map(async ([priceGroup, zoneId]) => {
        const cookie = `zone=${buildZoneCode({ priceGroup, zoneId })}`;
        return currentPrices((await page(cyberDay, { cookie })).html).join('|');
      }),
    );
    expect(new Set(prices).size).toBeGreaterThan(1);
  });

  it('shows the hero, countdown, category tiles, brand strip, Markdown body and FAQ', async () => {
    const { html } = await page(cyberDay);
    expect(html).toMatch(/<h1[^>]*>Cyber Day: hasta 40 % menos<\/h1>/);
    expect(html).toMatch(/<time datetime="2028-01-01T02:59:00.000Z">Termina el/);
    expect(html).toContain('href="/cl/category/catg10000/pinturas/"');
    expect(html).toContain('>Todo para el baño<');
    expect(html).toContain('href="/cl/brand/colorfino/"');
    expect(html).toMatch(/<h2[^>]*>Cómo aprovechar el Cyber Day<\/h2>/);
    expect(html).toContain('¿Los precios Cyber valen también en tienda?');
  });

  it('redirects a wrong slug or upper case to its own address', async () => {
    for (const path of ['/cl/landing/cyber-day/otra-cosa/', '/cl/landing/CYBER-DAY/ofertas-cyber-day/']) {
      const { status, headers } = await page(path);
      expect(status === 301 || status === 302).toBe(true);
      expect(headers.get('location')).toBe(cyberDay);
    }
  });

  it('is in its tenant’s sitemap', async () => {
    expect(await sitemap('cl')).toContain(`/cl/landing/cyber-day/ofertas-cyber-day/</loc>`);
    expect(await sitemap('br')).toContain(`/br/landing/black-friday/ofertas-black-friday/</loc>`);
  });
});

describe('outside its window', () => {
  it.each([
    ['after its end', ended],
    ['before its start', notStarted],
  ])('%s a landing page answers 404 and leaves the sitemap', async (_, path) => {
    expect((await page(path)).status).toBe(404);
    const tenant = path.split('/')[1] as string;
    expect(await sitemap(tenant)).not.toContain(path.split('/').slice(2, 4).join('/'));
  });

  it('the preview token shows a page not yet started, privately', async () => {
    const { status, headers, html } = await page(`${notStarted}?preview=${previewToken}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toContain('Vista previa');
  });
});

describe('a draft', () => {
  it('answers 404 without the token, and with a wrong one', async () => {
    expect((await page(draft)).status).toBe(404);
    expect((await page(`${draft}?preview=wrong-token-for-testss`)).status).toBe(404);
  });

  it('answers 200 with the token: private, no-store and noindex, with its grid', async () => {
    const { status, headers, html } = await page(`${draft}?preview=${previewToken}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('x-robots-tag')).toBe('noindex');
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('Pré-visualização');
    expect(currentPrices(html).length).toBeGreaterThan(0);
  });

  it('keeps the token through the redirect to its own address', async () => {
    const { status, headers } = await page(`/br/landing/natal/x/?preview=${previewToken}`);
    expect(status).toBe(302);
    expect(headers.get('location')).toBe(`${draft}?preview=${previewToken}`);
  });

  it('is not in the sitemap', async () => {
    expect(await sitemap('br')).not.toContain('/landing/natal/');
  });
});

describe('content pages on the same route', () => {
  it('still answer', async () => {
    expect((await page('/cl/landing/ayuda/preguntas-frecuentes/')).status).toBe(200);
  });
});
