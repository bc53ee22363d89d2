/**
 * The tables of the catalogue and the places it is sold in (price groups, regions, cities, zones,
 * postal codes, stores, categories, brands, products, SKUs, prices, stock, links, collections,
 * pictograms, sponsored products), as Kysely sees them; part of `Database` (tables.ts).
 */
export interface CatalogueTables {
  price_groups: { tenant: string; id: string; name: string };
  regions: { tenant: string; id: string; name: string; position: number };
  /** latitude and longitude: the city's centre (migration 011), null when loaded without them. */
  cities: {
    tenant: string;
    id: string;
    region_id: string;
    name: string;
    latitude: number | null;
    longitude: number | null;
  };
  zones: {
    tenant: string;
    id: string;
    city_id: string;
    price_group_id: string;
    label: string;
    delivery_days: number;
    delivery_cost: number;
    economic_days: number | null;
    economic_cost: number | null;
    same_day_cutoff_hour: number | null;
    served: number;
  };
  postal_codes: { tenant: string; code: string; colony: string; zone_id: string };
  stores: {
    tenant: string;
    id: string;
    name: string;
    address: string;
    zone_id: string;
    latitude: number;
    longitude: number;
    phone: string;
    opening_hours: string;
    pickup_hours: number;
  };
  categories: {
    tenant: string;
    id: string;
    parent_id: string | null;
    level: number;
    name: string;
    slug: string;
    position: number;
  };
  brands: { tenant: string; id: string; name: string; slug: string };
  products: {
    tenant: string;
    id: string;
    name: string;
    slug: string;
    brand_id: string;
    category_id: string;
    description: string;
    variant_type: string | null;
    sale_unit: string;
    m2_per_box: number | null;
    calculator: string | null;
    paint_yield: number | null;
    shipping_type: string;
    /** The product's kind (012-product-type); null where the catalogue predates it. */
    product_type: string | null;
    badges: string;
    attributes: string;
    top_attributes: string;
    data_sheet: string;
    gallery: string;
    services: string;
    rating_average: number;
    rating_count: number;
    sold_day: number;
    sold_two_days: number;
    sold_week: number;
    created_at: string;
    /** The article's GTIN-13, the same in every tenant that sells it (migration 010). */
    gtin: string | null;
    /** When a full import stopped naming it (migration 031); null while it is sold. */
    withdrawn_at?: string | null;
  };
  skus: {
    tenant: string;
    id: string;
    product_id: string;
    position: number;
    color: string | null;
    color_hex: string | null;
    size: string | null;
    ean: string;
    /** The SKU's own gallery, JSON as products.gallery (migration 026); null before it. */
    gallery?: string | null;
  };
  prices: {
    tenant: string;
    sku_id: string;
    price_group_id: string;
    position: number;
    type: string;
    amount: number;
    unit: string | null;
    /** When a campaign's price stops holding (ISO instant, migration 028); null: no end. */
    valid_until: string | null;
  };
  stock: { tenant: string; sku_id: string; store_id: string; quantity: number };
  /** A price list from an instant to come (migration 032): put in place of `prices`' list at `starts_at`. */
  scheduled_prices: {
    tenant: string;
    sku_id: string;
    price_group_id: string;
    starts_at: string;
    position: number;
    type: string;
    amount: number;
    unit: string | null;
    valid_until: string | null;
  };
  product_links: {
    tenant: string;
    product_id: string;
    kind: string;
    linked_id: string;
    position: number;
    quantity: number;
  };
  collections: { tenant: string; id: string; title: string; description: string };
  /** The kind of object a product is (src/server/product/pictograms.ts pictogramKinds), migration 011. */
  product_pictograms: { tenant: string; product_id: string; pictogram: string };
  collection_products: { tenant: string; collection_id: string; product_id: string; position: number };
  sponsored_products: { tenant: string; ad_id: string; product_id: string; campaign: string; bid: number };
  /**
   * Each committed catalogue import (migration 031); `written` is JSON, by kind; `source` 'feed'
   * (a retailer's) or 'generator' (the demo catalogue of a first start, migration 033).
   */
  catalogue_imports: {
    tenant: string;
    imported_at: string;
    full: number;
    records: number;
    written: string;
    source?: string;
  };
}
