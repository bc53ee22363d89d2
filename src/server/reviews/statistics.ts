import { sql } from 'kysely';
import type { Translate } from '../../lib/messages';
import type { TenantId } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { parseAttributeRatings, ratedAttributes, reviewAttributes } from './attributes';
import { requireProduct } from './product';

export interface ReviewStatistics {
  productId: string;
  count: number;
  /** Mean star rating to one decimal; 0 when nobody has reviewed the product. */
  average: number;
  /** Reviews per star, 1 to 5, with their share of the total in whole percent. */
  distribution: { rating: number; count: number; percent: number }[];
  /** Share of reviewers who recommend the product, in whole percent. */
  recommendPercent: number;
  /** Mean rating of each rated attribute, to one decimal, over the reviews that rated it. */
  attributes: { id: string; label: string; average: number; count: number }[];
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** docs/reviews.md review statistics of a product. */
export async function reviewStatistics(
  handle: DatabaseHandle,
  tenant: TenantId,
  t: Translate,
  productId: string,
): Promise<ReviewStatistics> {
  await requireProduct(handle, tenant, productId);
  const scope = handle.db.selectFrom('reviews').where('tenant', '=', tenant).where('product_id', '=', productId);
  const byRating = await scope
    .select(['rating', sql<number>`count(*)`.as('count'), sql<number>`sum(recommend)`.as('recommended')])
    .groupBy('rating')
    .execute();
  // Attribute ratings are JSON; reading them in JS keeps malformed values out of the averages.
  const ratingRows = await scope.select('attribute_ratings').execute();

  let count = 0;
  let sum = 0;
  let recommended = 0;
  for (const row of byRating) {
    count += Number(row.count);
    sum += row.rating * Number(row.count);
    recommended += Number(row.recommended);
  }
  const sums = new Map(ratedAttributes.map((id) => [id, { sum: 0, count: 0 }]));
  for (const row of ratingRows) {
    const ratings = parseAttributeRatings(row.attribute_ratings);
    for (const id of ratedAttributes) {
      const rating = ratings[id];
      const total = sums.get(id);
      if (rating === undefined || !total) continue;
      total.sum += rating;
      total.count += 1;
    }
  }
  return {
    productId,
    count,
    average: count === 0 ? 0 : oneDecimal(sum / count),
    distribution: [1, 2, 3, 4, 5].map((rating) => {
      const n = Number(byRating.find((row) => row.rating === rating)?.count ?? 0);
      return { rating, count: n, percent: percent(n, count) };
    }),
    recommendPercent: percent(recommended, count),
    attributes: reviewAttributes(t).map(({ id, label }) => {
      const total = sums.get(id) ?? { sum: 0, count: 0 };
      return { id, label, average: total.count === 0 ? 0 : oneDecimal(total.sum / total.count), count: total.count };
    }),
  };
}
