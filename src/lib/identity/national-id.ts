import { cpf } from 'cpf-cnpj-validator';
import type { TenantId } from '../../tenants/schema';
import type { ValidationKey } from '../validation/issues';
import { cuitCheckDigit, rutCheckDigit, uyCedulaCheckDigit } from './check-digits';
import { commonSeparators, compact, documentRule, dotted, type IdRule } from './document-rule';
import { personRfcRule } from './rfc';

/**
 * A person's national identity number, per tenant.
 *
 * Libraries: CPF comes from cpf-cnpj-validator (maintained, typed, ESM, no dependencies, a few
 * KB, and it already reads the alphanumeric CNPJ that Receita Federal issues since July 2026).
 * The RUT is written here: rut.js and @fdograph/rut-utilities are CommonJS packages without a
 * release in years, and the rule is the same ten lines of modulo 11 as the CUIT and RUC.
 */

/** Chile, RUT/RUN: up to 8 digits and a check digit (K allowed), written 12.345.678-5. */
export const rutRule: IdRule = documentRule({
  required: 'validation.identity.rut.required',
  separators: commonSeparators,
  pattern: /^0*[1-9]\d{0,7}[\dK]$/,
  shape: 'validation.identity.rut.shape',
  checks: [[(rut) => rutCheckDigit(rut.slice(0, -1)) === rut.slice(-1), 'validation.identity.rut.checkDigit']],
  normalize: (rut) => rut.replace(/^0+/, ''),
  format: (rut) => `${dotted(rut.slice(0, -1))}-${rut.slice(-1)}`,
});

/** Brazil, CPF: 11 digits, two check digits; the library also refuses 111.111.111-11 and the like. */
export const cpfRule: IdRule = documentRule({
  required: 'validation.identity.cpf.required',
  separators: commonSeparators,
  pattern: /^\d{11}$/,
  shape: 'validation.identity.cpf.shape',
  checks: [[(number) => cpf.isValid(number), 'validation.identity.cpf.checkDigit']],
  format: (number) => cpf.format(number),
});

/** Peru, DNI: 8 digits. The check digit printed beside it on the card is not part of the number. */
export const peDniRule: IdRule = documentRule({
  required: 'validation.identity.dniPe.required',
  separators: commonSeparators,
  pattern: /^\d{8}$/,
  shape: 'validation.identity.dniPe.shape',
  format: (dni) => dni,
});

const cuitPrefixes = ['20', '23', '24', '27', '30', '33', '34'];

/** Argentina, CUIT or CUIL (AFIP): a type prefix, 8 digits and a check digit, written 20-12345678-6. */
export const cuitRule: IdRule = documentRule({
  required: 'validation.identity.cuit.required',
  separators: commonSeparators,
  pattern: /^\d{11}$/,
  shape: 'validation.identity.cuit.shape',
  checks: [
    [(cuit) => cuitPrefixes.includes(cuit.slice(0, 2)), 'validation.identity.cuit.prefix'],
    [(cuit) => cuitCheckDigit(cuit.slice(0, -1)) === cuit.slice(-1), 'validation.identity.cuit.checkDigit'],
  ],
  format: (cuit) => `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}`,
});

const arDniRule = documentRule({
  required: 'validation.identity.dniAr.required',
  separators: commonSeparators,
  pattern: /^\d{7,8}$/,
  shape: 'validation.identity.dniAr.shape',
  format: dotted,
});

/** Argentina: the DNI (7 or 8 digits, written 12.345.678) or, with 11 digits, the CUIT or CUIL. */
export const arDniOrCuitRule: IdRule = (input) =>
  compact(input, commonSeparators).length === 11 ? cuitRule(input) : arDniRule(input);

/** Colombia, cédula de ciudadanía: 6 to 10 digits, no check digit, written 1.234.567.890. */
export const ccRule: IdRule = documentRule({
  required: 'validation.identity.cc.required',
  separators: commonSeparators,
  pattern: /^\d{6,10}$/,
  shape: 'validation.identity.cc.shape',
  format: dotted,
});

/**
 * Uruguay, cédula de identidad: a number from 100.000 (older ones have 6 digits) and a check
 * digit, written 1.234.567-2; stored as 8 digits.
 */
export const uyCedulaRule: IdRule = documentRule({
  required: 'validation.identity.ci.required',
  separators: commonSeparators,
  pattern: /^(0?[1-9]\d{5}|[1-9]\d{6})\d$/,
  shape: 'validation.identity.ci.shape',
  checks: [[(ci) => uyCedulaCheckDigit(ci.slice(0, -1)) === ci.slice(-1), 'validation.identity.ci.checkDigit']],
  normalize: (ci) => ci.padStart(8, '0'),
  format: (ci) => `${dotted(String(Number(ci.slice(0, -1))))}-${ci.slice(-1)}`,
});

export interface NationalIdRule {
  rule: IdRule;
  /** The document's name, to label the field. */
  label: ValidationKey;
  /** Mexico asks for no identity number at checkout; the RFC is offered for an invoice. */
  required: boolean;
}

const rut: NationalIdRule = { rule: rutRule, label: 'validation.identity.label.rut', required: true };
const cpfDocument: NationalIdRule = { rule: cpfRule, label: 'validation.identity.label.cpf', required: true };

const nationalIdRules: Record<TenantId, NationalIdRule> = {
  cl: rut,
  homy: rut,
  br: cpfDocument,
  obra: cpfDocument,
  pe: { rule: peDniRule, label: 'validation.identity.label.dniPe', required: true },
  ar: { rule: arDniOrCuitRule, label: 'validation.identity.label.dniAr', required: true },
  co: { rule: ccRule, label: 'validation.identity.label.cc', required: true },
  uy: { rule: uyCedulaRule, label: 'validation.identity.label.ci', required: true },
  mx: { rule: personRfcRule, label: 'validation.identity.label.rfc', required: false },
};

export function nationalIdRule(tenant: TenantId): NationalIdRule {
  return nationalIdRules[tenant];
}
