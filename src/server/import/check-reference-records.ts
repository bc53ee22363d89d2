import type { KnownIds } from './check-references';
import type { FeedBatch } from './feed-batch';

/**
 * The references of the records of places and of what surrounds the products, checked as
 * check-references.ts checks the catalogue's: a record pointing at something neither the
 * database nor the feed has is moved to `later` (the feed may name it further on) or, at the end,
 * refused with the field that points.
 */

type Kind = Parameters<FeedBatch['take']>[0];

function refuser(batch: FeedBatch, later: FeedBatch | undefined) {
  return (kind: Kind, key: string, field: string, reason: string) => {
    const placed = later ? batch.take(kind, key) : undefined;
    if (placed) later?.keep(key, placed);
    else batch.refuse(kind, key, field, reason);
  };
}

const isIn = (known: Set<string>, fed: Map<string, unknown>, id: string) => known.has(id) || fed.has(id);

/** Places point up: a city at its region, a zone at its city and price group, a postal code and a store at a zone. */
export function checkPlaces(batch: FeedBatch, known: KnownIds, later?: FeedBatch): void {
  const missing = refuser(batch, later);
  for (const [key, { record }] of batch.of('city'))
    if (!isIn(known.regions, batch.of('region'), record.regionId))
      missing('city', key, 'regionId', `no region ${record.regionId}`);
  for (const [key, { record }] of batch.of('zone')) {
    if (!isIn(known.cities, batch.of('city'), record.cityId))
      missing('zone', key, 'cityId', `no city ${record.cityId}`);
    else if (!isIn(known.priceGroups, batch.of('priceGroup'), record.priceGroup))
      missing('zone', key, 'priceGroup', `no price group ${record.priceGroup}`);
  }
  for (const kind of ['postalCode', 'store'] as const)
    for (const [key, { record }] of batch.of(kind))
      if (!isIn(known.zones, batch.of('zone'), record.zoneId)) missing(kind, key, 'zoneId', `no zone ${record.zoneId}`);
}

/** Rails, collections, ads, reviews and questions point at products (checked after the products' own checks). */
export function checkSurroundings(batch: FeedBatch, known: KnownIds, later?: FeedBatch): void {
  const missing = refuser(batch, later);
  const product = (id: string) => isIn(known.products, batch.of('product'), id);
  for (const kind of ['sponsored', 'review', 'question'] as const)
    for (const [key, { record }] of batch.of(kind))
      if (!product(record.productId)) missing(kind, key, 'productId', `no product ${record.productId}`);
  for (const [key, { record }] of batch.of('links')) {
    const at = record.products.findIndex((linked) => !product(linked.id));
    if (!product(record.productId)) missing('links', key, 'productId', `no product ${record.productId}`);
    else if (at >= 0) missing('links', key, `products.${at}.id`, `no product ${record.products[at]?.id}`);
  }
  for (const [key, { record }] of batch.of('collection')) {
    const at = record.productIds.findIndex((id) => !product(id));
    if (at >= 0) missing('collection', key, `productIds.${at}`, `no product ${record.productIds[at]}`);
  }
}
