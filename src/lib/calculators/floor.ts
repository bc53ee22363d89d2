import { floorWastagePercent } from '../constants';
import { countMessage, type Message } from '../messages/message';
import { formatQuantity, type QuantitySeparators } from './format';
import { type CalculatorIssue, type CalculatorResult, ceilDiv, issue, positiveUnits } from './result';

/**
 * Floor calculator (glossary; docs/tools.md): the area plus 10% wastage, divided by the m² one
 * box covers, rounded up, gives boxes. Areas are worked in whole cm² so that 10 m² of a
 * 1.1 m² box is exactly 10 boxes (11 / 1.1 in floats is 10.000000000000002, an 11th box).
 */

/** The area as typed, or the room's length and width (metres). */
export type FloorInput = ({ area: number } | { length: number; width: number }) & {
  /** m² one box covers, from the product. */
  boxCoverageM2: number;
};

export interface FloorEstimate {
  areaM2: number;
  /** The area plus the wastage allowance: what the boxes must cover. */
  neededM2: number;
  boxes: number;
  /** boxes × coverage */
  boughtM2: number;
  /** What remains after the expected cuts: bought minus needed. */
  leftoverM2: number;
}

const cm2PerM2 = 10_000;

export function estimateFloor(input: FloorInput): CalculatorResult<FloorEstimate> {
  const issues: CalculatorIssue[] = [];
  const areaCm2 =
    'area' in input
      ? positiveUnits(input.area, cm2PerM2, 'area', issues)
      : positiveUnits(input.length, 100, 'length', issues) * positiveUnits(input.width, 100, 'width', issues);
  const boxCm2 = positiveUnits(input.boxCoverageM2, cm2PerM2, 'boxCoverageM2', issues, 'no-product-data');
  if (issues.length > 0) return { ok: false, issues };
  // Everything below is in cm² × 100, where the percentage allowance is a whole number.
  const need = areaCm2 * (100 + floorWastagePercent);
  const perBox = boxCm2 * 100;
  if (!Number.isSafeInteger(need + perBox)) return { ok: false, issues: [issue('too-large', 'area')] };

  const boxes = ceilDiv(need, perBox);
  return {
    ok: true,
    value: {
      areaM2: areaCm2 / cm2PerM2,
      neededM2: need / (100 * cm2PerM2),
      boxes,
      boughtM2: (boxes * boxCm2) / cm2PerM2,
      leftoverM2: (boxes * perBox - need) / (100 * cm2PerM2),
    },
  };
}

/** What the result panel says: boxes for the area, the total bought and what is left after cuts. */
export function floorMessages(estimate: FloorEstimate, separators: QuantitySeparators) {
  return {
    boxes: countMessage(estimate.boxes, 'calculator.floor.result.one', 'calculator.floor.result.other', {
      boxes: estimate.boxes,
      area: formatQuantity(estimate.areaM2, separators),
    }),
    bought: { key: 'calculator.floor.result.bought', params: { area: formatQuantity(estimate.boughtM2, separators) } },
    leftover:
      estimate.leftoverM2 > 0
        ? { key: 'calculator.floor.result.leftover', params: { area: formatQuantity(estimate.leftoverM2, separators) } }
        : undefined,
    wastage: { key: 'calculator.floor.wastage', params: { percent: floorWastagePercent } },
  } satisfies Record<string, Message | undefined>;
}
