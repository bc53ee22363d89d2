import { describe, expect, it } from 'vitest';
import { validate } from './issues';
import { maxUploadBytes, reviewUploadsSchema } from './review-uploads';

const photo = (size = 1000, type = 'image/jpeg') => ({ name: 'foto.jpg', type, size });
const errorsOf = (input: unknown) => {
  const result = validate(reviewUploadsSchema, input);
  return result.ok ? [] : result.errors;
};

describe('review uploads (docs/reviews.md: up to 6 files, each up to 5 MB)', () => {
  it('5 MB is 5 242 880 bytes', () => {
    expect(maxUploadBytes).toBe(5_242_880);
  });

  it.each([
    ['no files', undefined, []],
    ['an empty list', [], []],
    ['6 files', Array.from({ length: 6 }, () => photo()), Array.from({ length: 6 }, () => photo())],
    ['a file of exactly 5 MB', [photo(5_242_880)], [photo(5_242_880)]],
    [
      'each allowed type',
      ['image/png', 'image/webp', 'video/mp4', 'video/quicktime', 'video/webm'].map((type) => photo(1, type)),
      null,
    ],
  ])('accepts %s', (_, input, data) => {
    expect(validate(reviewUploadsSchema, input)).toEqual({ ok: true, data: data ?? input });
  });

  it('refuses 7 files', () => {
    expect(errorsOf(Array.from({ length: 7 }, () => photo()))).toEqual([
      { field: '', key: 'validation.review.uploadsTooMany', params: { maxFiles: 6 } },
    ]);
  });

  it('refuses a file of 5 MB and 1 byte', () => {
    expect(errorsOf([photo(), photo(5_242_881)])).toEqual([
      { field: '1', key: 'validation.review.uploadTooLarge', params: { maxMegabytes: 5 } },
    ]);
  });

  it.each(['application/pdf', 'image/svg+xml', '', 'toString'])(
    'refuses type %j, listing the allowed formats',
    (type) => {
      expect(errorsOf([photo(1, type)])).toEqual([
        { field: '0', key: 'validation.review.uploadType', params: { formats: 'JPG, PNG, WEBP, MP4, MOV, WEBM' } },
      ]);
    },
  );

  it('says everything wrong at once: too many files, a wrong type and a too large one', () => {
    const files = [photo(1, 'text/plain'), photo(maxUploadBytes + 1), ...Array.from({ length: 5 }, () => photo())];
    expect(errorsOf(files).map(({ field, key }) => [field, key])).toEqual([
      ['0', 'validation.review.uploadType'],
      ['1', 'validation.review.uploadTooLarge'],
      ['', 'validation.review.uploadsTooMany'],
    ]);
  });

  it.each([
    ['not a list', 'foto.jpg', ''],
    ['not a file', ['foto.jpg'], '0'],
    ['a negative size', [photo(-1)], '0.size'],
  ])('refuses %s', (_, input, field) => {
    expect(errorsOf(input)).toEqual([{ field, key: 'validation.invalid', params: {} }]);
  });
});
