import type { Kysely } from 'kysely';

/**
 * The catalogue of every tenant: geography and zones, stores, categories, brands, products,
 * variants, price lists per price group, stock per store and the product's relations.
 * Every table leads its key with the tenant so the data can later be sharded by tenant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable('price_groups')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('price_groups_pk', ['tenant', 'id'])
    .execute();
  await s
    .createTable('regions')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('regions_pk', ['tenant', 'id'])
    .execute();
  await s
    .createTable('cities')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('region_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cities_pk', ['tenant', 'id'])
    .addForeignKeyConstraint('cities_region_fk', ['tenant', 'region_id'], 'regions', ['tenant', 'id'])
    .execute();
  await s
    .createTable('zones')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('city_id', 'text', (c) => c.notNull())
    .addColumn('price_group_id', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    // Home-delivery promise for the zone: days from order (0 = same day), cost in minor units.
    .addColumn('delivery_days', 'integer', (c) => c.notNull())
    .addColumn('delivery_cost', 'bigint', (c) => c.notNull())
    .addColumn('economic_days', 'integer')
    .addColumn('economic_cost', 'bigint')
    .addColumn('same_day_cutoff_hour', 'integer')
    .addColumn('served', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('zones_pk', ['tenant', 'id'])
    .addForeignKeyConstraint('zones_city_fk', ['tenant', 'city_id'], 'cities', ['tenant', 'id'])
    .addForeignKeyConstraint('zones_price_group_fk', ['tenant', 'price_group_id'], 'price_groups', ['tenant', 'id'])
    .execute();
  await s
    .createTable('postal_codes')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('colony', 'text', (c) => c.notNull())
    .addColumn('zone_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('postal_codes_pk', ['tenant', 'code', 'colony'])
    .addForeignKeyConstraint('postal_codes_zone_fk', ['tenant', 'zone_id'], 'zones', ['tenant', 'id'])
    .execute();
  await s
    .createTable('stores')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('zone_id', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    // JSON: seven [open, close] pairs of "HH:MM", Monday first; null for a closed day.
    .addColumn('opening_hours', 'text', (c) => c.notNull())
    .addColumn('pickup_hours', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stores_pk', ['tenant', 'id'])
    .addForeignKeyConstraint('stores_zone_fk', ['tenant', 'zone_id'], 'zones', ['tenant', 'id'])
    .execute();
  await s
    .createTable('categories')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text')
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('categories_pk', ['tenant', 'id'])
    .execute();
  await s.createIndex('categories_parent').on('categories').columns(['tenant', 'parent_id', 'position']).execute();
  await s
    .createTable('brands')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('brands_pk', ['tenant', 'id'])
    .execute();
  await s.createIndex('brands_slug').unique().on('brands').columns(['tenant', 'slug']).execute();
  await s
    .createTable('products')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('variant_type', 'text')
    .addColumn('sale_unit', 'text', (c) => c.notNull())
    .addColumn('m2_per_box', 'double precision')
    .addColumn('calculator', 'text')
    .addColumn('paint_yield', 'double precision')
    .addColumn('shipping_type', 'text', (c) => c.notNull())
    .addColumn('badges', 'text', (c) => c.notNull())
    .addColumn('attributes', 'text', (c) => c.notNull())
    .addColumn('top_attributes', 'text', (c) => c.notNull())
    .addColumn('data_sheet', 'text', (c) => c.notNull())
    .addColumn('gallery', 'text', (c) => c.notNull())
    .addColumn('services', 'text', (c) => c.notNull())
    .addColumn('rating_average', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sold_day', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sold_two_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sold_week', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('products_pk', ['tenant', 'id'])
    .addForeignKeyConstraint('products_brand_fk', ['tenant', 'brand_id'], 'brands', ['tenant', 'id'])
    .addForeignKeyConstraint('products_category_fk', ['tenant', 'category_id'], 'categories', ['tenant', 'id'])
    .execute();
  await s.createIndex('products_category').on('products').columns(['tenant', 'category_id']).execute();
  await s.createIndex('products_brand').on('products').columns(['tenant', 'brand_id']).execute();
  await s
    .createTable('skus')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('color', 'text')
    .addColumn('color_hex', 'text')
    .addColumn('size', 'text')
    .addColumn('ean', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('skus_pk', ['tenant', 'id'])
    .addForeignKeyConstraint('skus_product_fk', ['tenant', 'product_id'], 'products', ['tenant', 'id'])
    .execute();
  await s.createIndex('skus_product').on('skus').columns(['tenant', 'product_id', 'position']).execute();
  await s
    .createTable('prices')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('sku_id', 'text', (c) => c.notNull())
    .addColumn('price_group_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('unit', 'text')
    .addPrimaryKeyConstraint('prices_pk', ['tenant', 'sku_id', 'price_group_id', 'position'])
    .addForeignKeyConstraint('prices_sku_fk', ['tenant', 'sku_id'], 'skus', ['tenant', 'id'])
    .execute();
  await s
    .createTable('stock')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('sku_id', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stock_pk', ['tenant', 'sku_id', 'store_id'])
    .execute();
  await s
    .createTable('product_links')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    // linked (accessories), related (same use), similar (alternatives), project (builder kit)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('linked_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('product_links_pk', ['tenant', 'product_id', 'kind', 'linked_id'])
    .execute();
  await s
    .createTable('collections')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('collections_pk', ['tenant', 'id'])
    .execute();
  await s
    .createTable('collection_products')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('collection_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_products_pk', ['tenant', 'collection_id', 'product_id'])
    .execute();
  await s
    .createTable('sponsored_products')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('ad_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('campaign', 'text', (c) => c.notNull())
    .addColumn('bid', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sponsored_products_pk', ['tenant', 'ad_id'])
    .execute();
}
