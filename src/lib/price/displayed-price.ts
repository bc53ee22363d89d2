import { percentBelow } from './percent';
import { isSquareMetreUnit, type PriceEntry } from './price-entry';

/** The two prices a shopper compares, plus what the difference is worth. */
export type DisplayedPrice =
  | {
      status: 'priced';
      current: PriceEntry;
      regular: PriceEntry;
      /** Whole percent the current price is below the regular one; 0 when it is not below. */
      discountPercent: number;
      /** Minor units saved against the regular price; 0 when the current price is not below it. */
      savings: number;
    }
  | { status: 'noPrice' };

/** docs/prices-and-badges.md: saving and per-m² entries are never the current or the regular price. */
export function isShelfCandidate(entry: PriceEntry): boolean {
  return entry.type !== 'SAVING' && entry.type !== 'M2' && !isSquareMetreUnit(entry.unit);
}

/**
 * docs/prices-and-badges.md: the displayed price of a price list, in the list's own order.
 * A bundle-total entry, when present, is the regular price and the others pick the current one.
 */
export function displayedPrice(entries: readonly PriceEntry[]): DisplayedPrice {
  const left = entries.filter(isShelfCandidate);
  const bundle = left.find((entry) => entry.type === 'AggregatedBundlePrice');
  const others = left.filter((entry) => entry.type !== 'AggregatedBundlePrice');
  const current = others[0] ?? bundle;
  if (current === undefined) return { status: 'noPrice' };
  // docs/prices-and-badges.md: one entry -> regular is current; two -> the second; three or more -> the last.
  const regular = bundle ?? others.at(-1) ?? current;
  return {
    status: 'priced',
    current,
    regular,
    discountPercent: percentBelow(current.price, regular.price),
    savings: Math.max(0, regular.price - current.price),
  };
}
