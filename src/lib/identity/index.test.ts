import { describe, expect, it } from 'vitest';
import { tenantIds } from '../../tenants/schema';
import { identityRules } from './index';
import { nationalIdRule } from './national-id';
import { taxIdRule } from './tax-id';

describe('identityRules', () => {
  it.each([
    ['cl', true, 'validation.identity.invoice.factura'],
    ['homy', true, 'validation.identity.invoice.factura'],
    ['pe', false, 'validation.identity.invoice.factura'],
    ['co', false, 'validation.identity.invoice.factura'],
    ['ar', false, 'validation.identity.invoice.factura'],
    ['mx', false, 'validation.identity.invoice.factura'],
    ['uy', false, 'validation.identity.invoice.factura'],
    ['br', false, 'validation.identity.invoice.notaFiscal'],
    ['obra', false, 'validation.identity.invoice.notaFiscal'],
  ] as const)('%s: giro asked %s, the invoice is a %s', (tenant, needsGiro, invoice) => {
    expect(identityRules(tenant)).toEqual({
      nationalId: nationalIdRule(tenant),
      taxId: taxIdRule(tenant),
      needsGiro,
      invoice,
    });
  });

  it('gives every tenant a required national ID except Mexico, whose RFC is optional', () => {
    const optional = tenantIds.filter((tenant) => !identityRules(tenant).nationalId.required);
    expect(optional).toEqual(['mx']);
  });
});
