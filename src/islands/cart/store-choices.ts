import type { EditorDeliveryOption } from './cart-view';

/** How many stores a line lists before "see N more stores": the nearest, and the chosen one. */
export const storesShown = 3;

export interface DeliveryGroups {
  home: EditorDeliveryOption[];
  /** The nearest stores, and the one the line goes to wherever it is in the list. */
  stores: EditorDeliveryOption[];
  /** The other stores, further away, behind a disclosure. */
  moreStores: EditorDeliveryOption[];
}

/** A line's delivery options as the cart lists them: home deliveries, then the stores nearest first. */
export function deliveryGroups(options: readonly EditorDeliveryOption[], shown = storesShown): DeliveryGroups {
  const home = options.filter((option) => option.store === null);
  const stores = options.filter((option) => option.store !== null);
  const near = stores.filter((option, index) => index < shown || option.selected);
  return { home, stores: near, moreStores: stores.filter((option) => !near.includes(option)) };
}
