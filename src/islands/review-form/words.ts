import type { MessageKey } from '../../lib/messages';
import { interpolate, type MessageParams } from '../../lib/messages/interpolate';

/**
 * What the review form's island says: the refusals (docs/reviews.md) it finds before sending (the schema's keys),
 * the files chosen, and the outcome. Refusals the server finds come worded by the server.
 */
export const reviewFormWordKeys = [
  'validation.invalid',
  'validation.email.invalid',
  'validation.review.ratingRequired',
  'validation.review.ratingRange',
  'validation.review.recommendRequired',
  'validation.review.titleTooShort',
  'validation.review.titleTooLong',
  'validation.review.commentRequired',
  'validation.review.commentTooShort',
  'validation.review.commentTooLong',
  'validation.review.aliasRequired',
  'validation.review.aliasTooShort',
  'validation.review.aliasTooLong',
  'validation.review.emailTooShort',
  'validation.review.termsRequired',
  'validation.review.attributeRequired',
  'validation.review.uploadsTooMany',
  'validation.review.uploadTooLarge',
  'validation.review.uploadType',
  'reviewForm.fix',
  'reviewForm.sending',
  'reviewForm.remove',
  'reviewForm.mediaChosen',
  'reviews.submitted',
  'errors.review.send',
] as const satisfies readonly MessageKey[];

export type ReviewFormWords = Record<(typeof reviewFormWordKeys)[number], string>;

function isWord(words: ReviewFormWords, key: string): key is keyof ReviewFormWords {
  return Object.hasOwn(words, key);
}

/**
 * A schema's message key in the shopper's words, counts by the plural rules of `lang`; a key or a
 * value it lacks reads as "check this field".
 */
export function say(words: ReviewFormWords, lang: string, key: string, params?: MessageParams): string {
  if (!isWord(words, key)) return words['validation.invalid'];
  try {
    return interpolate(words[key], params, lang);
  } catch {
    return words['validation.invalid'];
  }
}
