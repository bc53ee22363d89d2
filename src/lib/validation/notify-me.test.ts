import { expect, it } from 'vitest';
import { validate } from './issues';
import { notifyMeSchema } from './notify-me';

it('accepts a valid email for a product', () => {
  expect(validate(notifyMeSchema, { skuId: '123456x', email: ' ana@andamio.cl ' })).toEqual({
    ok: true,
    data: { skuId: '123456X', email: 'ana@andamio.cl' },
  });
});

it.each([
  [{ skuId: '1234567', email: 'ana@' }, [['email', 'validation.email.invalid']]],
  [{ skuId: '1234567', email: '' }, [['email', 'validation.email.required']]],
  [{ skuId: '12', email: 'ana@andamio.cl' }, [['skuId', 'validation.sku.invalid']]],
])('docs/accounts-and-lists.md: the notify-me email must be valid: %j', (input, expected) => {
  const result = validate(notifyMeSchema, input);
  expect(result.ok ? [] : result.errors.map(({ field, key }) => [field, key])).toEqual(expected);
});
