import type { Translate } from '../../lib/messages';
import type { PriceEntry } from '../../lib/price/price-entry';
import { type LabelledPriceEntry, shopperPriceList } from '../../lib/price/price-list';

/** docs/prices-and-badges.md: the price list of each SKU of a product in the zone's price group. */
export interface SkuPriceLists {
  priceGroup: string;
  skus: { skuId: string; entries: LabelledPriceEntry[] }[];
}

/** The price lists as the shopper reads them: the entries of skuPriceEntries (sku-prices.ts), labelled in the shopper's language. */
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
