import { describe, expect, it } from 'vitest';
import { templates } from '../../lib/messages';
import { chosenCount, type Kept, previews } from './previews';
import { reviewFormWordKeys } from './words';

const es = templates('es', reviewFormWordKeys);
const pt = templates('pt', reviewFormWordKeys);

const kept = (id: number, name: string, type: string): Kept => ({
  id,
  file: new File(['x'], name, { type }),
  url: `blob:http://127.0.0.1/${id}`,
});

describe('how many files the count slot says are chosen', () => {
  it.each([
    ['none: says nothing', es, 'es', [], ''],
    ['one', es, 'es', [kept(1, 'a.jpg', 'image/jpeg')], '1 archivo elegido'],
    [
      'several, in Portuguese',
      pt,
      'pt',
      [kept(1, 'a.jpg', 'image/jpeg'), kept(2, 'b.mp4', 'video/mp4')],
      '2 arquivos escolhidos',
    ],
  ])('%s', (_, words, lang, chosen, text) => {
    expect(chosenCount(chosen, words, lang)).toBe(text);
  });
});

describe('the previews of the chosen files', () => {
  it('in the order chosen, a video as a video, each with a remove button naming it', () => {
    const chosen = [kept(7, 'terraza.jpg', 'image/jpeg'), kept(8, 'recorrido.mov', 'video/quicktime')];
    expect(previews(chosen, es)).toEqual([
      { id: 7, media: 'img', src: 'blob:http://127.0.0.1/7', name: 'terraza.jpg', remove: 'Quitar terraza.jpg' },
      { id: 8, media: 'video', src: 'blob:http://127.0.0.1/8', name: 'recorrido.mov', remove: 'Quitar recorrido.mov' },
    ]);
  });

  it('a file of no known kind shows as an image, and its name is kept as typed', () => {
    expect(previews([kept(1, '<b>plano</b>', '')], pt)).toEqual([
      { id: 1, media: 'img', src: 'blob:http://127.0.0.1/1', name: '<b>plano</b>', remove: 'Remover <b>plano</b>' },
    ]);
  });
});
