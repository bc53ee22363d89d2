import { describe, expect, it } from 'vitest';
import { tenantIds } from '../tenants/schema';
import { shopperCookies, zoneCookies } from './cookies';

describe('zoneCookies', () => {
  it('keeps the bare names of docs/tenants.md for the default tenant', () => {
    expect(zoneCookies('cl')).toEqual({ zone: 'zone', regionLabel: 'regionLabel' });
  });

  it.each([
    ['br', 'zone_br', 'regionLabel_br'],
    ['mx', 'zone_mx', 'regionLabel_mx'],
    ['homy', 'zone_homy', 'regionLabel_homy'],
  ] as const)('names the cookies of %s after it', (tenant, zone, regionLabel) => {
    expect(zoneCookies(tenant)).toEqual({ zone, regionLabel });
  });

  it('gives every tenant cookies of its own, so a zone chosen on one site never labels another', () => {
    const names = tenantIds.flatMap((tenant) => Object.values(zoneCookies(tenant)));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('shopperCookies', () => {
  it('keeps the bare names of docs/tenants.md for the default tenant', () => {
    expect(shopperCookies('cl')).toEqual({
      session: 'session',
      cartId: 'cartId',
      reviewer: 'reviewer',
      loginDevice: 'loginDevice',
    });
  });

  it('names homy’s after it, so a login on one Chilean brand leaves the other’s session alone', () => {
    expect(shopperCookies('homy')).toEqual({
      session: 'session_homy',
      cartId: 'cartId_homy',
      reviewer: 'reviewer_homy',
      loginDevice: 'loginDevice_homy',
    });
  });

  it('gives every tenant a session, cart, reviewer and login-device cookie of its own', () => {
    const names = tenantIds.flatMap((tenant) => Object.values(shopperCookies(tenant)));
    expect(new Set(names).size).toBe(names.length);
  });
});
