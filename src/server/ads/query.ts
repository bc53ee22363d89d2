import { z } from 'astro/zod';
import { searchQueryLimits } from '../../lib/search-query';
import { customIssue, issue } from '../../lib/validation/issues';
import { priceGroupParamSchema, zoneIdParamSchema } from '../../lib/validation/zone-params';

/** Where sponsored products show: a search listing, a category listing, a product page. */
export const adPlacements = ['search', 'category', 'product'] as const;
export type AdPlacement = (typeof adPlacements)[number];

export const adLimits = { default: 4, max: 12 } as const;

const id = z
  .string(issue('validation.invalid'))
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, issue('validation.invalid'));

/**
 * GET v1/vas/ads?placement=search&term=…, placement=category&categoryId=…, or
 * placement=product&productId=…; limit 1–12 (4 by default), zone and priceGroup as in listings.
 */
export const adsQuerySchema = z
  .looseObject({
    placement: z.enum(adPlacements, issue('validation.ads.placement')),
    term: z
      .string(issue('validation.invalid'))
      .transform((value) => value.trim().replace(/\s+/g, ' '))
      .pipe(z.string().max(searchQueryLimits.termMaxLength, issue('validation.invalid')))
      .optional(),
    categoryId: id.optional(),
    productId: id.optional(),
    limit: z
      .string(issue('validation.invalid'))
      .refine((value) => /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= adLimits.max, {
        ...issue('validation.ads.limit'),
        params: { min: 1, max: adLimits.max },
      })
      .transform(Number)
      .optional(),
    zone: zoneIdParamSchema.optional(),
    priceGroup: priceGroupParamSchema.optional(),
  })
  .check((ctx) => {
    const { placement, term, categoryId, productId } = ctx.value;
    if (placement === 'search' && !term)
      ctx.issues.push(customIssue('validation.ads.termRequired', term, {}, ['term']));
    if (placement === 'category' && !categoryId) {
      ctx.issues.push(customIssue('validation.ads.categoryRequired', categoryId, {}, ['categoryId']));
    }
    if (placement === 'product' && !productId) {
      ctx.issues.push(customIssue('validation.ads.productRequired', productId, {}, ['productId']));
    }
  })
  .transform((query) => ({
    placement: query.placement,
    term: query.term ?? '',
    categoryId: query.categoryId,
    productId: query.productId,
    limit: query.limit ?? adLimits.default,
    zone: query.zone,
    priceGroup: query.priceGroup,
  }));

export type AdsQuery = z.output<typeof adsQuerySchema>;
