import { z } from 'astro/zod';
import { issue, stop } from '../../lib/validation/issues';
import { zoneIdParamSchema } from '../../lib/validation/zone-params';

/** Query and body schemas of the location calls (docs/zones-and-price-groups.md). Messages are catalogue keys. */

const text = (max: number) =>
  z.string(issue('validation.invalid')).trim().min(1, stop('validation.invalid')).max(max, stop('validation.invalid'));

/** A zone, region or city id as the catalogue writes them (official codes): 1–9 letters or digits. */
export const placeIdSchema = zoneIdParamSchema;

export const noQuerySchema = z.object({});

export const zipQuerySchema = z.object({
  zipCode: z.string(issue('validation.zip.required')).max(20, stop('validation.zip.invalid')),
});

export const colonyQuerySchema = z.object({ colonyName: text(100) });

/** Digits typed so far; a hyphen may come along in a CEP ("01310-1"). */
export const postcodesQuerySchema = z.object({
  searchTerm: z
    .string(issue('validation.zip.required'))
    .trim()
    .min(1, stop('validation.zip.required'))
    .max(10, stop('validation.zip.invalid'))
    .regex(/^\d+(?:-\d*)?$/, issue('validation.zip.invalid'))
    .transform((term) => term.replace('-', '')),
});

export const locationNameQuerySchema = z.object({
  locationName: text(80).refine((name) => /[\p{L}\p{N}]/u.test(name), issue('validation.invalid')),
});

export const selectedLocationsQuerySchema = z.object({ zone: placeIdSchema.optional() });

const coordinate = (bound: number) =>
  z.number(issue('validation.invalid')).min(-bound, stop('validation.invalid')).max(bound, stop('validation.invalid'));

/**
 * docs/zones-and-price-groups.md: a location is set by manual zone choice, by postal code (zip-code tenants) or by
 * geolocation. One way per call; which one is checked by the service, with the field at fault.
 */
export const saveLocationBodySchema = z.strictObject(
  {
    zoneId: placeIdSchema.optional(),
    zipCode: z.string(issue('validation.zip.invalid')).max(20, stop('validation.zip.invalid')).optional(),
    colony: text(100).optional(),
    latitude: coordinate(90).optional(),
    longitude: coordinate(180).optional(),
  },
  issue('validation.invalid'),
);
export type SaveLocationBody = z.infer<typeof saveLocationBodySchema>;
