import { describe, expect, it } from 'vitest';
import { majorUnits, type ProductJsonLdInput, productJsonLd, scriptJson } from './product-json-ld';

const base: ProductJsonLdInput = {
  url: 'https://example.test/br/product/1/tinta/',
  name: 'Tinta',
  sku: '10',
  brand: 'Marca',
  description: 'Boa',
  images: ['https://example.test/a.svg'],
  currency: { code: 'BRL', minorDigits: 2 },
  precision: 2,
  price: { current: 129990, regular: 149990 },
  stock: 'available',
  rating: { average: 4.5, count: 3 },
  breadcrumb: [{ name: 'Início', url: 'https://example.test/br/' }],
};

describe('majorUnits', () => {
  it.each([
    [129990, 2, 2, '1299.90'],
    [49990, 0, 0, '49990'],
    [149900, 2, 0, '1499'],
  ])('%i with %i digits and precision %i → %s', (amount, digits, precision, expected) => {
    expect(majorUnits(amount, digits, precision)).toBe(expected);
  });
});

describe('productJsonLd', () => {
  it.each([
    ['7801234567897', 'gtin13'],
    ['012345678905', 'gtin12'],
    ['12345670', 'gtin8'],
    ['17801234567894', 'gtin14'],
  ])('names the GTIN %s by its length (%s)', (gtin, key) => {
    const [product] = productJsonLd({ ...base, gtin }) as [Record<string, unknown>];
    expect(product[key]).toBe(gtin);
  });

  it.each([null, undefined, '', 'ABC123', '123456789'])('writes no GTIN for %o', (gtin) => {
    const [product] = productJsonLd({ ...base, gtin }) as [Record<string, unknown>];
    expect(Object.keys(product).filter((key) => key.startsWith('gtin'))).toEqual([]);
  });

  it('writes the offer with the strikethrough price and the rating', () => {
    const [product, breadcrumb] = productJsonLd(base) as [Record<string, never>, Record<string, never>];
    expect(product).toMatchObject({
      '@type': 'Product',
      offers: {
        price: '1299.90',
        priceCurrency: 'BRL',
        availability: 'https://schema.org/InStock',
        priceSpecification: { priceType: 'https://schema.org/StrikethroughPrice', price: '1499.90' },
      },
      aggregateRating: { ratingValue: 4.5, reviewCount: 3 },
    });
    expect(breadcrumb).toMatchObject({ itemListElement: [{ position: 1, name: 'Início' }] });
  });

  it.each([
    ['outOfStock', 'https://schema.org/OutOfStock'],
    ['critical', 'https://schema.org/LimitedAvailability'],
  ] as const)('maps %s to %s; no strikethrough, rating or offer when absent', (stock, url) => {
    const [product] = productJsonLd({
      ...base,
      stock,
      price: { current: 100, regular: 100 },
      rating: { average: 0, count: 0 },
    }) as [Record<string, Record<string, unknown>>];
    expect(product.offers?.availability).toBe(url);
    expect(product.offers?.priceSpecification).toBeUndefined();
    expect(product.aggregateRating).toBeUndefined();
    const [unpriced] = productJsonLd({ ...base, price: null }) as [Record<string, unknown>];
    expect(unpriced.offers).toBeUndefined();
  });

  it('escapes < in script JSON', () => {
    expect(scriptJson({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
  });
});
