import type { Selectable } from 'kysely';
import { type PriceEntry, priceTypeSchema } from '../../lib/price/price-entry';
import type { Database, Db } from '../db';

/*
 * The one way a SKU's price entries are read: the product page, the cart and its lists, delivery
 * options and project materials all take them from here, parsed the same way. What a page keeps
 * per catalogue revision is kept by its caller (product/kept-catalogue.ts, delivery/shipping-facts.ts).
 */

/** The columns of a `prices` row that make a price entry. */
type PriceRowColumns = Pick<Selectable<Database['prices']>, 'type' | 'amount' | 'unit' | 'valid_until'>;

/**
 * A `prices` row as the price entry the price rules read, or undefined for a type this storefront
 * does not know yet: such a row is left out, never a price it shows or charges.
 */
function priceEntryOf(row: PriceRowColumns): PriceEntry | undefined {
  const type = priceTypeSchema.safeParse(row.type);
  if (!type.success) return undefined;
  return {
    type: type.data,
    price: row.amount,
    ...(row.unit ? { unit: row.unit } : {}),
    ...(row.valid_until ? { validUntil: row.valid_until } : {}),
  };
}

/**
 * Every SKU's price entries in one price group, in one query: by SKU in the order asked (a SKU
 * without prices has an empty list), each list in the catalogue's order, which the price rules
 * read (docs/prices-and-badges.md).
 */
export async function skuPriceEntries(
  db: Db,
  tenant: string,
  skuIds: readonly string[],
  priceGroup: string,
): Promise<ReadonlyMap<string, readonly PriceEntry[]>> {
  const lists = new Map<string, PriceEntry[]>(skuIds.map((id) => [id, []]));
  if (skuIds.length === 0) return lists;
  const rows = await db
    .selectFrom('prices')
    .select(['sku_id', 'type', 'amount', 'unit', 'valid_until'])
    .where('tenant', '=', tenant)
    .where('sku_id', 'in', [...lists.keys()])
    .where('price_group_id', '=', priceGroup)
    .orderBy('sku_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const entry = priceEntryOf(row);
    if (entry) lists.get(row.sku_id)?.push(entry);
  }
  return lists;
}

/** One SKU's price entries in one price group (skuPriceEntries for a single SKU). */
export async function priceEntriesOfSku(
  db: Db,
  tenant: string,
  skuId: string,
  priceGroup: string,
): Promise<readonly PriceEntry[]> {
  return (await skuPriceEntries(db, tenant, [skuId], priceGroup)).get(skuId) ?? [];
}
