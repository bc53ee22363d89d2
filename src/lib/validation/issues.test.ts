import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { translator } from '../messages';
import { customIssue, isMessageKey, issue, stop, validate } from './issues';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = validate(schema, input);
  return result.ok ? [] : result.errors;
};

describe('toFieldErrors', () => {
  const form = z.object({
    password: z.string().min(6, issue('validation.password.tooShort')).max(32, issue('validation.password.tooLong')),
    nested: z.object({ list: z.array(z.string().min(1, stop('validation.review.aliasRequired'))) }),
  });

  it('gives the dotted field, the catalogue key and the bound the message names', () => {
    expect(errorsOf(form, { password: 'abc', nested: { list: ['ok', ''] } })).toEqual([
      { field: 'password', key: 'validation.password.tooShort', params: { min: 6 } },
      { field: 'nested.list.1', key: 'validation.review.aliasRequired', params: {} },
    ]);
    expect(errorsOf(form, { password: 'x'.repeat(33), nested: { list: [] } })).toEqual([
      { field: 'password', key: 'validation.password.tooLong', params: { max: 32 } },
    ]);
  });

  it('keeps the string and number params of a custom issue that its message names, and drops the rest', () => {
    const schema = z.string().check((ctx) => {
      ctx.issues.push({ ...customIssue('validation.zip.notFound', ctx.value), params: { zipCode: '54730', extra: 1 } });
      ctx.issues.push({ ...customIssue('validation.zip.format', ctx.value), params: { example: { nested: true } } });
    });
    expect(errorsOf(schema, '54730')).toEqual([
      { field: '', key: 'validation.zip.notFound', params: { zipCode: '54730' } },
      // A message whose placeholder has no usable value would show "{example}": it falls back instead.
      { field: '', key: 'validation.invalid', params: {} },
    ]);
  });

  it.each([
    ['a zod default (English) message', z.object({ n: z.number() }), { n: 'x' }, 'n'],
    ['a message that is not a catalogue key', z.string({ error: 'no.such.key' }), 4, ''],
  ])('turns %s into validation.invalid', (_, schema, input, field) => {
    expect(errorsOf(schema, input)).toEqual([{ field, key: 'validation.invalid', params: {} }]);
  });

  it('gives errors a page translates in the tenant language', () => {
    const [error] = errorsOf(form, { password: '12345', nested: { list: [] } });
    expect(error && translator('es')(error.key, error.params)).toBe('La contraseña debe tener al menos 6 caracteres.');
    expect(error && translator('pt')(error.key, error.params)).toBe('A senha deve ter pelo menos 6 caracteres.');
  });

  it('passes the parsed data through when the input is valid', () => {
    expect(validate(form, { password: 'secreto', nested: { list: ['a'] } })).toEqual({
      ok: true,
      data: { password: 'secreto', nested: { list: ['a'] } },
    });
  });
});

describe('isMessageKey', () => {
  it.each([
    ['validation.email.invalid', true],
    ['errors.addToCart', true],
    ['validation.nope', false],
    ['toString', false],
  ])('%s -> %s', (value, expected) => {
    expect(isMessageKey(value)).toBe(expected);
  });
});
