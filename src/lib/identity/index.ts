import type { TenantId } from '../../tenants/schema';
import type { ValidationKey } from '../validation/issues';
import { type NationalIdRule, nationalIdRule } from './national-id';
import { type TaxIdRule, taxIdRule } from './tax-id';

export type { IdResult, IdRule } from './document-rule';
export type { NationalIdRule } from './national-id';
export { type PhoneResult, phoneCountry, validatePhone } from './phone';
export type { TaxIdRule } from './tax-id';

/** What a checkout asks of a recipient and of a company buyer in a tenant's country. */
export interface IdentityRules {
  nationalId: NationalIdRule;
  taxId: TaxIdRule;
  /** Chile's SII prints the buyer's line of business (giro) on a factura, so the company gives it. */
  needsGiro: boolean;
  /** The name of the tax invoice a company receives: factura, or nota fiscal in Brazil. */
  invoice: ValidationKey;
}

/** Chile's documents belong to the country, not to a flag: both Chilean tenants share them, as Brazil's do. */
const chile = new Set<TenantId>(['cl', 'homy']);
const brazil = new Set<TenantId>(['br', 'obra']);

export function identityRules(tenant: TenantId): IdentityRules {
  return {
    nationalId: nationalIdRule(tenant),
    taxId: taxIdRule(tenant),
    needsGiro: chile.has(tenant),
    invoice: brazil.has(tenant) ? 'validation.identity.invoice.notaFiscal' : 'validation.identity.invoice.factura',
  };
}
