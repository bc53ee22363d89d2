import { describe, expect, it } from 'vitest';
import { catalogues, type MessageKey } from '../messages';
import type { MessageParams } from '../messages/interpolate';
import { placeholderNames } from '../messages/plural';
import { reviewFormSchema } from './review';
import { reviewFormProblems } from './review-form-check';
import type { ReviewFormFields } from './review-form-data';
import { maxUploadBytes } from './review-rules';

type Fields = ReviewFormFields['fields'];

const attributes = [
  { id: 'quality', label: 'Calidad' },
  { id: 'value', label: 'Precio' },
];

const whole: Fields = {
  rating: '4',
  recommend: 'yes',
  title: 'Buena calidad',
  comment: 'Cubre bien con dos manos y el olor se va rápido.',
  alias: 'Maestro Juan',
  email: '',
  terms: 'on',
  attributes: { quality: '5', value: '3' },
  uploads: [{ name: 'foto.png', type: 'image/png', size: 1000 }],
};

/** A problem as the shopper reads it: its key and the params its message names. */
function worded(problem: { field: string; key: string; params?: MessageParams }) {
  const names = placeholderNames(catalogues.es[problem.key as MessageKey]);
  const params = Object.fromEntries(Object.entries(problem.params ?? {}).filter(([name]) => names.includes(name)));
  return { field: problem.field, key: problem.key, params };
}

/** The server schema's answer in the same shape: each slot's first issue, its key and params. */
function schemaProblems(fields: Fields) {
  const result = reviewFormSchema(attributes).safeParse(fields);
  if (result.success) return [];
  const slots = new Map<string, { field: string; key: string; params: MessageParams }>();
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const field = path.startsWith('uploads') ? 'uploads' : path;
    const params: MessageParams = {
      ...(issue.code === 'custom' ? (issue.params as MessageParams | undefined) : {}),
      ...(issue.code === 'too_small' ? { min: Number(issue.minimum) } : {}),
      ...(issue.code === 'too_big' ? { max: Number(issue.maximum) } : {}),
    };
    if (!slots.has(field)) slots.set(field, { field, key: issue.message, params });
  }
  return [...slots.values()].map(worded);
}

const file = (type: string, size = 1000) => ({ name: 'f', type, size });

const variants: [string, Partial<Fields>][] = [
  ['a whole review', {}],
  ['a review with an email', { email: ' maestro.juan@correo.cl ' }],
  [
    'nothing filled',
    {
      rating: undefined,
      recommend: undefined,
      title: undefined,
      comment: undefined,
      alias: undefined,
      email: undefined,
      terms: undefined,
      attributes: {},
      uploads: [],
    },
  ],
  ['empty text', { title: '', comment: '   ', alias: '' }],
  ['short text', { title: 'ab', comment: 'Corto', alias: 'Jo' }],
  ['long text', { title: 'x'.repeat(81), comment: 'x'.repeat(3001), alias: 'x'.repeat(26) }],
  ['text that is not text', { title: 3 as unknown as string, comment: true as unknown as string }],
  ['ratings out of the scale', { rating: '6', attributes: { quality: '0', value: '2.5' } }],
  ['a rating that is no number', { rating: 'muy bueno' }],
  ['a recommendation neither yes nor no', { recommend: 'maybe' }],
  ['terms sent as "true"', { terms: 'true' }],
  ['terms not accepted', { terms: 'off' }],
  ['a short email', { email: 'a@b.c' }],
  ['a malformed email', { email: 'juan@correo' }],
  ['an email that is not text', { email: 42 as unknown as string }],
  ['seven files', { uploads: Array.from({ length: 7 }, () => file('image/png')) }],
  ['six files', { uploads: Array.from({ length: 6 }, () => file('video/mp4')) }],
  ['a file over 5 MB', { uploads: [file('image/jpeg', maxUploadBytes + 1)] }],
  ['a file of exactly 5 MB', { uploads: [file('image/webp', maxUploadBytes)] }],
  ['a file of another type', { uploads: [file('application/pdf')] }],
  [
    'seven files, one of another type',
    { uploads: [...Array.from({ length: 6 }, () => file('image/png')), file('text/plain')] },
  ],
];

describe('reviewFormProblems', () => {
  it.each(variants)('answers as the server schema does: %s', (_, change) => {
    const fields = { ...whole, ...change };
    const ours = reviewFormProblems(fields, attributes).map(worded);
    expect(ours).toEqual(schemaProblems(fields));
  });

  it('names every missing field at once, in the order of the form', () => {
    const problems = reviewFormProblems(
      { ...whole, rating: undefined, recommend: undefined, alias: '', terms: undefined, attributes: {} },
      attributes,
    );
    expect(problems.map((problem) => problem.field)).toEqual([
      'rating',
      'recommend',
      'alias',
      'terms',
      'attributes.quality',
      'attributes.value',
    ]);
    expect(problems.at(-1)).toEqual({
      field: 'attributes.value',
      key: 'validation.review.attributeRequired',
      params: { attribute: 'Precio' },
    });
  });
});
