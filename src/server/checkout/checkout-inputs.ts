import { z } from 'astro/zod';
import { idempotencyKeySchema } from '../../lib/checkout/checkout';
import { issue } from '../../lib/validation/issues';

/**
 * The checkout forms' fields, as a form sends them. The identify and delivery steps' fields
 * depend on the tenant's country (its documents, postal codes): they arrive as text here and
 * are checked in checkout-details-forms.ts, which keeps every field's message.
 */
/** A form leaves out a field it has not got (a company field on a person's form): read as nothing typed. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => value ?? '');

export const checkoutForms = {
  identify: z.object({
    email: text(400),
    buyerKind: text(20),
    taxId: text(40),
    businessName: text(200),
    giro: text(200),
  }),
  delivery: z.object({
    firstName: text(200),
    lastName: text(200),
    phone: text(60),
    nationalId: text(40),
    pickupPerson: text(300),
    /** A saved address's id, or "" for the address typed in. */
    addressId: text(64),
    zoneId: text(64),
    zipCode: text(40),
    colony: text(200),
    street: text(300),
    number: text(60),
    apartment: text(120),
    reference: text(400),
    saveAddress: text(10),
    /** The day the home delivery is booked for, one of those the step offers ("" for the earliest). */
    deliveryDate: text(10),
    /** The zone whose days the form listed (a day of another zone's list is no refusal: the address moved the cart). */
    deliveryZone: text(64),
  }),
  /** Checked against the methods this checkout offers in the handler: an unknown one is no choice. */
  payment: z.object({ paymentMethod: z.string().max(40).nullish() }),
  place: z.object({
    idempotencyKey: z.string(issue('validation.invalid')).pipe(idempotencyKeySchema),
    expectedTotal: z.coerce.number(issue('validation.invalid')).int(issue('validation.invalid')).min(0),
    acceptTerms: text(10),
  }),
};
export type IdentifyForm = z.output<typeof checkoutForms.identify>;
export type DeliveryForm = z.output<typeof checkoutForms.delivery>;
