import type { CartChange } from './cart-view';
import type { QuantityBounds } from './quantity-draft';
import type { CartEditing } from './use-cart-editing';
import type { Say } from './words';

/** What every part of a line needs: words, where the no-JS forms post, and the island's changes. */
export interface LineTools {
  say: Say;
  /** Each change's `?_action=` target, as the page got it from astro:actions. */
  formActions: Readonly<Record<CartChange, string>>;
  /**
   * docs/cart-rules.md limits of a line's quantity: the browser checks them without JavaScript; with it the
   * stepper keeps within them and the server words what else it refuses.
   */
  quantityBounds: QuantityBounds;
  /** True once JavaScript runs: changes apply as they are made, and the forms' buttons go. */
  hydrated: boolean;
  editing: CartEditing;
}
