import { choices } from '../choices';
import type { MessageParams } from '../messages/interpolate';
import type { ValidationKey } from './issues';
import type { ReviewAttribute } from './review';
import type { ReviewFormFields } from './review-form-data';
import {
  maxUploadBytes,
  ratingScale,
  reviewUploadFormats,
  reviewUploadLimits,
  reviewUploadTypes,
} from './review-rules';

/** One refused field of the review form: its error slot ("uploads" for every file) and its message. */
export interface ReviewProblem {
  field: string;
  key: ValidationKey;
  params?: MessageParams;
}

/**
 * The address format the server's schema accepts (zod's `z.email()`), so that the browser refuses
 * what the server would. The server still checks everything again.
 */
const emailFormat =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

type Found = Omit<ReviewProblem, 'field'> | undefined;

function rating(value: unknown, required: ValidationKey, params?: MessageParams): Found {
  if (value === undefined || value === '') return { key: required, ...(params ? { params } : {}) };
  const number = Number(value);
  const inScale = Number.isInteger(number) && number >= ratingScale.min && number <= ratingScale.max;
  return inScale ? undefined : { key: 'validation.review.ratingRange', params: { ...ratingScale } };
}

function text(
  value: unknown,
  bounds: { min: number; max: number },
  tooShort: ValidationKey,
  tooLong: ValidationKey,
  required?: ValidationKey,
): Found {
  if (value !== undefined && typeof value !== 'string') return { key: 'validation.invalid' };
  const trimmed = (value ?? '').trim();
  if (required && trimmed === '') return { key: required };
  if (trimmed.length < bounds.min) return { key: tooShort, params: { min: bounds.min } };
  return trimmed.length > bounds.max ? { key: tooLong, params: { max: bounds.max } } : undefined;
}

function email(value: unknown): Found {
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
  if (typeof value !== 'string') return { key: 'validation.email.invalid' };
  const trimmed = value.trim();
  if (trimmed.length < choices.reviewEmailMinLength) {
    return { key: 'validation.review.emailTooShort', params: { min: choices.reviewEmailMinLength } };
  }
  return emailFormat.test(trimmed) ? undefined : { key: 'validation.email.invalid' };
}

function uploads(files: ReviewFormFields['fields']['uploads']): Found {
  for (const file of files) {
    if (!Object.hasOwn(reviewUploadTypes, file.type)) {
      return { key: 'validation.review.uploadType', params: { formats: reviewUploadFormats } };
    }
    if (file.size > maxUploadBytes) {
      return { key: 'validation.review.uploadTooLarge', params: { maxMegabytes: reviewUploadLimits.maxMegabytes } };
    }
  }
  return files.length > reviewUploadLimits.maxFiles
    ? { key: 'validation.review.uploadsTooMany', params: { maxFiles: reviewUploadLimits.maxFiles } }
    : undefined;
}

/**
 * The review form checked in the browser by the rules of reviewFormSchema (docs/reviews.md), each field's
 * first refusal, in the form's order. It is the schema's twin without zod, whose full build would
 * weigh on every page; review-form-check.test.ts holds the two to the same answers.
 */
export function reviewFormProblems(
  fields: ReviewFormFields['fields'],
  attributes: readonly ReviewAttribute[],
): ReviewProblem[] {
  const found: [string, Found][] = [
    ['rating', rating(fields.rating, 'validation.review.ratingRequired')],
    [
      'recommend',
      fields.recommend === 'yes' || fields.recommend === 'no'
        ? undefined
        : { key: 'validation.review.recommendRequired' },
    ],
    [
      'title',
      text(fields.title, choices.reviewTitle, 'validation.review.titleTooShort', 'validation.review.titleTooLong'),
    ],
    [
      'comment',
      text(
        fields.comment,
        choices.reviewComment,
        'validation.review.commentTooShort',
        'validation.review.commentTooLong',
        'validation.review.commentRequired',
      ),
    ],
    [
      'alias',
      text(
        fields.alias,
        choices.reviewAlias,
        'validation.review.aliasTooShort',
        'validation.review.aliasTooLong',
        'validation.review.aliasRequired',
      ),
    ],
    ['email', email(fields.email)],
    [
      'terms',
      fields.terms === 'on' || fields.terms === 'true' ? undefined : { key: 'validation.review.termsRequired' },
    ],
    ...attributes.map(({ id, label }): [string, Found] => [
      `attributes.${id}`,
      rating(fields.attributes[id], 'validation.review.attributeRequired', { attribute: label }),
    ]),
    ['uploads', uploads(fields.uploads)],
  ];
  return found.flatMap(([field, problem]) => (problem ? [{ field, ...problem }] : []));
}
