import { describe, expect, it } from 'vitest';
import { type CalculatorKind, readCalculatorQuery, readProjectArea, typedValues } from './calculator-query';

const read = (kind: CalculatorKind, query: string) => readCalculatorQuery(kind, new URLSearchParams(query));
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
  ])('paint: reads %s', (_, query, expected) => {
    expect(queryOf('paint', query)).toEqual(expected);
  });

  it.each<[CalculatorKind, string, string[]]>([
    ['floor', 'calc=floor', ['area projects.calculator.areaOrSides {}']],
    ['floor', 'calc=floor&area=-4', ['area validation.calculator.digitsAndDots {}']],
    ['floor', 'calc=floor&area=0', ['area validation.calculator.positive {}']],
    ['floor', 'calc=floor&area=abc', ['area validation.calculator.digitsAndDots {}']],
    ['floor', 'calc=floor&area=1000000', ['area projects.calculator.tooLarge {"max":100000}']],
    ['floor', 'calc=floor&length=4', ['width validation.calculator.required {}']],
    ['floor', 'calc=floor&width=4&length=2000', ['length projects.calculator.tooLarge {"max":1000}']],
    ['paint', 'calc=paint', ['area projects.calculator.areaOrSides {}']],
    ['paint', 'calc=paint&width=10', ['height validation.calculator.required {}']],
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

  it('keeps what was typed, cut short, to show it back', () => {
    expect(typedValues(new URLSearchParams(`calc=floor&area=${'9'.repeat(40)}&other=1`))).toEqual({
      calc: 'floor',
      area: '9'.repeat(20),
    });
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
    expect(readProjectArea(new URLSearchParams(query))).toMatchObject(expected as object);
  });
});
