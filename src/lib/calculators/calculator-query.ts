import { z } from 'astro/zod';
import type { MessageKey } from '../messages';
import { calculatorNumberSchema } from '../validation/calculator-input';
import { type FieldError, toFieldErrors } from '../validation/issues';

/**
 * The product page's calculator form, read back from the query string (the form is a GET to
 * the product URL, so it works without JavaScript and the result can be linked to). `calc`
 * says the form was sent; without it nothing is calculated. Measures are read as spec §5 says
 * (digits and dots), counts as whole numbers, and everything has a ceiling so that a typo
 * ("25000" for "2.5") gets a message instead of a result nobody should buy.
 */

export const calculatorKinds = ['paint', 'floor'] as const;
export type CalculatorKind = (typeof calculatorKinds)[number];

/** Ceilings of what a shopper may type: a large warehouse floor, a tall facade. */
export const calculatorLimits = {
  /** metres: a length, width or height */
  lengthM: 1000,
  /** m² */
  areaM2: 100_000,
  doors: 100,
  windows: 100,
  coats: { min: 1, max: 10, default: 2 },
} as const;

/** The query names of the form's fields. */
export const calculatorFields = ['calc', 'area', 'length', 'width', 'height', 'doors', 'windows', 'coats'] as const;
export type CalculatorField = (typeof calculatorFields)[number];

const tooLarge: MessageKey = 'projects.calculator.tooLarge';
const whole: MessageKey = 'projects.calculator.whole';

const measure = (max: number) => calculatorNumberSchema.pipe(z.number().max(max, { error: tooLarge }));

/** A count (doors, coats): whole digits between min and max, one message naming both bounds. */
const count = (min: number, max: number) =>
  z
    .string()
    .trim()
    .transform((text, ctx) => {
      const value = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
      if (value >= min && value <= max) return value;
      ctx.issues.push({ code: 'custom', message: whole, input: text, params: { min, max } });
      return z.NEVER;
    });

/** An empty field is a field left out: the area, or the pair of lengths, is the shopper's choice. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());

/** A surface: its area, or its two sides. Fields the shopper left empty are asked for where they were. */
function surface(sides: readonly ['length' | 'width', 'width' | 'height']) {
  const [first, second] = sides;
  return z
    .object({
      area: optional(measure(calculatorLimits.areaM2)),
      [first]: optional(measure(calculatorLimits.lengthM)),
      [second]: optional(measure(calculatorLimits.lengthM)),
    })
    .check((ctx) => {
      const value = ctx.value as Record<string, number | undefined>;
      if (value.area !== undefined) return;
      if (value[first] === undefined && value[second] === undefined) {
        ctx.issues.push({ code: 'custom', message: 'projects.calculator.areaOrSides', input: value, path: ['area'] });
        return;
      }
      for (const side of sides) {
        if (value[side] === undefined) {
          ctx.issues.push({ code: 'custom', message: 'validation.calculator.required', input: value, path: [side] });
        }
      }
    });
}

const floorSchema = surface(['length', 'width']).transform((value) => {
  const sides = value as { area?: number; length?: number; width?: number };
  return sides.area !== undefined
    ? { kind: 'floor' as const, area: sides.area }
    : { kind: 'floor' as const, length: sides.length ?? 0, width: sides.width ?? 0 };
});

const paintSchema = z
  .object({
    surface: surface(['width', 'height']),
    doors: optional(count(0, calculatorLimits.doors)),
    windows: optional(count(0, calculatorLimits.windows)),
    coats: optional(count(calculatorLimits.coats.min, calculatorLimits.coats.max)),
  })
  .transform(({ surface: sides, doors, windows, coats }) => {
    const wall = sides as { area?: number; width?: number; height?: number };
    return {
      kind: 'paint' as const,
      // A typed area is one wall of that many m² and 1 m high: the rules work on walls.
      walls: [
        wall.area !== undefined
          ? { width: wall.area, height: 1 }
          : { width: wall.width ?? 0, height: wall.height ?? 0 },
      ],
      doors: doors ?? 0,
      windows: windows ?? 0,
      coats: coats ?? calculatorLimits.coats.default,
    };
  });

export type FloorQuery = z.output<typeof floorSchema>;
export type PaintQuery = z.output<typeof paintSchema>;
export type CalculatorQuery = FloorQuery | PaintQuery;

/** What the shopper typed, field by field, to show back in the form. */
export type TypedValues = Partial<Record<CalculatorField, string>>;

export type CalculatorQueryResult =
  | { sent: false; typed: TypedValues }
  | { sent: true; typed: TypedValues; ok: true; query: CalculatorQuery }
  | { sent: true; typed: TypedValues; ok: false; errors: FieldError[] };

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

/** The calculator of a product of `kind`, as the query string of its page asks it. */
export function readCalculatorQuery(kind: CalculatorKind, search: URLSearchParams): CalculatorQueryResult {
  const typed = typedValues(search);
  if (typed.calc !== kind) return { sent: false, typed };
  const parsed =
    kind === 'floor'
      ? floorSchema.safeParse(typed)
      : paintSchema.safeParse({ surface: typed, doors: typed.doors, windows: typed.windows, coats: typed.coats });
  if (parsed.success) return { sent: true, typed, ok: true, query: parsed.data };
  // The paint surface's fields are the form's own: "surface.width" is the "width" field.
  const errors = toFieldErrors(parsed.error).map((error) => ({
    ...error,
    field: error.field.replace(/^surface\./, ''),
  }));
  return { sent: true, typed, ok: false, errors };
}

export type ProjectAreaResult =
  | { sent: false; typed: TypedValues }
  | { sent: true; typed: TypedValues; ok: true; areaM2: number }
  | { sent: true; typed: TypedValues; ok: false; errors: FieldError[] };

/** The project builder's own area form (`calc=project`), on pages of products without a calculator. */
export function readProjectArea(search: URLSearchParams): ProjectAreaResult {
  const typed = typedValues(search);
  if (typed.calc !== 'project') return { sent: false, typed };
  const parsed = z.object({ area: measure(calculatorLimits.areaM2) }).safeParse(typed);
  return parsed.success
    ? { sent: true, typed, ok: true, areaM2: parsed.data.area }
    : { sent: true, typed, ok: false, errors: toFieldErrors(parsed.error) };
}
