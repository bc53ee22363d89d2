import { describe, expect, it } from 'vitest';
import { feedRecordSchema } from './andamio-feed';

describe("Andamio's feed", () => {
  it('keeps a product id lower-case, as product URLs are, wherever a record names it', () => {
    const parse = (record: Record<string, unknown>) => feedRecordSchema.parse(record);
    expect(
      parse({ type: 'product', id: 'ABC-1', name: 'Taladro', brandId: 'B', categoryId: 'C', saleUnit: 'UN' }),
    ).toMatchObject({
      id: 'abc-1',
      brandId: 'B',
    });
    expect(parse({ type: 'sku', id: '8800011', productId: 'ABC-1' })).toMatchObject({ productId: 'abc-1' });
    expect(parse({ type: 'collection', id: 'OFERTAS', title: 'Ofertas', productIds: ['ABC-1'] })).toMatchObject({
      id: 'OFERTAS',
      productIds: ['abc-1'],
    });
    expect(parse({ type: 'links', productId: 'ABC-1', kind: 'related', products: [{ id: 'XYZ-2' }] })).toMatchObject({
      productId: 'abc-1',
      products: [{ id: 'xyz-2', quantity: 1 }],
    });
  });
});
