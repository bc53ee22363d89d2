import { z } from 'astro/zod';
import { emailSchema, type LoginForm, loginFormSchemaFor, passwordSchema } from '../../lib/validation/account';
import { issue, toFieldErrors } from '../../lib/validation/issues';
import type { Tenant } from '../../tenants/schema';
import { ApiError, apiErrorCodes, invalid } from '../api/errors';

/** RFC 5321: no address is longer than 254 characters; anything longer is not one. */
export const maxEmailLength = 254;

/** Validates a body whose schema depends on the tenant, answering as `endpoint()` does for static ones. */
export function validBody<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ApiError(
    400,
    toFieldErrors(result.error).map((error) => ({
      code: apiErrorCodes.validation,
      key: error.key,
      params: error.params,
      field: error.field === '' ? 'body' : error.field,
    })),
  );
}

/** docs/accounts-and-lists.md: the tenant's login form (company refused where it is not allowed, naming `kind`). */
export function parseLoginForm(tenant: Pick<Tenant, 'flags'>, input: unknown): LoginForm {
  const form = validBody(loginFormSchemaFor(tenant), input);
  if (form.email.length > maxEmailLength) throw invalid('email', 'validation.email.invalid');
  return form;
}

const boundedEmail = emailSchema.refine((email) => email.length <= maxEmailLength, issue('validation.email.invalid'));

export const passwordResetRequestSchema = z.object({ email: boundedEmail });

/** A reset token is what the link carries; a missing or mangled one reads as an invalid link. */
export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ error: 'account.reset.invalidToken' })
    .trim()
    .min(1, { error: 'account.reset.invalidToken' })
    .max(128, { error: 'account.reset.invalidToken' }),
  password: passwordSchema,
});
