import { z } from 'astro/zod';
import type { Tenant } from '../../tenants/schema';
import { issue, stop } from './issues';

/** docs/accounts-and-lists.md: password length 6 to 32. */
export const passwordBounds = { min: 6, max: 32 } as const;

/**
 * docs/accounts-and-lists.md: local part, "@", dotted domain. zod's email pattern is exactly that (no quoted local
 * parts, no IP domains, a top-level domain of two letters or more). Surrounding spaces are dropped.
 */
export const emailSchema = z
  .string(issue('validation.email.required'))
  .trim()
  .min(1, stop('validation.email.required'))
  .pipe(z.email(issue('validation.email.invalid')));

/** Not trimmed: a space may be part of a password. Length counts UTF-16 units, as the browser's maxlength does. */
export const passwordSchema = z
  .string(issue('validation.password.required'))
  .min(1, stop('validation.password.required'))
  .min(passwordBounds.min, issue('validation.password.tooShort'))
  .max(passwordBounds.max, issue('validation.password.tooLong'));

/** Company tax id (RUT, RUC, NIT, CUIT, RFC...): its check digit is the login service's business, not ours. */
export const companyTaxIdSchema = z
  .string(issue('validation.login.taxIdRequired'))
  .trim()
  .min(1, stop('validation.login.taxIdRequired'))
  .regex(/^[0-9A-Za-z.-]{1,20}$/, issue('validation.login.taxIdInvalid'));

const personLoginSchema = z.object({ kind: z.literal('person'), email: emailSchema, password: passwordSchema });

const companyLoginSchema = z.object({
  kind: z.literal('company'),
  taxId: companyTaxIdSchema,
  email: emailSchema,
  password: passwordSchema,
});

/** docs/accounts-and-lists.md: log in as a person or as a company. */
export const loginFormSchema = z.discriminatedUnion(
  'kind',
  [personLoginSchema, companyLoginSchema],
  issue('validation.invalid'),
);
export type LoginForm = z.infer<typeof loginFormSchema>;

/** Where company login is off (docs/accounts-and-lists.md: Uruguay and Brazil) a person login is the default and a company one is refused. */
const personOnlyLoginSchema = personLoginSchema.extend({
  kind: z.literal('person', issue('validation.login.companyNotAllowed')).prefault('person'),
});

/** The login form a tenant accepts. */
export function loginFormSchemaFor(tenant: { flags: Pick<Tenant['flags'], 'companyLogin'> }): z.ZodType<LoginForm> {
  return tenant.flags.companyLogin ? loginFormSchema : personOnlyLoginSchema;
}
