import type { Insertable } from 'kysely';
import type { FeedRecordOf } from '../../lib/validation/andamio-feed';
import type { Database } from '../db';

/**
 * The records of places and of what surrounds the products (andamio-feed-places.ts,
 * andamio-feed-community.ts) as the rows of their tables: what write-reference.ts writes.
 */
export type ReferenceTable =
  | 'price_groups'
  | 'regions'
  | 'cities'
  | 'zones'
  | 'postal_codes'
  | 'stores'
  | 'product_pictograms'
  | 'collections'
  | 'sponsored_products'
  | 'reviews'
  | 'questions';
export type RowOf<T extends ReferenceTable> = Insertable<Database[T]>;
export type ReferenceRow = { [T in ReferenceTable]: RowOf<T> }[ReferenceTable];
export type LinkRow = Insertable<Database['product_links']>;
export type CollectionProductRow = Insertable<Database['collection_products']>;

/** A list replaced whole when it differs: a product's rail of one kind, a collection's products. */
export interface RowList<R> {
  /** The columns that name the list, beside the tenant. */
  owner: Record<string, string>;
  rows: R[];
}

export function priceGroupRow(tenant: string, record: FeedRecordOf<'priceGroup'>): RowOf<'price_groups'> {
  return { tenant, id: record.id, name: record.name };
}

export function regionRow(tenant: string, record: FeedRecordOf<'region'>): RowOf<'regions'> {
  return { tenant, id: record.id, name: record.name, position: record.position };
}

export function cityRow(tenant: string, record: FeedRecordOf<'city'>): RowOf<'cities'> {
  const { id, regionId, name, latitude, longitude } = record;
  return { tenant, id, region_id: regionId, name, latitude, longitude };
}

export function zoneRow(tenant: string, record: FeedRecordOf<'zone'>): RowOf<'zones'> {
  return {
    tenant,
    id: record.id,
    city_id: record.cityId,
    price_group_id: record.priceGroup,
    label: record.label,
    delivery_days: record.delivery.days,
    delivery_cost: record.delivery.cost,
    economic_days: record.economic?.days ?? null,
    economic_cost: record.economic?.cost ?? null,
    same_day_cutoff_hour: record.sameDayCutoffHour,
    served: record.served ? 1 : 0,
  };
}

export function postalCodeRow(tenant: string, record: FeedRecordOf<'postalCode'>): RowOf<'postal_codes'> {
  return { tenant, code: record.code, colony: record.colony, zone_id: record.zoneId };
}

export function storeRow(tenant: string, record: FeedRecordOf<'store'>): RowOf<'stores'> {
  return {
    tenant,
    id: record.id,
    name: record.name,
    address: record.address,
    zone_id: record.zoneId,
    latitude: record.latitude,
    longitude: record.longitude,
    phone: record.phone,
    opening_hours: JSON.stringify(record.openingHours),
    pickup_hours: record.pickupHours,
  };
}

export function linkRows(tenant: string, record: FeedRecordOf<'links'>): RowList<LinkRow> {
  return {
    owner: { product_id: record.productId, kind: record.kind },
    rows: record.products.map((linked, position) => ({
      tenant,
      product_id: record.productId,
      kind: record.kind,
      linked_id: linked.id,
      position,
      quantity: linked.quantity,
    })),
  };
}

export function collectionRow(tenant: string, record: FeedRecordOf<'collection'>): RowOf<'collections'> {
  return { tenant, id: record.id, title: record.title, description: record.description };
}

export function collectionProductRows(
  tenant: string,
  record: FeedRecordOf<'collection'>,
): RowList<CollectionProductRow> {
  return {
    owner: { collection_id: record.id },
    rows: record.productIds.map((productId, position) => ({
      tenant,
      collection_id: record.id,
      product_id: productId,
      position,
    })),
  };
}

export function sponsoredRow(tenant: string, record: FeedRecordOf<'sponsored'>): RowOf<'sponsored_products'> {
  const { id, productId, campaign, bid } = record;
  return { tenant, ad_id: id, product_id: productId, campaign, bid };
}

export function reviewRow(tenant: string, record: FeedRecordOf<'review'>): RowOf<'reviews'> {
  return {
    tenant,
    id: record.id,
    product_id: record.productId,
    rating: record.rating,
    recommend: record.recommend ? 1 : 0,
    title: record.title,
    comment: record.comment,
    alias: record.alias,
    email: null,
    lang: record.lang,
    attribute_ratings: JSON.stringify(record.attributeRatings),
    helpful: record.helpful,
    verified_purchase: record.verifiedPurchase ? 1 : 0,
    created_at: new Date(record.createdAt).toISOString(),
  };
}

export function questionRow(tenant: string, record: FeedRecordOf<'question'>): RowOf<'questions'> {
  return {
    tenant,
    id: record.id,
    product_id: record.productId,
    question: record.question,
    asked_by: record.askedBy,
    answer: record.answer,
    answered_by: record.answeredBy,
    created_at: new Date(record.createdAt).toISOString(),
  };
}
