import { describe, expect, it } from 'vitest';
import { countrySites } from '../../src/lib/hreflang';
import { getTenant } from '../../src/tenants/registry';
import type { TenantId } from '../../src/tenants/schema';
import { generateCatalogue } from './generate';
import { gtin13 } from './ids';
import { MemorySink } from './sink';

const referenceDate = new Date('2026-11-01T00:00:00Z');
const build = (tenant: TenantId, products = 600, seed = 'test') => {
  const sink = new MemorySink();
  generateCatalogue(getTenant(tenant), { products, seed, referenceDate }, sink);
  return sink;
};
const byGtin = (sink: MemorySink) => new Map(sink.of('products').map((product) => [product.gtin, product]));
const eansOf = (sink: MemorySink, productId: string) =>
  sink
    .of('skus')
    .filter((sku) => sku.product_id === productId)
    .map((sku) => sku.ean);

/** A valid GTIN-13 check digit (GS1: weights 1 and 3 from the left over the first twelve digits). */
const validGtin = (code: string) =>
  /^\d{13}$/.test(code) &&
  [...code.slice(0, 12)].reduce((sum, digit, i) => sum + Number(digit) * (i % 2 === 0 ? 1 : 3), 0) % 10 ===
    (10 - Number(code[12])) % 10;

describe('the product master shared by every tenant', () => {
  const cl = build('cl');
  const br = build('br');

  it('writes GTIN-13 codes: one per product, one EAN per SKU, unique within the tenant', () => {
    expect(validGtin('4006381333931')).toBe(true);
    expect(gtin13(0)).toBe('7800000000009');
    const products = cl.of('products');
    expect(products.every((product) => product.gtin !== null && validGtin(product.gtin))).toBe(true);
    expect(new Set(products.map((product) => product.gtin)).size).toBe(products.length);
    const eans = cl.of('skus').map((sku) => sku.ean);
    expect(eans.every(validGtin)).toBe(true);
    expect(new Set(eans).size).toBe(eans.length);
  });

  it('gives an article sold in two countries the same GTIN, EANs, brand, category and measures there', () => {
    const brByGtin = byGtin(br);
    const shared = cl.of('products').filter((product) => brByGtin.has(product.gtin));
    expect(shared.length).toBeGreaterThan(300);
    for (const chilean of shared) {
      const brazilian = brByGtin.get(chilean.gtin);
      if (!brazilian) throw new Error('unreachable');
      expect(brazilian.brand_id).toBe(chilean.brand_id);
      expect(brazilian.category_id).toBe(chilean.category_id);
      expect(brazilian.attributes).toBe(chilean.attributes);
      expect(brazilian.variant_type).toBe(chilean.variant_type);
      expect(eansOf(br, brazilian.id)).toEqual(eansOf(cl, chilean.id));
    }
    // written in each tenant's language: Pintura / Tinta
    const paint = shared.find((product) => product.name.startsWith('Pintura látex'));
    expect(byGtin(br).get(paint?.gtin ?? null)?.name).toMatch(/^Tinta látex/);
  });

  it('prices an article in each country in its own currency, from the same base price', () => {
    const normal = (sink: MemorySink) => {
      const firstSku = new Map<string, string>();
      for (const sku of sink.of('skus')) if (sku.position === 0) firstSku.set(sku.product_id, sku.id);
      const amounts = new Map<string, number>();
      for (const price of sink.of('prices'))
        if (price.type === 'NORMAL' && price.price_group_id === sink.of('price_groups')[0]?.id)
          amounts.set(price.sku_id, price.amount);
      return new Map(sink.of('products').map((product) => [product.gtin, amounts.get(firstSku.get(product.id) ?? '')]));
    };
    const clPrices = normal(cl);
    const mxPrices = normal(build('mx'));
    // CLP 950 and MXN 18.5 to the dollar: some 51 Chilean pesos to the Mexican peso, give or take
    // the rounding to local price endings, which weighs little above CLP 20.000
    const ratios = [...clPrices]
      // a bundle has no NORMAL entry (docs/prices-and-badges.md: its total is the AggregatedBundlePrice)
      .filter(([gtin, clp]) => mxPrices.get(gtin) !== undefined && (clp ?? 0) >= 20_000)
      .map(([gtin, clp]) => (clp ?? 0) / ((mxPrices.get(gtin) ?? 1) / 100));
    expect(ratios.length).toBeGreaterThan(100);
    expect(ratios.every((ratio) => ratio > 45 && ratio < 58)).toBe(true);
  });

  it('keeps stock, reviews and promotions per tenant', () => {
    const brByGtin = byGtin(br);
    const pairs = cl
      .of('products')
      .filter((product) => brByGtin.has(product.gtin))
      .map((product) => [product, brByGtin.get(product.gtin)] as const);
    expect(pairs.some(([a, b]) => a.rating_count !== b?.rating_count)).toBe(true);
    expect(pairs.some(([a, b]) => a.badges !== b?.badges)).toBe(true);
  });

  it('sells most articles in several countries and keeps a range of each country’s own', () => {
    const countries = new Map<string | null, number>();
    for (const site of countrySites) {
      for (const gtin of byGtin(build(site)).keys()) countries.set(gtin, (countries.get(gtin) ?? 0) + 1);
    }
    const inCl = [...byGtin(cl).keys()];
    const shared = inCl.filter((gtin) => (countries.get(gtin) ?? 0) >= 2).length / inCl.length;
    expect(shared).toBeGreaterThan(0.6);
    expect(shared).toBeLessThan(0.95);
  });

  it('does not depend on which tenant is generated first, nor on the others', () => {
    const again = build('cl');
    expect(again.of('products')).toEqual(cl.of('products'));
    expect(again.of('skus')).toEqual(cl.of('skus'));
  });

  it('lets a sister brand draw by its own department weights from its country’s articles', () => {
    const homy = build('homy');
    const departmentOf = new Map(
      homy
        .of('categories')
        .filter((category) => category.level === 1)
        .map((category) => [category.id, category.name]),
    );
    const parents = new Map(homy.of('categories').map((category) => [category.id, category.parent_id]));
    const department = (leaf: string) => {
      let id: string | null | undefined = leaf;
      while (id && !departmentOf.has(id)) id = parents.get(id);
      return departmentOf.get(id ?? '');
    };
    const count = (sink: MemorySink, wanted: string) =>
      sink.of('products').filter((product) => department(product.category_id) === wanted).length;
    // spec: Homy is a home and decoration brand, weighted 4 to Chile's 1 for home, 0.1 for building
    expect(count(homy, 'Hogar y decoración')).toBeGreaterThan(count(cl, 'Hogar y decoración') * 1.5);
    expect(count(homy, 'Materiales de construcción')).toBeLessThan(count(cl, 'Materiales de construcción'));
    expect(homy.of('products').filter((product) => byGtin(cl).has(product.gtin)).length).toBeGreaterThan(200);
  });
});
