import { expect, it } from 'vitest';
import { translator } from '../../lib/messages';
import { wishListWords } from './words';

it.each([
  [
    'es',
    {
      choose: 'Lista de deseos',
      newList: 'Nueva lista',
      newListName: 'Nombre de la nueva lista',
      savedIn: 'Guardado en «{list}».',
      seeList: 'Ver mis listas',
      failed: 'Algo salió mal. Inténtalo de nuevo.',
    },
  ],
  [
    'pt',
    {
      choose: 'Lista de desejos',
      newList: 'Nova lista',
      newListName: 'Nome da nova lista',
      savedIn: 'Salvo em «{list}».',
      seeList: 'Ver minhas listas',
      failed: 'Algo deu errado. Tente novamente.',
    },
  ],
] as const)('the add-to-my-list control speaks %s', (lang, words) => {
  expect(wishListWords(translator(lang))).toEqual(words);
});
