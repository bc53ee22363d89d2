import { choices } from './choices';
import { countMessage, type Message, type MessageKey } from './messages';

/** docs/delivery-promise.md "Stock states". */
export const stockStates = ['available', 'critical', 'outOfStock', 'temporarilyUnavailable'] as const;
export type StockState = (typeof stockStates)[number];

export interface StockLevel {
  /** Units for the chosen zone and channel. Inventories report oversold stock as negative: that is none. */
  units: number;
  /** The catalogue has paused the product: it cannot be bought whatever the units say. */
  temporarilyUnavailable?: boolean;
}

export function stockState({ units, temporarilyUnavailable = false }: StockLevel): StockState {
  if (!Number.isSafeInteger(units)) throw new RangeError(`Stock must be a whole number of units, got ${units}`);
  if (temporarilyUnavailable) return 'temporarilyUnavailable';
  if (units <= 0) return 'outOfStock';
  // choices: the spec does not show the threshold; at or below it stock is critical
  if (units <= choices.lowStockThreshold) return 'critical';
  return 'available';
}

/** Whether the add-to-cart button is offered: critical stock still sells. */
export function canBuy(state: StockState): boolean {
  return state === 'available' || state === 'critical';
}

// docs/delivery-promise.md "Stock": out of stock, critical stock and not available (the temporarily unavailable state)
const stateMessage: Record<StockState, MessageKey> = {
  available: 'stock.available',
  critical: 'stock.critical',
  outOfStock: 'stock.outOfStock',
  temporarilyUnavailable: 'stock.temporarilyUnavailable',
};

export function stockMessage(state: StockState): Message {
  return { key: stateMessage[state] };
}

/**
 * docs/delivery-promise.md: "¡Solo quedan 3 unidades!", or with `online` the variant for the units left to buy
 * online ("Últimas 3 unidades para compra online"). Nothing unless the stock is critical.
 */
export function lowStockMessage(level: StockLevel, { online = false }: { online?: boolean } = {}): Message | null {
  if (stockState(level) !== 'critical') return null;
  return online
    ? countMessage(level.units, 'stock.lowOnline.one', 'stock.lowOnline.other')
    : countMessage(level.units, 'stock.low.one', 'stock.low.other');
}
