import type { Message } from '../../lib/messages';
import type { Viewer } from '../../lib/price/combinations';
import type { CartContext } from './cart-context';
import type { LineRecord } from './cart-types';
import { deliveryProblem, stockSourceOf } from './delivery-rules';
import { type PricedLine, priceLine } from './line-pricing';
import { type LineSku, unitsAt } from './line-skus';
import { quantityProblem } from './quantity-rules';

/** Something that stops a line from being bought as it is, with a docs/cart-rules.md style code. */
export interface LineProblem {
  code: 'PRODUCT_NOT_AVAILABLE' | 'NO_PRICE' | 'DELIVERY_NOT_AVAILABLE' | 'NOT_ENOUGH_UNITS';
  message: Message;
}

export interface EvaluatedLine {
  record: LineRecord;
  facts: LineSku | undefined;
  priced: PricedLine;
  /** Units where the line's units come from. */
  units: number;
  deliverable: boolean;
  problems: LineProblem[];
}

export function viewerOf(context: Pick<CartContext, 'shopper'>): Viewer {
  // The account data has no staff flag: employee prices stay hidden in the cart.
  return { isEmployee: false, isProBuyer: context.shopper.isProBuyer };
}

/**
 * Prices and checks every line for today, this zone and this shopper: nothing stored about a
 * price is trusted except a quotation's frozen price, and that only until it expires.
 */
export function evaluateLines(
  context: CartContext,
  lines: readonly LineRecord[],
  facts: ReadonlyMap<string, LineSku>,
): EvaluatedLine[] {
  const storeExists = (storeId: string) => context.stores.has(storeId);
  const viewer = viewerOf(context);
  return lines.map((record): EvaluatedLine => {
    const sku = facts.get(record.skuId);
    if (!sku || sku.withdrawn) {
      const message: Message = { key: 'cart.error.skuNotFound' };
      return {
        record,
        facts: sku,
        priced: { status: 'noPrice' },
        units: 0,
        deliverable: false,
        problems: [{ code: 'PRODUCT_NOT_AVAILABLE', message }],
      };
    }
    const problems: LineProblem[] = [];
    const priced = priceLine(record, sku, viewer, context.tenant, context.now);
    if (priced.status === 'noPrice') problems.push({ code: 'NO_PRICE', message: { key: 'cart.line.noPrice' } });
    const delivery = deliveryProblem(record.deliveryMethod, record.storeId, {
      shippingType: sku.shippingType,
      zone: context.zone,
      storeExists,
    });
    if (delivery) problems.push({ code: 'DELIVERY_NOT_AVAILABLE', message: { key: delivery.key } });
    const source = stockSourceOf(record.deliveryMethod, record.storeId);
    const units = unitsAt(sku, source);
    const others = lines.filter((line) => line !== record && line.skuId === record.skuId);
    const quantity = quantityProblem(record.quantity, {
      sameSku: others.reduce((sum, line) => sum + line.quantity, 0),
      sameSource: others
        .filter((line) => stockSourceOf(line.deliveryMethod, line.storeId) === source)
        .reduce((sum, line) => sum + line.quantity, 0),
      stock: units,
    });
    if (quantity) problems.push({ code: 'NOT_ENOUGH_UNITS', message: { key: quantity.key, params: quantity.params } });
    return { record, facts: sku, priced, units, deliverable: delivery === null, problems };
  });
}
