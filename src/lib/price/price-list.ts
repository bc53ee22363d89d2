import type { Translate } from '../messages';
import { priceTypeTable } from './combinations';
import type { PriceEntry, PriceType } from './price-entry';

/** docs/prices-and-badges.md price entry as a shopper-facing answer gives it: type, price (minor units), label, unit. */
export interface LabelledPriceEntry {
  type: PriceType;
  price: number;
  label: string;
  unit: string | null;
  /** A campaign price's end (ISO instant), for the offer's priceValidUntil; absent when it has none. */
  validUntil?: string;
}

/**
 * The price list a shopper's client may read, in the catalogue's order so it can apply the
 * docs/prices-and-badges.md rule itself. Staff prices never leave the server: no page, card or answer shows them.
 * The label is this storefront's caption for the type, in the shopper's language.
 */
export function shopperPriceList(entries: readonly PriceEntry[], t: Translate): LabelledPriceEntry[] {
  return entries
    .filter((entry) => priceTypeTable[entry.type].audience !== 'employees')
    .map((entry) => ({
      type: entry.type,
      price: entry.price,
      label: t(priceTypeTable[entry.type].label),
      unit: entry.unit?.trim() || null,
      ...(entry.validUntil ? { validUntil: entry.validUntil } : {}),
    }));
}
