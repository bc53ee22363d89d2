import { describe, expect, it } from 'vitest';
import { translator } from '../messages';
import { cartQuantitySchema } from './cart-quantity';
import { validate } from './issues';

describe('cart quantity (docs/cart-rules.md: 1 to 9999 per product)', () => {
  const plain = cartQuantitySchema();

  it.each([
    [1, 1],
    [9999, 9999],
    ['12', 12],
    [' 3 ', 3],
  ])('accepts %j as %i', (input, quantity) => {
    expect(validate(plain, input)).toEqual({ ok: true, data: quantity });
  });

  it.each([
    [0, 'validation.quantity.min', { min: 1 }],
    [-2, 'validation.quantity.min', { min: 1 }],
    [10000, 'validation.quantity.maxReached', { max: 9999 }],
    [1.5, 'validation.quantity.invalid', {}],
    ['1.5', 'validation.quantity.invalid', {}],
    ['', 'validation.quantity.invalid', {}],
    ['2 units', 'validation.quantity.invalid', {}],
    [undefined, 'validation.quantity.invalid', {}],
    [true, 'validation.quantity.invalid', {}],
  ])('refuses %j with %s', (input, key, params) => {
    expect(validate(plain, input)).toEqual({ ok: false, errors: [{ field: '', key, params }] });
  });

  it('counts the units already in the cart towards the maximum', () => {
    expect(validate(cartQuantitySchema({ inCart: 9990 }), 9).ok).toBe(true);
    expect(validate(cartQuantitySchema({ inCart: 9990 }), 10)).toEqual({
      ok: false,
      errors: [{ field: '', key: 'validation.quantity.maxReached', params: { max: 9999 } }],
    });
    expect(translator('es')('validation.quantity.maxReached', { max: 9999 })).toBe(
      'Alcanzaste el máximo de 9999 unidades por producto.',
    );
  });

  it.each([
    [{ stock: 5 }, 5, undefined],
    [{ stock: 5 }, 6, { key: 'validation.quantity.insufficientStock', params: { available: 5 } }],
    [{ stock: 5, inCart: 3 }, 2, undefined],
    [{ stock: 5, inCart: 3 }, 3, { key: 'validation.quantity.insufficientStock', params: { available: 2 } }],
    [{ stock: 5, inCart: 5 }, 1, { key: 'validation.quantity.outOfStock', params: {} }],
    [{ stock: 0 }, 1, { key: 'validation.quantity.outOfStock', params: {} }],
    // The maximum is said first: reducing for stock would not help past 9999.
    [{ stock: 20000, inCart: 9999 }, 1, { key: 'validation.quantity.maxReached', params: { max: 9999 } }],
  ])('with %j, adding %i gives %j', (context, quantity, error) => {
    expect(validate(cartQuantitySchema(context), quantity)).toEqual(
      error === undefined ? { ok: true, data: quantity } : { ok: false, errors: [{ field: '', ...error }] },
    );
  });

  it('asks to reduce the quantity when stock is short', () => {
    expect(translator('es')('validation.quantity.insufficientStock', { available: 2 })).toBe(
      'No hay stock suficiente. Reduce la cantidad a 2 o menos para continuar.',
    );
  });
});
