import { describe, expect, it } from 'vitest';
import { catalogues, templates } from '../../lib/messages';
import { reviewFormWordKeys, say } from './words';

const es = templates('es', reviewFormWordKeys);
const pt = templates('pt', reviewFormWordKeys);

describe('the review form’s words', () => {
  it.each([...reviewFormWordKeys])('%s is written in Spanish and, differently, in Portuguese', (key) => {
    expect(catalogues.es[key].trim()).not.toBe('');
    expect(catalogues.pt[key].trim()).not.toBe('');
    expect(catalogues.pt[key]).not.toBe(catalogues.es[key]);
  });
});

describe('a refusal in the shopper’s words', () => {
  it.each([
    [
      'a schema key, filled',
      es,
      'es',
      'validation.review.attributeRequired',
      { attribute: 'Calidad' },
      'Falta calificar: Calidad.',
    ],
    [
      'in Portuguese',
      pt,
      'pt',
      'validation.review.attributeRequired',
      { attribute: 'Qualidade' },
      'Falta avaliar: Qualidade.',
    ],
    ['a count by the plural rules, one', es, 'es', 'reviewForm.mediaChosen', { count: 1 }, '1 archivo elegido'],
    ['a count by the plural rules, several', pt, 'pt', 'reviewForm.mediaChosen', { count: 3 }, '3 arquivos escolhidos'],
    [
      'a key the island was not handed: check this field',
      es,
      'es',
      'validation.review.unknown',
      undefined,
      'Revisa este campo.',
    ],
    [
      'a template missing its value: check this field',
      pt,
      'pt',
      'validation.review.uploadType',
      {},
      'Verifique este campo.',
    ],
  ])('%s', (_, words, lang, key, params, text) => {
    expect(say(words, lang, key, params)).toBe(text);
  });
});
