import type { NumberSeparators } from '../numbers/parse-decimal';
import type { FieldError } from '../validation/issues';
import { type CalculatorQuery, calculatorLimits, readFloor, readMeasure, readPaint } from './calculator-fields';

export type { CalculatorQuery, FloorQuery, PaintQuery, Wall } from './calculator-fields';
export { calculatorLimits };

/**
 * The product page's calculator form, read back from the query string (the form is a GET to
 * the product URL, so it works without JavaScript and the result can be linked to). `calc`
 * says the form was sent; without it nothing is calculated. Measures are read in the tenant's
 * way of writing numbers ("2,4" on es and pt tenants, "2.4" on mx), counts as whole numbers, and everything has a ceiling so that a typo
 * ("25000" for "2.5") gets a message instead of a result nobody should buy.
 */

export const calculatorKinds = ['paint', 'floor'] as const;
export type CalculatorKind = (typeof calculatorKinds)[number];

/** The query names of the form's fields. */
export const calculatorFields = ['calc', 'area', 'length', 'width', 'height', 'doors', 'windows', 'coats'] as const;
export type CalculatorField = (typeof calculatorFields)[number];

/** What the shopper typed, field by field, to show back in the form. */
export type TypedValues = Partial<Record<CalculatorField, string>>;

/** A paint wall as typed. */
export interface TypedWall {
  width: string;
  height: string;
}

export type CalculatorQueryResult =
  | { sent: false; typed: TypedValues; walls: TypedWall[] }
  | { sent: true; typed: TypedValues; walls: TypedWall[]; ok: true; query: CalculatorQuery }
  | { sent: true; typed: TypedValues; walls: TypedWall[]; ok: false; errors: FieldError[] };

/** Longest text kept from a field: enough for any number, not for a pasted page. */
const maxTyped = 20;

export function typedValues(search: URLSearchParams): TypedValues {
  const typed: TypedValues = {};
  for (const field of calculatorFields) {
    const value = search.get(field);
    if (value !== null) typed[field] = value.slice(0, maxTyped);
  }
  return typed;
}

/** The paint form's walls: its `width` and `height` fields, repeated once a wall; at least one. */
export function typedWalls(search: URLSearchParams): TypedWall[] {
  const widths = search.getAll('width');
  const heights = search.getAll('height');
  const count = Math.min(calculatorLimits.walls, Math.max(1, widths.length, heights.length));
  return Array.from({ length: count }, (_, index) => ({
    width: (widths[index] ?? '').slice(0, maxTyped),
    height: (heights[index] ?? '').slice(0, maxTyped),
  }));
}

/**
 * The paint form's wall buttons without JavaScript (`wall=add`, `wall=remove.<n>`): the form as
 * edited, to draw again before calculating (so no refusal shows for the wall just added), or
 * null when no wall button sent it.
 */
export function editWalls(search: URLSearchParams): URLSearchParams | null {
  const edit = search.get('wall');
  if (edit === null) return null;
  const removed = /^remove\.(\d{1,2})$/.exec(edit);
  let walls = typedWalls(search);
  if (removed) walls = walls.filter((_, index) => index !== Number(removed[1]));
  if (edit === 'add' && walls.length < calculatorLimits.walls) walls.push({ width: '', height: '' });
  if (walls.length === 0) walls.push({ width: '', height: '' });
  const edited = new URLSearchParams(search);
  for (const name of ['wall', 'calc', 'width', 'height']) edited.delete(name);
  for (const wall of walls) {
    edited.append('width', wall.width);
    edited.append('height', wall.height);
  }
  return edited;
}

/** The calculator of a product of `kind`, as the query string of its page asks it. */
export function readCalculatorQuery(
  kind: CalculatorKind,
  search: URLSearchParams,
  separators: NumberSeparators,
): CalculatorQueryResult {
  const typed = typedValues(search);
  const walls = typedWalls(search);
  if (typed.calc !== kind) return { sent: false, typed, walls };
  const read = kind === 'floor' ? readFloor(typed, separators) : readPaint(typed, walls, separators);
  return read.ok
    ? { sent: true, typed, walls, ok: true, query: read.value }
    : { sent: true, typed, walls, ok: false, errors: read.errors };
}

export type ProjectAreaResult =
  | { sent: false; typed: TypedValues }
  | { sent: true; typed: TypedValues; ok: true; areaM2: number }
  | { sent: true; typed: TypedValues; ok: false; errors: FieldError[] };

/** The project builder's own area form (`calc=project`), on pages of products without a calculator. */
export function readProjectArea(search: URLSearchParams, separators: NumberSeparators): ProjectAreaResult {
  const typed = typedValues(search);
  if (typed.calc !== 'project') return { sent: false, typed };
  const area = readMeasure(typed.area, calculatorLimits.areaM2, separators);
  return area.ok
    ? { sent: true, typed, ok: true, areaM2: area.value }
    : { sent: true, typed, ok: false, errors: [{ field: 'area', key: area.key, params: area.params }] };
}
