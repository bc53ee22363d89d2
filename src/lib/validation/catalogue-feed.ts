import { z } from 'astro/zod';
import { priceTypeSchema } from '../price/price-entry';
import { parseUnitCode } from '../units';
import { issue } from './issues';

/**
 * The back office's catalogue feeds (README "Catalogue feeds"): a SKU's price list in one price
 * group replaced whole, in display order (docs/prices-and-badges.md price entries), and a SKU's units at a store or
 * the distribution centre. Money in minor units. At most `maxFeedUpdates` per call.
 */
export const maxFeedUpdates = 500;

const id = z.string(issue('validation.invalid')).trim().min(1, issue('validation.invalid')).max(40);
const amount = z
  .number(issue('validation.invalid'))
  .int(issue('validation.invalid'))
  .min(0, issue('validation.invalid'));

/** The prices that hold while nothing else does: a list's regular price cannot end. */
const lastingTypes = new Set(['NORMAL', 'AggregatedBundlePrice']);

const priceEntrySchema = z
  .strictObject({
    type: priceTypeSchema,
    amount,
    unit: z
      .string()
      .refine((unit) => parseUnitCode(unit).known, issue('validation.invalid'))
      .optional(),
    /** A campaign price's end, with its offset ("2026-12-24T23:59:59-03:00"); the storefront drops it then. */
    validUntil: z.iso.datetime({ offset: true, ...issue('validation.invalid') }).optional(),
  })
  .refine((entry) => entry.validUntil === undefined || !lastingTypes.has(entry.type), {
    ...issue('validation.invalid'),
    path: ['validUntil'],
  });

export const priceFeedSchema = z.strictObject({
  updates: z
    .array(
      z.strictObject({
        skuId: id,
        priceGroup: id,
        prices: z.array(priceEntrySchema).min(1, issue('validation.invalid')).max(20),
      }),
    )
    .min(1, issue('validation.invalid'))
    .max(maxFeedUpdates, issue('validation.invalid')),
});
export type PriceFeed = z.infer<typeof priceFeedSchema>;

export const stockFeedSchema = z.strictObject({
  updates: z
    .array(z.strictObject({ skuId: id, storeId: id, quantity: amount }))
    .min(1, issue('validation.invalid'))
    .max(maxFeedUpdates, issue('validation.invalid')),
});
export type StockFeed = z.infer<typeof stockFeedSchema>;
