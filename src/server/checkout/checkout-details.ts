import { z } from 'astro/zod';
import { type DeliveryAddress, deliveryAddressSchema } from '../../lib/checkout/delivery-address';
import type { FieldError } from '../../lib/validation/issues';

/**
 * The documents a checkout keeps beyond its email (020-checkout-details), as stored: each is
 * read back through its schema, so a row written by an older version reads as "not given yet".
 */

export const buyerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('person') }),
  z.object({
    kind: z.literal('company'),
    taxId: z.string(),
    businessName: z.string(),
    giro: z.string().optional(),
  }),
]);
export type Buyer = z.output<typeof buyerSchema>;

export const storedRecipientSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  /** E.164. */
  phone: z.string(),
  /** Normalized; absent where the country makes it optional (an RFC in Mexico). */
  nationalId: z.string().optional(),
});
export type StoredRecipient = z.output<typeof storedRecipientSchema>;

/** A refused form: what was typed (to show again) and every field's message. */
export const draftSchema = z.object({
  form: z.enum(['identify', 'delivery']),
  values: z.record(z.string(), z.string()),
  errors: z.array(
    z.object({
      field: z.string(),
      key: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])),
    }),
  ),
});
export type Draft = z.output<typeof draftSchema>;

export { type DeliveryAddress, deliveryAddressSchema };

/** A stored document, or null when there is none or it no longer fits its schema. */
export function readDocument<S extends z.ZodType>(schema: S, text: string | null | undefined): z.output<S> | null {
  if (text === null || text === undefined) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const writeDocument = (value: unknown): string | null => (value === null ? null : JSON.stringify(value));

/** A form's errors as a draft keeps them. */
export function draftOf(form: Draft['form'], values: Record<string, string>, errors: readonly FieldError[]): Draft {
  return {
    form,
    values,
    errors: errors.map((error) => ({ field: error.field, key: error.key, params: { ...error.params } })),
  };
}
