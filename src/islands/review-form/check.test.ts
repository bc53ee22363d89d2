import { describe, expect, it } from 'vitest';
import { templates } from '../../lib/messages';
import { checkReviewForm, errorSlot } from './check';
import { reviewFormWordKeys } from './words';

const attributes = [{ id: 'quality', label: 'Calidad' }];
const es = templates('es', reviewFormWordKeys);
const pt = templates('pt', reviewFormWordKeys);

const form = (fields: Record<string, string>, files: File[] = []) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  for (const file of files) data.append('media', file);
  return data;
};

const whole = {
  productId: '904480',
  rating: '5',
  recommend: 'yes',
  title: 'Muy bueno',
  comment: 'Cubre bien en dos manos y no deja olor al secar.',
  alias: 'Ana',
  email: '',
  terms: 'on',
  'attributes.quality': '4',
};

describe('the review form checked before it is sent', () => {
  it('a whole review has nothing to fix', () => {
    expect(checkReviewForm(form(whole), attributes, es, 'es')).toEqual([]);
  });

  it('an empty form: every required field at once, in the form’s order', () => {
    expect(checkReviewForm(form({}), attributes, es, 'es')).toEqual([
      { field: 'rating', message: 'Califica el producto con las estrellas.' },
      { field: 'recommend', message: 'Indica si recomendarías este producto.' },
      { field: 'title', message: 'El título debe tener al menos 3 caracteres.' },
      { field: 'comment', message: 'Escribe tu comentario.' },
      { field: 'alias', message: 'Ingresa un apodo.' },
      { field: 'terms', message: 'Debes aceptar los términos y condiciones.' },
      { field: 'attributes.quality', message: 'Falta calificar: Calidad.' },
    ]);
  });

  it('in Portuguese, with the numbers of the rule', () => {
    const short = { ...whole, comment: 'Bom.', email: 'a@b' };
    expect(checkReviewForm(form(short), attributes, pt, 'pt')).toEqual([
      { field: 'comment', message: 'O comentário deve ter pelo menos 30 caracteres.' },
      { field: 'email', message: 'O e-mail deve ter pelo menos 6 caracteres.' },
    ]);
  });

  it('a file of a kind the server refuses, under the file picker', () => {
    const found = checkReviewForm(
      form(whole, [new File(['x'], 'notas.pdf', { type: 'application/pdf' })]),
      attributes,
      es,
      'es',
    );
    expect(found).toEqual([{ field: 'uploads', message: 'Formato no permitido. Usa JPG, PNG, WEBP, MP4, MOV, WEBM.' }]);
  });
});

describe('where a field’s refusal shows', () => {
  it.each([
    ['uploads', 'uploads'],
    ['uploads.3', 'uploads'],
    ['attributes.quality', 'attributes.quality'],
    ['title', 'title'],
  ])('%s under %s', (field, slot) => {
    expect(errorSlot(field)).toBe(slot);
  });
});
