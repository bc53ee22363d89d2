import { describe, expect, it } from 'vitest';
import { translator } from './index';
import { interpolate } from './interpolate';
import { placeholderNames, pluralForm, selectPlurals } from './plural';

const opinions = '({count, plural, one {# opinión} other {# opiniones}})';

describe('pluralForm (CLDR rules through Intl.PluralRules)', () => {
  it.each([
    ['es', 0, 'other'],
    ['es', 1, 'one'],
    ['es', 2, 'other'],
    ['es', 1.5, 'other'],
    ['es', 1_000_000, 'other'], // CLDR "many", written as "other" in the catalogues
    ['pt', 0, 'one'],
    ['pt', 1, 'one'],
    ['pt', 1.5, 'one'],
    ['pt', 2, 'other'],
  ] as const)('%s %d is %s', (lang, count, form) => {
    expect(pluralForm(lang, count)).toBe(form);
  });
});

describe('plural messages', () => {
  it.each([
    [1, '(1 opinión)'],
    [0, '(0 opiniones)'],
    [2, '(2 opiniones)'],
    [21, '(21 opiniones)'],
  ])('es: %d reads %s, never "(1 opiniones)"', (count, text) => {
    expect(interpolate(opinions, { count }, 'es')).toBe(text);
  });

  it('takes the number as the caller wrote it, and a number read from a query string', () => {
    expect(selectPlurals('{n, plural, one {# caja} other {# cajas}}', { n: '50' }, 'es')).toBe('50 cajas');
    expect(selectPlurals('{n, plural, one {# caja} other {# cajas}}', { n: '1' }, 'es')).toBe('1 caja');
  });

  it('prefers an exact form (=0) and fills placeholders inside a form', () => {
    const template = 'Hay {n, plural, =0 {ninguna en {city}} one {# en {city}} other {# en {city}}}.';
    expect(interpolate(template, { n: 0, city: 'Lima' }, 'es')).toBe('Hay ninguna en Lima.');
    expect(interpolate(template, { n: 3, city: 'Lima' }, 'es')).toBe('Hay 3 en Lima.');
  });

  it('keeps the text around several blocks', () => {
    const template = '{a, plural, one {# hora} other {# horas}} y {b, plural, one {# minuto} other {# minutos}}';
    expect(interpolate(template, { a: 1, b: 2 }, 'es')).toBe('1 hora y 2 minutos');
  });

  it.each([
    ['a plural without its number', '{n, plural, one {#} other {#}}', {}, 'es', 'Missing message parameter "n"'],
    ['a plural without the language', opinions, { count: 1 }, undefined, 'needs the page'],
    ['an unclosed block', '{n, plural, one {# x} other {# y}', { n: 1 }, 'es', 'Malformed plural'],
    ['an unclosed form', '{n, plural, one {# x other {# y}}', { n: 1 }, 'es', 'Malformed plural'],
    ['a form without a name', '{n, plural, {# x} other {# y}}', { n: 1 }, 'es', 'Malformed plural'],
    ['no "other" form', '{n, plural, one {# x}}', { n: 1 }, 'es', 'needs an "other" form'],
  ] as const)('refuses %s', (_, template, params, lang, error) => {
    expect(() => interpolate(template, params, lang)).toThrow(error);
  });

  it('names what a template asks for, inside and outside its plural blocks', () => {
    expect(placeholderNames('{a} {n, plural, one {# en {city}} other {# en {city}}} {b}').sort()).toEqual([
      'a',
      'b',
      'city',
      'n',
    ]);
    expect(() => placeholderNames('{n, plural, one {# x}')).toThrow('Malformed plural');
  });
});

describe('interpolation', () => {
  it('lets an abbreviation end the sentence: never "N.L.."', () => {
    expect(interpolate('Guardamos tu ubicación: {label}.', { label: 'Monterrey, N.L.' })).toBe(
      'Guardamos tu ubicación: Monterrey, N.L.',
    );
    expect(interpolate('Guardamos tu ubicación: {label}.', { label: 'Santiago' })).toBe(
      'Guardamos tu ubicación: Santiago.',
    );
  });

  it('fills every template alike once more templates came than it keeps cut', () => {
    // 3,000 distinct templates pass both memos' caps (2,048 and 1,024): the later ones are cut afresh
    const templates = Array.from(
      { length: 3000 },
      (_, i) => `${i}: {n, plural, one {# lata} other {# latas}} de {colour}`,
    );
    for (const template of templates) interpolate(template, { n: 1, colour: 'rojo' }, 'es');
    expect(interpolate(templates[0] as string, { n: 2, colour: 'azul' }, 'es')).toBe('0: 2 latas de azul');
    expect(interpolate(templates[2999] as string, { n: 1, colour: 'rojo' }, 'es')).toBe('2999: 1 lata de rojo');
    expect(interpolate('{a} y {b}', { a: 'x', b: 'y' })).toBe('x y y');
  });
});

describe('translator and plural pairs', () => {
  it('settles a .one/.other pair by the language rules, whichever form was asked for', () => {
    expect(translator('es')('listing.count.other', { count: 1 })).toBe('1 producto');
    expect(translator('es')('listing.count.one', { count: 0 })).toBe('0 productos');
    expect(translator('pt')('listing.count.other', { count: 0 })).toBe('0 produto');
    expect(translator('pt')('listing.count.other', { count: 2 })).toBe('2 produtos');
  });

  it('leaves a key that is not a pair, or a pair without a numeric count, as asked', () => {
    expect(translator('es')('error.code', { status: 404 })).toBe('Error 404');
    expect(translator('es')('listing.count.other', { count: '3' })).toBe('3 productos');
  });

  it('fills the plural messages a shopper reads in both languages', () => {
    expect(translator('es')('listing.card.rating', { rating: '4,5', count: 1 })).toBe('4,5 de 5 estrellas (1 opinión)');
    expect(translator('pt')('listing.card.rating', { rating: '4,5', count: 1 })).toBe(
      '4,5 de 5 estrelas (1 avaliação)',
    );
    expect(translator('es')('productPage.reviewsSummary', { average: '5,0', count: 1 })).toBe('5,0 de 5 · 1 opinión');
    expect(translator('es')('search.rating.atLeast', { stars: 1 })).toBe('1 estrella o más');
    expect(translator('pt')('search.rating.atLeast', { stars: 4 })).toBe('4 estrelas ou mais');
  });
});
