import { z } from 'astro/zod';
import { customIssue, issue, type Validated, validate } from './issues';

/** A price bound from the query string: a non-negative whole number of minor units, at most 15 digits (a safe integer). */
const minorUnits = z
  .string(issue('validation.priceRange.invalid'))
  .trim()
  .regex(/^\d{1,15}$/, issue('validation.priceRange.invalid'))
  .transform(Number);

/** docs/search-and-listings.md: the price range filter must be valid. Either bound may be absent (an open range). */
export const priceRangeSchema = z.object({ min: minorUnits.optional(), max: minorUnits.optional() }).check((ctx) => {
  const { min, max } = ctx.value;
  if (min !== undefined && max !== undefined && min > max) {
    ctx.issues.push(customIssue('validation.priceRange.order', max, undefined, ['max']));
  }
});
export type PriceRange = z.infer<typeof priceRangeSchema>;

/** Query names are not shown in the spec; these are ours, and a caller may pass others. */
export const priceRangeQueryNames = { min: 'minPrice', max: 'maxPrice' } as const;

/** Reads the price range of a search URL; an empty parameter (?minPrice=) counts as absent. */
export function priceRangeFromQuery(
  query: URLSearchParams,
  names: { min: string; max: string } = priceRangeQueryNames,
): Validated<PriceRange> {
  const min = query.get(names.min) || undefined;
  const max = query.get(names.max) || undefined;
  return validate(priceRangeSchema, { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) });
}
