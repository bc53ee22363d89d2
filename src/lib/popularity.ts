import { z } from 'astro/zod';
import { countMessage, type Message } from './messages';

/** Purchases of a product counted over the last 24 hours, 48 hours and week (docs/delivery-promise.md). */
export const purchaseCountsSchema = z.object({
  day: z.int().min(0),
  twoDays: z.int().min(0),
  week: z.int().min(0),
});
export type PurchaseCounts = z.infer<typeof purchaseCountsSchema>;

const windows = ['day', 'twoDays', 'week'] as const;

/**
 * "12 personas compraron este producto en las últimas 24 horas": the shortest window with a
 * purchase, since it reads as the most recent interest; nothing when no window has one.
 */
export function popularityMessage(counts: PurchaseCounts): Message | null {
  const window = windows.find((name) => counts[name] > 0);
  if (window === undefined) return null;
  return countMessage(counts[window], `popularity.${window}.one`, `popularity.${window}.other`);
}
