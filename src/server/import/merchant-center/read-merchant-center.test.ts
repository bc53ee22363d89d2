import { describe, expect, it } from 'vitest';
import { type MerchantCenterItem, merchantCenterXml } from '../../../../tests/support/merchant-center-feed';
import { paint, read } from './test-read';

describe.each(['xml', 'tsv'] as const)('a Merchant Center %s feed', (format) => {
  it('makes one product per item group and one SKU per item, a colour choice among them', async () => {
    const { records, problems } = await read(format, [
      paint('8800011', 'Blanco', {
        additional_image_link: ['https://img.example/a.jpg', 'https://img.example/b.jpg'],
        product_detail: ['General:Rendimiento:40 m² por galón', 'General:Terminación:Mate'],
        mpn: 'SIPA-LX1',
        material: 'Acrílico',
      }),
      paint('8800012', 'Rojo', { material: 'Acrílico' }),
    ]);
    expect(problems).toEqual([]);
    const pick = (type: string) => records.filter((record) => record.type === type);
    expect(pick('category')).toEqual([
      {
        line: expect.any(Number),
        type: 'category',
        id: expect.stringMatching(/^pinturas-[0-9a-f]{8}$/),
        name: 'Pinturas',
        parentId: null,
        position: 0,
      },
      expect.objectContaining({
        name: 'Látex',
        id: expect.stringMatching(/^latex-/),
        parentId: pick('category')[0]?.id,
      }),
    ]);
    expect(pick('brand')).toEqual([expect.objectContaining({ name: 'Sipa', id: expect.stringMatching(/^sipa-/) })]);
    const [product] = pick('product');
    expect(product).toMatchObject({
      id: 'latex-1',
      name: 'Látex interior Blanco 1 galón',
      variantType: 'COLOR',
      categoryId: pick('category')[1]?.id,
      gtin: '7800880001100',
      gallery: [
        { type: 'IMAGE', url: 'https://img.example/8800011.jpg' },
        { type: 'IMAGE', url: 'https://img.example/a.jpg' },
        { type: 'IMAGE', url: 'https://img.example/b.jpg' },
      ],
      dataSheet: [
        { name: 'Rendimiento', value: '40 m² por galón' },
        { name: 'Terminación', value: 'Mate' },
        { name: 'Material', value: 'Acrílico' },
      ],
    });
    expect(
      pick('sku').map(({ id, color, colorHex, size, position }) => ({ id, color, colorHex, size, position })),
    ).toEqual([
      { id: '8800011', color: 'Blanco', colorHex: '#FFFFFF', size: null, position: 0 },
      { id: '8800012', color: 'Rojo', colorHex: '#C62828', size: null, position: 1 },
    ]);
    // Merchant Center has one price an item: it holds in every price group
    expect(pick('prices').map(({ skuId, priceGroup }) => `${skuId}|${priceGroup}`)).toEqual([
      '8800011|10',
      '8800011|20',
      '8800012|10',
      '8800012|20',
    ]);
    expect(pick('stock')).toEqual([
      expect.objectContaining({ skuId: '8800011', storeId: 'DC', quantity: 9999 }),
      expect.objectContaining({ skuId: '8800012', storeId: 'DC', quantity: 9999 }),
    ]);
  });

  it('reports each bad item by its line and the attribute at fault, and reads the rest', async () => {
    const items = [
      paint('8800011', 'Blanco', { item_group_id: undefined }),
      paint('8800012', 'Rojo', { item_group_id: undefined, price: '15.99 USD', gtin: '12' }),
      paint('ABC', 'Verde', { item_group_id: undefined, availability: 'maybe', gtin: '7800000000123' }),
    ];
    const { records, problems } = await read(format, items);
    // each item's line: a TSV row's, an XML <item>'s
    const itemLines =
      format === 'tsv'
        ? [2, 3, 4]
        : merchantCenterXml(items)
            .split('\n')
            .flatMap((text, at) => (text.trim() === '<item>' ? [at + 1] : []));
    expect(records.find((record) => record.type === 'sku')).toMatchObject({ id: '8800011', line: itemLines[0] });
    expect(problems).toEqual([
      { file: 'feed', line: itemLines[1], field: 'gtin', reason: expect.stringContaining('8 to 14 digits') },
      { file: 'feed', line: itemLines[1], field: 'price', reason: "USD is not this site's currency (CLP)" },
      { file: 'feed', line: itemLines[2], field: 'id', reason: expect.stringContaining('"ABC" is not a SKU code') },
      { file: 'feed', line: itemLines[2], field: 'availability', reason: expect.stringContaining('in_stock') },
    ]);
  });
});

