import { cnpj } from 'cpf-cnpj-validator';
import type { TenantId } from '../../tenants/schema';
import type { ValidationKey } from '../validation/issues';
import { nitCheckDigit, rucCheckDigit, uyRutCheckDigit } from './check-digits';
import { commonSeparators, documentRule, dotted, type IdRule } from './document-rule';
import { cuitRule, rutRule } from './national-id';
import { companyRfcRule } from './rfc';

/** A company's tax number, per tenant (Chile and Argentina use the same number as for people). */

/**
 * Brazil, CNPJ: 12 characters and two check digits, written 12.345.678/0001-95. Since July 2026
 * (Receita Federal, Nota Técnica 49/2024) new CNPJs may carry letters in the first 12 places.
 */
export const cnpjRule: IdRule = documentRule({
  required: 'validation.identity.cnpj.required',
  separators: /[\s./-]/g,
  pattern: /^[\dA-Z]{12}\d{2}$/,
  shape: 'validation.identity.cnpj.shape',
  checks: [[(number) => cnpj.isValid(number), 'validation.identity.cnpj.checkDigit']],
  format: (number) => cnpj.format(number),
});

/** Peru, RUC (SUNAT): 11 digits, of a person (10, 15, 17) or a company (20), the last a check digit. */
export const rucRule: IdRule = documentRule({
  required: 'validation.identity.ruc.required',
  separators: commonSeparators,
  pattern: /^(10|15|17|20)\d{9}$/,
  shape: 'validation.identity.ruc.shape',
  checks: [[(ruc) => rucCheckDigit(ruc.slice(0, -1)) === ruc.slice(-1), 'validation.identity.ruc.checkDigit']],
  format: (ruc) => ruc,
});

/**
 * Colombia, NIT (DIAN): the number and its dígito de verificación, written 900.123.456-8.
 * A company's has 9 digits; a person's is the cédula (6 to 10); DIAN's weights cover 15.
 */
export const nitRule: IdRule = documentRule({
  required: 'validation.identity.nit.required',
  separators: commonSeparators,
  pattern: /^\d{7,16}$/,
  shape: 'validation.identity.nit.shape',
  checks: [[(nit) => nitCheckDigit(nit.slice(0, -1)) === nit.slice(-1), 'validation.identity.nit.checkDigit']],
  format: (nit) => `${dotted(nit.slice(0, -1))}-${nit.slice(-1)}`,
});

/**
 * Uruguay, RUT (DGI): a registry (01–22), a 6-digit sequence that is not zero, 001 and a
 * check digit. Written as its 12 digits: no grouping is common enough to impose one.
 */
export const uyRutRule: IdRule = documentRule({
  required: 'validation.identity.rut.required',
  separators: commonSeparators,
  pattern: /^(0[1-9]|1\d|2[0-2])(?!0{6})\d{6}001\d$/,
  shape: 'validation.identity.rutUy.shape',
  checks: [[(rut) => uyRutCheckDigit(rut.slice(0, -1)) === rut.slice(-1), 'validation.identity.rut.checkDigit']],
  format: (rut) => rut,
});

export interface TaxIdRule {
  rule: IdRule;
  /** The document's name, to label the field. */
  label: ValidationKey;
}

const rut: TaxIdRule = { rule: rutRule, label: 'validation.identity.label.rut' };
const cnpjDocument: TaxIdRule = { rule: cnpjRule, label: 'validation.identity.label.cnpj' };

const taxIdRules: Record<TenantId, TaxIdRule> = {
  cl: rut,
  homy: rut,
  br: cnpjDocument,
  obra: cnpjDocument,
  pe: { rule: rucRule, label: 'validation.identity.label.ruc' },
  ar: { rule: cuitRule, label: 'validation.identity.label.cuit' },
  co: { rule: nitRule, label: 'validation.identity.label.nit' },
  uy: { rule: uyRutRule, label: 'validation.identity.label.rut' },
  mx: { rule: companyRfcRule, label: 'validation.identity.label.rfc' },
};

export function taxIdRule(tenant: TenantId): TaxIdRule {
  return taxIdRules[tenant];
}
