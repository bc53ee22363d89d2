import { expect, it } from 'vitest';
import { translator } from '../../lib/messages';
import { notifyMeWords } from './words';

it.each([
  [
    'es',
    {
      required: 'Debes ingresar tu correo electrónico.',
      invalid: 'Ingresa un correo electrónico válido.',
      failure: 'Ocurrió un error. ¡Inténtalo de nuevo!',
      sending: 'Enviando…',
      done: 'Te avisaremos por correo cuando este producto vuelva a estar disponible.',
    },
  ],
  [
    'pt',
    {
      required: 'Você deve informar seu e-mail.',
      invalid: 'Informe um e-mail válido.',
      failure: 'Um erro ocorreu. Tenta de novo!',
      sending: 'Enviando…',
      done: 'Avisaremos por e-mail quando este produto estiver disponível novamente.',
    },
  ],
] as const)('the notify-me form speaks %s, and confirms as the no-JS form does', (lang, words) => {
  expect(notifyMeWords(translator(lang))).toEqual(words);
});
