import { displayedPrice } from '../../lib/price/displayed-price';
import { CatalogueMemo, type CatalogueRevisions } from '../cache/catalogue-memo';
import type { DatabaseHandle } from '../db';
import { priceEntriesOfSku } from '../product/sku-prices';
import { type SkuStock, stockOf } from '../product/sku-stock';

/** What delivery rules need of a SKU: how its product ships and the units of each facility. */
export interface ShippingFacts {
  skuId: string;
  productId: string;
  productName: string;
  /** 'home', 'bulky' or 'pickup_only' (a pickup-only product never goes home). */
  shippingType: string;
  /** Units per facility: 'DC' and store ids; a facility without a row has none. */
  stock: SkuStock;
}

/** A SKU's facts, or undefined when the tenant has no such SKU. */
export async function shippingFacts(
  handle: DatabaseHandle,
  tenant: string,
  skuId: string,
): Promise<ShippingFacts | undefined> {
  const row = await handle.db
    .selectFrom('skus as s')
    .innerJoin('products as p', (join) => join.onRef('p.tenant', '=', 's.tenant').onRef('p.id', '=', 's.product_id'))
    .select(['s.id', 's.product_id', 'p.name', 'p.shipping_type'])
    .where('s.tenant', '=', tenant)
    .where('s.id', '=', skuId)
    .executeTakeFirst();
  if (!row) return undefined;
  const stock = (await stockOf(handle.db, tenant, [skuId])).get(skuId) ?? new Map();
  return {
    skuId: row.id,
    productId: row.product_id,
    productName: row.name,
    shippingType: row.shipping_type,
    stock,
  };
}

// The same for every shopper until the catalogue changes: the product page reads them per catalogue
// revision (src/server/cache/catalogue-memo.ts). Shared between pages: callers never change them.
const factsOfSkus = new CatalogueMemo<{ facts: ShippingFacts | undefined }>(5000);
const unitPrices = new CatalogueMemo<{ price: number | undefined }>(10000);

/** shippingFacts, read once per catalogue revision when the request's revisions are given. */
export async function keptShippingFacts(
  handle: DatabaseHandle,
  revisions: CatalogueRevisions | undefined,
  tenant: string,
  skuId: string,
): Promise<ShippingFacts | undefined> {
  if (!revisions) return shippingFacts(handle, tenant, skuId);
  const kept = await factsOfSkus.get(handle, revisions, tenant, skuId, async () => ({
    facts: await shippingFacts(handle, tenant, skuId),
  }));
  return kept.facts;
}

/** currentUnitPrice, read once per catalogue revision when the request's revisions are given. */
export async function keptUnitPrice(
  handle: DatabaseHandle,
  revisions: CatalogueRevisions | undefined,
  tenant: string,
  skuId: string,
  priceGroupId: string,
): Promise<number | undefined> {
  if (!revisions) return currentUnitPrice(handle, tenant, skuId, priceGroupId);
  const kept = await unitPrices.get(handle, revisions, tenant, `${skuId}\0${priceGroupId}`, async () => ({
    price: await currentUnitPrice(handle, tenant, skuId, priceGroupId),
  }));
  return kept.price;
}

/** The price a shopper of this price group pays for one unit (docs/prices-and-badges.md displayed price), if priced. */
export async function currentUnitPrice(
  handle: DatabaseHandle,
  tenant: string,
  skuId: string,
  priceGroupId: string,
): Promise<number | undefined> {
  const price = displayedPrice(await priceEntriesOfSku(handle.db, tenant, skuId, priceGroupId));
  return price.status === 'priced' ? price.current.price : undefined;
}
