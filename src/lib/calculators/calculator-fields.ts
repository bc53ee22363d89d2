import type { MessageKey, MessageParams } from '../messages';
import { type NumberSeparators, parseWholeNumber } from '../numbers/parse-decimal';
import { readCalculatorNumber } from '../validation/calculator-input';
import type { FieldError } from '../validation/issues';

/**
 * The calculator form's fields read into a query for the rules, or the message for each refused
 * field at its path ("area", "walls.1.height", "coats"). Plain code, no zod: the calculator
 * islands run it in the browser as the shopper types (see ../validation/calculator-input.ts).
 */

/** Ceilings of what a shopper may type: a large warehouse floor, a tall facade. */
export const calculatorLimits = {
  /** metres: a length, width or height */
  lengthM: 1000,
  /** m² */
  areaM2: 100_000,
  doors: 100,
  windows: 100,
  coats: { min: 1, max: 10, default: 2 },
  /** Walls of one paint job, typed one by one. */
  walls: 12,
} as const;

/** Whole metres or m², read from the form; a typed area is one wall of that many m² and 1 m high. */
export interface Wall {
  width: number;
  height: number;
}
export type FloorQuery = { kind: 'floor'; area: number } | { kind: 'floor'; length: number; width: number };
export interface PaintQuery {
  kind: 'paint';
  walls: Wall[];
  doors: number;
  windows: number;
  coats: number;
}
export type CalculatorQuery = FloorQuery | PaintQuery;

type Reading<T> = { ok: true; value: T } | { ok: false; key: MessageKey; params: MessageParams };
type Read<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** A measure in the tenant's way of writing numbers ("2,4" or "2.4"), positive, up to `max`. */
export function readMeasure(typed: string | undefined, max: number, separators: NumberSeparators): Reading<number> {
  const read = readCalculatorNumber(typed, separators);
  if (!read.ok) return { ok: false, key: read.key, params: read.params };
  return read.value <= max ? read : { ok: false, key: 'projects.calculator.tooLarge', params: { max } };
}

/** A count (doors, coats): a whole number between min and max, one message naming both bounds. */
function readCount(typed: string, min: number, max: number, separators: NumberSeparators): Reading<number> {
  const read = parseWholeNumber(typed, separators);
  const value = read.ok ? read.value : Number.NaN;
  return value >= min && value <= max
    ? { ok: true, value }
    : { ok: false, key: 'projects.calculator.whole', params: { min, max } };
}

/**
 * Reads optional fields, keeping each refusal at its field: an empty field is a field left out
 * (the area, or the pair of sides, is the shopper's choice) and reads as undefined.
 */
function fieldReader(separators: NumberSeparators) {
  const errors: FieldError[] = [];
  const optional = (field: string, typed: string | undefined, read: (text: string) => Reading<number>) => {
    if (typed === undefined || typed.trim() === '') return undefined;
    const found = read(typed);
    if (found.ok) return found.value;
    errors.push({ field, key: found.key, params: found.params });
    return undefined;
  };
  const measure = (field: string, typed: string | undefined, max: number) =>
    optional(field, typed, (text) => readMeasure(text, max, separators));
  const count = (field: string, typed: string | undefined, min: number, max: number) =>
    optional(field, typed, (text) => readCount(text, min, max, separators));
  return { errors, measure, count };
}

const refused = (field: string, key: MessageKey): FieldError => ({ field, key, params: {} });

/** Each side left empty is asked for where it is, once every typed field reads as a number. */
function missingSides(sides: Record<string, number | undefined>, path: string): FieldError[] {
  return Object.entries(sides)
    .filter(([, value]) => value === undefined)
    .map(([side]) => refused(`${path}${side}`, 'validation.calculator.required'));
}

type Typed = Partial<Record<'area' | 'length' | 'width' | 'doors' | 'windows' | 'coats', string>>;

/** The floor: its area, or the room's length and width. */
export function readFloor(typed: Typed, separators: NumberSeparators): Read<FloorQuery> {
  const { errors, measure } = fieldReader(separators);
  const area = measure('area', typed.area, calculatorLimits.areaM2);
  const length = measure('length', typed.length, calculatorLimits.lengthM);
  const width = measure('width', typed.width, calculatorLimits.lengthM);
  if (errors.length > 0) return { ok: false, errors };
  if (area !== undefined) return { ok: true, value: { kind: 'floor', area } };
  if (length === undefined && width === undefined) {
    return { ok: false, errors: [refused('area', 'projects.calculator.areaOrSides')] };
  }
  if (length === undefined || width === undefined) return { ok: false, errors: missingSides({ length, width }, '') };
  return { ok: true, value: { kind: 'floor', length, width } };
}

/** The walls to paint: their area, or wall by wall (a wall left wholly empty is no wall), less doors and windows. */
export function readPaint(
  typed: Typed,
  typedWalls: readonly { width: string; height: string }[],
  separators: NumberSeparators,
): Read<PaintQuery> {
  const { errors, measure, count } = fieldReader(separators);
  const area = measure('area', typed.area, calculatorLimits.areaM2);
  const walls = typedWalls.map((wall, index) => ({
    width: measure(`walls.${index}.width`, wall.width, calculatorLimits.lengthM),
    height: measure(`walls.${index}.height`, wall.height, calculatorLimits.lengthM),
  }));
  const doors = count('doors', typed.doors, 0, calculatorLimits.doors);
  const windows = count('windows', typed.windows, 0, calculatorLimits.windows);
  const { min, max, default: usual } = calculatorLimits.coats;
  const coats = count('coats', typed.coats, min, max);
  if (errors.length > 0) return { ok: false, errors };
  const openings = { doors: doors ?? 0, windows: windows ?? 0, coats: coats ?? usual };
  // A typed area is one wall of that many m² and 1 m high: the rules work on walls.
  if (area !== undefined)
    return { ok: true, value: { kind: 'paint', walls: [{ width: area, height: 1 }], ...openings } };
  const given = walls.flatMap((wall, index) =>
    wall.width !== undefined || wall.height !== undefined ? [{ wall, index }] : [],
  );
  if (given.length === 0) return { ok: false, errors: [refused('area', 'projects.calculator.areaOrSides')] };
  const missing = given.flatMap(({ wall, index }) => missingSides(wall, `walls.${index}.`));
  if (missing.length > 0) return { ok: false, errors: missing };
  const complete = given.map(({ wall }) => ({ width: wall.width ?? 0, height: wall.height ?? 0 }));
  return { ok: true, value: { kind: 'paint', walls: complete, ...openings } };
}
