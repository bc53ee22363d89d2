import type { Translate } from '../../lib/messages';
import type { PriceEntry } from '../../lib/price/price-entry';
import { type LabelledPriceEntry, shopperPriceList } from '../../lib/price/price-list';
import type { DatabaseHandle } from '../db';
import { priceEntryOf } from './price-row';

/** docs/prices-and-badges.md: the price list of each SKU of a product in the zone's price group. */
export interface SkuPriceLists {
  priceGroup: string;
  skus: { skuId: string; entries: LabelledPriceEntry[] }[];
}

/** Every SKU's price entries in one query, by SKU in the order asked, each in the catalogue's order (docs/prices-and-badges.md reads the order). */
export async function skuPriceEntries(
  handle: DatabaseHandle,
  tenant: string,
  skuIds: readonly string[],
  priceGroup: string,
): Promise<ReadonlyMap<string, readonly PriceEntry[]>> {
  const rows =
    skuIds.length === 0
      ? []
      : await handle.db
          .selectFrom('prices')
          .select(['sku_id', 'type', 'amount', 'unit', 'valid_until'])
          .where('tenant', '=', tenant)
          .where('sku_id', 'in', skuIds)
          .where('price_group_id', '=', priceGroup)
          .orderBy('sku_id')
          .orderBy('position')
          .execute();
  const lists = new Map<string, PriceEntry[]>(skuIds.map((id) => [id, []]));
  for (const row of rows) {
    const entry = priceEntryOf(row);
    if (entry) lists.get(row.sku_id)?.push(entry);
  }
  return lists;
}

/** The price lists as the shopper reads them: the entries of skuPriceEntries, labelled in the shopper's language. */
export function skuPriceLists(
  lists: ReadonlyMap<string, readonly PriceEntry[]>,
  priceGroup: string,
  t: Translate,
): SkuPriceLists {
  return {
    priceGroup,
    skus: [...lists].map(([skuId, entries]) => ({ skuId, entries: shopperPriceList(entries, t) })),
  };
}
