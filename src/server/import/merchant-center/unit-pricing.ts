import type { Read } from './values';

/**
 * unit_pricing_measure ("750 ml") and unit_pricing_base_measure ("100 ml") as the storefront's
 * per-measure price (README "Prices": the PUM line, "$ 1.332 x L"). The storefront shows a price
 * per one litre, kilogram, metre, cubic metre or unit, so the base's unit chooses which, and the
 * item's measure is counted in it; a measure in m² is the area line (M2) instead, never a PUM
 * (docs/prices-and-badges.md: no price per unit for m² units).
 */
interface Family {
  /** The storefront's unit code the price is per. */
  unit: string;
  /** How many of `unit` one of each Merchant Center unit is. */
  of: Record<string, number>;
}

const families: Family[] = [
  { unit: 'kg', of: { mg: 1e-6, g: 0.001, kg: 1, oz: 0.028349523125, lb: 0.45359237 } },
  {
    unit: 'L',
    of: { ml: 0.001, cl: 0.01, l: 1, floz: 0.0295735295625, pt: 0.473176473, qt: 0.946352946, gal: 3.785411784 },
  },
  { unit: 'm', of: { mm: 0.001, cm: 0.01, m: 1, in: 0.0254, ft: 0.3048, yd: 0.9144 } },
  { unit: 'm2', of: { sqm: 1, sqft: 0.09290304 } },
  { unit: 'm3', of: { cbm: 1 } },
  { unit: 'un', of: { ct: 1 } },
];

export interface UnitPricing {
  /** The storefront's unit ('L', 'kg', 'm', 'm2', 'm3', 'un'). */
  unit: string;
  /** How many of `unit` the item holds: the price is divided by it. */
  quantity: number;
}

function split(text: string): { amount: number; unit: string } | undefined {
  const match = /^(\d+(?:[.,]\d+)?)\s*([a-z]+)$/i.exec(text.trim());
  if (!match?.[1] || !match[2]) return undefined;
  return { amount: Number(match[1].replace(',', '.')), unit: match[2].toLowerCase() };
}

export function parseUnitPricing(measureText: string, baseText: string | undefined): Read<UnitPricing> {
  const measure = split(measureText);
  const family = measure && families.find((one) => one.of[measure.unit] !== undefined);
  if (!measure || !family || measure.amount <= 0)
    return { reason: `"${measureText}" is not a positive number and a unit (ml, l, g, kg, cm, m, sqm, ct…)` };
  if (baseText) {
    const base = split(baseText);
    if (!base || family.of[base.unit] === undefined)
      return { reason: `"${baseText}" is not a measure of the same kind as "${measureText}"` };
  }
  return { value: { unit: family.unit, quantity: measure.amount * (family.of[measure.unit] ?? 1) } };
}
