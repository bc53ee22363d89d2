import type { MessageKey, MessageParams } from '../../lib/messages';
import { maxReviewFormBytes } from '../../lib/validation/review-rules';
import { reviewUploadLimits } from '../../lib/validation/review-uploads';
import { defaultMaxBodyBytes } from '../api/body';
import { type ApiErrorDetail, apiErrorCodes } from '../api/errors';

/**
 * How much one action call may send. Only the review form carries files (six photos or videos);
 * every other form is a few fields, so a body of megabytes there is nobody's form. Astro's own
 * limit (astro.config.ts `security.actionBodySizeLimit`) is the review form's, the largest.
 */
export interface ActionBodyLimit {
  maxBytes: number;
  /** What the shopper reads when the form is past it. */
  key: MessageKey;
  params: MessageParams;
}

export const largestActionBodyBytes = maxReviewFormBytes;

const fieldsOnly: ActionBodyLimit = {
  maxBytes: defaultMaxBodyBytes,
  key: 'validation.bodyTooLarge',
  params: { max: Math.round(defaultMaxBodyBytes / 1024) },
};

const reviewForm: ActionBodyLimit = {
  maxBytes: maxReviewFormBytes,
  key: 'validation.review.uploadsTooLarge',
  params: { maxFiles: reviewUploadLimits.maxFiles, maxMegabytes: reviewUploadLimits.maxMegabytes },
};

/** An island's call names its action in the path, which may end with a slash (`/_actions/reviews.submit/`). */
export function actionBodyLimit(actionName: string): ActionBodyLimit {
  return actionName.replace(/\/$/, '') === 'reviews.submit' ? reviewForm : fieldsOnly;
}

export function bodyTooLarge(limit: ActionBodyLimit): ApiErrorDetail {
  return { code: apiErrorCodes.payloadTooLarge, key: limit.key, params: limit.params, field: 'body' };
}
