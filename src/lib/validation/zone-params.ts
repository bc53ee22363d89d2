import { z } from 'astro/zod';
import { priceGroupPattern, zoneIdPattern } from '../zone';
import { issue } from './issues';

/*
 * A zone or a price group as a query parameter or a body field: the patterns of src/lib/zone.ts
 * (the cookie's), with surrounding whitespace dropped and the catalogue's message on a failure.
 * They live here rather than beside the patterns because the messages pull in the language
 * catalogues, which the islands that build zone cookies must not carry.
 */

/** A zone id (also a region or city id, which the catalogue writes the same way). */
export const zoneIdParamSchema = z
  .string(issue('validation.invalid'))
  .trim()
  .regex(zoneIdPattern, issue('validation.invalid'));

export const priceGroupParamSchema = z
  .string(issue('validation.invalid'))
  .trim()
  .regex(priceGroupPattern, issue('validation.invalid'));
