import type { FeedRecordInput } from '../../src/lib/validation/andamio-feed';
import type { MemorySink, Row, TableName } from './sink';

/**
 * The generated catalogue's rows as records of Andamio's feed (src/lib/validation/andamio-feed*.ts):
 * the generator keeps writing rows, and this is the one place that says which record carries
 * which column. Parents come before what points at them, so the importer never has to wait for
 * one (places, then categories and brands, products, SKUs, their prices and stock, then what
 * surrounds the products).
 */
type Of<T extends FeedRecordInput['type']> = Extract<FeedRecordInput, { type: T }>;

const parse = <T>(json: string): T => JSON.parse(json) as T;

function* places(sink: MemorySink): Generator<FeedRecordInput> {
  for (const row of drain(sink, 'price_groups')) yield { type: 'priceGroup', id: row.id, name: row.name };
  for (const row of drain(sink, 'regions'))
    yield { type: 'region', id: row.id, name: row.name, position: row.position };
  for (const row of drain(sink, 'cities'))
    yield {
      type: 'city',
      id: row.id,
      regionId: row.region_id,
      name: row.name,
      latitude: row.latitude,
      longitude: row.longitude,
    };
  for (const row of drain(sink, 'zones')) yield zoneRecord(row);
  for (const row of drain(sink, 'postal_codes'))
    yield { type: 'postalCode', code: row.code, colony: row.colony, zoneId: row.zone_id };
  for (const row of drain(sink, 'stores'))
    yield {
      type: 'store',
      id: row.id,
      name: row.name,
      address: row.address,
      zoneId: row.zone_id,
      latitude: row.latitude,
      longitude: row.longitude,
      phone: row.phone,
      openingHours: parse<Of<'store'>['openingHours']>(row.opening_hours),
      pickupHours: row.pickup_hours,
    };
}

function zoneRecord(row: Row<'zones'>): Of<'zone'> {
  return {
    type: 'zone',
    id: row.id,
    cityId: row.city_id,
    priceGroup: row.price_group_id,
    label: row.label,
    delivery: { days: row.delivery_days, cost: row.delivery_cost },
    economic:
      row.economic_days === null || row.economic_cost === null
        ? null
        : { days: row.economic_days, cost: row.economic_cost },
    sameDayCutoffHour: row.same_day_cutoff_hour,
    served: row.served === 1,
  };
}

function productRecord(row: Row<'products'>, pictogram: string | undefined): Of<'product'> {
  return {
    type: 'product',
    id: row.id,
    name: row.name,
    description: row.description,
    brandId: row.brand_id,
    categoryId: row.category_id,
    slug: row.slug,
    variantType: row.variant_type as Of<'product'>['variantType'],
    saleUnit: row.sale_unit,
    m2PerBox: row.m2_per_box,
    calculator: row.calculator as Of<'product'>['calculator'],
    paintYield: row.paint_yield,
    shippingType: row.shipping_type as Of<'product'>['shippingType'],
    productType: row.product_type,
    gtin: row.gtin,
    badges: parse(row.badges),
    dimensions: parse(row.attributes),
    topAttributes: parse(row.top_attributes),
    dataSheet: parse(row.data_sheet),
    gallery: parse(row.gallery),
    services: parse(row.services),
    listedAt: row.created_at,
    sales: { day: row.sold_day, twoDays: row.sold_two_days, week: row.sold_week },
    pictogram: pictogram ?? null,
  };
}

function* priceLists(sink: MemorySink): Generator<FeedRecordInput> {
  let list: Of<'prices'> | undefined;
  for (const row of drain(sink, 'prices')) {
    if (list?.skuId !== row.sku_id || list.priceGroup !== row.price_group_id) {
      if (list) yield list;
      list = { type: 'prices', skuId: row.sku_id, priceGroup: row.price_group_id, prices: [] };
    }
    list.prices.push({
      type: row.type as Of<'prices'>['prices'][number]['type'],
      amount: row.amount,
      ...(row.unit === null ? {} : { unit: row.unit }),
      ...(row.valid_until === null ? {} : { validUntil: row.valid_until }),
    });
  }
  if (list) yield list;
}

