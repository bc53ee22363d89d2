import { z } from 'astro/zod';
import { itemIdSchema, pageUrlSchema, visitorIdSchema } from './click-stream';
import { adImpressionBatch } from './click-stream-limits';
import { issue, stop } from './validation/issues';

/**
 * Sponsored-product events (docs/tracking-and-ads.md "Ads: ads, click, impression and visit under /v1/vas"):
 * an impression batch when ads are shown, a click when one is followed, a visit when the
 * product page it leads to is seen.
 */
export const adEventKinds = ['impression', 'click', 'visit'] as const;
export type AdEventKind = (typeof adEventKinds)[number];

export const adEventLimits = { adsPerImpressionBatch: adImpressionBatch } as const;

export const adIdSchema = z
  .string(issue('validation.ads.adId'))
  .regex(/^[A-Za-z0-9_-]{1,40}$/, issue('validation.ads.adId'));

/** A click or a visit: one ad, and optionally the product it led to (it must be the ad's). */
export const adInteractionSchema = z.strictObject({
  adId: adIdSchema,
  visitorId: visitorIdSchema,
  pageUrl: pageUrlSchema,
  productId: itemIdSchema.optional(),
});

/** Ads shown together on one page. */
export const adImpressionSchema = z.strictObject({
  adIds: z
    .array(adIdSchema, stop('validation.ads.adId'))
    .min(1, issue('validation.ads.adIdsRequired'))
    .max(adEventLimits.adsPerImpressionBatch, issue('validation.ads.tooManyAds')),
  visitorId: visitorIdSchema,
  pageUrl: pageUrlSchema,
});

export type AdInteraction = z.output<typeof adInteractionSchema>;
export type AdImpression = z.output<typeof adImpressionSchema>;
