import { z } from 'astro/zod';
import { choices } from '../choices';
import { customIssue, issue, stop, type ValidationKey } from './issues';
import { ratingScale } from './review-rules';
import { reviewUploadsSchema } from './review-uploads';

export { ratingScale } from './review-rules';

/** The email minimum (docs/reviews.md#the-review-form) is our choice, see choices.ts. */
export const reviewEmailMinLength: number = choices.reviewEmailMinLength;

/** An attribute the product asks to rate (quality, value for money...); the label comes translated from the product service. */
export const reviewAttributeSchema = z.object({ id: z.string().min(1), label: z.string().min(1) });
export type ReviewAttribute = z.infer<typeof reviewAttributeSchema>;

/** A rating from a star widget or a slider: a whole number in the scale, or digits from a form. */
function ratingSchema(requiredKey: ValidationKey, params?: Record<string, string>) {
  return z.unknown().transform((input, ctx) => {
    if (input === undefined || input === null || input === '') {
      ctx.issues.push(customIssue(requiredKey, input, params));
      return z.NEVER;
    }
    const value = typeof input === 'string' ? Number(input) : input;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < ratingScale.min || value > ratingScale.max) {
      ctx.issues.push(customIssue('validation.review.ratingRange', input, ratingScale));
      return z.NEVER;
    }
    return value;
  });
}

/** Trimmed text with length bounds; a missing field reads as empty so it gets the length message. */
function boundedText(
  bounds: { min: number; max: number },
  tooShort: ValidationKey,
  tooLong: ValidationKey,
  required?: ValidationKey,
) {
  const text = z.string(issue('validation.invalid')).trim();
  const present = required === undefined ? text : text.min(1, stop(required));
  return present.min(bounds.min, stop(tooShort)).max(bounds.max, issue(tooLong)).prefault('');
}

/** docs/reviews.md: the email is optional; given, it has a minimum length and the email format. */
const optionalEmail = z
  .string(issue('validation.email.invalid'))
  .trim()
  .min(reviewEmailMinLength, stop('validation.review.emailTooShort'))
  .pipe(z.email(issue('validation.email.invalid')))
  .optional();

/** docs/reviews.md: the review form of a product whose attributes to rate are given. */
export function reviewFormSchema(attributes: readonly ReviewAttribute[]) {
  const ratings = Object.fromEntries(
    attributes.map(({ id, label }) => [id, ratingSchema('validation.review.attributeRequired', { attribute: label })]),
  );
  return z.object({
    rating: ratingSchema('validation.review.ratingRequired'),
    // A yes/no radio pair sends "yes" or "no"; JSON callers may send a boolean.
    recommend: z
      .union([z.boolean(), z.enum(['yes', 'no'])], issue('validation.review.recommendRequired'))
      .transform((answer) => answer === true || answer === 'yes'),
    title: boundedText(choices.reviewTitle, 'validation.review.titleTooShort', 'validation.review.titleTooLong'),
    comment: boundedText(
      choices.reviewComment,
      'validation.review.commentTooShort',
      'validation.review.commentTooLong',
      'validation.review.commentRequired',
    ),
    alias: boundedText(
      choices.reviewAlias,
      'validation.review.aliasTooShort',
      'validation.review.aliasTooLong',
      'validation.review.aliasRequired',
    ),
    // An empty email field means "not given".
    email: z.preprocess(
      (input) => (typeof input === 'string' && input.trim() === '' ? undefined : input),
      optionalEmail,
    ),
    // A checked checkbox sends "on" (or the value "true"); JSON callers send true.
    terms: z
      .union([z.literal(true), z.literal('on'), z.literal('true')], issue('validation.review.termsRequired'))
      .transform((): true => true),
    attributes: z.object(ratings).prefault({}),
    uploads: reviewUploadsSchema,
  });
}
export type ReviewForm = z.infer<ReturnType<typeof reviewFormSchema>>;
