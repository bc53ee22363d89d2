import { z } from 'astro/zod';
import { customIssue, issue } from './issues';

import { maxUploadBytes, reviewUploadFormats, reviewUploadLimits, reviewUploadTypes } from './review-rules';

export {
  maxReviewFormBytes,
  maxUploadBytes,
  reviewUploadFormats,
  reviewUploadLimits,
  reviewUploadTypes,
} from './review-rules';

/** What the form knows of a chosen file; a browser File has these three properties. */
export const reviewUploadSchema = z
  .object({ name: z.string(), type: z.string(), size: z.int().min(0) }, issue('validation.invalid'))
  .check((ctx) => {
    const { type, size } = ctx.value;
    if (!Object.hasOwn(reviewUploadTypes, type)) {
      ctx.issues.push(customIssue('validation.review.uploadType', type, { formats: reviewUploadFormats }));
    }
    if (size > maxUploadBytes) {
      ctx.issues.push(
        customIssue('validation.review.uploadTooLarge', size, { maxMegabytes: reviewUploadLimits.maxMegabytes }),
      );
    }
  });
export type ReviewUpload = z.infer<typeof reviewUploadSchema>;

export const reviewUploadsSchema = z
  .array(reviewUploadSchema, issue('validation.invalid'))
  // Counted even when a file is refused, so a shopper learns both things at once.
  .refine((files) => files.length <= reviewUploadLimits.maxFiles, {
    ...issue('validation.review.uploadsTooMany'),
    params: { maxFiles: reviewUploadLimits.maxFiles },
    when: (payload) => Array.isArray(payload.value),
  })
  .prefault([]);
