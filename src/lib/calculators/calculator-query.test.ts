import { describe, expect, it } from 'vitest';
import {
  type CalculatorKind,
  calculatorLimits,
  editWalls,
  readCalculatorQuery,
  readProjectArea,
  typedValues,
  typedWalls,
} from './calculator-query';

// mx's way of writing numbers ("12.5"); the tenant's separators are ../numbers/parse-decimal.test.ts's
const dot = { decimal: '.', thousand: ',' };
const read = (kind: CalculatorKind, query: string) => readCalculatorQuery(kind, new URLSearchParams(query), dot);
const errorsOf = (kind: CalculatorKind, query: string) => {
  const result = read(kind, query);
  if (!result.sent || result.ok) throw new Error(`expected errors, got ${JSON.stringify(result)}`);
  return result.errors.map((error) => `${error.field} ${error.key} ${JSON.stringify(error.params)}`);
};
const queryOf = (kind: CalculatorKind, query: string) => {
  const result = read(kind, query);
  if (!result.sent || !result.ok) throw new Error(`expected a query, got ${JSON.stringify(result)}`);
  return result.query;
};

describe('readCalculatorQuery', () => {
  it.each<[CalculatorKind, string]>([
    ['floor', ''],
    ['floor', 'area=12'],
    ['paint', 'calc=floor&area=12'],
  ])('%s calculator with %j was not sent', (kind, query) => {
    expect(read(kind, query).sent).toBe(false);
  });

  it.each<[string, string, unknown]>([
    ['an area', 'calc=floor&area=12.5', { kind: 'floor', area: 12.5 }],
    ['the sides of a room', 'calc=floor&length=4&width=2.5', { kind: 'floor', length: 4, width: 2.5 }],
    ['an area before the sides', 'calc=floor&area=9&length=&width=', { kind: 'floor', area: 9 }],
  ])('floor: reads %s', (_, query, expected) => {
    expect(queryOf('floor', query)).toEqual(expected);
  });

  it.each<[string, string, unknown]>([
    [
      'a wall area, two coats by default',
      'calc=paint&area=30',
      { kind: 'paint', walls: [{ width: 30, height: 1 }], doors: 0, windows: 0, coats: 2 },
    ],
    [
      'walls, doors, windows and coats',
      'calc=paint&width=14&height=2.4&doors=1&windows=2&coats=3',
      { kind: 'paint', walls: [{ width: 14, height: 2.4 }], doors: 1, windows: 2, coats: 3 },
    ],
    [
      'wall by wall, passing over an empty one',
      'calc=paint&width=4&height=2.4&width=&height=&width=3.5&height=2.4',
      {
        kind: 'paint',
        walls: [
          { width: 4, height: 2.4 },
          { width: 3.5, height: 2.4 },
        ],
        doors: 0,
        windows: 0,
        coats: 2,
      },
    ],
  ])('paint: reads %s', (_, query, expected) => {
    expect(queryOf('paint', query)).toEqual(expected);
  });

  it.each<[CalculatorKind, string, string[]]>([
    ['floor', 'calc=floor', ['area projects.calculator.areaOrSides {}']],
    ['floor', 'calc=floor&area=-4', ['area validation.calculator.number {"example":"2.4"}']],
    ['floor', 'calc=floor&area=0', ['area validation.calculator.positive {}']],
    ['floor', 'calc=floor&area=abc', ['area validation.calculator.number {"example":"2.4"}']],
    ['floor', 'calc=floor&area=1000000', ['area projects.calculator.tooLarge {"max":100000}']],
    ['floor', 'calc=floor&length=4', ['width validation.calculator.required {}']],
    ['floor', 'calc=floor&width=4&length=2000', ['length projects.calculator.tooLarge {"max":1000}']],
    ['paint', 'calc=paint', ['area projects.calculator.areaOrSides {}']],
    ['paint', 'calc=paint&width=10', ['walls.0.height validation.calculator.required {}']],
    ['paint', 'calc=paint&width=&height=&width=', ['area projects.calculator.areaOrSides {}']],
    [
      'paint',
      'calc=paint&width=4&height=2&width=&height=3&width=x&height=1',
      // a missing side is asked for once the typed ones read as numbers
      ['walls.2.width validation.calculator.number {"example":"2.4"}'],
    ],
    ['paint', 'calc=paint&width=4&height=2&width=&height=3', ['walls.1.width validation.calculator.required {}']],
    [
      'paint',
      'calc=paint&area=20&doors=1.5&windows=-1&coats=0',
      [
        'doors projects.calculator.whole {"min":0,"max":100}',
        'windows projects.calculator.whole {"min":0,"max":100}',
        'coats projects.calculator.whole {"min":1,"max":10}',
      ],
    ],
    ['paint', 'calc=paint&area=20&coats=11', ['coats projects.calculator.whole {"min":1,"max":10}']],
  ])('%s: %j is refused', (kind, query, errors) => {
    expect(errorsOf(kind, query)).toEqual(errors);
  });

  it('keeps the walls as typed, at least one and at most the limit', () => {
    expect(typedWalls(new URLSearchParams(''))).toEqual([{ width: '', height: '' }]);
    expect(typedWalls(new URLSearchParams('width=4&width=3&height=2'))).toEqual([
      { width: '4', height: '2' },
      { width: '3', height: '' },
    ]);
    expect(typedWalls(new URLSearchParams('width=1&'.repeat(30)))).toHaveLength(calculatorLimits.walls);
  });

  it('keeps what was typed, cut short, to show it back', () => {
    expect(typedValues(new URLSearchParams(`calc=floor&area=${'9'.repeat(40)}&other=1`))).toEqual({
      calc: 'floor',
      area: '9'.repeat(20),
    });
  });
});

describe('editWalls', () => {
  const edit = (query: string) => editWalls(new URLSearchParams(query))?.toString() ?? null;

  it.each<[string, string, string | null]>([
    ['no wall button', 'calc=paint&width=4&height=2', null],
    [
      'adds an empty wall, not yet calculated',
      'calc=paint&wall=add&width=4&height=2&coats=2',
      'coats=2&width=4&height=2&width=&height=',
    ],
    ['removes the wall asked for', 'calc=paint&wall=remove.0&width=4&height=2&width=3&height=2', 'width=3&height=2'],
    ['keeps one wall, empty, after removing the last', 'wall=remove.0&width=4&height=2', 'width=&height='],
    [
      'adds none past the limit',
      `wall=add&${'width=1&height=1&'.repeat(12)}`,
      'width=1&height=1&'.repeat(12).slice(0, -1),
    ],
  ])('%s', (_, query, expected) => {
    expect(edit(query)).toBe(expected);
  });
});

describe('readProjectArea', () => {
  it.each<[string, unknown]>([
    ['area=20', { sent: false }],
    ['calc=project&area=20', { sent: true, ok: true, areaM2: 20 }],
    [
      'calc=project&area=0',
      { sent: true, ok: false, errors: [{ field: 'area', key: 'validation.calculator.positive', params: {} }] },
    ],
    [
      'calc=project',
      { sent: true, ok: false, errors: [{ field: 'area', key: 'validation.calculator.required', params: {} }] },
    ],
  ])('%s', (query, expected) => {
    expect(readProjectArea(new URLSearchParams(query), dot)).toMatchObject(expected as object);
  });
});
