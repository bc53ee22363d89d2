import { describe, expect, it } from 'vitest';
import { getTenant } from '../tenants/registry';
import { type Tenant, type TenantId, tenantIds } from '../tenants/schema';
import {
  allowsCompanyLogin,
  allowsSocialLogin,
  locationMode,
  loginMethods,
  offersInstalments,
  showsChangePasswordLink,
  showsOrderListLink,
  sizeAttributeName,
} from './tenant-rules';

// What docs/tenants.md say per site (obra is Brazilian; homy is Chilean). One row per real tenant.
const expected: Record<
  TenantId,
  { login: string; changePassword: boolean; orderList: boolean; zip: boolean; instalments: boolean; size: string }
> = {
  cl: {
    login: 'person company social',
    changePassword: false,
    orderList: true,
    zip: false,
    instalments: false,
    size: 'Talla',
  },
  pe: {
    login: 'person company social',
    changePassword: true,
    orderList: true,
    zip: false,
    instalments: false,
    size: 'Talla',
  },
  co: { login: 'person company', changePassword: true, orderList: true, zip: false, instalments: false, size: 'Talla' },
  ar: {
    login: 'person company social',
    changePassword: true,
    orderList: true,
    zip: false,
    instalments: true,
    size: 'Talla',
  },
  br: { login: 'person social', changePassword: true, orderList: true, zip: true, instalments: false, size: 'Talla' },
  mx: {
    login: 'person company social',
    changePassword: true,
    orderList: true,
    zip: true,
    instalments: true,
    size: 'Talla',
  },
  uy: { login: 'person social', changePassword: true, orderList: false, zip: false, instalments: true, size: 'Talle' },
  homy: {
    login: 'person company social',
    changePassword: false,
    orderList: true,
    zip: false,
    instalments: false,
    size: 'Talla',
  },
  obra: { login: 'person social', changePassword: true, orderList: true, zip: true, instalments: false, size: 'Talla' },
};

describe.each(tenantIds)('tenant %s', (id) => {
  const tenant = getTenant(id);
  const rule = expected[id];

  it('offers the login methods of docs/tenants.md', () => {
    expect(loginMethods(tenant).join(' ')).toBe(rule.login);
    expect(allowsCompanyLogin(tenant)).toBe(rule.login.includes('company'));
    expect(allowsSocialLogin(tenant)).toBe(rule.login.includes('social'));
  });

  it('shows or hides the account links of docs/tenants.md', () => {
    expect(showsChangePasswordLink(tenant)).toBe(rule.changePassword);
    expect(showsOrderListLink(tenant)).toBe(rule.orderList);
  });

  it('locates, offers instalments and names sizes as docs/tenants.md says', () => {
    expect(locationMode(tenant)).toBe(rule.zip ? 'zipCode' : 'region');
    expect(offersInstalments(tenant)).toBe(rule.instalments);
    expect(sizeAttributeName(tenant)).toBe(rule.size);
  });
});

describe('rules follow the configuration, not the tenant id', () => {
  const flags = (overrides: Partial<Tenant['flags']>): Pick<Tenant, 'flags'> => ({
    flags: { ...getTenant('cl').flags, ...overrides },
  });

  it.each([
    [{ companyLogin: false, socialLogin: false }, ['person']],
    [{ companyLogin: true, socialLogin: false }, ['person', 'company']],
    [{ companyLogin: false, socialLogin: true }, ['person', 'social']],
  ])('with %o the login form offers %j', (overrides, methods) => {
    expect(loginMethods(flags(overrides))).toEqual(methods);
  });

  it('turns zip-code mode on for a tenant that configures it', () => {
    expect(locationMode(flags({ isZipCodeAvailable: true }))).toBe('zipCode');
  });
});
