import type { ReviewAttribute } from '../../lib/validation/review';
import { reviewFormProblems } from '../../lib/validation/review-form-check';
import { reviewFormFields } from '../../lib/validation/review-form-data';
import { type ReviewFormWords, say } from './words';

/** One refused field, worded: `field` names its error slot in the form (`data-error-for`). */
export interface FieldProblem {
  field: string;
  message: string;
}

/** Every upload refusal ("uploads", "uploads.3") shows under the file picker. */
export function errorSlot(field: string): string {
  return field.startsWith('uploads') ? 'uploads' : field;
}

/**
 * The form's fields and the kept files checked by the server schema's rules (docs/reviews.md), so a
 * shopper hears of every missing or wrong field at once, before anything is sent.
 */
export function checkReviewForm(
  form: FormData,
  attributes: readonly ReviewAttribute[],
  words: ReviewFormWords,
  lang: string,
): FieldProblem[] {
  const { fields } = reviewFormFields(
    form,
    attributes.map((attribute) => attribute.id),
  );
  return reviewFormProblems(fields, attributes).map(({ field, key, params }) => ({
    field,
    message: say(words, lang, key, params),
  }));
}
