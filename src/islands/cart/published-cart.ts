import type { CartState } from '../../stores/cart';
import type { EditorCart } from './cart-view';
import { summaryRows } from './summary-rows';
import type { Say } from './words';

/**
 * The cart an action answered, as the shared cart store keeps it for the header count, the other
 * tabs and the other islands: each line named (in the tenant's words when the product has no
 * name), and the summary's rows with the total last.
 */
export function publishedCart(cart: EditorCart, say: Say): Pick<CartState, 'lines' | 'totals'> {
  return {
    lines: cart.lines.map((line) => ({
      lineId: line.lineId,
      skuId: line.skuId,
      name: line.name ?? say('site.cart.unknownProduct'),
      quantity: line.quantity,
    })),
    totals: [...summaryRows(cart.totals, say), { label: say('site.cart.total'), value: cart.totals.total.text }].map(
      (row) => ({ label: row.label, amountText: row.value }),
    ),
  };
}
