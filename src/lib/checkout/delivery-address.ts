import { z } from 'astro/zod';
import { issue, stop } from '../validation/issues';

/**
 * A delivery address as a shopper types it: the street, the house number, an apartment and a
 * reference for the driver, then where it lies: a comuna (or municipio, distrito) chosen from the
 * zone list where the country has no postal codes, or a CEP or CP with its bairro or colonia
 * where it has them (tenant flag isZipCodeAvailable). The server finds the zone it lies in.
 */

export const addressBounds = { street: 80, number: 12, apartment: 30, reference: 120 } as const;

/** Blank optional fields are no value at all. */
const optionalText = (max: number, tooLong: Parameters<typeof issue>[0]) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max, issue(tooLong)).optional(),
  );

/** "1234", "1234-B", "s/n", "Km 12": digits or letters, a few separators. */
const houseNumber = /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u;

export const addressPartsSchema = z.object({
  street: z
    .string(issue('validation.deliveryAddress.streetRequired'))
    .trim()
    .min(2, stop('validation.deliveryAddress.streetRequired'))
    .max(addressBounds.street, issue('validation.deliveryAddress.streetTooLong')),
  number: z
    .string(issue('validation.deliveryAddress.numberRequired'))
    .trim()
    .min(1, stop('validation.deliveryAddress.numberRequired'))
    .max(addressBounds.number, issue('validation.deliveryAddress.numberInvalid'))
    .regex(houseNumber, issue('validation.deliveryAddress.numberInvalid')),
  apartment: optionalText(addressBounds.apartment, 'validation.deliveryAddress.apartmentTooLong'),
  reference: optionalText(addressBounds.reference, 'validation.deliveryAddress.referenceTooLong'),
});

/** Where the address lies, as the form names it: a zone from the list, or a postal code and its colony. */
export const addressPlaceSchema = {
  zone: z.object({
    zoneId: z
      .string(issue('validation.deliveryAddress.zoneRequired'))
      .trim()
      .min(1, issue('validation.deliveryAddress.zoneRequired')),
  }),
  postal: z.object({
    zipCode: z
      .string(issue('validation.deliveryAddress.zipRequired'))
      .trim()
      .min(1, stop('validation.deliveryAddress.zipRequired'))
      .max(12, issue('validation.deliveryAddress.zipInvalid')),
    colony: z
      .string(issue('validation.deliveryAddress.colonyRequired'))
      .trim()
      .min(1, stop('validation.deliveryAddress.colonyRequired'))
      .max(80, issue('validation.deliveryAddress.colonyRequired')),
  }),
};

/**
 * The address as stored with a checkout and an order: the parts, and the place it was found in.
 * Read back as stored, not checked again: a saved address of the book keeps its number in the street.
 */
export const deliveryAddressSchema = z.object({
  street: z.string(),
  number: z.string(),
  apartment: z.string().optional(),
  reference: z.string().optional(),
  zoneId: z.string(),
  zoneLabel: z.string(),
  zipCode: z.string().optional(),
  colony: z.string().optional(),
});
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

/** One line, as a label or a driver reads it: "Av. Providencia 1234, depto 51, Providencia". */
export function addressLine(address: DeliveryAddress): string {
  const place = [address.colony, address.zoneLabel, address.zipCode].filter(Boolean).join(', ');
  const street = [address.street, address.number].filter(Boolean).join(' ');
  return [street, address.apartment, place].filter(Boolean).join(', ');
}
