import { describe, expect, it } from 'vitest';
import { brands, collections, colors, departments, questionSeeds, reviewSeeds, services } from './index';
import type { ProductTypeSeed } from './types';

const subcategories = departments.flatMap((department) => department.children);
const leaves = subcategories.flatMap((subcategory) => subcategory.children);
const placed = departments.flatMap((department) =>
  department.children.flatMap((subcategory) =>
    subcategory.children.flatMap((leaf) => leaf.types.map((type) => ({ department: department.key, type }))),
  ),
);
const types = placed.map(({ type }) => type);
const brandKeys = new Set(brands.map((brand) => brand.key));
const colorKeys = new Set(colors.map((color) => color.key));
const serviceKeys = new Set(services.map((service) => service.key));
const departmentKeys = new Set(departments.map((department) => department.key));

// docs/product-page.md: clothing sizes XS to XXXXL, in this order.
const clothingSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'XXXXL'];
const isShoeSize = (size: string) => /^\d{2}$/.test(size) && Number(size) >= 33 && Number(size) <= 48;
// docs/prices-and-badges.md badge types a collection may carry.
const badgeTypes = [
  'NEW',
  'EXCLUSIVE',
  'COMBO',
  'AB',
  'SECOND_PROMOTION',
  'FREE_SHIPPING',
  'PRECIOS_PRO',
  'MXN_PROMOTION',
];

const duplicates = (keys: readonly string[]) => keys.filter((key, index) => keys.indexOf(key) !== index);

describe('vocabulary size', () => {
  it('has 12 departments of 2–4 subcategories of 2–4 leaves of 1–3 product types', () => {
    expect(departments).toHaveLength(12);
    for (const department of departments) expect(department.children.length, department.key).toBeGreaterThanOrEqual(2);
    for (const department of departments) expect(department.children.length, department.key).toBeLessThanOrEqual(4);
    for (const subcategory of subcategories)
      expect(subcategory.children.length, subcategory.key).toBeGreaterThanOrEqual(2);
    for (const subcategory of subcategories)
      expect(subcategory.children.length, subcategory.key).toBeLessThanOrEqual(4);
    for (const leaf of leaves) expect(leaf.types.length, leaf.key).toBeGreaterThanOrEqual(1);
    for (const leaf of leaves) expect(leaf.types.length, leaf.key).toBeLessThanOrEqual(3);
    expect(leaves.length).toBeGreaterThanOrEqual(90);
  });

  it.each([
    ['brands', brands.length, 55],
    ['colours', colors.length, 25],
    ['services', services.length, 10],
    ['reviews', reviewSeeds.length, 40],
    ['questions', questionSeeds.length, 40],
    ['collections', collections.length, 8],
  ])('has at least the expected number of %s', (_what, count, least) => {
    expect(count).toBeGreaterThanOrEqual(least);
  });
});

