import { describe, expect, it } from 'vitest';
import { reviewFormSchema } from './review';
import { attributeField, reviewFields, reviewFormFields } from './review-form-data';

const attributes = [
  { id: 'quality', label: 'Calidad' },
  { id: 'value', label: 'Precio' },
];

function filled(change: (form: FormData) => void = () => undefined): FormData {
  const form = new FormData();
  form.set(reviewFields.productId, '998750');
  form.set(reviewFields.rating, '4');
  form.set(reviewFields.recommend, 'yes');
  form.set(reviewFields.title, 'Buena calidad');
  form.set(reviewFields.comment, 'Cubre bien con dos manos y el olor se va rápido.');
  form.set(reviewFields.alias, 'Maestro Juan');
  form.set(reviewFields.email, '');
  form.set(reviewFields.terms, 'on');
  form.set(attributeField('quality'), '5');
  form.set(attributeField('value'), '3');
  change(form);
  return form;
}

describe('reviewFormFields', () => {
  it('reads a whole form into what the shared schema parses', () => {
    const { fields, files } = reviewFormFields(filled(), ['quality', 'value']);
    expect(files).toEqual([]);
    const parsed = reviewFormSchema(attributes).parse(fields);
    expect(parsed).toMatchObject({
      rating: 4,
      recommend: true,
      alias: 'Maestro Juan',
      attributes: { quality: 5, value: 3 },
      uploads: [],
    });
    expect(parsed.email).toBeUndefined();
    expect(fields.productId).toBe('998750');
  });

  it('leaves out what was not sent, so the schema names each missing field', () => {
    const { fields } = reviewFormFields(new FormData(), ['quality']);
    expect(fields).toMatchObject({ rating: undefined, terms: undefined, attributes: { quality: undefined } });
    const result = reviewFormSchema(attributes).safeParse(fields);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['rating', 'recommend', 'terms', 'attributes.quality', 'attributes.value']),
    );
  });

  it.each([
    ['a chosen photo', new File([new Uint8Array([1, 2])], 'foto.png', { type: 'image/png' }), 1],
    ['a type with parameters, lower-cased', new File(['x'], 'v.mp4', { type: 'Video/MP4; codecs=avc1' }), 1],
    ['the empty file of a picker left empty', new File([], '', { type: 'application/octet-stream' }), 0],
  ])('reads %s', (_, file, count) => {
    const { fields, files } = reviewFormFields(
      filled((form) => form.append(reviewFields.media, file)),
      [],
    );
    expect(files).toHaveLength(count);
    expect(fields.uploads).toHaveLength(count);
    if (count === 1) expect(fields.uploads[0]?.type).toBe(file.type.split(';')[0]?.toLowerCase());
  });

  it('keeps the files in their order, with what the schema checks of each', () => {
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'grande.jpg', { type: 'image/jpeg' });
    const form = filled((data) => {
      data.append(reviewFields.media, new File(['a'], 'a.txt', { type: 'text/plain' }));
      data.append(reviewFields.media, big);
    });
    const { fields, files } = reviewFormFields(form, ['quality', 'value']);
    expect(files.map((file) => file.name)).toEqual(['a.txt', 'grande.jpg']);
    const result = reviewFormSchema(attributes).safeParse(fields);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['uploads.0', 'validation.review.uploadType'],
      ['uploads.1', 'validation.review.uploadTooLarge'],
    ]);
  });
});