function* catalogue(sink: MemorySink): Generator<FeedRecordInput> {
  for (const row of drain(sink, 'categories'))
    yield {
      type: 'category',
      id: row.id,
      name: row.name,
      parentId: row.parent_id,
      position: row.position,
      slug: row.slug,
    };
  for (const row of drain(sink, 'brands')) yield { type: 'brand', id: row.id, name: row.name, slug: row.slug };
  const pictograms = new Map(sink.of('product_pictograms').map((row) => [row.product_id, row.pictogram]));
  for (const row of drain(sink, 'products')) yield productRecord(row, pictograms.get(row.id));
  for (const row of drain(sink, 'skus'))
    yield {
      type: 'sku',
      id: row.id,
      productId: row.product_id,
      position: row.position,
      color: row.color,
      colorHex: row.color_hex,
      size: row.size,
      ean: row.ean,
      gallery: row.gallery ? parse(row.gallery) : null,
    };
  yield* priceLists(sink);
  for (const row of drain(sink, 'stock'))
    yield { type: 'stock', skuId: row.sku_id, storeId: row.store_id, quantity: row.quantity };
}

function* surroundings(sink: MemorySink): Generator<FeedRecordInput> {
  let rail: Of<'links'> | undefined;
  for (const row of drain(sink, 'product_links')) {
    if (rail?.productId !== row.product_id || rail.kind !== row.kind) {
      if (rail) yield rail;
      rail = { type: 'links', productId: row.product_id, kind: row.kind as Of<'links'>['kind'], products: [] };
    }
    rail.products.push({ id: row.linked_id, quantity: row.quantity });
  }
  if (rail) yield rail;
  const members = new Map<string, string[]>();
  for (const row of drain(sink, 'collection_products'))
    members.set(row.collection_id, [...(members.get(row.collection_id) ?? []), row.product_id]);
  for (const row of drain(sink, 'collections'))
    yield {
      type: 'collection',
      id: row.id,
      title: row.title,
      description: row.description,
      productIds: members.get(row.id) ?? [],
    };
  for (const row of drain(sink, 'sponsored_products'))
    yield { type: 'sponsored', id: row.ad_id, productId: row.product_id, campaign: row.campaign, bid: row.bid };
  for (const row of drain(sink, 'reviews'))
    yield {
      type: 'review',
      id: row.id,
      productId: row.product_id,
      rating: row.rating,
      recommend: row.recommend === 1,
      title: row.title,
      comment: row.comment,
      alias: row.alias,
      lang: row.lang as 'es' | 'pt',
      attributeRatings: parse(row.attribute_ratings),
      helpful: row.helpful,
      verifiedPurchase: row.verified_purchase === 1,
      createdAt: row.created_at,
    };
  for (const row of drain(sink, 'questions'))
    yield {
      type: 'question',
      id: row.id,
      productId: row.product_id,
      question: row.question,
      askedBy: row.asked_by,
      answer: row.answer,
      answeredBy: row.answered_by,
      createdAt: row.created_at,
    };
}

/**
 * Every row the generator wrote, as feed records, parents first. A table's rows are let go once
 * read (the importer holds one part of the feed at a time; the rows need not outlive it).
 */
export function* feedRecordsOf(sink: MemorySink): Generator<FeedRecordInput> {
  yield* places(sink);
  yield* catalogue(sink);
  yield* surroundings(sink);
}

/** The rows of a table, let go of by the sink as they are handed out. */
function* drain<T extends TableName>(sink: MemorySink, table: T): Generator<Row<T>> {
  const rows = sink.of(table);
  sink.rows.delete(table);
  for (let at = 0; at < rows.length; at++) {
    yield rows[at] as Row<T>;
    rows[at] = undefined as never;
  }
}
