import type { Translate } from '../../lib/messages';
import { type CartContext, mainCartOf } from '../cart/cart-context';
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
