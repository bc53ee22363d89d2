import { describe, expect, it } from 'vitest';
import { listIdSchema, listPaths, wishListLimits, wishListNameSchema } from './wish-lists';

describe('wishListNameSchema', () => {
  it.each([
    ['  Baño   nuevo ', 'Baño nuevo'],
    ['Terraza', 'Terraza'],
  ])('keeps %j as %j', (input, expected) => {
    expect(wishListNameSchema.parse(input)).toBe(expected);
  });

  it.each([
    ['an empty name', '   ', 'validation.wishList.nameRequired'],
    ['no name', undefined, 'validation.wishList.nameRequired'],
    ['a long name', 'x'.repeat(wishListLimits.nameLength + 1), 'validation.wishList.nameTooLong'],
  ])('refuses %s', (_case, input, key) => {
    const result = wishListNameSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(key);
  });
});

describe('listIdSchema', () => {
  it('takes our ids and nothing else', () => {
    expect(listIdSchema.safeParse('AbCdEfGhIjKlMnOpQrSt_-').success).toBe(true);
    expect(listIdSchema.safeParse('../../etc').success).toBe(false);
  });
});

describe('listPaths', () => {
  it('puts lists and quotations under the account', () => {
    const paths = listPaths('br');
    expect(paths.wishLists).toBe('/br/account/wish-lists/');
    expect(paths.wishList('a b')).toBe('/br/account/wish-lists/a%20b/');
    expect(paths.quotation('q1')).toBe('/br/account/quotations/q1/');
  });
});
