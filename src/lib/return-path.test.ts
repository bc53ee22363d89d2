import { describe, expect, it } from 'vitest';
import { loginWithReturn, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/cl/product/123/taladro/', '/cl/product/123/taladro/'],
    ['/cl/search?Ntt=pintura', '/cl/search?Ntt=pintura'],
    ['/cl/a/../account/', '/cl/account/'],
  ])('follows %s', (value, expected) => {
    expect(safeReturnPath(value, 'cl')).toBe(expected);
  });

  it.each([
    ['another site', 'https://evil.test/cl/'],
    ['a protocol-relative address', '//evil.test/cl/'],
    ['a backslash', '/cl/\\evil.test'],
    ['a control character', '/cl/\nx'],
    ['another tenant', '/br/produto/1/'],
    ['the bare tenant prefix', '/cl'],
    ['no value', undefined],
    ['a number', 42],
    ['a very long value', `/cl/${'a'.repeat(600)}`],
  ])('refuses %s', (_case, value) => {
    expect(safeReturnPath(value, 'cl')).toBeUndefined();
  });

  it('refuses a path that leaves the tenant once resolved', () => {
    expect(safeReturnPath('/cl/../br/', 'cl')).toBeUndefined();
  });
});

describe('loginWithReturn', () => {
  it('carries the return address as a query parameter', () => {
    expect(loginWithReturn('/cl/account/', '/cl/product/1/x/?a=b')).toBe(
      '/cl/account/?next=%2Fcl%2Fproduct%2F1%2Fx%2F%3Fa%3Db',
    );
  });
});
