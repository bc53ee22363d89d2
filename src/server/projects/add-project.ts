import { invalid } from '../api/errors';
import { cartChoices } from '../cart/cart-choices';
import { type CartContext, mainCartForChange } from '../cart/cart-context';
import { newLineId } from '../cart/cart-ids';
import { insertLine, linesOf, updateLine } from '../cart/cart-store';
import type { LineRecord } from '../cart/cart-types';
import { viewerOf } from '../cart/evaluate';
import { checkDelivery, checkLineQuantity, factsOf } from '../cart/line-checks';
import { chargedUnitPrice } from '../cart/line-pricing';

export interface ProjectLine {
  skuId: string;
  quantity: number;
}

/**
 * Adds a whole project to the shopper's cart, for home delivery, with the checks addItem makes
 * for one SKU. All lines or none (spec: nothing is half-written): they go in one transaction,
 * and the first refused line undoes the others. The same SKU twice is one line. Answers the cart id.
 */
export async function addProject(context: CartContext, items: readonly ProjectLine[]): Promise<string> {
  const merged = new Map<string, number>();
  for (const item of items) merged.set(item.skuId, (merged.get(item.skuId) ?? 0) + item.quantity);
  return context.handle.db.transaction().execute(async (trx) => {
    const { tenant } = context;
    const cart = await mainCartForChange(trx, context);
    const lines: LineRecord[] = await linesOf(trx, tenant.tenant, cart.id);
    for (const [position, [skuId, quantity]] of [...merged].entries()) {
      const facts = await factsOf(trx, context, skuId);
      if (!chargedUnitPrice(facts.prices, viewerOf(context))) {
        throw invalid(`items.${position}.skuId`, 'cart.error.noPriceInZone');
      }
      checkDelivery(context, facts, 'homeDelivery', null);
      const same = lines.find(
        (line) => line.skuId === facts.skuId && line.deliveryMethod === 'homeDelivery' && line.storeId === null,
      );
      if (!same && lines.length >= cartChoices.maxLines) {
        throw invalid(`items.${position}.skuId`, 'cart.error.tooManyLines', { max: cartChoices.maxLines });
      }
      checkLineQuantity(
        quantity,
        { facts, method: 'homeDelivery', storeId: null },
        lines,
        `items.${position}.quantity`,
      );
      if (same) {
        const updated = { ...same, quantity: same.quantity + quantity };
        await updateLine(trx, tenant.tenant, cart.id, updated);
        lines[lines.indexOf(same)] = updated;
      } else {
        const added: LineRecord = {
          lineId: newLineId(),
          skuId: facts.skuId,
          quantity,
          deliveryMethod: 'homeDelivery',
          storeId: null,
          services: [],
          pushSite: null,
          addedAt: context.now.toISOString(),
          frozen: null,
        };
        await insertLine(trx, tenant.tenant, cart.id, added);
        lines.push(added);
      }
    }
    return cart.id;
  });
}
