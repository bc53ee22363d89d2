import type { PriceEntry } from '../../lib/price/price-entry';
import { CatalogueMemo, type CatalogueRevisions } from '../cache/catalogue-memo';
import type { DatabaseHandle } from '../db';
import { type ProductRecord, productRecord, type SkuRecord, skusOf } from './catalogue';
import { priceEntriesOfSku, skuPriceEntries } from './sku-prices';
import { type SkuStock, stockOf } from './sku-stock';

// What every product page reads of its product, the same for every shopper until the catalogue
// changes: kept per catalogue revision (src/server/cache/catalogue-memo.ts), so that a page shown
// again costs no queries and no parsing of the product's JSON columns. Shared between pages:
// callers read these values and never change them.

const products = new CatalogueMemo<ProductRecord | undefined>(5000);
const skuLists = new CatalogueMemo<readonly SkuRecord[]>(5000);
const stocks = new CatalogueMemo<ReadonlyMap<string, SkuStock>>(5000);
const prices = new CatalogueMemo<readonly PriceEntry[]>(10000);
const priceLists = new CatalogueMemo<ReadonlyMap<string, readonly PriceEntry[]>>(5000);

/** productRecord, read once per catalogue revision. */
export function keptProductRecord(handle: DatabaseHandle, revisions: CatalogueRevisions, tenant: string, id: string) {
  return products.get(handle, revisions, tenant, id, () => productRecord(handle, tenant, id));
}

/** skusOf, read once per catalogue revision. */
export function keptSkus(handle: DatabaseHandle, revisions: CatalogueRevisions, tenant: string, productId: string) {
  return skuLists.get(handle, revisions, tenant, productId, () => skusOf(handle, tenant, productId));
}

/** stockOf, read once per catalogue revision. */
export function keptStock(
  handle: DatabaseHandle,
  revisions: CatalogueRevisions,
  tenant: string,
  skuIds: readonly string[],
) {
  return stocks.get(handle, revisions, tenant, skuIds.join('\0'), () => stockOf(handle.db, tenant, skuIds));
}

/** priceEntriesOfSku, read once per catalogue revision. */
export function keptPriceEntries(
  handle: DatabaseHandle,
  revisions: CatalogueRevisions,
  tenant: string,
  skuId: string,
  priceGroupId: string,
) {
  return prices.get(handle, revisions, tenant, `${skuId}\0${priceGroupId}`, () =>
    priceEntriesOfSku(handle.db, tenant, skuId, priceGroupId),
  );
}

/** skuPriceEntries (every SKU's price rows, before they are worded), read once per catalogue revision. */
export function keptSkuPriceEntries(
  handle: DatabaseHandle,
  revisions: CatalogueRevisions,
  tenant: string,
  skuIds: readonly string[],
  priceGroupId: string,
) {
  return priceLists.get(handle, revisions, tenant, `${priceGroupId}\0${skuIds.join('\0')}`, () =>
    skuPriceEntries(handle.db, tenant, skuIds, priceGroupId),
  );
}
