import { createHash } from 'node:crypto';
import type { Lang } from '../../lib/messages';
import type { TenantId } from '../../tenants/schema';
import { ApiError, apiErrorCodes, notFound } from '../api/errors';
import type { DatabaseHandle } from '../db';
import { logLine } from '../log';
import type { TranslationProvider } from '../translation';

export interface TranslatedReview {
  id: string;
  /** The review's own language. */
  sourceLang: Lang;
  /** The language of title and comment below. */
  lang: Lang;
  title: string;
  comment: string;
  /** False when the review already was in the language asked. */
  translated: boolean;
}

function notConfigured(): ApiError {
  return new ApiError(503, { code: apiErrorCodes.notConfigured, key: 'reviews.translation.notConfigured' });
}

function sourceHash(review: { lang: string; title: string; comment: string }): string {
  return createHash('sha256').update(`${review.lang}\0${review.title}\0${review.comment}`).digest('hex');
}

/**
 * docs/reviews.md translate-reviews/{id}/{lang}: a review's title and comment in another language,
 * through the configured provider. Translations are kept in review_translations, so each
 * review is sent to the provider once per language.
 */
export async function translateReview(
  handle: DatabaseHandle,
  tenant: TenantId,
  provider: TranslationProvider | undefined,
  id: string,
  target: Lang,
  now = new Date(),
): Promise<TranslatedReview> {
  const review = await handle.db
    .selectFrom('reviews')
    .select(['id', 'lang', 'title', 'comment'])
    .where('tenant', '=', tenant)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!review) throw notFound('id', 'reviews.reviewNotFound');
  const sourceLang: Lang = review.lang === 'pt' ? 'pt' : 'es';
  if (sourceLang === target) return { ...review, sourceLang, lang: target, translated: false };
  if (!provider) throw notConfigured();

  const hash = sourceHash(review);
  const cached = await handle.db
    .selectFrom('review_translations')
    .select(['title', 'comment'])
    .where('tenant', '=', tenant)
    .where('review_id', '=', id)
    .where('lang', '=', target)
    .where('source_hash', '=', hash)
    .executeTakeFirst();
  if (cached) return { id, sourceLang, lang: target, ...cached, translated: true };

  let title: string | undefined;
  let comment: string | undefined;
  try {
    [title, comment] = await provider.translate([review.title, review.comment], sourceLang, target);
  } catch (error) {
    logLine('warn', 'review translation failed', {
      tenant,
      provider: provider.name,
      error: error instanceof Error ? error.message : String(error),
    });
    throw new ApiError(502, { code: 'TRANSLATION_FAILED', key: 'reviews.translation.failed' }, { cause: error });
  }
  const translation = { title: title ?? review.title, comment: comment ?? review.comment };
  await handle.db
    .insertInto('review_translations')
    .values({ tenant, review_id: id, lang: target, source_hash: hash, ...translation, created_at: now.toISOString() })
    .onConflict((conflict) =>
      conflict.columns(['tenant', 'review_id', 'lang']).doUpdateSet({ source_hash: hash, ...translation }),
    )
    .execute();
  return { id, sourceLang, lang: target, ...translation, translated: true };
}
