import { describe, expect, it } from 'vitest';
import { choices } from '../choices';
import { translator } from '../messages';
import { validate } from './issues';
import { reviewFormSchema } from './review';

const attributes = [
  { id: 'quality', label: 'Calidad' },
  { id: 'value', label: 'Relación precio-calidad' },
];
const schema = reviewFormSchema(attributes);

const valid = {
  rating: 4,
  recommend: 'yes',
  title: 'Buena calidad',
  comment: 'Pinta parejo y cubre bien con dos manos, el olor se va rápido.',
  alias: 'maestro_juan',
  email: 'juan@correo.cl',
  terms: 'on',
  attributes: { quality: 5, value: '4' },
  uploads: [{ name: 'muro.jpg', type: 'image/jpeg', size: 120_000 }],
};

const errorsOf = (input: unknown) => {
  const result = validate(schema, input);
  return result.ok ? [] : result.errors;
};

describe('review form (docs/reviews.md)', () => {
  it('accepts a complete review and normalises what a form sends', () => {
    expect(validate(schema, { ...valid, title: '  Buena calidad ' })).toEqual({
      ok: true,
      data: { ...valid, recommend: true, terms: true, attributes: { quality: 5, value: 4 } },
    });
  });

  it.each([
    ['without email', { email: undefined }, { email: undefined }],
    ['with an empty email', { email: '  ' }, { email: undefined }],
    ['without uploads', { uploads: undefined }, { uploads: [] }],
    ['recommend as a boolean and terms as true', { recommend: false, terms: true }, { recommend: false, terms: true }],
    ['terms as the string "true"', { terms: 'true' }, { terms: true }],
    ['the title, comment and alias bounds', { title: 'abc', comment: 'x'.repeat(30), alias: 'a'.repeat(25) }, {}],
  ])('accepts a review %s', (_, change, expected) => {
    const result = validate(schema, { ...valid, ...change });
    expect(result.ok && result.data).toMatchObject({ ...change, ...expected });
  });

  it.each([
    ['no rating', { rating: undefined }, 'rating', 'validation.review.ratingRequired', {}],
    ['rating 0', { rating: 0 }, 'rating', 'validation.review.ratingRange', { min: 1, max: 5 }],
    ['rating 6', { rating: '6' }, 'rating', 'validation.review.ratingRange', { min: 1, max: 5 }],
    ['rating 4.5', { rating: 4.5 }, 'rating', 'validation.review.ratingRange', { min: 1, max: 5 }],
    ['no recommendation', { recommend: undefined }, 'recommend', 'validation.review.recommendRequired', {}],
    ['recommend "maybe"', { recommend: 'maybe' }, 'recommend', 'validation.review.recommendRequired', {}],
    ['no title', { title: undefined }, 'title', 'validation.review.titleTooShort', { min: 3 }],
    ['a short title', { title: ' ab ' }, 'title', 'validation.review.titleTooShort', { min: 3 }],
    ['a long title', { title: 'a'.repeat(81) }, 'title', 'validation.review.titleTooLong', { max: 80 }],
    ['a title that is not text', { title: 12 }, 'title', 'validation.invalid', {}],
    ['an empty comment', { comment: '   ' }, 'comment', 'validation.review.commentRequired', {}],
    ['a short comment', { comment: 'x'.repeat(29) }, 'comment', 'validation.review.commentTooShort', { min: 30 }],
    ['a long comment', { comment: 'x'.repeat(3001) }, 'comment', 'validation.review.commentTooLong', { max: 3000 }],
    ['no alias', { alias: undefined }, 'alias', 'validation.review.aliasRequired', {}],
    ['a short alias', { alias: 'jj' }, 'alias', 'validation.review.aliasTooShort', { min: 3 }],
    ['a long alias', { alias: 'a'.repeat(26) }, 'alias', 'validation.review.aliasTooLong', { max: 25 }],
    ['a short email', { email: 'a@b.c' }, 'email', 'validation.review.emailTooShort', { min: 6 }],
    ['a malformed email', { email: 'juan@correo' }, 'email', 'validation.email.invalid', {}],
    ['terms not accepted', { terms: undefined }, 'terms', 'validation.review.termsRequired', {}],
    ['terms refused', { terms: false }, 'terms', 'validation.review.termsRequired', {}],
    [
      'an unrated attribute',
      { attributes: { quality: 5 } },
      'attributes.value',
      'validation.review.attributeRequired',
      { attribute: 'Relación precio-calidad' },
    ],
    [
      'an attribute rated 7',
      { attributes: { quality: 7, value: 3 } },
      'attributes.quality',
      'validation.review.ratingRange',
      { min: 1, max: 5 },
    ],
    [
      '7 uploads',
      { uploads: Array.from({ length: 7 }, () => valid.uploads[0]) },
      'uploads',
      'validation.review.uploadsTooMany',
      { maxFiles: 6 },
    ],
    [
      'an upload of 5 MB and 1 byte',
      { uploads: [{ name: 'video.mp4', type: 'video/mp4', size: 5 * 1024 * 1024 + 1 }] },
      'uploads.0',
      'validation.review.uploadTooLarge',
      { maxMegabytes: 5 },
    ],
  ])('refuses %s', (_, change, field, key, params) => {
    expect(errorsOf({ ...valid, ...change })).toEqual([{ field, key, params }]);
  });

  it('asks for every attribute when none is rated, naming each', () => {
    expect(errorsOf({ ...valid, attributes: undefined }).map((error) => error.params)).toEqual([
      { attribute: 'Calidad' },
      { attribute: 'Relación precio-calidad' },
    ]);
  });

  it('rates only the attributes the product has', () => {
    const result = validate(reviewFormSchema([]), { ...valid, attributes: { colour: 3 } });
    expect(result.ok && result.data.attributes).toEqual({});
  });

  it('lists every problem of an empty form', () => {
    expect(errorsOf({}).map(({ field, key }) => [field, key])).toEqual([
      ['rating', 'validation.review.ratingRequired'],
      ['recommend', 'validation.review.recommendRequired'],
      ['title', 'validation.review.titleTooShort'],
      ['comment', 'validation.review.commentRequired'],
      ['alias', 'validation.review.aliasRequired'],
      ['terms', 'validation.review.termsRequired'],
      ['attributes.quality', 'validation.review.attributeRequired'],
      ['attributes.value', 'validation.review.attributeRequired'],
    ]);
  });

  it('takes its unshown bounds from choices', () => {
    const [error] = errorsOf({ ...valid, comment: 'corto' });
    expect(error?.params).toEqual({ min: choices.reviewComment.min });
    expect(error && translator('pt')(error.key, error.params)).toBe(
      `O comentário deve ter pelo menos ${choices.reviewComment.min} caracteres.`,
    );
  });
});