describe('prices and stock', () => {
  const pricesOf = async (extra: MerchantCenterItem) => {
    const { records, problems } = await read('tsv', [
      paint('8800011', 'Blanco', { item_group_id: undefined, ...extra }),
    ]);
    expect(problems).toEqual([]);
    return records.find((record) => record.type === 'prices')?.prices;
  };

  it.each([
    [
      'a sale that runs ends when its interval does',
      '2026-11-20T00:00-0300/2026-11-30T23:59-0300',
      [
        { type: 'EVENT', amount: 12990, validUntil: '2026-12-01T02:59:00.000Z' },
        { type: 'NORMAL', amount: 15990 },
      ],
    ],
    [
      'a sale without dates holds',
      undefined,
      [
        { type: 'INTERNET', amount: 12990 },
        { type: 'NORMAL', amount: 15990 },
      ],
    ],
    [
      'a sale that has not begun begins later',
      '2026-12-01T00:00Z/2026-12-10T00:00Z',
      [
        { type: 'EVENT', amount: 12990, validUntil: '2026-12-10T00:00:00.000Z', validFrom: '2026-12-01T00:00:00.000Z' },
        { type: 'NORMAL', amount: 15990 },
      ],
    ],
    [
      'a sale that has ended is not applied',
      '2026-11-01T00:00Z/2026-11-10T00:00Z',
      [{ type: 'NORMAL', amount: 15990 }],
    ],
  ])('%s', async (_, dates, prices) => {
    expect(await pricesOf({ sale_price: '12990 CLP', sale_price_effective_date: dates })).toEqual(prices);
  });

  it('works out the price per measure from each shelf price, and per m² for an area', async () => {
    expect(
      await pricesOf({
        sale_price: '12990 CLP',
        sale_price_effective_date: '2026-11-20T00:00Z/2026-11-30T00:00Z',
        unit_pricing_measure: '3.6 l',
        unit_pricing_base_measure: '1 l',
      }),
    ).toEqual([
      { type: 'EVENT', amount: 12990, validUntil: '2026-11-30T00:00:00.000Z' },
      { type: 'NORMAL', amount: 15990 },
      { type: 'PUM', amount: 3608, unit: 'L', validUntil: '2026-11-30T00:00:00.000Z' },
      { type: 'PUM', amount: 4442, unit: 'L' },
    ]);
    expect(await pricesOf({ unit_pricing_measure: '2 sqm', is_bundle: 'yes' })).toEqual([
      { type: 'COMBO', amount: 15990 },
      { type: 'M2', amount: 7995, unit: 'M2' },
    ]);
  });

  it('refuses a sale price that is not lower than the price', async () => {
    const { problems } = await read('tsv', [paint('8800011', 'Blanco', { sale_price: '15990 CLP' })]);
    expect(problems).toEqual([expect.objectContaining({ field: 'sale_price' })]);
  });

  it.each([
    ['out_of_stock', 0],
    ['preorder', 0],
    ['backorder', 0],
    ['in stock', 9999],
  ])('availability %s is %i units at the distribution centre', async (availability, quantity) => {
    const { records } = await read('tsv', [paint('8800011', 'Blanco', { availability })]);
    expect(records.find((record) => record.type === 'stock')).toMatchObject({ storeId: 'DC', quantity });
  });
});

describe('a product', () => {
  it('varies by size and by material where they tell its items apart; the shared rest goes to the data sheet', async () => {
    const { records, problems } = await read('tsv', [
      paint('8800011', 'Blanco', {
        size: '1 gal',
        material: 'Acrílico',
        shipping_weight: '4.5 kg',
        shipping_length: '20 cm',
      }),
      paint('8800012', 'Blanco', { size: '1 gal', material: 'Esmalte' }),
      paint('8800013', 'Blanco', { size: '4 gal', material: 'Acrílico' }),
    ]);
    expect(problems).toEqual([]);
    expect(records.find((record) => record.type === 'product')).toMatchObject({
      variantType: 'COLOR_AND_SIZE',
      dataSheet: [{ name: 'Color', value: 'Blanco' }],
      dimensions: { depthCm: 20, widthCm: 0, heightCm: 0, weightKg: 4.5 },
    });
    expect(records.filter((record) => record.type === 'sku').map(({ color, size }) => [color, size])).toEqual([
      ['Acrílico', '1 gal'],
      ['Esmalte', '1 gal'],
      ['Acrílico', '4 gal'],
    ]);
  });

  it('refuses a group whose items differ in nothing a shopper can choose, at each item', async () => {
    const { records, problems } = await read('tsv', [paint('8800011', 'Blanco'), paint('8800012', 'Blanco')]);
    expect(records.filter((record) => record.type === 'product')).toEqual([]);
    expect(problems.map(({ line, field }) => [line, field])).toEqual([
      [2, 'item_group_id'],
      [3, 'item_group_id'],
    ]);
  });

  it('names a used item, a multipack and a path google_product_category', async () => {
    const { records } = await read('tsv', [
      paint('8800011', 'Blanco', {
        item_group_id: undefined,
        condition: 'refurbished',
        multipack: '6',
        product_type: undefined,
        google_product_category: 'Hardware > Tools > Drills',
      }),
    ]);
    expect(records.filter((record) => record.type === 'category').map((record) => record.name)).toEqual([
      'Hardware',
      'Tools',
      'Drills',
    ]);
    expect(records.find((record) => record.type === 'product')).toMatchObject({
      saleUnit: 'PACK',
      variantType: null,
      dataSheet: [
        { name: 'Color', value: 'Blanco' },
        { name: 'Condición', value: 'Reacondicionado' },
        { name: 'Unidades por paquete', value: '6' },
      ],
    });
  });

  it('names a field of our model by the attribute it came from', async () => {
    const { problems } = await read('tsv', [paint('8800011', 'Blanco', { title: 'x'.repeat(301) })]);
    expect(problems).toEqual([expect.objectContaining({ field: 'title', line: 2 })]);
  });
});

describe('a file that cannot be read', () => {
  it('stops at malformed XML, naming its line', async () => {
    const { problems } = await read(
      'xml',
      [],
      '<rss xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n<item><g:id>1</g:id></itm>',
    );
    expect(problems).toEqual([{ file: 'feed', line: 3, field: '', reason: expect.stringMatching(/^not XML: /) }]);
  });

  it('needs a header row naming id', async () => {
    const { problems } = await read('tsv', [], 'title\tprice\nRodillo\t990 CLP');
    expect(problems).toEqual([
      { file: 'feed', line: 1, field: '', reason: expect.stringContaining('name the attributes') },
    ]);
  });
});
