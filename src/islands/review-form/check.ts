import type { MessageParams } from '../../lib/messages/interpolate';
import { type ReviewAttribute, reviewFormSchema } from '../../lib/validation/review';
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
 * The form's fields and the kept files checked by the same schema the server uses (spec §5), so a
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
  const result = reviewFormSchema(attributes).safeParse(fields);
  if (result.success) return [];
  const problems = new Map<string, string>();
  for (const issue of result.error.issues) {
    const slot = errorSlot(issue.path.map(String).join('.'));
    // Bounds come from the check itself, as on the server (src/lib/validation/issues.ts).
    const params: MessageParams = {
      ...(issue.code === 'custom' ? (issue.params as MessageParams | undefined) : {}),
      ...(issue.code === 'too_small' ? { min: Number(issue.minimum) } : {}),
      ...(issue.code === 'too_big' ? { max: Number(issue.maximum) } : {}),
    };
    if (!problems.has(slot)) problems.set(slot, say(words, lang, issue.message, params));
  }
  return [...problems].map(([field, message]) => ({ field, message }));
}
