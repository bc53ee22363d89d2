import type { ErrorCode } from '../../lib/validation/error-codes';
import { ApiError, type ApiErrorDetail, apiErrorCodes } from '../api/errors';
import type { Db } from '../db';

/** The codes (docs/reviews.md), which pages map to their messages (src/lib/validation/error-codes.ts). */
const codes = { duplicate: 'REVIEW_DUPLICATE', aliasTaken: 'REVIEW_ALIAS_TAKEN' } as const satisfies Record<
  string,
  ErrorCode
>;

function duplicate(): ApiError {
  return new ApiError(409, { code: codes.duplicate, key: 'errors.review.duplicate' });
}

function aliasTaken(): ApiError {
  return new ApiError(409, { code: codes.aliasTaken, key: 'errors.review.aliasTaken', field: 'alias' });
}

/** "Maestro Juan" and "maestro  juan" read as the same person on the page. */
export function sameAlias(a: string, b: string): boolean {
  const normal = (alias: string) => alias.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
  return normal(a) === normal(b);
}

/**
 * docs/reviews.md: one review per product from an email or from a browser (duplicate review), and an
 * alias used once per product (alias already used). The unique indexes repeat these checks
 * for concurrent submissions; see conflictFromConstraint.
 */
export async function checkConflicts(
  db: Db,
  tenant: string,
  review: { productId: string; email: string | null; alias: string; reviewer: string },
): Promise<void> {
  const existing = await db
    .selectFrom('reviews')
    .select(['alias', 'email', 'reviewer'])
    .where('tenant', '=', tenant)
    .where('product_id', '=', review.productId)
    .execute();
  const same = (row: (typeof existing)[number]) =>
    row.reviewer === review.reviewer || (review.email !== null && row.email === review.email);
  if (existing.some(same)) throw duplicate();
  if (existing.some((row) => sameAlias(row.alias, review.alias))) throw aliasTaken();
}

/**
 * The uploads a review names must be this tenant's, uploaded by the review's browser (`reviewer`),
 * not attached to a review yet, and named once.
 */
export async function checkUploads(db: Db, tenant: string, ids: readonly string[], reviewer: string): Promise<void> {
  if (ids.length === 0) return;
  const free = new Set(
    (
      await db
        .selectFrom('review_media')
        .select('id')
        .where('tenant', '=', tenant)
        .where('id', 'in', ids)
        .where('review_id', 'is', null)
        .where('uploader', '=', reviewer)
        .execute()
    ).map((row) => row.id),
  );
  const details: ApiErrorDetail[] = ids.flatMap((id, index) =>
    free.has(id) && ids.indexOf(id) === index
      ? []
      : [{ code: apiErrorCodes.validation, key: 'reviews.upload.unavailable', field: `uploads.${index}` }],
  );
  if (details.length > 0) throw new ApiError(400, details);
}

/** A unique index refused the row: another submission got there first. */
export function conflictFromConstraint(error: unknown): ApiError | undefined {
  const message = error instanceof Error ? error.message : '';
  if (!message.includes('UNIQUE constraint failed: reviews.')) return undefined;
  return message.includes('reviews.alias') ? aliasTaken() : duplicate();
}
