import type { Translate } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { logLine } from '../log';
import type { ReviewPage } from '../reviews/list';
import { listReviews } from '../reviews/list';
import type { ProductCard } from '../search/cards';
import type { SearchZone } from '../search/types';
import { linkedCards } from './links';

export interface QuestionView {
  id: string;
  question: string;
  askedBy: string;
  answer: string | null;
  answeredBy: string | null;
}

/** The newest questions of a product with their answers (spec §2 questions and answers). */
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

/** CONVENTIONS.md: deferred data never fails the page; a failure is logged and shows nothing. */
async function deferred<T>(what: string, fallback: T, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    logLine('warn', 'product page: deferred data failed', { what, error: String(error) });
    return fallback;
  }
}

export interface DeferredProductData {
  reviews: ReviewPage | null;
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
): Promise<DeferredProductData> {
  const [reviews, questions, related, similar] = await Promise.all([
    deferred('reviews', null, () =>
      listReviews(handle, tenant, t, { productId, page: 1, sort: 'newest', canTranslate: false }),
    ),
    deferred('questions', [], () => productQuestions(handle, tenant.tenant, productId, 5)),
    deferred('related', [], () => linkedCards(handle, tenant, productId, 'related', zone, carousel)),
    deferred('similar', [], () => linkedCards(handle, tenant, productId, 'similar', zone, carousel)),
  ]);
  return { reviews, questions, related, similar };
}
