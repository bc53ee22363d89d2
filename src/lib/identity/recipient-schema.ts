import { z } from 'astro/zod';
import type { TenantId } from '../../tenants/schema';
import { customIssue, issue, stop, type ValidationKey } from '../validation/issues';
import type { IdRule } from './document-rule';
import { identityRules } from './index';
import { validatePhone } from './phone';

/** Longest names, business name and giro, in characters. */
export const identityBounds = { name: 60, businessName: 100, giro: 80 } as const;

/** Letters of any alphabet with their accents, and the spaces, apostrophes and hyphens of "María José D'Alessandro-Ñúñez". */
const nameCharacters = /^[\p{L}\p{M}]+(?:[ '’-]+[\p{L}\p{M}]+)*$/u;

function personName(field: 'firstName' | 'lastName') {
  const key = (problem: 'required' | 'tooLong' | 'characters') => `validation.identity.${field}.${problem}` as const;
  return (
    z
      .string(issue(key('required')))
      .trim()
      .min(1, stop(key('required')))
      // one form for "José" whether the keyboard sent é or e and a combining accent
      .normalize('NFC')
      .max(identityBounds.name, issue(key('tooLong')))
      .regex(nameCharacters, issue(key('characters')))
  );
}

function text(max: number, required: ValidationKey, tooLong: ValidationKey) {
  return z.string(issue(required)).trim().min(1, stop(required)).max(max, issue(tooLong));
}

/** What a client sent as text; anything else reads as nothing typed, which the rule calls missing. */
const typed = (value: unknown) => (typeof value === 'string' ? value : '');

/** A number read by its rule, becoming its normalized form; the rule's key is the field's message. */
function documentField(rule: IdRule) {
  return z.unknown().transform((value, ctx) => {
    const result = rule(typed(value));
    if (result.ok) return result.normalized;
    ctx.issues.push(customIssue(result.key, value));
    return z.NEVER;
  });
}

/** An optional number: absent or blank is no number, anything else must be right. */
function optionalDocumentField(rule: IdRule) {
  const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
  return z.preprocess(blank, documentField(rule).optional());
}

function phoneField(tenant: TenantId) {
  return z.unknown().transform((value, ctx) => {
    const result = validatePhone(tenant, typed(value));
    if (result.ok) return result.e164;
    ctx.issues.push(customIssue(result.key, value));
    return z.NEVER;
  });
}

/** Who receives the order: names as typed (trimmed), the phone in E.164, the national ID normalized. */
export function recipientSchema(tenant: TenantId) {
  const { rule, required } = identityRules(tenant).nationalId;
  return z.object({
    firstName: personName('firstName'),
    lastName: personName('lastName'),
    phone: phoneField(tenant),
    nationalId: required ? documentField(rule) : optionalDocumentField(rule),
  });
}
export type Recipient = z.output<ReturnType<typeof recipientSchema>>;

/** The company that buys with a tax invoice; the giro only where the invoice prints it (Chile). */
export function companySchema(tenant: TenantId) {
  const { taxId, needsGiro } = identityRules(tenant);
  return z.object({
    taxId: documentField(taxId.rule),
    businessName: text(
      identityBounds.businessName,
      'validation.identity.businessName.required',
      'validation.identity.businessName.tooLong',
    ),
    giro: needsGiro
      ? text(identityBounds.giro, 'validation.identity.giro.required', 'validation.identity.giro.tooLong')
      : // elsewhere a giro sent by a client is dropped rather than stored unread
        z.unknown().transform((): undefined => undefined),
  });
}
export type Company = z.output<ReturnType<typeof companySchema>>;
