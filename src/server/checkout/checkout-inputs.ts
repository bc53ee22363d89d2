import { z } from 'astro/zod';
import { idempotencyKeySchema } from '../../lib/checkout/checkout';
import { emailSchema } from '../../lib/validation/account';
import { issue } from '../../lib/validation/issues';
import { newAddressSchema } from '../accounts/addresses';

/** The checkout forms' fields, as a form sends them. */
export const checkoutForms = {
  guest: z.object({ email: emailSchema }),
  /** A saved address's id, or "" with a street typed in. */
  delivery: z
    .object({
      addressId: z.string().trim().max(64).nullish(),
      street: z.string().max(400).nullish(),
    })
    .transform((input) => ({ addressId: input.addressId || null, street: input.street ?? '' })),
  /** Checked against the methods this checkout offers in the handler: an unknown one is no choice. */
  payment: z.object({ paymentMethod: z.string().max(40).nullish() }),
  place: z.object({
    idempotencyKey: z.string(issue('validation.invalid')).pipe(idempotencyKeySchema),
    expectedTotal: z.coerce.number(issue('validation.invalid')).int(issue('validation.invalid')).min(0),
  }),
};

/** A typed street, checked like a saved address's. */
export const streetSchema = newAddressSchema.shape.street;
