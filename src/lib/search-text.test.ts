import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codeKey,
  editDistance,
  feminineOf,
  foldText,
  looksLikeCode,
  modelCodes,
  searchTerms,
  stem,
  words,
} from './search-text';

describe('words', () => {
  it.each([
    ['Pintura Látex Blanco 1/4 Galón', ['pintura', 'latex', 'blanco', '1', '4', 'galon']],
    ['Taladro percutor 13mm 650W', ['taladro', 'percutor', '13', 'mm', '650', 'w']],
    ['Cañería PVC ½"', ['caneria', 'pvc']],
    ['Cabo flexível 2,5 mm', ['cabo', 'flexivel', '2.5', 'mm']],
    ['Tubo 1.5 m', ['tubo', '1.5', 'm']],
    ['¡¿ !!', []],
  ])('%s → %o', (text, expected) => {
    expect(words(text)).toEqual(expected);
  });

  it('folds accents and case', () => {
    expect(foldText('ÁRVORE Ñandú Ção')).toBe('arvore nandu cao');
  });
});

describe('stem: plurals reach their singular', () => {
  it.each([
    ['pinturas', 'pintura'],
    ['pintura', 'pintura'],
    ['tintas', 'tinta'],
    ['pisos', 'piso'],
    ['tornillos', 'tornillo'],
    ['luces', 'luz'],
    ['luz', 'luz'],
    ['colores', 'color'],
    ['paredes', 'pared'],
    ['cables', 'cabl'],
    ['cable', 'cabl'],
    ['jardines', 'jardin'],
    ['jardins', 'jardim'],
    ['pinceis', 'pincel'],
    ['botoes', 'botao'],
    ['metais', 'metal'],
    ['garagens', 'garagem'],
    ['led', 'led'],
    ['650', '650'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('gives the same stem to a word and its plural in the index and the query', () => {
    expect(searchTerms('Pinturas Látex')).toEqual(searchTerms('pintura latex'));
  });

  it('is stable: stemming a stem changes nothing for words that are already singular', () => {
    fc.assert(
      fc.property(fc.constantFrom('pintura', 'taladro', 'piso', 'tinta', 'cemento', 'madera', 'luz'), (word) => {
        expect(stem(word)).toBe(word);
      }),
    );
  });
});

describe('editDistance', () => {
  it.each([
    ['pintrua', 'pintura', 1],
    ['pintura', 'pintura', 0],
    ['tladro', 'taladro', 1],
    ['cemneto', 'cemento', 1],
    ['pintura', 'pinturas', 1],
    ['abc', 'xyz', 3],
    ['a', 'abcdef', 3],
  ])('%s ↔ %s is %i (capped at 3)', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });

  it('is symmetric', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (a, b) => {
        expect(editDistance(a, b, 10)).toBe(editDistance(b, a, 10));
      }),
    );
  });
});

describe('feminineOf: colour adjectives agree with the noun', () => {
  it.each([
    ['blanco', 'blanca'],
    ['branco', 'branca'],
    ['negro', 'negra'],
    ['amarillo', 'amarilla'],
    ['rosa', undefined],
    ['gris', undefined],
    ['azul', undefined],
    ['oro', undefined],
  ])('%s → %s', (word, expected) => {
    expect(feminineOf(word)).toBe(expected);
  });
});

describe('codes', () => {
  it.each([
    ['TX-825', 'tx825'],
    ['tx 825', 'tx825'],
    [' 2000010000005 ', '2000010000005'],
    ['Código: 6501835', 'codigo6501835'],
  ])('codeKey(%s) is %s', (text, key) => {
    expect(codeKey(text)).toBe(key);
  });

  it.each([
    ['6501835', true],
    ['TX-825', true],
    ['2000010000005', true],
    ['825', false],
    ['pintura', false],
  ])('looksLikeCode(%s) is %s', (text, expected) => {
    expect(looksLikeCode(text)).toBe(expected);
  });

  it.each([
    ['Rodillo antigota 9 cm TX-825', ['TX-825']],
    ['Taladro DWE4120 720 W', ['DWE4120']],
    ['Pendente estilo industrial de 3 lâmpadas MAX-159', ['MAX-159']],
    ['Taladro percutor 13mm 650W', []],
    ['Tubo PPR PN 20 para agua caliente', []],
    ['Disco de corte 9,5 mm', []],
  ])('modelCodes(%s) is %o', (name, expected) => {
    expect(modelCodes(name)).toEqual(expected);
  });
});
