import { expect, it } from 'vitest';
import { htmlLang } from './locale';

it.each([
  ['es_CL', 'es-CL'],
  ['pt_BR', 'pt-BR'],
])('%s is written %s in HTML', (langFull, lang) => {
  expect(htmlLang(langFull)).toBe(lang);
});
