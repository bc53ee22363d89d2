import type { DeliveryType } from '../../lib/delivery';
import { ApiError, apiErrorCodes, invalid, notFound } from '../api/errors';
import type { Db } from '../db';
import type { CartContext } from './cart-context';
import type { LineRecord } from './cart-types';
import { deliveryProblem, stockSourceOf } from './delivery-rules';
import { type LineSku, lineSkus, unitsAt } from './line-skus';
import { checkQuantity } from './quantity-rules';

/** The checks every change of a line shares, raising the error a caller sees. */

export async function factsOf(db: Db, context: CartContext, skuId: string): Promise<LineSku> {
  const facts = (await lineSkus(db, context.tenant, [skuId], context.zone.priceGroupId)).get(skuId);
  // a withdrawn product's SKU is not sold any more: refused as one the catalogue does not have
  if (!facts || facts.withdrawn) throw notFound('skuId', 'cart.error.skuNotFound');
  return facts;
}

export function checkDelivery(
  context: CartContext,
  facts: LineSku,
  method: DeliveryType,
  storeId: string | null,
): void {
  const { stores } = context;
  const problem = deliveryProblem(method, storeId, {
    shippingType: facts.shippingType,
    zone: context.zone,
    storeExists: (id) => stores.has(id),
  });
  if (problem) {
    const code = problem.status === 404 ? apiErrorCodes.notFound : apiErrorCodes.validation;
    throw new ApiError(problem.status, { code, key: problem.key, field: problem.field });
  }
}

const units = (lines: readonly LineRecord[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * docs/cart-rules.md for a line that would hold `quantity` units going `method` (from `storeId`), next to
 * the cart's `others` lines (the line itself left out).
 */
export function checkLineQuantity(
  quantity: number,
  target: { facts: LineSku; method: DeliveryType; storeId: string | null },
  others: readonly LineRecord[],
  field = 'quantity',
): void {
  const source = stockSourceOf(target.method, target.storeId);
  const sameSku = others.filter((line) => line.skuId === target.facts.skuId);
  checkQuantity(
    quantity,
    {
      sameSku: units(sameSku),
      sameSource: units(sameSku.filter((line) => stockSourceOf(line.deliveryMethod, line.storeId) === source)),
      stock: unitsAt(target.facts, source),
    },
    field,
  );
}

/** The line a path names, in the shopper's cart; 404 for anything else. */
export function lineNamed(lines: readonly LineRecord[], lineId: string): LineRecord {
  const line = lines.find((candidate) => candidate.lineId === lineId);
  if (!line) throw notFound('lineId', 'cart.error.lineNotFound');
  return line;
}

/**
 * A line's choice of services: only what the product offers, one warranty at most (docs/cart-rules.md
 * "up to 3 years" is one warranty of 1, 2 or 3 years). Answers the ids once each, in order.
 */
export function checkServiceChoice(facts: LineSku, serviceIds: readonly string[]): string[] {
  serviceIds.forEach((id, index) => {
    if (!facts.services.some((service) => service.id === id))
      throw invalid(`serviceIds.${index}`, 'cart.service.notOffered');
  });
  const ids = [...new Set(serviceIds)];
  const kindOf = (id: string) => facts.services.find((service) => service.id === id)?.kind;
  if (ids.filter((id) => kindOf(id) === 'warranty').length > 1) throw invalid('serviceIds', 'cart.service.oneWarranty');
  return ids;
}
