import { z } from 'astro/zod';
import { parseUnitCode, unitIds } from './units';

// Apart from ./units.ts, which the calculator islands run in the browser without zod.

export const unitIdSchema = z.enum(unitIds);

/** For a zod schema of a catalogue response: any string becomes a unit, never a parse failure. */
export const unitCodeSchema = z
  .string()
  .optional()
  .transform((code) => parseUnitCode(code).unit);
