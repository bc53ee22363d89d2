import { z } from 'astro/zod';
import { dividedByQuantity } from './percent';
import { isSquareMetreUnit } from './price-entry';

/** How much of a measure one item holds: a 3.6 L can, a 25 kg sack, a 2.4 m board. */
export const measureSchema = z.strictObject({
  quantity: z.number().positive().finite(),
  /** The unit symbol shown after the price: 'L', 'kg', 'm'. */
  unit: z.string().trim().min(1),
});
export type Measure = z.infer<typeof measureSchema>;

export type UnitPrice = { status: 'priced'; amountMinor: number; unit: string } | { status: 'squareMetre' };

/**
 * PUM, "precio por unidad de medida": the item price divided by its quantity of the measure,
 * rounded half up to a whole minor unit. docs/prices-and-badges.md: never for m² units, which have the M2 line.
 */
export function unitPrice(priceMinor: number, measure: Measure): UnitPrice {
  if (isSquareMetreUnit(measure.unit)) return { status: 'squareMetre' };
  return { status: 'priced', amountMinor: dividedByQuantity(priceMinor, measure.quantity), unit: measure.unit };
}
