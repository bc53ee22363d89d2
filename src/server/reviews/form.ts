import { z } from 'astro/zod';
import type { Translate } from '../../lib/messages';
import { customIssue, issue } from '../../lib/validation/issues';
import { reviewFormSchema } from '../../lib/validation/review';
import { reviewUploadLimits } from '../../lib/validation/review-uploads';
import { reviewAttributes } from './attributes';
import { mediaIdPattern } from './media';

export const productIdSchema = z
  .string(issue('validation.invalid'))
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, issue('validation.invalid'));

/**
 * The review form of docs/reviews.md as the API takes it: the shared form schema, with the files
 * replaced by the ids the upload call answered, the product, and the review's language
 * (a shopper may write in the other catalogue language; the site's by default).
 */
export function reviewSubmissionSchema(t: Translate) {
  return reviewFormSchema(reviewAttributes(t)).extend({
    productId: productIdSchema,
    lang: z.enum(['es', 'pt'], issue('validation.invalid')).optional(),
    uploads: z
      .array(
        z.string(issue('validation.invalid')).regex(mediaIdPattern, issue('validation.invalid')),
        issue('validation.invalid'),
      )
      .check((ctx) => {
        if (ctx.value.length > reviewUploadLimits.maxFiles) {
          ctx.issues.push(
            customIssue('validation.review.uploadsTooMany', ctx.value, { maxFiles: reviewUploadLimits.maxFiles }),
          );
        }
      })
      .prefault([]),
  });
}
export type ReviewSubmission = z.output<ReturnType<typeof reviewSubmissionSchema>>;
