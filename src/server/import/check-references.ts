import type { Db } from '../db';
import { distributionCentreId } from '../product/sku-stock';
import type { FeedBatch } from './feed-batch';

/** The ids of the tenant's catalogue and places that a feed's records may point at. */
export interface KnownIds {
  categories: Map<string, string | null>;
  brands: Set<string>;
  products: Set<string>;
  skus: Set<string>;
  priceGroups: Set<string>;
  stores: Set<string>;
}

export async function knownIds(db: Db, tenant: string): Promise<KnownIds> {
  const ids = async (table: 'brands' | 'products' | 'skus' | 'price_groups' | 'stores') =>
    new Set((await db.selectFrom(table).select('id').where('tenant', '=', tenant).execute()).map((row) => row.id));
  const categories = await db
    .selectFrom('categories')
    .select(['id', 'parent_id'])
    .where('tenant', '=', tenant)
    .execute();
  return {
    categories: new Map(categories.map((row) => [row.id, row.parent_id])),
    brands: await ids('brands'),
    products: await ids('products'),
    skus: await ids('skus'),
    priceGroups: await ids('price_groups'),
    stores: (await ids('stores')).add(distributionCentreId),
  };
}

/**
 * Takes out of the batch every record that points at something neither the feed nor the
 * catalogue has, in the order records depend on each other: a product refused here takes its
 * SKUs with it, and their prices and stock. Answers each category's level (1 for a top one),
 * which the rows need; a category whose parents go round in a circle is refused.
 */
export function checkReferences(batch: FeedBatch, known: KnownIds): Map<string, number> {
  const parentOf = new Map(known.categories);
  for (const [id, { record }] of batch.of('category')) parentOf.set(id, record.parentId ?? null);
  const levels = new Map<string, number>();
  for (const [id, { record }] of batch.of('category')) {
    let level = 1;
    const seen = new Set([id]);
    let parent = record.parentId ?? null;
    while (parent !== null) {
      if (!parentOf.has(parent)) {
        batch.refuse('category', id, 'parentId', `no category ${parent}`);
        break;
      }
      if (seen.has(parent)) {
        batch.refuse('category', id, 'parentId', `category ${id} would be its own ancestor`);
        break;
      }
      seen.add(parent);
      level += 1;
      parent = parentOf.get(parent) ?? null;
    }
    if (batch.of('category').has(id)) levels.set(id, level);
  }
  const has = (ids: Set<string> | Map<string, unknown>, fed: Map<string, unknown>, id: string) =>
    ids.has(id) || fed.has(id);

  for (const [id, { record }] of batch.of('product')) {
    if (!has(known.brands, batch.of('brand'), record.brandId))
      batch.refuse('product', id, 'brandId', `no brand ${record.brandId}`);
    else if (!has(known.categories, batch.of('category'), record.categoryId))
      batch.refuse('product', id, 'categoryId', `no category ${record.categoryId}`);
  }
  for (const [id, { record }] of batch.of('sku')) {
    if (!has(known.products, batch.of('product'), record.productId))
      batch.refuse('sku', id, 'productId', `no product ${record.productId}`);
  }
  for (const [key, { record }] of batch.of('prices')) {
    if (!has(known.skus, batch.of('sku'), record.skuId)) batch.refuse('prices', key, 'skuId', `no SKU ${record.skuId}`);
    else if (!known.priceGroups.has(record.priceGroup))
      batch.refuse('prices', key, 'priceGroup', `no price group ${record.priceGroup}`);
  }
  for (const [key, { record }] of batch.of('stock')) {
    if (!has(known.skus, batch.of('sku'), record.skuId)) batch.refuse('stock', key, 'skuId', `no SKU ${record.skuId}`);
    else if (!known.stores.has(record.storeId)) batch.refuse('stock', key, 'storeId', `no store ${record.storeId}`);
  }
  return levels;
}
