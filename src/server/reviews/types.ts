import type { Lang } from '../../lib/messages';

/** One photo or video of a review, as callers see it. */
export interface ReviewMedia {
  id: string;
  kind: 'photo' | 'video';
  type: string;
  url: string;
}

/** A review as the API shows it: the alias, never the email. */
export interface Review {
  id: string;
  productId: string;
  rating: number;
  recommend: boolean;
  title: string;
  comment: string;
  alias: string;
  /** ISO 8601 date and time of writing. */
  date: string;
  attributes: { id: string; label: string; rating: number }[];
  media: ReviewMedia[];
  lang: Lang;
  helpful: number;
  /** Its writer bought the product (an order of the review's email, paid or further along). */
  verified: boolean;
  /** The review is in another language than the site's and a translation service is configured. */
  translatable: boolean;
}

export const reviewSorts = ['newest', 'oldest', 'highest', 'lowest', 'helpful'] as const;
export type ReviewSort = (typeof reviewSorts)[number];
