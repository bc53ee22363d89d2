import { deliveryChoiceValue } from '../../lib/cart-delivery-choice';
import type { Translate } from '../../lib/messages';
import { type CartContext, mainCartOf } from '../cart/cart-context';
import type { LineRecord } from '../cart/cart-types';
import type { CartView } from '../cart/cart-view';
import { answerCart } from '../cart/http';
import type { CartLineView } from '../cart/line-view';

export interface CartSummary {
  cart: CartView;
  /** The line the SKU just went to (add to cart), for the add-to-cart modal. */
  added: CartLineView | null;
}

/** What every cart action answers: the whole cart as priced now, so islands show the server's figures. */
export async function cartSummary(context: CartContext, t: Translate, addedSkuId?: string): Promise<CartSummary> {
  // A first add has just created the cart: the browser's cookie does not name it yet.
  const main = await mainCartOf(context.handle.db, context);
  const cart = await answerCart(context, main?.id ?? context.issuedCartId ?? null, t);
  const added = addedSkuId === undefined ? undefined : cart.lines.findLast((line) => line.skuId === addedSkuId);
  return { cart, added: added ?? null };
}

/** A removed line as an undo sends it back (the restore action's fields): what it held and how it went. */
export interface RemovedLine {
  lineId: string;
  skuId: string;
  quantity: number;
  option: string;
  serviceIds: string[];
  addedAt: string;
}

export function removedLine(line: LineRecord): RemovedLine {
  return {
    lineId: line.lineId,
    skuId: line.skuId,
    quantity: line.quantity,
    option: deliveryChoiceValue({ method: line.deliveryMethod, storeId: line.storeId }),
    serviceIds: line.services.map((service) => service.id),
    addedAt: line.addedAt,
  };
}
