import type { Insertable } from 'kysely';
import { slugFor } from '../../lib/slug';
import type { FeedRecordOf } from '../../lib/validation/andamio-feed';
import type { Tenant } from '../../tenants/schema';
import type { Database } from '../db';
import type { FeedBatch } from './feed-batch';
import { referenceRowsOf } from './reference-rows-of';
import { priceListsInTime } from './scheduled-price-rows';
import type { FeedRows } from './write-rows';

/**
 * A feed's records as the catalogue tables' rows. What the feed leaves to the storefront is
 * filled in here: slugs from names in the tenant's language, a category's level from its parent.
 * Ratings are the storefront's own, counted from the reviews it holds (the feed's among them).
 */
export type CategoryRow = Insertable<Database['categories']>;
export type BrandRow = Insertable<Database['brands']>;
type Counters = 'sold_day' | 'sold_two_days' | 'sold_week' | 'created_at';
export type ProductRow = Omit<Insertable<Database['products']>, 'rating_average' | 'rating_count' | Counters> &
  Partial<Pick<Insertable<Database['products']>, Counters>>;
export type SkuRow = Insertable<Database['skus']>;
export type PriceRow = Insertable<Database['prices']>;
export type StockRow = Insertable<Database['stock']>;

export function categoryRow(tenant: Tenant, record: FeedRecordOf<'category'>, level: number): CategoryRow {
  return {
    tenant: tenant.tenant,
    id: record.id,
    parent_id: record.parentId ?? null,
    level,
    name: record.name,
    slug: record.slug ?? slugFor(tenant.lang, record.name),
    position: record.position,
  };
}

export function brandRow(tenant: Tenant, record: FeedRecordOf<'brand'>): BrandRow {
  return {
    tenant: tenant.tenant,
    id: record.id,
    name: record.name,
    slug: record.slug ?? slugFor(tenant.lang, record.name),
  };
}

export function productRow(tenant: Tenant, record: FeedRecordOf<'product'>): ProductRow {
  return {
    tenant: tenant.tenant,
    id: record.id,
    name: record.name,
    slug: record.slug ?? slugFor(tenant.lang, record.name),
    brand_id: record.brandId,
    category_id: record.categoryId,
    description: record.description,
    variant_type: record.variantType,
    sale_unit: record.saleUnit,
    m2_per_box: record.m2PerBox,
    calculator: record.calculator,
    paint_yield: record.paintYield,
    shipping_type: record.shippingType,
    product_type: record.productType,
    gtin: record.gtin,
    badges: JSON.stringify(record.badges),
    attributes: JSON.stringify(record.dimensions),
    top_attributes: JSON.stringify(record.topAttributes),
    data_sheet: JSON.stringify(record.dataSheet),
    gallery: JSON.stringify(record.gallery),
    services: JSON.stringify(record.services),
    // a product a feed names is sold, whatever a full import once withdrew
    withdrawn_at: null,
    // since when it is listed and its sales, when the feed says: else kept (and a new one is listed now)
    ...(record.listedAt ? { created_at: new Date(record.listedAt).toISOString() } : {}),
    ...(record.sales
      ? { sold_day: record.sales.day, sold_two_days: record.sales.twoDays, sold_week: record.sales.week }
      : {}),
  };
}

export function skuRow(tenant: Tenant, record: FeedRecordOf<'sku'>): SkuRow {
  return {
    tenant: tenant.tenant,
    id: record.id,
    product_id: record.productId,
    position: record.position,
    color: record.color,
    color_hex: record.colorHex,
    size: record.size,
    ean: record.ean,
    gallery: record.gallery === null ? null : JSON.stringify(record.gallery),
  };
}

/** A SKU's price list in one price group as rows, in display order (the price feed's too). */
export function priceRows(
  tenant: string,
  list: {
    skuId: string;
    priceGroup: string;
    prices: readonly { type: string; amount: number; unit?: string | undefined; validUntil?: string | undefined }[];
  },
): PriceRow[] {
  return list.prices.map((price, position) => ({
    tenant,
    sku_id: list.skuId,
    price_group_id: list.priceGroup,
    position,
    type: price.type,
    amount: price.amount,
    unit: price.unit ?? null,
    valid_until: price.validUntil ? new Date(price.validUntil).toISOString() : null,
  }));
}

export function stockRow(tenant: Tenant, record: FeedRecordOf<'stock'>): StockRow {
  return { tenant: tenant.tenant, sku_id: record.skuId, store_id: record.storeId, quantity: record.quantity };
}

/** A checked part of a feed as rows; `levels` are its categories' (checkReferences). */
export function rowsOf(tenant: Tenant, batch: FeedBatch, levels: Map<string, number>, now: Date): FeedRows {
  const records = <T>(placed: Map<string, { record: T }>) => Array.from(placed.values(), ({ record }) => record);
  const priceLists = records(batch.of('prices')).map((record) => priceListsInTime(tenant.tenant, record, now));
  return {
    categories: records(batch.of('category')).map((record) => categoryRow(tenant, record, levels.get(record.id) ?? 1)),
    brands: records(batch.of('brand')).map((record) => brandRow(tenant, record)),
    products: records(batch.of('product')).map((record) => productRow(tenant, record)),
    skus: records(batch.of('sku')).map((record) => skuRow(tenant, record)),
    priceLists: priceLists.map((lists) => lists.inForce),
    scheduledPriceLists: priceLists.map((lists) => lists.scheduled),
    stock: records(batch.of('stock')).map((record) => stockRow(tenant, record)),
    reference: referenceRowsOf(tenant.tenant, batch),
  };
}
