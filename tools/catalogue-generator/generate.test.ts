import { describe, expect, it } from 'vitest';
import { anonymousViewer, groupByLine } from '../../src/lib/price/combinations';
import { displayedPrice } from '../../src/lib/price/displayed-price';
import type { PriceType } from '../../src/lib/price/price-entry';
import { getTenant } from '../../src/tenants/registry';
import { generateCatalogue } from './generate';
import { MemorySink } from './sink';

const referenceDate = new Date('2026-11-01T00:00:00Z');
const build = (tenant: 'cl' | 'br' | 'mx', products = 400, seed = 'test') => {
  const sink = new MemorySink();
  generateCatalogue(getTenant(tenant), { products, seed, referenceDate }, sink);
  return sink;
};

describe('the catalogue generator', () => {
  const cl = build('cl');

  it('is deterministic: the same seed gives the same rows, another seed other rows', () => {
    const again = build('cl');
    expect(again.of('products')).toEqual(cl.of('products'));
    expect(again.of('prices')).toEqual(cl.of('prices'));
    const names = (sink: MemorySink) => sink.of('products').map((product) => product.name);
    expect(names(build('cl', 400, 'other'))).not.toEqual(names(cl));
  });

  it('writes the requested number of products with unique ids, slugs and in-tree categories', () => {
    const products = cl.of('products');
    expect(products).toHaveLength(400);
    expect(new Set(products.map((p) => p.id)).size).toBe(400);
    const leaves = new Set(
      cl
        .of('categories')
        .filter((c) => c.level === 3)
        .map((c) => c.id),
    );
    expect(products.every((p) => leaves.has(p.category_id))).toBe(true);
    expect(products.every((p) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.slug))).toBe(true);
  });

  it('builds a three-level tree of departments in the tenant language', () => {
    const departments = cl
      .of('categories')
      .filter((c) => c.level === 1)
      .map((c) => c.name);
    expect(departments.length).toBeGreaterThanOrEqual(10);
    expect(departments).toContain('Pinturas');
    expect(
      build('br', 50)
        .of('categories')
        .filter((c) => c.level === 1)
        .map((c) => c.name),
    ).toContain('Tintas');
  });

  it('gives every SKU a price list in every price group with a displayed price', () => {
    const groups = new Set(cl.of('price_groups').map((g) => g.id));
    const lists = new Map<string, { type: PriceType; price: number; unit?: string }[]>();
    for (const row of cl.of('prices')) {
      const key = `${row.sku_id}|${row.price_group_id}`;
      lists.set(key, [
        ...(lists.get(key) ?? []),
        { type: row.type as PriceType, price: row.amount, ...(row.unit ? { unit: row.unit } : {}) },
      ]);
    }
    expect(lists.size).toBe(cl.of('skus').length * groups.size);
    for (const entries of lists.values()) {
      const shown = displayedPrice(groupByLine(entries, anonymousViewer).shelf);
      expect(shown.status).toBe('priced');
      if (shown.status === 'priced') expect(shown.current.price).toBeLessThanOrEqual(shown.regular.price);
    }
  });

  it('uses the price types of the spec and shelf prices ending like local prices', () => {
    const types = new Set(cl.of('prices').map((row) => row.type));
    for (const type of ['NORMAL', 'INTERNET', 'EVENT', 'CMR', 'SAVING', 'M2', 'PUM', 'PRECIOS_PRO'])
      expect(types).toContain(type);
    const normals = cl.of('prices').filter((row) => row.type === 'NORMAL');
    expect(normals.every((row) => row.amount % 1000 === 990)).toBe(true);
  });

  it('keeps review aggregates equal to the reviews written', () => {
    const reviews = cl.of('reviews');
    for (const product of cl.of('products').slice(0, 100)) {
      const own = reviews.filter((review) => review.product_id === product.id);
      expect(product.rating_count).toBe(own.length);
      if (own.length > 0) {
        expect(product.rating_average).toBeCloseTo(own.reduce((sum, r) => sum + r.rating, 0) / own.length, 2);
      }
    }
  });

  it("gives each SKU its own gallery: the first SKU the product's, every other one under its own id", () => {
    const products = new Map(cl.of('products').map((product) => [product.id, product]));
    const skus = cl.of('skus');
    const urls = skus.map((sku) => JSON.parse(sku.gallery ?? '[]')[0]?.url);
    expect(new Set(urls).size).toBe(skus.length);
    for (const sku of skus) {
      const gallery = sku.gallery ?? '';
      if (sku.position === 0) expect(gallery).toBe(products.get(sku.product_id)?.gallery);
      else expect(gallery).toContain(`/media/cl/products/${sku.product_id}/${sku.id}/1.svg`);
    }
    expect(skus.some((sku) => sku.position > 0 && sku.color_hex)).toBe(true);
  });

  it('never repeats a review word for word within a product, and marks most as by buyers', () => {
    const reviews = cl.of('reviews');
    const texts = new Set(reviews.map((review) => `${review.product_id}|${review.title}|${review.comment}`));
    expect(texts.size).toBe(reviews.length);
    const verified = reviews.filter((review) => review.verified_purchase === 1).length;
    expect(verified / reviews.length).toBeGreaterThan(0.5);
    expect(verified).toBeLessThan(reviews.length);
  });

  it('writes zones with postal codes where the tenant works by zip code', () => {
    expect(cl.of('postal_codes')).toHaveLength(0);
    const mx = build('mx', 20);
    expect(mx.of('postal_codes').length).toBeGreaterThan(100);
    expect(mx.of('postal_codes').some((row) => row.code === '54730')).toBe(false);
  });
});
