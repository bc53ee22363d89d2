import type { SubmitEvent } from 'react';
import type { CartChange } from './cart-view';
import type { Say } from './words';

/** A delivery method a line can take, named in the tenant's language. */
export interface DeliveryChoice {
  value: string;
  label: string;
  /** Click and collect and buy at store go through a store; home delivery does not. */
  needsStore: boolean;
  /** The services' other names for the same method (storePickUp is pickupInStore). */
  aliases: readonly string[];
}

/** The choice a line's method shows as. */
export function choiceOf(methods: readonly DeliveryChoice[], method: string): DeliveryChoice | undefined {
  return methods.find((choice) => choice.value === method || choice.aliases.includes(method));
}

/** What every form of a line needs: words, where the no-JS form posts, and the island's handler. */
export interface LineTools {
  say: Say;
  /** Each change's `?_action=` target, as the page got it from astro:actions. */
  formActions: Readonly<Record<CartChange, string>>;
  submit: (change: CartChange, lineId: string) => (event: SubmitEvent<HTMLFormElement>) => void;
  /**
   * spec §5 limits of a line's quantity: the browser checks them without JavaScript; with it the
   * form skips that check and shows the server's own words in place.
   */
  quantityBounds: { min: number; max: number };
  /** True once JavaScript runs: the forms then leave checks to the server, which words them. */
  hydrated: boolean;
}
