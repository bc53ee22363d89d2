import { z } from 'astro/zod';
import type { Tenant } from '../../tenants/schema';
import { type FieldError, issue, stop } from './issues';

/** docs/zones-and-price-groups.md: a zip code is digits and hyphens only; hyphens only between digit groups. */
const digitsAndHyphens = /^\d+(?:-\d+)*$/;

/** The zip-code countries (docs/zones-and-price-groups.md) and the shape of their codes (glossary: CEP 00000-000, CP 5 digits). */
const zipShapes: Partial<Record<Tenant['langFull'], { pattern: RegExp; example: string }>> = {
  // A CEP is typed with or without its hyphen; it is stored as 00000-000.
  pt_BR: { pattern: /^\d{5}-?\d{3}$/, example: '00000-000' },
  es_MX: { pattern: /^\d{5}$/, example: '00000' },
};

function canonicalZip(zip: string, langFull: Tenant['langFull']): string {
  if (langFull !== 'pt_BR') return zip;
  const digits = zip.replace('-', '');
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}

/**
 * The zip code a shopper types, checked for the tenant's shape. Well-formed is not the same as
 * existing: the location service answers that, and `zipNotFound` gives its message.
 */
export function zipCodeSchema(tenant: Pick<Tenant, 'langFull'>) {
  const shape = zipShapes[tenant.langFull];
  const base = z
    .string(issue('validation.zip.required'))
    .trim()
    .min(1, stop('validation.zip.required'))
    .regex(digitsAndHyphens, stop('validation.zip.invalid'));
  const shaped = shape
    ? base.refine((zip) => shape.pattern.test(zip), {
        ...issue('validation.zip.format'),
        params: { example: shape.example },
      })
    : base;
  return shaped.transform((zip) => canonicalZip(zip, tenant.langFull));
}

/** docs/zones-and-price-groups.md: a well-formed code the location service does not know (example 54730 in Mexico). */
export function zipNotFound(zipCode: string, field = 'zipCode'): FieldError {
  return { field, key: 'validation.zip.notFound', params: { zipCode } };
}
