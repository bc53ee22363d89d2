import { expect, it } from 'vitest';
import { collatorFor, dayFormatFor, htmlLang } from './locale';

it.each([
  ['es_CL', 'es-CL'],
  ['pt_BR', 'pt-BR'],
])('%s is written %s in HTML', (langFull, lang) => {
  expect(htmlLang(langFull)).toBe(lang);
});

it('sorts by the language, accents among their letters, and keeps one collator per language', () => {
  expect(['Ñuñoa', 'Zapallar', 'Ancud', 'Ñiquén', 'Nogales'].sort(collatorFor('es_CL').compare)).toEqual([
    'Ancud',
    'Nogales',
    'Ñiquén',
    'Ñuñoa',
    'Zapallar',
  ]);
  expect(collatorFor('es_CL')).toBe(collatorFor('es_CL'));
  expect(collatorFor('pt_BR')).not.toBe(collatorFor('es_CL'));
});

it('writes a calendar day in the language, whatever the server time zone', () => {
  const day = Date.parse('2025-03-18');
  expect(dayFormatFor('es_CL').format(day)).toBe('martes, 18 de marzo');
  expect(dayFormatFor('pt_BR').format(day)).toBe('terça-feira, 18 de março');
  expect(dayFormatFor('es_CL')).toBe(dayFormatFor('es_CL'));
});
