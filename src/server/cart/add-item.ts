import type { DeliveryType } from '../../lib/delivery';
import { invalid } from '../api/errors';
import { cartChoices } from './cart-choices';
import { type CartContext, mainCartForChange } from './cart-context';
import { newLineId } from './cart-ids';
import { insertLine, linesOf, updateLine } from './cart-store';
import { storeOfLine } from './delivery-rules';
import { viewerOf } from './evaluate';
import { checkDelivery, checkLineQuantity, checkServiceChoice, factsOf } from './line-checks';
import { chargedUnitPrice } from './line-pricing';

export interface AddItemInput {
  skuId: string;
  quantity: number;
  deliveryMethod: DeliveryType;
  storeId?: string | undefined;
  pushSite?: string | undefined;
  /** An undone removal puts the line back with its services, in its place (added when it was first). */
  restored?: { serviceIds: readonly string[]; addedAt: string } | undefined;
}

/** When a new line counts as added: now, or, for a line put back, when it was first (never later than now). */
function addedAt(input: AddItemInput, now: Date): string {
  const first = Date.parse(input.restored?.addedAt ?? '');
  return new Date(Number.isNaN(first) ? now.getTime() : Math.min(first, now.getTime())).toISOString();
}

/**
 * addItemToBasket (docs/cart-rules.md): adds units of a SKU to the shopper's cart, creating the cart on
 * the first add. The same SKU going the same way (method and store) again adds to its line.
 * Answers the cart's id.
 */
export async function addItem(context: CartContext, input: AddItemInput): Promise<string> {
  return context.handle.db.transaction().execute(async (trx) => {
    const { tenant } = context;
    const facts = await factsOf(trx, context, input.skuId);
    if (!chargedUnitPrice(facts.prices, viewerOf(context))) throw invalid('skuId', 'cart.error.noPriceInZone');
    const method = input.deliveryMethod;
    const storeId = storeOfLine(method, input.storeId);
    checkDelivery(context, facts, method, storeId);
    const services = checkServiceChoice(facts, input.restored?.serviceIds ?? []).map((id) => ({ id }));
    const cart = await mainCartForChange(trx, context);
    const lines = await linesOf(trx, tenant.tenant, cart.id);
    const same = lines.find(
      (line) => line.skuId === facts.skuId && line.deliveryMethod === method && line.storeId === storeId,
    );
    if (!same && lines.length >= cartChoices.maxLines) {
      throw invalid('skuId', 'cart.error.tooManyLines', { max: cartChoices.maxLines });
    }
    // What the line already holds counts towards both the 9999 and the stock.
    checkLineQuantity(input.quantity, { facts, method, storeId }, lines);
    if (same) {
      await updateLine(trx, tenant.tenant, cart.id, {
        ...same,
        quantity: same.quantity + input.quantity,
        pushSite: input.pushSite ?? same.pushSite,
        services: same.services.length > 0 ? same.services : services,
      });
    } else {
      await insertLine(trx, tenant.tenant, cart.id, {
        lineId: newLineId(),
        skuId: facts.skuId,
        quantity: input.quantity,
        deliveryMethod: method,
        storeId,
        services,
        pushSite: input.pushSite ?? null,
        addedAt: addedAt(input, context.now),
        frozen: null,
      });
    }
    return cart.id;
  });
}
