import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './client';
import { all, type HtmlNode, withAttribute } from './html-tree';
import { NoJsBrowser } from './no-js-browser';
import { type ProductFixtures, productFixtures } from './product-fixtures';
import { rows } from './test-database';

let f: ProductFixtures;
beforeAll(async () => {
  f = await productFixtures();
});

const image = (path: string, init?: RequestInit) => fetch(`${baseUrl}/media/${path}`, init);

describe('GET /media/{tenant}/products/{productId}/…', () => {
  it('draws a gallery image as SVG, cached for a year', async () => {
    const response = await image(`cl/products/${f.plain.id}/1.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="800" height="800"/);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    // Deterministic: the same bytes every time, and a 304 to a matching If-None-Match.
    const again = await image(`cl/products/${f.plain.id}/1.svg`);
    expect(await again.text()).toBe(svg);
    const etag = response.headers.get('etag') ?? '';
    expect((await image(`cl/products/${f.plain.id}/1.svg`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('draws the spin frames and the video poster of products that have them', async () => {
    const frames = Number(/"frames":(\d+)/.exec(f.spin.gallery)?.[1]);
    const first = await image(`cl/products/${f.spin.id}/spin/1.svg`);
    expect(first.status).toBe(200);
    const last = await image(`cl/products/${f.spin.id}/spin/${frames}.svg`);
    expect(await last.text()).not.toBe(await first.text());
    expect((await image(`cl/products/${f.spin.id}/spin/${frames + 1}.svg`)).status).toBe(404);
    expect((await image(`cl/products/${f.video}/video.svg`)).status).toBe(200);
  });

  it.each([
    ['cl/products/999999/1.svg'],
    ['cl/products/100000/99.svg'],
    ['cl/products/100000/0.svg'],
    ['cl/products/100000/1.png'],
    ['cl/products/100000/spin/x.svg'],
    ['xx/products/100000/1.svg'],
    ['cl/products/%3Cb%3E/1.svg'],
  ])('answers 404 for %s', async (path) => {
    const response = await image(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).not.toContain('immutable');
  });
});

describe('a SKU’s own pictures', () => {
  it('the variant’s URL shows its own gallery, drawn in its colour; another product’s SKU is a 404', async () => {
    const colours = await rows<{ productId: string; id: string; hex: string }>(
      `SELECT s.product_id AS "productId", s.id, s.color_hex AS hex FROM skus s
        WHERE s.tenant = 'cl' AND s.color_hex IS NOT NULL AND s.product_id IN (
          SELECT product_id FROM skus WHERE tenant = 'cl' AND color_hex IS NOT NULL
          GROUP BY product_id HAVING count(DISTINCT color_hex) >= 2 ORDER BY product_id LIMIT 1)
        ORDER BY s.position`,
    );
    const [first, second] = colours;
    if (!first || !second) throw new Error('No product of cl in two colours');
    const pictures = (page: { doc: HtmlNode }) =>
      withAttribute(page.doc, 'src')
        .map((element) => element.attrs.src ?? '')
        .filter((src) => src.startsWith(`/media/cl/products/${first.productId}/`));
    const shown = await new NoJsBrowser().open(`/cl/product/${first.productId}/x/${second.id}/`);
    expect(shown.status).toBe(200);
    expect(pictures(shown)[0]).toBe(`/media/cl/products/${first.productId}/${second.id}/1.svg`);
    // each colour's link shows the colour itself
    const swatches = withAttribute(shown.doc, 'data-swatch').flatMap((svg) =>
      all(svg, (node) => node.tag === 'circle'),
    );
    expect(swatches.map((circle) => circle.attrs.fill)).toEqual(colours.map((sku) => sku.hex));
    const plain = await new NoJsBrowser().open(`/cl/product/${first.productId}/x/${first.id}/`);
    expect(pictures(plain)[0]).toBe(`/media/cl/products/${first.productId}/1.svg`);

    const own = await image(`cl/products/${first.productId}/${second.id}/1.svg`);
    expect(own.status).toBe(200);
    const svg = await own.text();
    expect(svg).toContain(`fill="${second.hex.toLowerCase()}"`);
    expect(svg).not.toBe(await (await image(`cl/products/${first.productId}/1.svg`)).text());
    expect((await image(`cl/products/${first.productId}/${f.otherSku}/1.svg`)).status).toBe(404);
  });
});
