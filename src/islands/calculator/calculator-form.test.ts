import { describe, expect, it } from 'vitest';
import { calculatorLimits } from '../../lib/calculators/calculator-query';
import type { CalculatorProduct } from '../../lib/calculators/product-estimate';
import { translator } from '../../lib/messages';
import {
  islandAnswer,
  searchOf,
  shownErrors,
  typedBeforeHydration,
  withoutWall,
  withWallAdded,
  withWallSide,
} from './calculator-form';

const wall = (width: string, height: string) => ({ width, height });

describe('the query the island reads, as the GET form would send it', () => {
  it.each([
    [
      'paint: the walls in order, each width with its height',
      'paint' as const,
      { area: '', coats: '2' },
      [wall('4', '2.5'), wall('3', '2.4')],
      'calc=paint&area=&coats=2&width=4&height=2.5&width=3&height=2.4',
    ],
    [
      'floor: the room’s one width, no walls',
      'floor' as const,
      { length: '4', width: '2.5', height: '9' },
      [wall('7', '7')],
      'calc=floor&length=4&width=2.5',
    ],
    [
      'the kind of the island, whatever was typed as calc',
      'floor' as const,
      { calc: 'paint', area: '10' },
      [],
      'calc=floor&area=10',
    ],
  ])('%s', (_, kind, values, walls, query) => {
    expect(searchOf(kind, values, walls).toString()).toBe(query);
  });
});

describe('what the shopper typed before the island woke up', () => {
  const rendered = { typed: { calc: 'paint', area: '', coats: '2' }, walls: [wall('4', '2.5')] };

  it('is nothing when the form still holds what the server rendered, in any order', () => {
    const inForm = new URLSearchParams('width=4&height=2.5&coats=2&area=&calc=paint');
    expect(typedBeforeHydration('paint', inForm, rendered)).toBeNull();
  });

  it('is the shopper’s, fields and walls, once a key beat the island', () => {
    const inForm = new URLSearchParams('calc=paint&area=&width=4&height=2.5&width=5&height=&coats=3');
    expect(typedBeforeHydration('paint', inForm, rendered)).toEqual({
      values: { calc: 'paint', area: '', width: '4', height: '2.5', coats: '3' },
      walls: [wall('4', '2.5'), wall('5', '')],
    });
  });
});

const floor: CalculatorProduct = { kind: 'floor', m2PerBox: 1.1 };
const clp = { currency: { symbol: '$', minorDigits: 0 }, separator: { decimal: ',', thousand: '.', precision: 0 } };
const server = {
  product: floor,
  unitPrice: 12_990,
  format: clp,
  errors: { area: 'Ingresa un valor.' },
  result: null,
};

describe('the answer on screen', () => {
  it('is the server’s until the shopper changes something', () => {
    const answer = islandAnswer(server, { changed: false, values: { area: '10' }, walls: [] }, translator('es'));
    expect(answer).toEqual({ errors: { area: 'Ingresa un valor.' }, result: null, estimate: null });
  });

  it('is the rules’ once the shopper typed: boxes and their price', () => {
    const answer = islandAnswer(server, { changed: true, values: { area: '10' }, walls: [] }, translator('es'));
    expect(answer.errors).toEqual({});
    expect(answer.result).toMatchObject({
      quantity: 10,
      quantityText: '10 cajas',
      price: { total: '$ 129.900', unit: '$ 12.990' },
    });
  });
});

describe('the refusals shown', () => {
  const errors = { area: 'Ingresa un valor.', coats: 'Ingresa un número entero entre 1 y 10.', product: 'Sin datos' };
  it.each([
    ['all the server rendered, before any change', { changed: false, submitted: false, touched: [] }, errors],
    [
      'while typing, only what the product lacks',
      { changed: true, submitted: false, touched: [] },
      { product: 'Sin datos' },
    ],
    [
      'a field’s once the shopper left it',
      { changed: true, submitted: false, touched: ['coats'] },
      { coats: 'Ingresa un número entero entre 1 y 10.', product: 'Sin datos' },
    ],
    ['every one once "Calcular" is pressed', { changed: true, submitted: true, touched: [] }, errors],
  ])('%s', (_, seen, shown) => {
    expect(shownErrors(errors, { ...seen, touched: new Set(seen.touched) })).toEqual(shown);
  });
});

describe('the paint form’s walls', () => {
  it('gains an empty wall', () => {
    expect(withWallAdded([wall('4', '2.5')])).toEqual([wall('4', '2.5'), wall('', '')]);
  });

  it(`stops at ${calculatorLimits.walls} walls`, () => {
    const full = Array.from({ length: calculatorLimits.walls }, () => wall('1', '1'));
    expect(withWallAdded(full)).toBe(full);
  });

  it('loses the wall removed, the others keep their order', () => {
    expect(withoutWall([wall('1', '1'), wall('2', '2'), wall('3', '3')], 1)).toEqual([wall('1', '1'), wall('3', '3')]);
  });

  it('keeps its last wall', () => {
    const one = [wall('4', '2.5')];
    expect(withoutWall(one, 0)).toBe(one);
  });

  it('takes one side of one wall as typed', () => {
    expect(withWallSide([wall('1', '1'), wall('2', '2')], 1, 'height', '2.7')).toEqual([
      wall('1', '1'),
      wall('2', '2.7'),
    ]);
  });
});
