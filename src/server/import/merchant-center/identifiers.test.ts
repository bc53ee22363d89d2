import { describe, expect, it } from 'vitest';
import { paint, read } from './test-read';

/**
 * A store brand or an article cut to size has no GTIN: Merchant Center takes it with its mpn, or
 * with identifier_exists no. Its SKU then has none (structured data names none, other sites'
 * pages are not its alternates); an item with neither is refused by its gtin.
 */
describe('an item without a GTIN', () => {
  const skuAndProduct = async (extra: Record<string, string | undefined>) => {
    const { records, problems } = await read('tsv', [paint('8800011', 'Blanco', { gtin: undefined, ...extra })]);
    return {
      problems: problems.map((problem) => problem.field),
      ean: records.find((record) => record.type === 'sku')?.ean,
      gtin: records.find((record) => record.type === 'product')?.gtin,
    };
  };

  it.each([
    ['identifier_exists no', { identifier_exists: 'no' }],
    ['an mpn', { mpn: 'SIPA-LX1' }],
  ])('is imported with %s, with no GTIN', async (_, extra) => {
    expect(await skuAndProduct(extra)).toEqual({ problems: [], ean: '', gtin: null });
  });

  it('is refused by its gtin with neither', async () => {
    expect((await skuAndProduct({})).problems).toEqual(['gtin']);
  });

  it('is refused by its gtin when it is not 8 to 14 digits', async () => {
    expect((await skuAndProduct({ gtin: '78-ABC' })).problems).toEqual(['gtin']);
  });
});
