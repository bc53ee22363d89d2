import type { Translate } from '../../lib/messages';
import type { ReviewView } from '../../lib/review-view';
import type { Tenant } from '../../tenants/schema';
import type { AdView } from '../ads/ads';
import type { DatabaseHandle } from '../db';
import { logLine } from '../log';
import type { ReviewPage } from '../reviews/list';
import { type ReviewTranslation, reviewsForPage, reviewTranslation } from '../reviews/page-view';
import type { ReviewSort } from '../reviews/types';
import type { ProductCard } from '../search/cards';
import type { SearchZone } from '../search/types';
import { translationProvider } from '../translation';
import { linkedCards } from './links';
import type { ProductZone } from './product-zone';
import { sponsoredProducts } from './sponsored';

export interface QuestionView {
  id: string;
  question: string;
  askedBy: string;
  answer: string | null;
  answeredBy: string | null;
}

/** The newest questions of a product with their answers (docs/product-page.md questions and answers). */
export async function productQuestions(
  handle: DatabaseHandle,
  tenant: string,
  productId: string,
  limit: number,
): Promise<QuestionView[]> {
  const rows = await handle.db
    .selectFrom('questions')
    .select(['id', 'question', 'asked_by', 'answer', 'answered_by'])
    .where('tenant', '=', tenant)
    .where('product_id', '=', productId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    question: row.question,
    askedBy: row.asked_by,
    answer: row.answer,
    answeredBy: row.answered_by,
  }));
}

/** docs/conventions.md: deferred data never fails the page; a failure is logged and shows nothing. */
async function deferred<T>(what: string, fallback: T, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    logLine('warn', 'product page: deferred data failed', { what, error: String(error) });
    return fallback;
  }
}

/** The reviews part of the page: the page of reviews shown, the view the URL asked for and its translation. */
export interface ProductReviews extends ReviewPage {
  /** The view the URL asks for, with the page actually shown (the last one when it asked past the end). */
  view: ReviewView<ReviewSort>;
  /** The review the URL asks to translate, when it is on this page and can be translated. */
  translation: ReviewTranslation | null;
  /** The URL asked for a page past the last: the last one is shown instead. */
  pastEnd: boolean;
}

export interface DeferredProductData {
  /** Null when the reviews failed to load (the section is hidden). */
  reviews: ProductReviews | null;
  questions: QuestionView[];
  related: ProductCard[];
  similar: ProductCard[];
}

/** Reviews, questions and recommendations of the product page, each allowed to fail alone. */
export async function deferredProductData(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  productId: string,
  zone: SearchZone,
  carousel: number,
  reviewView: ReviewView<ReviewSort> = { page: 1, sort: 'newest', translate: null },
): Promise<DeferredProductData> {
  const provider = translationProvider();
  const [reviews, questions, related, similar] = await Promise.all([
    deferred('reviews', null, () =>
      reviewsForPage(handle, tenant, t, {
        productId,
        page: reviewView.page,
        sort: reviewView.sort,
        canTranslate: provider !== undefined,
      }),
    ),
    deferred('questions', [], () => productQuestions(handle, tenant.tenant, productId, 5)),
    deferred('related', [], () => linkedCards(handle, tenant, productId, 'related', zone, carousel)),
    deferred('similar', [], () => linkedCards(handle, tenant, productId, 'similar', zone, carousel)),
  ]);
  const translation = reviews
    ? await deferred('review translation', null, () =>
        reviewTranslation(handle, tenant, provider, reviews, reviewView.translate),
      )
    : null;
  return {
    reviews: reviews && {
      ...reviews,
      view: { ...reviewView, page: reviews.page },
      translation,
      pastEnd: reviews.page < reviewView.page,
    },
    questions,
    related,
    similar,
  };
}

export interface ProductRecommendations {
  /** docs/product-page.md linked products: what else the job needs (accessories, consumables). */
  linked: ProductCard[];
  /** Sponsored products with the label the tenant writes beside them; null for crawlers or when they failed. */
  sponsored: { label: string; ads: AdView[] } | null;
}

/**
 * Linked and sponsored products of a product page, each deferred (a failure is logged and the
 * section hidden). Crawlers get no sponsored products at all (docs/tracking-and-ads.md): the ads service is not
 * even asked, so nothing is shown that could count as an impression.
 */
export async function productRecommendations(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  productId: string,
  place: ProductZone,
  options: { crawler: boolean; limit: number },
): Promise<ProductRecommendations> {
  const [linked, sponsored] = await Promise.all([
    deferred('linked', [], () => linkedCards(handle, tenant, productId, 'linked', place.searchZone, options.limit)),
    options.crawler
      ? Promise.resolve(null)
      : deferred('sponsored', null, async () => {
          const found = await sponsoredProducts(handle, tenant, t, { productId, limit: options.limit }, place);
          return { label: found.label, ads: found.products };
        }),
  ]);
  return { linked, sponsored };
}
