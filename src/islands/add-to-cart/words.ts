import type { MessageKey } from '../../lib/messages';
import { interpolate, type MessageParams } from '../../lib/messages/interpolate';

/** What every add-to-cart form says: a refusal beside its fields, the error modal with retry (docs/cart-rules.md). */
export const addToCartWordKeys = [
  'addToCart.close',
  'addToCart.error.title',
  'errors.action.retry',
  'errors.addToCart',
] as const satisfies readonly MessageKey[];

/** The product page's form also says what was added, offers services and leads to the cart. */
export const productAddWordKeys = [
  ...addToCartWordKeys,
  'addToCart.added.title',
  'addToCart.added.quantity',
  'addToCart.added.recommendations',
  'addToCart.added.goToCart',
  'addToCart.added.continue',
  'addToCart.services.title',
  'addToCart.services.intro',
  'addToCart.services.apply',
  'addToCart.services.skip',
  'addToCart.services.applied',
  'errors.generic',
] as const satisfies readonly MessageKey[];

/** A listing card's form confirms with a toast. */
export const cardAddWordKeys = [...addToCartWordKeys, 'addToCart.added.toast'] as const satisfies readonly MessageKey[];

export type AddToCartWords = Record<(typeof addToCartWordKeys)[number], string>;
export type ProductAddWords = Record<(typeof productAddWordKeys)[number], string>;
export type CardAddWords = Record<(typeof cardAddWordKeys)[number], string>;

/** Fills one of the form's templates. */
export function sayer<W extends Record<string, string>>(words: W) {
  return (key: keyof W & string, params?: MessageParams): string => interpolate(words[key] ?? key, params);
}
