import type { Lang, Translate } from '../../lib/messages';
import type { Database } from '../db';
import { parseAttributeRatings, reviewAttributes } from './attributes';
import type { Review, ReviewMedia } from './types';

type ReviewRow = Pick<
  Database['reviews'],
  | 'id'
  | 'product_id'
  | 'rating'
  | 'recommend'
  | 'title'
  | 'comment'
  | 'alias'
  | 'lang'
  | 'attribute_ratings'
  | 'helpful'
  | 'created_at'
> & { verified_purchase?: number | undefined };

/** The columns a review is shown from: never the email nor the reviewer hash. */
export const reviewColumns = [
  'id',
  'product_id',
  'rating',
  'recommend',
  'title',
  'comment',
  'alias',
  'lang',
  'attribute_ratings',
  'helpful',
  'created_at',
  'verified_purchase',
] as const;

export interface ShapeContext {
  t: Translate;
  siteLang: Lang;
  /** Whether a translation service is configured. */
  canTranslate: boolean;
}

function asLang(value: string, fallback: Lang): Lang {
  return value === 'es' || value === 'pt' ? value : fallback;
}

/** A database row as callers see a review. */
export function shapeReview(row: ReviewRow, media: ReviewMedia[], context: ShapeContext): Review {
  const ratings = parseAttributeRatings(row.attribute_ratings);
  const lang = asLang(row.lang, context.siteLang);
  return {
    id: row.id,
    productId: row.product_id,
    rating: row.rating,
    recommend: row.recommend === 1,
    title: row.title,
    comment: row.comment,
    alias: row.alias,
    date: row.created_at,
    attributes: reviewAttributes(context.t).flatMap(({ id, label }) => {
      const rating = ratings[id];
      return rating === undefined ? [] : [{ id, label, rating }];
    }),
    media,
    lang,
    helpful: row.helpful,
    verified: row.verified_purchase === 1,
    translatable: context.canTranslate && lang !== context.siteLang,
  };
}
