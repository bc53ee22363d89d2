import { choices } from '../../lib/choices';
import type { Translate } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { mediaOfReviews } from './media';
import { requireProduct } from './product';
import { reviewColumns, shapeReview } from './shape';
import type { Review, ReviewSort } from './types';

export interface ReviewPage {
  productId: string;
  sort: ReviewSort;
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  reviews: Review[];
}

// Ties fall back to the newest, then the id, so paging never repeats or skips a review.
const orders: Record<ReviewSort, [column: 'created_at' | 'rating' | 'helpful', direction: 'asc' | 'desc'][]> = {
  newest: [['created_at', 'desc']],
  oldest: [['created_at', 'asc']],
  highest: [
    ['rating', 'desc'],
    ['created_at', 'desc'],
  ],
  lowest: [
    ['rating', 'asc'],
    ['created_at', 'desc'],
  ],
  helpful: [
    ['helpful', 'desc'],
    ['created_at', 'desc'],
  ],
};

/** docs/reviews.md: one page of a product's reviews, in the order asked. A page past the end is empty. */
export async function listReviews(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  options: { productId: string; page: number; sort: ReviewSort; canTranslate: boolean },
): Promise<ReviewPage> {
  await requireProduct(handle, tenant.tenant, options.productId);
  const pageSize = choices.reviewPageSize;
  const scope = handle.db
    .selectFrom('reviews')
    .where('tenant', '=', tenant.tenant)
    .where('product_id', '=', options.productId);
  const counted = await scope.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const total = Number(counted?.total ?? 0);
  let query = scope.select(reviewColumns);
  for (const [column, direction] of orders[options.sort]) query = query.orderBy(column, direction);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((options.page - 1) * pageSize)
    .execute();
  const media = await mediaOfReviews(
    handle,
    tenant.tenant,
    rows.map((row) => row.id),
  );
  const context = { t, siteLang: tenant.lang, canTranslate: options.canTranslate };
  return {
    productId: options.productId,
    sort: options.sort,
    page: options.page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
    reviews: rows.map((row) => shapeReview(row, media.get(row.id) ?? [], context)),
  };
}
