import type { Translate } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { logLine } from '../log';
import type { TranslationProvider } from '../translation';
import { listReviews, type ReviewPage } from './list';
import { translateReview } from './translate';
import type { ReviewSort } from './types';

/** One review of the page, shown in the site's language (or why it could not be). */
export type ReviewTranslation =
  | { reviewId: string; ok: true; title: string; comment: string }
  | { reviewId: string; ok: false };

/**
 * The reviews a product page shows (docs/reviews.md reviews list): the page asked for, or the last one
 * when the page asked is past the end (an old link, a hand-edited URL), never an error.
 */
export async function reviewsForPage(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  options: { productId: string; page: number; sort: ReviewSort; canTranslate: boolean },
): Promise<ReviewPage> {
  const asked = await listReviews(handle, tenant, t, options);
  if (asked.reviews.length > 0 || asked.totalPages === 0 || options.page <= asked.totalPages) return asked;
  return listReviews(handle, tenant, t, { ...options, page: asked.totalPages });
}

/**
 * The translation of the review `reviewId` when it is on `page` and may be translated (another
 * language than the site's, a provider configured); null otherwise. A provider that fails is
 * logged by translateReview and answered as { ok: false }: the page shows the original.
 */
export async function reviewTranslation(
  handle: DatabaseHandle,
  tenant: Tenant,
  provider: TranslationProvider | undefined,
  page: ReviewPage,
  reviewId: string | null,
): Promise<ReviewTranslation | null> {
  const review = page.reviews.find((candidate) => candidate.id === reviewId);
  if (!review?.translatable || !provider) return null;
  try {
    const translated = await translateReview(handle, tenant.tenant, provider, review.id, tenant.lang);
    return { reviewId: review.id, ok: true, title: translated.title, comment: translated.comment };
  } catch (error) {
    logLine('warn', 'product page: review not translated', {
      tenant: tenant.tenant,
      reviewId: review.id,
      error: error instanceof Error ? error.message : String(error),
    });
    return { reviewId: review.id, ok: false };
  }
}
