import { type PriceEntry, priceTypeSchema } from '../../lib/price/price-entry';

/** The columns of a `prices` row that make a price entry; valid_until only where the reader needs it. */
export interface PriceRowColumns {
  type: string;
  amount: number;
  unit: string | null;
  valid_until?: string | null | undefined;
}

/**
 * A `prices` row as the price entry the price rules read, or undefined for a type this storefront
 * does not know yet: such a row is left out, never a price it shows or charges.
 */
export function priceEntryOf(row: PriceRowColumns): PriceEntry | undefined {
  const type = priceTypeSchema.safeParse(row.type);
  if (!type.success) return undefined;
  return {
    type: type.data,
    price: row.amount,
    ...(row.unit ? { unit: row.unit } : {}),
    ...(row.valid_until ? { validUntil: row.valid_until } : {}),
  };
}
