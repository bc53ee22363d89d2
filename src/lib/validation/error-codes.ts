import { z } from 'astro/zod';
import { choices } from '../choices';
import type { Message, MessageKey, MessageParams } from '../messages';

/** docs/reviews.md: what can go wrong, as codes the API returns and pages translate. */
export const errorCodeSchema = z.enum([
  'GENERIC',
  'ADD_TO_CART_FAILED',
  'AVAILABILITY_CHECK_FAILED',
  'COMPARE_ADD_FAILED',
  'COMPARE_LIST_FULL',
  'NOTIFY_ME_FAILED',
  'INVALID_CREDENTIALS',
  'LOGIN_FAILED',
  'ZIP_NOT_SERVED',
  'GEOLOCATION_NOT_FOUND',
  'GEOLOCATION_NO_SERVICE',
  'GEOLOCATION_FAILED',
  'REVIEW_SEND_FAILED',
  'REVIEW_DUPLICATE',
  'REVIEW_ALIAS_TAKEN',
  'NOT_ENOUGH_UNITS',
  'ADD_TO_PROJECT_FAILED',
  'NO_RESULTS',
  'NO_SIMILAR_PRODUCTS',
  'SECTION_HIDDEN',
  'PAGE_NOT_AVAILABLE',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** How a page shows an error: its message, and the action offered beside it, if any. */
export interface ErrorEntry {
  key: MessageKey;
  params?: MessageParams;
  /** Label of the button or link offered (retry, go home). */
  action?: MessageKey;
}

/** Error code → message (and action) keys. */
export const errorCatalogue: Record<ErrorCode, ErrorEntry> = {
  GENERIC: { key: 'errors.generic' },
  // docs/messages.md: "retry offered".
  ADD_TO_CART_FAILED: { key: 'errors.addToCart', action: 'errors.action.retry' },
  AVAILABILITY_CHECK_FAILED: { key: 'errors.availability' },
  COMPARE_ADD_FAILED: { key: 'errors.compareAdd' },
  COMPARE_LIST_FULL: { key: 'errors.compareFull', params: { max: choices.compareMaximum } },
  NOTIFY_ME_FAILED: { key: 'errors.notifyMe' },
  INVALID_CREDENTIALS: { key: 'errors.invalidCredentials' },
  LOGIN_FAILED: { key: 'errors.login' },
  ZIP_NOT_SERVED: { key: 'errors.zipNotServed' },
  GEOLOCATION_NOT_FOUND: { key: 'errors.geolocation.notFound' },
  GEOLOCATION_NO_SERVICE: { key: 'errors.geolocation.noService' },
  GEOLOCATION_FAILED: { key: 'errors.geolocation.apiError' },
  REVIEW_SEND_FAILED: { key: 'errors.review.send' },
  REVIEW_DUPLICATE: { key: 'errors.review.duplicate' },
  REVIEW_ALIAS_TAKEN: { key: 'errors.review.aliasTaken' },
  NOT_ENOUGH_UNITS: { key: 'errors.notEnoughUnits' },
  ADD_TO_PROJECT_FAILED: { key: 'errors.addToProject' },
  NO_RESULTS: { key: 'errors.noResults.title' },
  NO_SIMILAR_PRODUCTS: { key: 'errors.noSimilarProducts' },
  SECTION_HIDDEN: { key: 'errors.sectionHidden' },
  // docs/content-and-landings.md: "message with link to home page"; the link label is the error pages' own.
  PAGE_NOT_AVAILABLE: { key: 'errors.pageNotAvailable', action: 'error.backHome' },
};

/** docs/checkout-and-payments.md: the three tips under "no results", in the order shown, after 'errors.noResults.tipsTitle'. */
export const noResultsTips = [
  'errors.noResults.tipGeneralTerms',
  'errors.noResults.tipSpelling',
  'errors.noResults.tipFewWords',
] as const satisfies readonly MessageKey[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return errorCodeSchema.safeParse(value).success;
}

/** The message for a code from the API; a code this build does not know reads as the generic error. */
export function errorMessage(code: unknown): Message {
  const { key, params } = errorCatalogue[isErrorCode(code) ? code : 'GENERIC'];
  return params === undefined ? { key } : { key, params };
}
