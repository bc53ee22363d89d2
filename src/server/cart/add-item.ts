import type { DeliveryType } from '../../lib/delivery';
import { invalid } from '../api/errors';
import { cartChoices } from './cart-choices';
import { type CartContext, mainCartForChange } from './cart-context';
import { newLineId } from './cart-ids';
import { insertLine, linesOf, updateLine } from './cart-store';
import { storeOfLine } from './delivery-rules';
import { viewerOf } from './evaluate';
import { checkDelivery, checkLineQuantity, factsOf } from './line-checks';
import { chargedUnitPrice } from './line-pricing';

export interface AddItemInput {
  skuId: string;
  quantity: number;
  deliveryMethod: DeliveryType;
  storeId?: string | undefined;
  pushSite?: string | undefined;
}

/**
 * addItemToBasket (spec §7): adds units of a SKU to the shopper's cart, creating the cart on
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
      });
    } else {
      await insertLine(trx, tenant.tenant, cart.id, {
        lineId: newLineId(),
        skuId: facts.skuId,
        quantity: input.quantity,
        deliveryMethod: method,
        storeId,
        services: [],
        pushSite: input.pushSite ?? null,
        addedAt: context.now.toISOString(),
        frozen: null,
      });
    }
    return cart.id;
  });
}
