import { randomUUID } from 'node:crypto';
import type { Translate } from '../../lib/messages';
import { purchasedStatuses } from '../../lib/review-marks';
import type { ErrorCode } from '../../lib/validation/error-codes';
import type { Tenant } from '../../tenants/schema';
import { ApiError, apiErrorCodes } from '../api/errors';
import { publishChange } from '../cache/catalogue-changes';
import type { DatabaseHandle } from '../db';
import { lockUntilCommit } from '../db/locks';
import { logLine } from '../log';
import type { ReviewSubmission } from './form';
import { mediaOfReviews } from './media';
import { requireProduct } from './product';
import { shapeReview } from './shape';
import { checkConflicts, checkUploads, conflictFromConstraint } from './submit-checks';
import type { Review } from './types';

export interface SubmitOptions {
  /** Hash of the browser's reviewer cookie (reviewer.ts). */
  reviewer: string;
  canTranslate: boolean;
  now?: Date;
}

/** docs/reviews.md "review send failure": a write that failed for no fault of the shopper. */
export function sendFailed(cause: unknown): ApiError {
  const code: ErrorCode = 'REVIEW_SEND_FAILED';
  logLine('error', 'review not saved', { code, error: cause instanceof Error ? cause.message : String(cause) });
  return new ApiError(500, { code: apiErrorCodes.internal, key: 'errors.review.send' }, { cause });
}

/** Whether the review's email placed an order with one of the product's SKUs that was paid (or went further). */
async function boughtBy(handle: DatabaseHandle, tenant: string, productId: string, email: string | null) {
  if (email === null) return false;
  const found = await handle.db
    .selectFrom('orders as o')
    .innerJoin('order_lines as l', (join) => join.onRef('l.tenant', '=', 'o.tenant').onRef('l.order_id', '=', 'o.id'))
    .innerJoin('skus as s', (join) => join.onRef('s.tenant', '=', 'l.tenant').onRef('s.id', '=', 'l.sku_id'))
    .select('o.id')
    .where('o.tenant', '=', tenant)
    .where('s.product_id', '=', productId)
    .where((eb) => eb(eb.fn('lower', ['o.email']), '=', email))
    .where('o.status', 'in', purchasedStatuses)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/**
 * docs/reviews.md: saves a validated review of an existing product, with the uploads it names,
 * and updates the product's rating in the same transaction. One review per product for an
 * email and for a browser; an alias once per product.
 */
export async function submitReview(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  form: ReviewSubmission,
  options: SubmitOptions,
): Promise<Review> {
  const id = tenant.tenant;
  await requireProduct(handle, id, form.productId);
  const email = form.email?.toLowerCase() ?? null;
  await checkConflicts(handle.db, id, {
    productId: form.productId,
    email,
    alias: form.alias,
    reviewer: options.reviewer,
  });
  await checkUploads(handle.db, id, form.uploads, options.reviewer);
  const verified = await boughtBy(handle, id, form.productId, email);

  const reviewId = randomUUID();
  const createdAt = (options.now ?? new Date()).toISOString();
  const row = {
    tenant: id,
    id: reviewId,
    product_id: form.productId,
    rating: form.rating,
    recommend: form.recommend ? 1 : 0,
    title: form.title,
    comment: form.comment,
    alias: form.alias,
    email,
    lang: form.lang ?? tenant.lang,
    attribute_ratings: JSON.stringify(form.attributes),
    helpful: 0,
    created_at: createdAt,
    reviewer: options.reviewer,
    verified_purchase: verified ? 1 : 0,
  };
  try {
    await handle.db.transaction().execute(async (trx) => {
      // the product's new average counts every review committed before this one
      await lockUntilCommit(trx, id, 'rating', form.productId);
      await trx.insertInto('reviews').values(row).execute();
      if (form.uploads.length > 0) {
        const attached = await trx
          .updateTable('review_media')
          .set({ review_id: reviewId })
          .where('tenant', '=', id)
          .where('id', 'in', form.uploads)
          .where('review_id', 'is', null)
          .where('uploader', '=', options.reviewer)
          .executeTakeFirst();
        // Another review took one of them since checkUploads: nothing of this one is kept.
        if (Number(attached.numUpdatedRows) !== new Set(form.uploads).size)
          await checkUploads(trx, id, form.uploads, options.reviewer);
      }
      const totals = await trx
        .selectFrom('reviews')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.avg<number>('rating').as('average')])
        .where('tenant', '=', id)
        .where('product_id', '=', form.productId)
        .executeTakeFirstOrThrow();
      // Two decimals, as the catalogue generator stores it; pages round for display.
      await trx
        .updateTable('products')
        .set({ rating_count: Number(totals.count), rating_average: Math.round(Number(totals.average) * 100) / 100 })
        .where('tenant', '=', id)
        .where('id', '=', form.productId)
        .execute();
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw conflictFromConstraint(error) ?? sendFailed(error);
  }
  // the review, and the new rating, show on the product's page and on the cards that list it
  await publishChange(handle, { tenant: id, kind: 'stock-or-rating', productIds: [form.productId] });
  const media = await mediaOfReviews(handle, id, [reviewId]);
  return shapeReview(row, media.get(reviewId) ?? [], { t, siteLang: tenant.lang, canTranslate: options.canTranslate });
}
