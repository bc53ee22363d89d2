import { describe, expect, it } from 'vitest';
import { getTenant } from '../../tenants/registry';
import { emailSchema, loginFormSchema, loginFormSchemaFor, passwordSchema } from './account';
import { validate } from './issues';

const errorsOf = (result: ReturnType<typeof validate>) => (result.ok ? [] : result.errors);

describe('email (docs/accounts-and-lists.md: local part, @, dotted domain)', () => {
  it.each([
    ['ana@andamio.cl', 'ana@andamio.cl'],
    ['  ana.perez+obra@correo.com.br ', 'ana.perez+obra@correo.com.br'],
    ['j_o-e@sub.dominio.mx', 'j_o-e@sub.dominio.mx'],
  ])('accepts %j as %j', (input, email) => {
    expect(validate(emailSchema, input)).toEqual({ ok: true, data: email });
  });

  it.each([
    ['', 'validation.email.required'],
    ['   ', 'validation.email.required'],
    [undefined, 'validation.email.required'],
    ['ana', 'validation.email.invalid'],
    ['ana@andamio', 'validation.email.invalid'],
    ['@andamio.cl', 'validation.email.invalid'],
    ['ana@@andamio.cl', 'validation.email.invalid'],
    ['ana perez@andamio.cl', 'validation.email.invalid'],
    ['ana@andamio.c', 'validation.email.invalid'],
  ])('refuses %j with %s', (input, key) => {
    expect(errorsOf(validate(emailSchema, input))).toEqual([{ field: '', key, params: {} }]);
  });
});

describe('password (docs/accounts-and-lists.md: 6 to 32 characters)', () => {
  it.each([6, 32])('accepts %i characters', (length) => {
    expect(validate(passwordSchema, 'a'.repeat(length)).ok).toBe(true);
  });

  it.each([
    ['', { key: 'validation.password.required', params: {} }],
    [undefined, { key: 'validation.password.required', params: {} }],
    ['a'.repeat(5), { key: 'validation.password.tooShort', params: { min: 6 } }],
    ['a'.repeat(33), { key: 'validation.password.tooLong', params: { max: 32 } }],
  ])('refuses %j', (input, error) => {
    expect(errorsOf(validate(passwordSchema, input))).toEqual([{ field: '', ...error }]);
  });

  it('keeps spaces, which may be part of the password', () => {
    expect(validate(passwordSchema, ' clave ')).toEqual({ ok: true, data: ' clave ' });
  });
});

describe('login form (docs/accounts-and-lists.md: person or company)', () => {
  const person = { kind: 'person', email: 'ana@andamio.cl', password: 'secreto' };
  const company = { kind: 'company', taxId: '76.123.456-K', email: 'compras@obra.cl', password: 'secreto' };

  it.each([person, company])('accepts a $kind login', (input) => {
    expect(validate(loginFormSchema, input)).toEqual({ ok: true, data: input });
  });

  it.each([
    [
      { ...person, email: 'ana', password: '123' },
      ['email', 'validation.email.invalid'],
      ['password', 'validation.password.tooShort'],
    ],
    [{ ...company, taxId: '' }, ['taxId', 'validation.login.taxIdRequired']],
    [{ ...company, taxId: '76 123 456' }, ['taxId', 'validation.login.taxIdInvalid']],
    [{ ...person, kind: 'robot' }, ['kind', 'validation.invalid']],
  ])('refuses %j', (input, ...expected) => {
    expect(errorsOf(validate(loginFormSchema, input)).map(({ field, key }) => [field, key])).toEqual(expected);
  });

  it.each(['cl', 'pe', 'co', 'ar', 'mx', 'homy'] as const)('%s accepts company login', (id) => {
    expect(validate(loginFormSchemaFor(getTenant(id)), company).ok).toBe(true);
  });

  it.each(['uy', 'br', 'obra'] as const)(
    '%s refuses company login, and takes a login without kind as a person',
    (id) => {
      const schema = loginFormSchemaFor(getTenant(id));
      expect(errorsOf(validate(schema, company))).toEqual([
        { field: 'kind', key: 'validation.login.companyNotAllowed', params: {} },
      ]);
      expect(validate(schema, { email: 'ana@andamio.com.uy', password: 'secreto' })).toEqual({
        ok: true,
        data: { kind: 'person', email: 'ana@andamio.com.uy', password: 'secreto' },
      });
    },
  );
});
