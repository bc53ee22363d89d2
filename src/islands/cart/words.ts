import type { MessageKey } from '../../lib/messages';
import { interpolate, type MessageParams } from '../../lib/messages/interpolate';

/** The catalogue templates the cart editor shows; the page passes them in the tenant's language. */
export const cartEditorWordKeys = [
  'site.cart.empty',
  'site.cart.emptyBody',
  'site.cart.continue',
  'site.cart.lines',
  'site.cart.sku',
  'site.cart.color',
  'site.cart.servicesTotal',
  'site.cart.quantity',
  'site.cart.update',
  'site.cart.remove',
  'site.cart.unitPrice',
  'site.cart.lineTotal',
  'site.cart.unitPriceMissing',
  'site.cart.delivery',
  'site.cart.changeDelivery',
  'site.cart.services',
  'site.cart.summary',
  'site.cart.subtotal',
  'site.cart.savings',
  'site.cart.deliveryEstimate',
  'site.cart.deliveryPending',
  'site.cart.total',
  'site.cart.updated',
  'site.cart.unknownProduct',
  'delivery.label.clickAndCollect',
  'cartEditor.products',
  'cartEditor.pixDiscount',
  'cartEditor.networkError',
  'cartEditor.pickupFree',
  'cartEditor.decrease',
  'cartEditor.increase',
  'cartEditor.removeShort',
  'cartEditor.removed',
  'cartEditor.undo',
  'cartEditor.undoOf',
  'cartEditor.saveServices',
  'cartEditor.updatedTotal',
  'cartEditor.moreStores',
] as const satisfies readonly MessageKey[];

export type CartEditorWordKey = (typeof cartEditorWordKeys)[number];

/**
 * The words of the editor: the templates above, plus the size line in the tenant's own word for
 * the size attribute (Talle in Uruguay, Talla elsewhere).
 */
export type CartEditorWords = Record<CartEditorWordKey | 'size', string>;

/** Fills one of the editor's templates; counts take the plural of the page's language (`lang`). */
export type Say = (key: keyof CartEditorWords, params?: MessageParams) => string;

export function sayer(words: CartEditorWords, lang?: string): Say {
  return (key, params) => interpolate(words[key], params, lang);
}
