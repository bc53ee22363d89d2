import { countMessage, type Message } from '../messages/message';
import { chooseCans } from './cans';
import { formatQuantity, type QuantitySeparators } from './format';
import { type CalculatorIssue, type CalculatorResult, ceilDiv, issue, positiveUnits, wholeCount } from './result';

/**
 * Paint calculator (glossary; docs/tools.md): the walls' area minus doors and windows at a
 * standard size, times the coats, divided by the paint's yield, gives litres; then the cans.
 * Lengths are worked in whole centimetres, yield in hundredths of m² per litre and volumes
 * in millilitres, so that no float rounding can change a result.
 */

/** docs/tools.md gives doors and windows "a standard size" without values: a common interior door and window. */
export const standardOpenings = {
  /** 0.9 × 2.1 m = 1.89 m² */
  door: { width: 0.9, height: 2.1 },
  /** 1.2 × 1.0 m = 1.2 m² */
  window: { width: 1.2, height: 1.0 },
} as const;

/** Sizes paint is sold in across the Spanish-speaking sites (US gallon), in litres. */
export const gallonLitres = 3.785;
export const quarterGallonLitres = 0.946;
export const defaultCanSizesLitres = [gallonLitres, quarterGallonLitres] as const;

/** Litres are rounded up to tenths, the precision a shopper reads. */
const litreTenths = 10;
/** Can combinations leaving up to 0.1 L more than the least-waste one count as equal, and fewer cans win. */
const canToleranceMl = 100;

export interface Wall {
  /** metres */
  width: number;
  /** metres */
  height: number;
}

export interface PaintInput {
  walls: readonly Wall[];
  doors: number;
  windows: number;
  coats: number;
  /** m² one litre covers in one coat, from the product. */
  yieldM2PerLitre: number;
  /** The sizes the product is sold in, in litres. */
  canSizesLitres: readonly number[];
}

export interface PaintEstimate {
  wallAreaM2: number;
  openingsAreaM2: number;
  paintableAreaM2: number;
  litres: number;
  /** Largest size first. */
  cans: ReadonlyArray<{ litres: number; count: number }>;
  litresBought: number;
  leftoverLitres: number;
}

const cm2PerM2 = 10_000;
const openingCm2 = (opening: Wall) => Math.round(opening.width * 100) * Math.round(opening.height * 100);

export function estimatePaint(input: PaintInput): CalculatorResult<PaintEstimate> {
  const issues: CalculatorIssue[] = [];
  if (input.walls.length === 0) issues.push(issue('no-walls', 'walls'));
  const wallCm2 = input.walls.reduce(
    (sum, wall, i) =>
      sum +
      positiveUnits(wall.width, 100, `walls.${i}.width`, issues) *
        positiveUnits(wall.height, 100, `walls.${i}.height`, issues),
    0,
  );
  const doors = wholeCount(input.doors, 0, 'doors', issues);
  const windows = wholeCount(input.windows, 0, 'windows', issues);
  const coats = wholeCount(input.coats, 1, 'coats', issues);
  const yieldHundredths = positiveUnits(input.yieldM2PerLitre, 100, 'yieldM2PerLitre', issues, 'no-product-data');
  const sizesMl = input.canSizesLitres.map((size, i) =>
    positiveUnits(size, 1000, `canSizesLitres.${i}`, issues, 'no-product-data'),
  );
  if (sizesMl.length === 0) issues.push(issue('no-product-data', 'canSizesLitres'));
  if (issues.length > 0) return { ok: false, issues };

  const openingsCm2 = doors * openingCm2(standardOpenings.door) + windows * openingCm2(standardOpenings.window);
  // spec: never a negative area; openings as large as the walls leave nothing to paint.
  if (openingsCm2 >= wallCm2) return { ok: false, issues: [issue('openings-cover-walls', 'openings')] };
  const coatedCm2 = (wallCm2 - openingsCm2) * coats;
  if (!Number.isSafeInteger(wallCm2) || !Number.isSafeInteger(coatedCm2 * litreTenths)) {
    return { ok: false, issues: [issue('too-large', 'walls')] };
  }
  // litres = cm² / (hundredths of m² per litre × 100 cm²), counted in tenths and rounded up.
  const neededMl = ceilDiv(coatedCm2 * litreTenths, yieldHundredths * 100) * (1000 / litreTenths);

  const cans = chooseCans(neededMl, sizesMl, canToleranceMl);
  const boughtMl = cans.reduce((sum, can) => sum + can.size * can.count, 0);
  return {
    ok: true,
    value: {
      wallAreaM2: wallCm2 / cm2PerM2,
      openingsAreaM2: openingsCm2 / cm2PerM2,
      paintableAreaM2: (wallCm2 - openingsCm2) / cm2PerM2,
      litres: neededMl / 1000,
      cans: cans.map((can) => ({ litres: can.size / 1000, count: can.count })),
      litresBought: boughtMl / 1000,
      leftoverLitres: (boughtMl - neededMl) / 1000,
    },
  };
}

/** The opening sizes the form explains beside the door and window counts. */
export function openingHints(separators: QuantitySeparators): { doors: Message; windows: Message } {
  const hint = (key: Message['key'], opening: Wall): Message => ({
    key,
    params: {
      area: formatQuantity(openingCm2(opening) / cm2PerM2, separators),
      width: formatQuantity(opening.width, separators),
      height: formatQuantity(opening.height, separators),
    },
  });
  return {
    doors: hint('calculator.paint.doorsHint', standardOpenings.door),
    windows: hint('calculator.paint.windowsHint', standardOpenings.window),
  };
}

/** A line of the shopping list: gallons and quarter gallons by name, other sizes in litres. */
export function canMessage(can: { litres: number; count: number }, separators: QuantitySeparators): Message {
  if (can.litres === gallonLitres) {
    return countMessage(can.count, 'calculator.paint.can.gallon.one', 'calculator.paint.can.gallon.other');
  }
  if (can.litres === quarterGallonLitres) {
    return countMessage(
      can.count,
      'calculator.paint.can.quarterGallon.one',
      'calculator.paint.can.quarterGallon.other',
    );
  }
  return countMessage(can.count, 'calculator.paint.can.litres.one', 'calculator.paint.can.litres.other', {
    size: formatQuantity(can.litres, separators, 3),
  });
}

/** What the result panel says: the area, the litres, the cans to buy and what is left over. */
export function paintMessages(estimate: PaintEstimate, separators: QuantitySeparators) {
  const litres = formatQuantity(estimate.litres, separators, 1);
  return {
    area: {
      key: 'calculator.paint.result.area',
      params: { area: formatQuantity(estimate.paintableAreaM2, separators) },
    },
    litres: {
      key: estimate.litres === 1 ? 'calculator.paint.result.litres.one' : 'calculator.paint.result.litres.other',
      params: { litres },
    },
    cans: estimate.cans.map((can) => canMessage(can, separators)),
    leftover:
      estimate.leftoverLitres > 0
        ? {
            key: 'calculator.paint.result.leftover',
            params: { litres: formatQuantity(estimate.leftoverLitres, separators) },
          }
        : undefined,
  } satisfies Record<string, Message | Message[] | undefined>;
}
