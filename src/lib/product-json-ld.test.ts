import { describe, expect, it } from 'vitest';
import { majorUnits, type ProductJsonLdInput, productJsonLd, scriptJson, type VariantInput } from './product-json-ld';

const variant: VariantInput = {
  sku: '10',
  url: 'https://example.test/br/product/1/tinta/',
  images: ['https://example.test/a.svg'],
  price: { current: 129990, regular: 149990 },
  stock: 'available',
  shipping: { country: 'BR', cost: 1990, handlingDays: { min: 0, max: 1 }, transitDays: { min: 0, max: 0 } },
};

const base: ProductJsonLdInput = {
  url: 'https://example.test/br/product/1/tinta/',
  productId: '1',
  name: 'Tinta',
  brand: 'Marca',
  description: 'Boa',
  currency: { code: 'BRL', minorDigits: 2 },
  precision: 2,
  variants: [variant],
  returns: {
    country: 'BR',
    days: 30,
    inStore: true,
    byMail: true,
    free: false,
    url: 'https://example.test/br/landing/garantia/',
  },
  rating: { average: 4.5, count: 3 },
  breadcrumb: [{ name: 'Início', url: 'https://example.test/br/' }],
};

const one = (input: Partial<ProductJsonLdInput>, only: Partial<VariantInput> = {}) =>
  productJsonLd({ ...base, ...input, variants: [{ ...variant, ...only }] })[0] as Record<
    string,
    Record<string, unknown>
  >;

describe('majorUnits', () => {
  it.each([
    [129990, 2, 2, '1299.90'],
    [49990, 0, 0, '49990'],
    [149900, 2, 0, '1499'],
  ])('%i with %i digits and precision %i → %s', (amount, digits, precision, expected) => {
    expect(majorUnits(amount, digits, precision)).toBe(expected);
  });
});

describe('productJsonLd of a product of one SKU', () => {
  it.each([
    ['7801234567897', 'gtin13'],
    ['012345678905', 'gtin12'],
    ['12345670', 'gtin8'],
    ['17801234567894', 'gtin14'],
  ])('names the GTIN %s by its length (%s)', (gtin, key) => {
    expect(one({}, { gtin })[key]).toBe(gtin);
  });

  it.each([null, undefined, '', 'ABC123', '123456789'])('writes no GTIN for %o', (gtin) => {
    expect(Object.keys(one({}, { gtin })).filter((key) => key.startsWith('gtin'))).toEqual([]);
  });

  it('writes a Product whose Offer has the strikethrough price, shipping in the zone and the return policy', () => {
    const [product, breadcrumb] = productJsonLd(base) as [Record<string, never>, Record<string, never>];
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Tinta',
      brand: { name: 'Marca' },
      offers: {
        price: '1299.90',
        priceCurrency: 'BRL',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        priceSpecification: { priceType: 'https://schema.org/StrikethroughPrice', price: '1499.90' },
        shippingDetails: {
          '@type': 'OfferShippingDetails',
          shippingRate: { value: '19.90', currency: 'BRL' },
          shippingDestination: { addressCountry: 'BR' },
          deliveryTime: {
            handlingTime: { minValue: 0, maxValue: 1, unitCode: 'DAY' },
            transitTime: { minValue: 0, maxValue: 0, unitCode: 'DAY' },
          },
        },
        hasMerchantReturnPolicy: {
          applicableCountry: 'BR',
          returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
          merchantReturnDays: 30,
          returnMethod: ['https://schema.org/ReturnInStore', 'https://schema.org/ReturnByMail'],
        },
      },
      aggregateRating: { ratingValue: 4.5, reviewCount: 3 },
    });
    expect(product.offers).not.toHaveProperty('hasMerchantReturnPolicy.returnFees');
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ position: 1, name: 'Início' }] });
  });

  it('states free returns, one return method, and no returns at all', () => {
    const returns = base.returns ?? expect.unreachable();
    const free = one({ returns: { ...returns, free: true, byMail: false } }).offers?.hasMerchantReturnPolicy;
    expect(free).toMatchObject({
      returnFees: 'https://schema.org/FreeReturn',
      returnMethod: 'https://schema.org/ReturnInStore',
    });
    const none = one({ returns: { ...returns, days: 0 } }).offers?.hasMerchantReturnPolicy;
    expect(none).toMatchObject({ returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted' });
    expect(none).not.toHaveProperty('merchantReturnDays');
  });

  it.each([
    ['outOfStock', 'https://schema.org/OutOfStock'],
    ['critical', 'https://schema.org/LimitedAvailability'],
  ] as const)('maps %s to %s; no strikethrough, rating, shipping or offer when absent', (stock, url) => {
    const product = one(
      { rating: { average: 0, count: 0 }, returns: null },
      {
        stock,
        price: { current: 100, regular: 100 },
        shipping: null,
      },
    );
    expect(product.offers?.availability).toBe(url);
    expect(product.offers?.priceSpecification).toBeUndefined();
    expect(product.offers?.shippingDetails).toBeUndefined();
    expect(product.offers?.hasMerchantReturnPolicy).toBeUndefined();
    expect(product.aggregateRating).toBeUndefined();
    expect(one({}, { price: null }).offers).toBeUndefined();
  });
});

describe('productJsonLd of a product of several SKUs', () => {
  const blue: VariantInput = {
    ...variant,
    sku: '11',
    gtin: '7801234567897',
    url: 'https://example.test/br/product/1/tinta/11/',
    color: 'Azul',
    images: ['https://example.test/11/1.svg'],
    price: { current: 99990, regular: 99990 },
    stock: 'outOfStock',
  };
  const green: VariantInput = { ...variant, url: 'https://example.test/br/product/1/tinta/10/', color: 'Verde' };
  const [group] = productJsonLd({ ...base, variants: [green, blue] }) as [Record<string, unknown>];

  it('is a ProductGroup of the product, varying by colour, with each SKU a Product of its own', () => {
    expect(group).toMatchObject({
      '@type': 'ProductGroup',
      name: 'Tinta',
      url: base.url,
      productGroupID: '1',
      variesBy: ['https://schema.org/color'],
      brand: { name: 'Marca' },
      aggregateRating: { reviewCount: 3 },
    });
    expect(group.hasVariant).toMatchObject([
      { '@type': 'Product', sku: '10', name: 'Tinta Verde', color: 'Verde', offers: { price: '1299.90' } },
      {
        '@type': 'Product',
        sku: '11',
        gtin13: '7801234567897',
        name: 'Tinta Azul',
        url: 'https://example.test/br/product/1/tinta/11/',
        image: ['https://example.test/11/1.svg'],
        offers: { price: '999.90', availability: 'https://schema.org/OutOfStock' },
      },
    ]);
    expect(group).not.toHaveProperty('offers');
  });

  it('varies by size where the SKUs have sizes', () => {
    const [sized] = productJsonLd({
      ...base,
      variants: [
        { ...variant, size: '1 L' },
        { ...variant, sku: '12', size: '4 L' },
      ],
    }) as [Record<string, unknown>];
    expect(sized.variesBy).toEqual(['https://schema.org/size']);
  });
});

describe('scriptJson', () => {
  it('escapes < in script JSON', () => {
    expect(scriptJson({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
  });
});
