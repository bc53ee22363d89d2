import { cartForms } from '../actions/cart-inputs';
import type { RemovedLine } from '../actions/cart-summary';
import type { CartContext } from './cart-context';
import { formFlags, withFlag } from './cart-forms';
import { lineSkus } from './line-skus';

/**
 * The undo of a removal without JavaScript: the removal's redirect names the line it took out
 * (`?removed=<sku>&removed.quantity=…`), and the cart page offers to put it back with a form
 * of those fields. Nothing from the address is shown as it came: the product's name is read
 * from the catalogue, and fields that the undo would refuse offer no undo.
 */

const flag = formFlags.removed;

export function withRemovedLine(path: string, line: RemovedLine): string {
  return withFlag(path, flag, line.skuId, {
    quantity: line.quantity,
    option: line.option,
    services: line.serviceIds.join(','),
    at: line.addedAt,
  });
}

/** The line a removal took out, as the undo form sends it back, and the product's name. */
export interface UndoOffer {
  line: RemovedLine;
  name: string;
}

export async function undoOffer(context: CartContext, search: URLSearchParams): Promise<UndoOffer | null> {
  const skuId = search.get(flag);
  if (skuId === null) return null;
  const option = search.get(`${flag}.option`) ?? '';
  const parsed = cartForms.restore.safeParse({
    skuId,
    quantity: search.get(`${flag}.quantity`) ?? '',
    option,
    serviceIds: [search.get(`${flag}.services`) ?? ''],
    addedAt: search.get(`${flag}.at`) ?? '',
  });
  if (!parsed.success) return null;
  const { quantity, serviceIds, addedAt } = parsed.data;
  const facts = await lineSkus(context.handle.db, context.tenant, [skuId], context.zone.priceGroupId);
  const name = facts.get(skuId)?.name;
  // The line is gone: its row in the page needs an id of its own.
  const line = { lineId: `removed-${skuId}`, skuId, quantity, option, serviceIds, addedAt };
  return name === undefined ? null : { line, name };
}
