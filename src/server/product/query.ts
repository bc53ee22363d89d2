import { z } from 'astro/zod';
import { channelSchema } from '../../lib/channel';
import { upsell } from '../../lib/constants';
import { issue, stop } from '../../lib/validation/issues';
import { skuSchema } from '../../lib/validation/product';
import { priceGroupParamSchema, zoneIdParamSchema } from '../../lib/validation/zone-params';

/**
 * Query pieces shared by the product-service calls (docs/product-page.md). Ids are what the catalogue
 * writes: letters, digits, "_" and "-", at most 40 characters. A repeated key arrives as an
 * array and fails the string check, so nothing ambiguous reaches a service.
 */
export const catalogueIdSchema = z
  .string(issue('validation.invalid'))
  .trim()
  .min(1, stop('validation.invalid'))
  .max(40, stop('validation.invalid'))
  .regex(/^[A-Za-z0-9_-]+$/, issue('validation.invalid'));

/** docs/product-page.md SKU pattern, as the add-to-cart form checks it. */
export const variantIdSchema = skuSchema;

/** Where the shopper is (docs/zones-and-price-groups.md product description: zoneId, priceGroup, channel, region, city). */
export const zoneQueryShape = {
  zone: zoneIdParamSchema.optional(),
  priceGroup: priceGroupParamSchema.optional(),
  channel: z.string(issue('validation.invalid')).trim().toUpperCase().pipe(channelSchema).optional(),
  region: catalogueIdSchema.optional(),
  city: catalogueIdSchema.optional(),
};

/** A whole number written in decimal digits, within bounds; anything else is 'validation.invalid'. */
export function wholeNumber(min: number, max: number) {
  return z
    .string(issue('validation.invalid'))
    .trim()
    .regex(/^\d{1,16}$/, issue('validation.invalid'))
    .transform(Number)
    .pipe(z.int().min(min, issue('validation.invalid')).max(max, issue('validation.invalid')));
}

/** How many products a carousel asks for: docs/product-page.md upsell limits, 15 at most (the SEO carousel). */
export const carouselLimitSchema = wholeNumber(1, upsell.seo).optional();

export const productQuerySchema = z.looseObject({ productId: catalogueIdSchema, ...zoneQueryShape });
