import type { Db } from '../db';
import { distributionCentreId } from '../product/sku-stock';
import { checkPlaces, checkSurroundings } from './check-reference-records';
import type { FeedBatch } from './feed-batch';

/**
 * The ids of the tenant's catalogue and places that a feed's records may point at: the
 * database's, and then those of every record of the feed accepted so far (a feed streams through
 * in parts, and a record may point at one in an earlier part).
 */
export interface KnownIds {
  categories: Map<string, string | null>;
  brands: Set<string>;
  products: Set<string>;
  skus: Set<string>;
  priceGroups: Set<string>;
  regions: Set<string>;
  cities: Set<string>;
  zones: Set<string>;
  stores: Set<string>;
}

export async function knownIds(db: Db, tenant: string): Promise<KnownIds> {
  const ids = async (
    table: 'brands' | 'products' | 'skus' | 'price_groups' | 'regions' | 'cities' | 'zones' | 'stores',
  ) => new Set((await db.selectFrom(table).select('id').where('tenant', '=', tenant).execute()).map((row) => row.id));
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
    regions: await ids('regions'),
    cities: await ids('cities'),
    zones: await ids('zones'),
    stores: (await ids('stores')).add(distributionCentreId),
  };
}

/** Adds the batch's records (those its check left) to what later parts of the feed may point at. */
export function remember(batch: FeedBatch, known: KnownIds): void {
  for (const [id, { record }] of batch.of('category')) known.categories.set(id, record.parentId ?? null);
  for (const id of batch.of('brand').keys()) known.brands.add(id);
  for (const id of batch.of('product').keys()) known.products.add(id);
  for (const id of batch.of('sku').keys()) known.skus.add(id);
  for (const id of batch.of('priceGroup').keys()) known.priceGroups.add(id);
  for (const id of batch.of('region').keys()) known.regions.add(id);
  for (const id of batch.of('city').keys()) known.cities.add(id);
  for (const id of batch.of('zone').keys()) known.zones.add(id);
  for (const id of batch.of('store').keys()) known.stores.add(id);
}

/**
 * Takes out of the batch every record that points at something neither the batch nor `known`
 * has, in the order records depend on each other: a product taken out here takes its SKUs with
 * it, and their prices and stock. With `later`, a record pointing at a category, brand, product
 * or SKU not seen yet moves there instead, to be checked again once the whole feed is read (a
 * feed need not list parents first); without it, it is refused. Answers each category's level
 * (1 for a top one), which the rows need; a category whose parents go round in a circle is refused.
 */
export function checkReferences(batch: FeedBatch, known: KnownIds, later?: FeedBatch): Map<string, number> {
  checkPlaces(batch, known, later);
  const missing = (kind: Parameters<FeedBatch['take']>[0], key: string, field: string, reason: string) => {
    const placed = later ? batch.take(kind, key) : undefined;
    if (placed) later?.keep(key, placed);
    else batch.refuse(kind, key, field, reason);
  };
  // the parents as the batch names them, before any is taken out: a circle is refused whole
  const parents = new Map(known.categories);
  for (const [id, { record }] of batch.of('category')) parents.set(id, record.parentId ?? null);
  const parentOf = (id: string) => parents.get(id);
  const levels = new Map<string, number>();
  for (const [id, { record }] of batch.of('category')) {
    let level = 1;
    const seen = new Set([id]);
    let parent = record.parentId ?? null;
    while (parent !== null) {
      const grandparent = parentOf(parent);
      if (grandparent === undefined) {
        missing('category', id, 'parentId', `no category ${parent}`);
        break;
      }
      if (seen.has(parent)) {
        batch.refuse('category', id, 'parentId', `category ${id} would be its own ancestor`);
        break;
      }
      seen.add(parent);
      level += 1;
      parent = grandparent;
    }
    if (batch.of('category').has(id)) levels.set(id, level);
  }
  // a category taken out above may be the parent (or an ancestor) of one kept: that one goes with it
  for (let taken = true; taken; ) {
    taken = false;
    for (const [id, { record }] of batch.of('category')) {
      const parent = record.parentId ?? null;
      if (parent !== null && !batch.of('category').has(parent) && !known.categories.has(parent)) {
        missing('category', id, 'parentId', `no category ${parent}`);
        levels.delete(id);
        taken = true;
      }
    }
  }
  const has = (ids: Set<string> | Map<string, unknown>, fed: Map<string, unknown>, id: string) =>
    ids.has(id) || fed.has(id);

  for (const [id, { record }] of batch.of('product')) {
    if (!has(known.brands, batch.of('brand'), record.brandId))
      missing('product', id, 'brandId', `no brand ${record.brandId}`);
    else if (!has(known.categories, batch.of('category'), record.categoryId))
      missing('product', id, 'categoryId', `no category ${record.categoryId}`);
  }
  for (const [id, { record }] of batch.of('sku')) {
    if (!has(known.products, batch.of('product'), record.productId))
      missing('sku', id, 'productId', `no product ${record.productId}`);
  }
  for (const [key, { record }] of batch.of('prices')) {
    if (!has(known.priceGroups, batch.of('priceGroup'), record.priceGroup))
      missing('prices', key, 'priceGroup', `no price group ${record.priceGroup}`);
    else if (!has(known.skus, batch.of('sku'), record.skuId)) missing('prices', key, 'skuId', `no SKU ${record.skuId}`);
  }
  for (const [key, { record }] of batch.of('stock')) {
    if (!has(known.stores, batch.of('store'), record.storeId))
      missing('stock', key, 'storeId', `no store ${record.storeId}`);
    else if (!has(known.skus, batch.of('sku'), record.skuId)) missing('stock', key, 'skuId', `no SKU ${record.skuId}`);
  }
  checkSurroundings(batch, known, later);
  return levels;
}
