import { describe, expect, it } from 'vitest';
import { isLoopbackHost, namesFromClaims, safeReturnPath, socialClaimsSchema } from './social-login';

describe('social login claims', () => {
  it('keeps the subject and a lower-case email, and drops what is malformed', () => {
    expect(
      socialClaimsSchema.parse({ sub: 'a1', email: ' Ana@Correo.CL ', email_verified: true, name: 'Ana' }),
    ).toEqual({ sub: 'a1', email: 'ana@correo.cl', email_verified: true, name: 'Ana' });
    expect(socialClaimsSchema.parse({ sub: 'a1', email: 'not-an-email', email_verified: 'yes' })).toEqual({
      sub: 'a1',
      email: undefined,
      email_verified: undefined,
      name: undefined,
      given_name: undefined,
      family_name: undefined,
    });
    expect(socialClaimsSchema.safeParse({ email: 'ana@correo.cl' }).success).toBe(false);
  });

  it.each([
    [
      { given_name: 'Ana', family_name: 'Pérez Soto', name: 'x y' },
      { firstName: 'Ana', lastName: 'Pérez Soto' },
    ],
    [{ given_name: 'Ana' }, { firstName: 'Ana', lastName: '' }],
    [{ family_name: 'Pérez' }, { firstName: '', lastName: 'Pérez' }],
    [{ name: '  João   da Silva ' }, { firstName: 'João', lastName: 'da Silva' }],
    [{ name: 'Cher' }, { firstName: 'Cher', lastName: '' }],
    [{}, { firstName: '', lastName: '' }],
  ])('names %j as %j', (claims, names) => {
    expect(namesFromClaims(claims)).toEqual(names);
  });
});

describe('return path after signing in', () => {
  it.each([
    ['/cl/product/123/x/', '/cl/product/123/x/'],
    ['/cl/account/?tab=1', '/cl/account/?tab=1'],
    [null, '/cl/account/'],
    ['', '/cl/account/'],
    ['https://evil.example/cl/', '/cl/account/'],
    ['//evil.example/cl/', '/cl/account/'],
    ['/cl//evil.example', '/cl/account/'],
    ['/cl/\\evil', '/cl/account/'],
    ['/br/account/', '/cl/account/'],
    [`/cl/${'a'.repeat(600)}`, '/cl/account/'],
  ])('%s goes to %s', (wanted, path) => {
    expect(safeReturnPath('cl', wanted)).toBe(path);
  });
});

describe('loopback hosts', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['[::1]', true],
    ['id.example', false],
    ['127.0.0.1.evil.example', false],
    ['10.0.0.1', false],
  ])('%s is loopback: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});
