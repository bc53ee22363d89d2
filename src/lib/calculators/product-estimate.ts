import type { Message } from '../messages';
import { quantityMessage } from '../units';
import type { CalculatorQuery } from './calculator-query';
import { estimateFloor, floorMessages } from './floor';
import type { QuantitySeparators } from './format';
import { canMessage, estimatePaint, paintMessages } from './paint';
import type { CalculatorIssue, CalculatorResult } from './result';

/**
 * The calculator of one product page: what the shopper typed (calculator-query.ts) with what
 * the product says (its yield and can size, or the m² of a box) gives how many of this very
 * product to buy, the area a project is built for, and the lines the result panel reads.
 */

export type CalculatorProduct =
  | { kind: 'paint'; yieldM2PerLitre: number; canLitres: number }
  | { kind: 'floor'; m2PerBox: number };

export interface ProductEstimate {
  /** Units of this product (cans, boxes) that cover the need. */
  quantity: number;
  /** "4 cuartos de galón", "7 cajas": the quantity in the product's words. */
  quantityMessage: Message;
  /** m² the work covers: the floor, or the walls less doors and windows. */
  areaM2: number;
  /** The result panel, in reading order. */
  lines: Message[];
}

/** Fields of the rules' issues, as the form names them ("walls" is the first wall's width). */
function formField(field: string, query: CalculatorQuery, typedArea: boolean): string {
  if (field === 'openings') return 'doors';
  if (field === 'walls' || field.startsWith('walls.')) {
    if (typedArea) return 'area';
    return field === 'walls' ? 'walls.0.width' : field;
  }
  if (query.kind === 'floor' && field === 'boxCoverageM2') return 'product';
  if (field === 'yieldM2PerLitre' || field.startsWith('canSizesLitres')) return 'product';
  return field;
}

const withFormFields = (issues: readonly CalculatorIssue[], query: CalculatorQuery, typedArea: boolean) =>
  issues.map((found) => ({ ...found, field: formField(found.field, query, typedArea) }));

export function estimateForProduct(
  product: CalculatorProduct,
  query: CalculatorQuery,
  separators: QuantitySeparators,
  typedArea: boolean,
): CalculatorResult<ProductEstimate> {
  if (product.kind === 'floor' && query.kind === 'floor') {
    const result = estimateFloor({ ...query, boxCoverageM2: product.m2PerBox });
    if (!result.ok) return { ok: false, issues: withFormFields(result.issues, query, typedArea) };
    const messages = floorMessages(result.value, separators);
    return {
      ok: true,
      value: {
        quantity: result.value.boxes,
        quantityMessage: quantityMessage(result.value.boxes, 'CAJA', separators),
        areaM2: result.value.areaM2,
        lines: [messages.boxes, messages.wastage, messages.bought, ...(messages.leftover ? [messages.leftover] : [])],
      },
    };
  }
  if (product.kind === 'paint' && query.kind === 'paint') {
    const result = estimatePaint({
      ...query,
      yieldM2PerLitre: product.yieldM2PerLitre,
      canSizesLitres: [product.canLitres],
    });
    if (!result.ok) return { ok: false, issues: withFormFields(result.issues, query, typedArea) };
    const messages = paintMessages(result.value, separators);
    const count = result.value.cans.reduce((sum, can) => sum + can.count, 0);
    return {
      ok: true,
      value: {
        quantity: count,
        quantityMessage: canMessage({ litres: product.canLitres, count }, separators),
        areaM2: result.value.paintableAreaM2,
        lines: [messages.area, messages.litres, ...(messages.leftover ? [messages.leftover] : [])],
      },
    };
  }
  return {
    ok: false,
    issues: [{ code: 'no-product-data', field: 'product', message: { key: 'calculator.error.noProductData' } }],
  };
}
