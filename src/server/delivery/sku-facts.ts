import { displayedPrice } from '../../lib/price/displayed-price';

import type { DatabaseHandle } from '../db';
import { priceEntryOf } from '../product/price-row';

/** The distribution centre's id in the stock table: it ships every home delivery. */
export const distributionCentreId = 'DC';

/** What delivery rules need of a SKU: how its product ships and the units of each facility. */
export interface SkuFacts {
  skuId: string;
  productId: string;
  productName: string;
  /** 'home', 'bulky' or 'pickup_only' (a pickup-only product never goes home). */
  shippingType: string;
  /** Units per facility: 'DC' and store ids; a facility without a row has none. */
  stock: Map<string, number>;
}

/** A SKU's facts, or undefined when the tenant has no such SKU. */
export async function skuFacts(handle: DatabaseHandle, tenant: string, skuId: string): Promise<SkuFacts | undefined> {
  const row = await handle.db
    .selectFrom('skus as s')
    .innerJoin('products as p', (join) => join.onRef('p.tenant', '=', 's.tenant').onRef('p.id', '=', 's.product_id'))
    .select(['s.id', 's.product_id', 'p.name', 'p.shipping_type'])
    .where('s.tenant', '=', tenant)
    .where('s.id', '=', skuId)
    .executeTakeFirst();
  if (!row) return undefined;
  const stock = await handle.db
    .selectFrom('stock')
    .select(['store_id', 'quantity'])
    .where('tenant', '=', tenant)
    .where('sku_id', '=', skuId)
    .execute();
  return {
    skuId: row.id,
    productId: row.product_id,
    productName: row.name,
    shippingType: row.shipping_type,
    // inventories report oversold stock as negative: that is none
    stock: new Map(stock.map((entry) => [entry.store_id, Math.max(0, entry.quantity)])),
  };
}

/** The price a shopper of this price group pays for one unit (spec §4 displayed price), if priced. */
export async function currentUnitPrice(
  handle: DatabaseHandle,
  tenant: string,
  skuId: string,
  priceGroupId: string,
): Promise<number | undefined> {
  const rows = await handle.db
    .selectFrom('prices')
    .select(['type', 'amount', 'unit'])
    .where('tenant', '=', tenant)
    .where('sku_id', '=', skuId)
    .where('price_group_id', '=', priceGroupId)
    .orderBy('position')
    .execute();
  const entries = rows.flatMap((row) => priceEntryOf(row) ?? []);
  const price = displayedPrice(entries);
  return price.status === 'priced' ? price.current.price : undefined;
}