describe('keys', () => {
  it.each([
    ['department', departments.map((department) => department.key)],
    ['category at any level', [...departments, ...subcategories, ...leaves].map((category) => category.key)],
    ['product type', types.map((type) => type.key)],
    ['brand', brands.map((brand) => brand.key)],
    ['brand name', brands.map((brand) => brand.name.toLowerCase())],
    ['colour', colors.map((color) => color.key)],
    ['service', services.map((service) => service.key)],
    ['collection', collections.map((collection) => collection.id)],
  ])('%s keys are unique kebab-case', (_level, keys) => {
    expect(duplicates(keys)).toEqual([]);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});

describe('references', () => {
  it.each(placed)('$type.key names existing brands, colours and services', ({ type }) => {
    expect(type.brands.length).toBeGreaterThan(0);
    expect(type.brands.filter((key) => !brandKeys.has(key))).toEqual([]);
    expect((type.colors ?? []).filter((key) => !colorKeys.has(key))).toEqual([]);
    expect((type.services ?? []).filter((key) => !serviceKeys.has(key))).toEqual([]);
    for (const key of type.services ?? [])
      expect(services.find((service) => service.key === key)?.kind).toBe('service');
  });

  it('uses every brand, each in one or two departments', () => {
    for (const brand of brands) {
      const used = new Set(
        placed.filter(({ type }) => type.brands.includes(brand.key)).map(({ department }) => department),
      );
      expect(used.size, brand.key).toBeGreaterThanOrEqual(1);
      expect(used.size, brand.key).toBeLessThanOrEqual(2);
    }
  });

  it('offers the extended warranties the generator adds to `warranty` types (docs/product-page.md: up to 3 years)', () => {
    const warranties = services.filter((service) => service.kind === 'warranty');
    expect(warranties.map((service) => service.key).sort()).toEqual(['warranty-1y', 'warranty-2y', 'warranty-3y']);
    for (const warranty of warranties) expect(warranty.years).toBeLessThanOrEqual(3);
    expect(types.some((type) => type.warranty)).toBe(true);
  });

  it('places questions and collections in existing departments, collections with spec badges', () => {
    expect(questionSeeds.filter((seed) => !departmentKeys.has(seed.department))).toEqual([]);
    for (const department of departmentKeys) {
      expect(questionSeeds.filter((seed) => seed.department === department).length, department).toBeGreaterThanOrEqual(
        3,
      );
    }
    for (const collection of collections) {
      expect(
        collection.departments.filter((key) => !departmentKeys.has(key)),
        collection.id,
      ).toEqual([]);
      if (collection.badge !== undefined) expect(badgeTypes).toContain(collection.badge);
    }
  });
});

describe('product types', () => {
  const ranges = (type: ProductTypeSeed): Array<[string, readonly number[] | undefined]> => [
    ['priceUsd', type.priceUsd],
    ['depth', type.dimensionsCm.depth],
    ['height', type.dimensionsCm.height],
    ['width', type.dimensionsCm.width],
    ['weightKg', type.weightKg],
    ['paintYieldM2PerLitre', type.paintYieldM2PerLitre],
    ['m2PerBox', type.m2PerBox],
  ];

  it.each(types)('$key has positive ranges with min ≤ max', (type) => {
    for (const [name, range] of ranges(type)) {
      if (range === undefined) continue;
      const [min = 0, max = 0] = range;
      expect(min, name).toBeGreaterThan(0);
      expect(min, name).toBeLessThanOrEqual(max);
    }
    expect(type.priceUsd[1]).toBeLessThan(2000);
  });

  it.each(types)('$key has 3–8 data-sheet rows that never repeat its name parts', (type) => {
    expect(type.attributes.length).toBeGreaterThanOrEqual(3);
    expect(type.attributes.length).toBeLessThanOrEqual(8);
    expect(type.topAttributes ?? 3).toBeLessThanOrEqual(type.attributes.length);
    const nameParts = new Set([...type.qualifiers.flat(), ...(type.sizes ?? [])].map((text) => text.es));
    for (const attribute of type.attributes) {
      expect(attribute.values.length, attribute.name.es).toBeGreaterThan(0);
      expect(attribute.values.filter((value) => nameParts.has(value.es))).toEqual([]);
    }
    for (const group of type.qualifiers) expect(group.length).toBeGreaterThan(0);
  });

  it.each(types.filter((type) => type.sizePriceFactors || type.sizeLitres))('$key has one factor per size', (type) => {
    for (const parallel of [type.sizePriceFactors, type.sizeLitres]) {
      if (parallel === undefined) continue;
      expect(parallel).toHaveLength(type.sizes?.length ?? 0);
      for (const value of parallel) expect(value).toBeGreaterThan(0);
    }
  });

  it.each(types)('$key has the colours and sizes its variant type needs, and no others', (type) => {
    const byColor = type.variants === 'COLOR' || type.variants === 'COLOR_AND_SIZE';
    const bySize = type.variants === 'SIZE' || type.variants === 'COLOR_AND_SIZE';
    if (byColor) expect(type.colors?.length ?? 0).toBeGreaterThanOrEqual(2);
    else expect(type.colors).toBeUndefined();
    if (bySize) expect(type.variantSizes?.length ?? 0).toBeGreaterThanOrEqual(3);
    else expect(type.variantSizes).toBeUndefined();
  });

  it.each(types.filter((type) => type.variantSizes))('$key sizes are clothing sizes in order or shoe sizes', (type) => {
    const sizes = type.variantSizes ?? [];
    if (sizes.every(isShoeSize)) return;
    const positions = sizes.map((size) => clothingSizes.indexOf(size));
    expect(positions).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('sells clothing, gloves and footwear by size, some by colour and size', () => {
    expect(types.filter((type) => type.variants === 'SIZE').length).toBeGreaterThanOrEqual(2);
    expect(types.filter((type) => type.variants === 'COLOR_AND_SIZE').length).toBeGreaterThanOrEqual(2);
    expect(types.some((type) => type.variantSizes?.includes('XXXXL'))).toBe(true);
    expect(types.some((type) => type.variantSizes?.every(isShoeSize))).toBe(true);
  });
});

describe('calculators', () => {
  const paintTypes = types.filter((type) => type.calculator === 'paint');
  const floorTypes = types.filter((type) => type.calculator === 'floor');

  it('gives yields exactly to paint types and m² per box exactly to floor types', () => {
    expect(paintTypes.length).toBeGreaterThanOrEqual(8);
    expect(floorTypes.length).toBeGreaterThanOrEqual(4);
    for (const type of types) {
      expect(type.paintYieldM2PerLitre !== undefined, type.key).toBe(type.calculator === 'paint');
      expect(type.m2PerBox !== undefined, type.key).toBe(type.calculator === 'floor');
    }
  });

  it.each(paintTypes)('paint $key comes in colours and in cans of known litres', (type) => {
    expect(type.variants).toBe('COLOR');
    expect(['GL', 'LT']).toContain(type.saleUnit);
    expect(type.sizeLitres?.length ?? 0).toBeGreaterThan(0);
  });

  it('sells every gallon or litre of the paint department through the paint calculator', () => {
    const byVolume = placed.filter(
      ({ department, type }) => department === 'paint' && ['GL', 'LT'].includes(type.saleUnit),
    );
    expect(byVolume.filter(({ type }) => type.calculator !== 'paint').map(({ type }) => type.key)).toEqual([]);
  });

  it.each(floorTypes)('floor $key is sold by the m² or the box', (type) => {
    expect(['M2', 'CAJA']).toContain(type.saleUnit);
  });

  it('uses the floor calculator for everything sold by the m², tiles and laminate included', () => {
    expect(types.filter((type) => type.saleUnit === 'M2' && type.calculator !== 'floor')).toEqual([]);
    const floorKeys = floorTypes.map((type) => type.key);
    expect(floorKeys).toEqual(
      expect.arrayContaining(['floor-ceramic', 'porcelain-tile', 'wall-tile', 'laminate-floor']),
    );
  });
});
