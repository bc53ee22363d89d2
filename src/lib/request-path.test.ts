import { describe, expect, it } from 'vitest';
import { errorStatusFrom, tenantFromPath } from './request-path';

const isTenant = (id: string): id is 'cl' | 'br' | 'mx' => ['cl', 'br', 'mx'].includes(id);
const where = (path: string) => tenantFromPath(new URL(path, 'http://localhost'), isTenant);

describe('tenantFromPath', () => {
  it.each([
    ['/', { kind: 'root' }],
    ['/cl/', { kind: 'tenant', tenant: 'cl' }],
    ['/br/product/123/taladro/', { kind: 'tenant', tenant: 'br' }],
    ['/api/mx/search', { kind: 'shared', tenant: 'mx', page: 'api' }],
    ['/api/zz/search', { kind: 'shared', tenant: undefined, page: 'api' }],
    ['/_error?statusCode=404&tenant=br', { kind: 'shared', tenant: 'br', page: 'error' }],
    ['/_error?statusCode=404&tenant=zz', { kind: 'shared', tenant: undefined, page: 'error' }],
    ['/no-search-result?Ntt=x&tenant=mx', { kind: 'shared', tenant: 'mx', page: 'no-search-result' }],
    ['/_astro/app.js', { kind: 'shared', tenant: undefined, page: 'asset' }],
    ['/_actions/cart.add/', { kind: 'shared', tenant: undefined, page: 'action' }],
    ['/media/br/products/123456/1.svg', { kind: 'shared', tenant: 'br', page: 'asset' }],
    ['/favicon.svg', { kind: 'shared', tenant: undefined, page: 'asset' }],
    ['/healthz', { kind: 'shared', tenant: undefined, page: 'probe' }],
    ['/readyz', { kind: 'shared', tenant: undefined, page: 'probe' }],
    ['/robots.txt', { kind: 'shared', tenant: undefined, page: 'asset' }],
    ['/sitemap-index.xml', { kind: 'shared', tenant: undefined, page: 'asset' }],
    ['/sitemaps/br.xml', { kind: 'shared', tenant: undefined, page: 'asset' }],
    ['/sitemaps/xx.xml', { kind: 'shared', tenant: undefined, page: 'asset' }],
    ['/xx/', { kind: 'unknown-tenant', segment: 'xx' }],
    ['/CL/', { kind: 'unknown-tenant', segment: 'CL' }],
  ])('%s is %o', (path, expected) => {
    expect(where(path)).toEqual(expected);
  });
});

describe('errorStatusFrom', () => {
  it.each([
    ['404', 404],
    ['500', 500],
    ['410', 410],
    ['200', 404],
    ['600', 404],
    ['abc', 404],
    [null, 404],
  ])('statusCode=%s gives %i', (value, status) => {
    expect(errorStatusFrom(value)).toBe(status);
  });
});
