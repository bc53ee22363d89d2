import type { Lang, Translate } from '../../lib/messages';
import { reviewFormSchema } from '../../lib/validation/review';
import { reviewFormFields } from '../../lib/validation/review-form-data';
import { reviewUploadFormats } from '../../lib/validation/review-uploads';
import type { Tenant } from '../../tenants/schema';
import { ApiError, invalid } from '../api/errors';
import type { DatabaseHandle } from '../db';
import type { UploadStore } from '../uploads';
import { cleanUpload } from '../uploads/clean-photo';
import { declaredTypeMatches, type SniffedType, sniffMediaType } from '../uploads/sniff';
import { reviewAttributes } from './attributes';
import { productIdSchema } from './form';
import { parseInput } from './input';
import { saveReviewMedia } from './media';
import { requireProduct } from './product';
import { type SubmitOptions, sendFailed, submitReview } from './submit';
import { checkConflicts } from './submit-checks';
import type { Review } from './types';

const schemas = new Map<Lang, ReturnType<typeof formSchema>>();

function formSchema(t: Translate) {
  return reviewFormSchema(reviewAttributes(t)).extend({ productId: productIdSchema });
}

/**
 * Each chosen file must be, by its bytes, the format it was sent as (docs/reviews.md photos or videos);
 * photos are kept re-encoded without their metadata (cleanUpload).
 */
async function checkedFiles(files: readonly File[]): Promise<{ bytes: Uint8Array; type: SniffedType }[]> {
  const checked: { bytes: Uint8Array; type: SniffedType }[] = [];
  for (const [index, file] of files.entries()) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const sniffed = sniffMediaType(bytes);
    const cleaned =
      sniffed !== undefined && declaredTypeMatches(file.type, sniffed) ? await cleanUpload(bytes, sniffed) : undefined;
    if (sniffed === undefined || cleaned === undefined) {
      throw invalid(`uploads.${index}`, 'validation.review.uploadType', { formats: reviewUploadFormats });
    }
    checked.push({ bytes: cleaned, type: sniffed });
  }
  return checked;
}

/** Removes the files a refused review had stored, rows first (see sweepOrphans in media.ts). */
async function discardMedia(handle: DatabaseHandle, store: UploadStore, tenant: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await handle.db
    .deleteFrom('review_media')
    .where('tenant', '=', tenant)
    .where('id', 'in', ids)
    .where('review_id', 'is', null)
    .returning('path')
    .execute();
  for (const row of rows) await store.delete(row.path);
}

/**
 * The review form posted as multipart/form-data, text and files together (docs/reviews.md): everything
 * is checked (fields, file count, size and bytes, product, duplicate and alias) before any file is
 * stored, and the files of a review that still fails are removed, so a refused submission leaves
 * nothing behind.
 */
export async function submitReviewForm(
  handle: DatabaseHandle,
  store: UploadStore,
  tenant: Tenant,
  t: Translate,
  form: FormData,
  options: SubmitOptions,
): Promise<Review> {
  const schema = schemas.get(tenant.lang) ?? formSchema(t);
  schemas.set(tenant.lang, schema);
  const { fields, files } = reviewFormFields(
    form,
    reviewAttributes(t).map((attribute) => attribute.id),
  );
  const review = parseInput(schema, fields, 'body');
  const media = await checkedFiles(files);
  await requireProduct(handle, tenant.tenant, review.productId);
  await checkConflicts(handle.db, tenant.tenant, {
    productId: review.productId,
    email: review.email?.toLowerCase() ?? null,
    alias: review.alias,
    reviewer: options.reviewer,
  });
  const saved: string[] = [];
  try {
    for (const file of media)
      saved.push((await saveReviewMedia(handle, store, tenant.tenant, file, options.reviewer)).id);
    return await submitReview(handle, tenant, t, { ...review, uploads: saved }, options);
  } catch (error) {
    await discardMedia(handle, store, tenant.tenant, saved);
    throw error instanceof ApiError ? error : sendFailed(error);
  }
}
