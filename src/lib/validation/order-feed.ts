import { z } from 'astro/zod';
import { orderStatusSchema } from '../checkout/checkout';
import { issue } from './issues';

/**
 * The order feed (README "Order feed"): the retailer's order-management system tells each order's
 * new status, by its number, with when it happened (now when left out). Up to 500 at a time.
 */
export const orderFeedSchema = z.object({
  updates: z
    .array(
      z.object({
        number: z.string(issue('validation.invalid')).trim().max(40, issue('validation.invalid')),
        status: orderStatusSchema,
        at: z.iso.datetime({ offset: true }).optional(),
      }),
    )
    .min(1, issue('validation.invalid'))
    .max(500, issue('validation.invalid')),
});
export type OrderFeed = z.output<typeof orderFeedSchema>;
