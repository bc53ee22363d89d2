import { describe, expect, it } from 'vitest';
import { baseUrl } from './client';
import { formsOf } from './html-forms';
import { attributeOf, textsIn, tokenize, withAttribute } from './html-tokens';
import { NoJsBrowser } from './no-js-browser';
import { changedElsewhere } from './purchase-fixtures';
import { row } from './test-database';

/**
 * Choosing the zone without JavaScript (docs/zones-and-price-groups.md; issue 25: moved from the no-JS test of
 * tests/e2e/islands-location.spec.ts): the header's place links to the location page with the
 * page the shopper was on; a region, then a comuna, sets the zone; the page says so, the header
 * names the zone, and its link leads back to a page priced for it.
 */
interface Moving {
  productId: string;
  zoneId: string;
  label: string;
  regionId: string;
}

/** A product priced otherwise in a served zone than in the fallback zone (Santiago, price group 10), and that zone. */
async function productThatMoves(): Promise<Moving> {
  const found = await row<Moving>(
    `SELECT s.product_id AS "productId", z.id AS "zoneId", z.label, c.region_id AS "regionId" FROM skus s
       JOIN prices a ON a.tenant = s.tenant AND a.sku_id = s.id AND a.price_group_id = '10' AND a.position = 0
       JOIN prices b ON b.tenant = s.tenant AND b.sku_id = s.id AND b.price_group_id != '10' AND b.position = 0
       JOIN zones z ON z.tenant = s.tenant AND z.price_group_id = b.price_group_id AND z.served = 1
       JOIN cities c ON c.tenant = z.tenant AND c.id = z.city_id
      WHERE s.tenant = 'cl' AND a.type = b.type AND a.amount != b.amount AND c.region_id != '13'
        AND s.id = (SELECT min(o.id) FROM skus o WHERE o.tenant = s.tenant AND o.product_id = s.product_id)
        AND s.id NOT IN (?, ?)
      ORDER BY s.id, z.id LIMIT 1`,
    ...(await changedElsewhere()),
  );
  if (!found) throw new Error('No product of cl priced otherwise outside Santiago');
  return found;
}

const priceOf = (html: string) => textsIn(html, withAttribute('data-current-price'))[0];
const headerLabel = (html: string) => textsIn(html, withAttribute('data-region-label'))[0];
const links = (html: string) =>
  tokenize(html).flatMap((token) =>
    token.kind === 'start' && token.name === 'a' ? [attributeOf(token, 'href') ?? ''] : [],
  );

describe('cl: the location page, without JavaScript', () => {
  it('the header links to a page that sets the zone by region and comuna, and leads back', async () => {
    const moving = await productThatMoves();
    const browser = new NoJsBrowser();
    const short = await browser.get(`/cl/product/${moving.productId}/x/`);
    const productPath = short.location ?? '';
    const product = await browser.get(productPath);
    expect(product.status).toBe(200);
    const before = priceOf(product.html);
    expect(headerLabel(product.html)).toBe('Santiago');

    const locationPath = links(product.html).find((href) => href.startsWith('/cl/location/?back='));
    expect(locationPath, 'the header’s place links to the location page').toBeDefined();
    expect(new URL(locationPath ?? '', 'http://x').searchParams.get('back')).toBe(productPath);
    const page = await browser.get(locationPath ?? '');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<meta name="robots" content="noindex/);
    expect(textsIn(page.html, (tag) => tag.name === 'h1')).toEqual(['Elige tu ubicación']);

    const regionForm = formsOf(page.html).find((form) => form.method === 'get' && 'locationRegion' in form.fields);
    if (!regionForm) throw new Error('No region form on the location page');
    expect(regionForm.buttons.map((button) => button.label)).toEqual(['Ver opciones']);
    // the region form is a GET: the page comes back with the region's comunas
    const regionPath = `/cl/location/?${new URLSearchParams({ ...regionForm.fields, locationRegion: moving.regionId })}`;
    const region = await browser.get(regionPath);
    const zoneForm = formsOf(region.html).find(
      (form) => form.action.includes('location.save') && 'zoneId' in form.fields,
    );
    expect(zoneForm?.options.zoneId?.map((option) => option.value)).toContain(moving.zoneId);
    if (!zoneForm) throw new Error('No comuna form after choosing the region');

    const saved = await browser.follow(
      await browser.submitForm(regionPath, zoneForm, { zoneId: moving.zoneId }, 'Guardar ubicación'),
    );
    const label = moving.label.endsWith('.') ? moving.label : `${moving.label}.`;
    expect(textsIn(saved.html, withAttribute('role', 'status'))).toContain(`Guardamos tu ubicación: ${label}`);
    expect(headerLabel(saved.html)).toBe(moving.label);
    const back = textsIn(saved.html, (tag) => tag.name === 'a' && attributeOf(tag, 'href') === productPath);
    expect(back).toContain('Volver a la página anterior');

    const priced = await fetch(`${baseUrl}/api/cl/product?productId=${moving.productId}&zone=${moving.zoneId}`);
    const expected = ((await priced.json()) as { data: { price: { current: { text: string } } } }).data.price.current;
    expect(before).not.toContain(expected.text);
    const after = await browser.get(productPath);
    expect(priceOf(after.html)).toContain(expected.text);
    expect(headerLabel(after.html)).toBe(moving.label);
  });
});
