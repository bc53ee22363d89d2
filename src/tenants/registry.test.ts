import { describe, expect, it } from 'vitest';
import cl from './cl';
import { TenantConfigError } from './errors';
import { parseTenant, parseTenants, tenants } from './registry';
import { tenantIds } from './schema';

const clone = <T>(value: T): T => structuredClone(value);

describe('the nine tenant files', () => {
  it.each(tenantIds)('%s parses and registers under its own id', (id) => {
    expect(tenants.get(id)?.tenant).toBe(id);
  });

  // docs/tenants.md: locales, currencies and the per-country rules.
  it.each([
    ['cl', 'es_CL', 'CLP', false, false, 'Talla'],
    ['pe', 'es_PE', 'PEN', false, false, 'Talla'],
    ['co', 'es_CO', 'COP', false, false, 'Talla'],
    ['ar', 'es_AR', 'ARS', false, true, 'Talla'],
    ['br', 'pt_BR', 'BRL', true, false, 'Talla'],
    ['mx', 'es_MX', 'MXN', true, true, 'Talla'],
    ['uy', 'es_UY', 'UYU', false, true, 'Talle'],
    ['homy', 'es_CL', 'CLP', false, false, 'Talla'],
    ['obra', 'pt_BR', 'BRL', true, false, 'Talla'],
  ] as const)('%s: %s, %s, zip codes %s, instalments %s, size %s', (id, locale, currency, zip, instalments, size) => {
    const tenant = tenants.get(id);
    expect(tenant?.langFull).toBe(locale);
    expect(tenant?.currency.code).toBe(currency);
    expect(tenant?.flags.isZipCodeAvailable).toBe(zip);
    expect(tenant?.flags.instalments).toBe(instalments);
    expect(tenant?.sizeAttributeName).toBe(size);
  });

  // docs/tenants.md: company login not in uy and br (nor obra, Brazilian); social login off in co;
  // change-password link hidden in cl; order-list link hidden in uy.
  it.each(tenantIds)('%s follows the login and account-link rules of docs/tenants.md', (id) => {
    const flags = tenants.get(id)?.flags;
    expect(flags?.companyLogin).toBe(!['uy', 'br', 'obra'].includes(id));
    expect(flags?.socialLogin).toBe(id !== 'co');
    expect(flags?.changePasswordLink).toBe(!['cl', 'homy'].includes(id));
    expect(flags?.orderListLink).toBe(id !== 'uy');
  });

  it('offers the WhatsApp chat only where a number is configured', () => {
    const withChat = tenantIds.filter((id) => tenants.get(id)?.whatsappNumber !== undefined);
    expect(withChat).toEqual(['cl', 'pe', 'co', 'ar', 'br', 'mx', 'homy']);
  });

  it('keeps site ids unique', () => {
    const siteIds = [...tenants.values()].map((tenant) => tenant.siteId);
    expect(new Set(siteIds).size).toBe(tenantIds.length);
  });
});

describe('a broken tenant file', () => {
  it.each([
    [
      'a wrong type',
      (t: Record<string, unknown>) => Object.assign(t, { separator: { ...cl.separator, precision: 'two' } }),
      'separator.precision',
    ],
    ['a missing field', (t: Record<string, unknown>) => delete t.currency, 'currency: '],
    [
      'an unknown currency',
      (t: Record<string, unknown>) => Object.assign(t, { currency: { ...cl.currency, code: 'USD' } }),
      'currency.code',
    ],
    [
      'a misspelt field',
      (t: Record<string, unknown>) => Object.assign(t, { sitename: 'x' }),
      'sitename: is not a tenant field. Remove it or correct its spelling.',
    ],
    [
      'equal separators',
      (t: Record<string, unknown>) => Object.assign(t, { separator: { decimal: ',', thousand: ',', precision: 0 } }),
      'separator.thousand: must differ from separator.decimal',
    ],
    [
      'a bad GTM code',
      (t: Record<string, unknown>) => Object.assign(t, { gtmCode: 'UA-1' }),
      'gtmCode: must look like "GTM-ABC1234"',
    ],
    [
      'a WhatsApp number with a plus sign',
      (t: Record<string, unknown>) => Object.assign(t, { whatsappNumber: '+56950004100' }),
      'whatsappNumber: must be 8–15 digits, country code first',
    ],
    [
      'a WhatsApp number of another country',
      (t: Record<string, unknown>) => Object.assign(t, { whatsappNumber: '5511950004100' }),
      'whatsappNumber: must start with the country code of es_CL (56)',
    ],
    [
      'a bank account holder whose RUT has a wrong check digit',
      (t: Record<string, unknown>) =>
        Object.assign(t, { bankTransfer: { ...(t.bankTransfer as object), holderTaxId: '76.086.428-4' } }),
      'bankTransfer.holderTaxId: must be a valid cl tax ID of the account holder',
    ],
  ])('with %s fails naming the tenant, the field and the fix', (_, breakIt, field) => {
    const input = clone(cl) as unknown as Record<string, unknown>;
    breakIt(input);
    const parse = () => parseTenant('cl', input);
    expect(parse).toThrow(TenantConfigError);
    expect(parse).toThrow('Tenant "cl" has an invalid configuration in src/tenants/cl.ts');
    expect(parse).toThrow(field);
    expect(parse).toThrow('Fix the field above in src/tenants/cl.ts');
  });

  it('says when the missing field is missing', () => {
    const input = clone(cl) as unknown as Record<string, unknown>;
    delete input.siteName;
    expect(() => parseTenant('cl', input)).toThrow(
      'siteName: Invalid input: expected string, received undefined. It is missing: add it.',
    );
  });

  it('fails when a file registers another tenant id', () => {
    expect(() => parseTenant('pe', clone(cl))).toThrow(
      `tenant: is "cl" but the file registers "pe". Set tenant: 'pe'.`,
    );
  });

  it('stops the whole registry at the first broken tenant', () => {
    const inputs: Record<string, unknown> = Object.fromEntries(tenantIds.map((id) => [id, tenants.get(id)]));
    inputs.mx = { ...clone(cl), tenant: 'mx', lang: 'pt' };
    expect(() => parseTenants(inputs)).toThrow(/Tenant "mx"[\s\S]*lang: must match langFull "es_CL"/);
  });
});
