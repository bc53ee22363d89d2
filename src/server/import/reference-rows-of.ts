import type { FeedBatch } from './feed-batch';
import {
  cityRow,
  collectionProductRows,
  collectionRow,
  linkRows,
  postalCodeRow,
  priceGroupRow,
  questionRow,
  regionRow,
  reviewRow,
  sponsoredRow,
  storeRow,
  zoneRow,
} from './reference-rows';
import type { ReferenceRows } from './write-reference-part';

/** A checked part of a feed's places and surroundings as rows (feed-rows.ts rowsOf does the catalogue's). */
export function referenceRowsOf(tenant: string, batch: FeedBatch): ReferenceRows {
  const records = <T>(placed: Map<string, { record: T }>) => Array.from(placed.values(), ({ record }) => record);
  const products = records(batch.of('product'));
  const collections = records(batch.of('collection'));
  return {
    priceGroups: records(batch.of('priceGroup')).map((record) => priceGroupRow(tenant, record)),
    regions: records(batch.of('region')).map((record) => regionRow(tenant, record)),
    cities: records(batch.of('city')).map((record) => cityRow(tenant, record)),
    zones: records(batch.of('zone')).map((record) => zoneRow(tenant, record)),
    postalCodes: records(batch.of('postalCode')).map((record) => postalCodeRow(tenant, record)),
    stores: records(batch.of('store')).map((record) => storeRow(tenant, record)),
    pictograms: products.flatMap(({ id, pictogram }) =>
      typeof pictogram === 'string' ? [{ tenant, product_id: id, pictogram }] : [],
    ),
    clearedPictograms: products.filter(({ pictogram }) => pictogram === null).map(({ id }) => id),
    links: records(batch.of('links')).map((record) => linkRows(tenant, record)),
    collections: collections.map((record) => collectionRow(tenant, record)),
    collectionProducts: collections.map((record) => collectionProductRows(tenant, record)),
    sponsored: records(batch.of('sponsored')).map((record) => sponsoredRow(tenant, record)),
    reviews: records(batch.of('review')).map((record) => reviewRow(tenant, record)),
    questions: records(batch.of('question')).map((record) => questionRow(tenant, record)),
  };
}
