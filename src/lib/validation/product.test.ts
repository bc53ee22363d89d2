import { describe, expect, it } from 'vitest';
import { getTenant } from '../../tenants/registry';
import { translator } from '../messages';
import { validate } from './issues';
import { clothingSizeSchema, skuSchema, variantSelectionSchema } from './product';

describe('SKU (docs/product-page.md: 4 to 7 digits with optional letter, hyphen, letter)', () => {
  it.each([
    ['1234', '1234'],
    ['1234567', '1234567'],
    ['123456X', '123456X'],
    ['123456x', '123456X'],
    ['1234-A', '1234-A'],
    ['123456X-B', '123456X-B'],
    [' 3374904 ', '3374904'],
  ])('accepts %j as %j', (input, sku) => {
    expect(validate(skuSchema, input)).toEqual({ ok: true, data: sku });
  });

  it.each(['123', '12345678', '1234-', '1234XY', '1234-AB', '1234--A', '-1234', '1234 A', '1234Ñ', 'ABCD', '', 1234])(
    'refuses %j',
    (input) => {
      expect(validate(skuSchema, input)).toEqual({
        ok: false,
        errors: [{ field: '', key: 'validation.sku.invalid', params: {} }],
      });
    },
  );
});

describe('clothing size (docs/product-page.md: XS to XXXXL)', () => {
  it.each([
    ['XS', 'XS'],
    ['m', 'M'],
    [' xxxxl ', 'XXXXL'],
  ])('accepts %j as %j', (input, size) => {
    expect(validate(clothingSizeSchema, input)).toEqual({ ok: true, data: size });
  });

  it.each(['XXS', 'XXXXXL', '2XL', 'XLL', ''])('refuses %j, naming the range', (input) => {
    expect(validate(clothingSizeSchema, input)).toEqual({
      ok: false,
      errors: [{ field: '', key: 'validation.size.invalid', params: { min: 'XS', max: 'XXXXL' } }],
    });
  });

  it('refuses a value that is not text', () => {
    expect(validate(clothingSizeSchema, 42)).toEqual({
      ok: false,
      errors: [{ field: '', key: 'validation.invalid', params: {} }],
    });
  });
});

describe('variant choice (docs/product-page.md: a size or colour must be chosen to continue)', () => {
  const cl = getTenant('cl');
  const uy = getTenant('uy');

  it.each([
    ['COLOR', { color: 'Rojo' }],
    ['SIZE', { size: 'M' }],
    ['COLOR_AND_SIZE', { color: 'Rojo', size: 'M' }],
  ] as const)('%s accepts %j', (variantType, input) => {
    expect(validate(variantSelectionSchema(variantType, cl), input)).toEqual({ ok: true, data: input });
  });

  it.each([
    ['COLOR', cl, {}, [['color', 'validation.variant.color']]],
    ['SIZE', cl, { size: ' ' }, [['size', 'validation.variant.sizeTalla']]],
    ['SIZE', uy, {}, [['size', 'validation.variant.sizeTalle']]],
    [
      'COLOR_AND_SIZE',
      uy,
      { color: '' },
      [
        ['color', 'validation.variant.color'],
        ['size', 'validation.variant.sizeTalle'],
      ],
    ],
  ] as const)('%s without a choice asks for it', (variantType, tenant, input, expected) => {
    const result = validate(variantSelectionSchema(variantType, tenant), input);
    expect(result.ok ? [] : result.errors.map(({ field, key }) => [field, key])).toEqual(expected);
  });

  it.each([
    ['es', 'validation.variant.sizeTalla', 'Elige una talla para continuar.'],
    ['es', 'validation.variant.sizeTalle', 'Elige un talle para continuar.'],
    ['pt', 'validation.variant.sizeTalla', 'Escolha um tamanho para continuar.'],
    ['pt', 'validation.variant.sizeTalle', 'Escolha um tamanho para continuar.'],
  ] as const)('%s reads %s as %j', (lang, key, text) => {
    expect(translator(lang)(key)).toBe(text);
  });
});
