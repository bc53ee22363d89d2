import type { Db } from '../db';
import type { Dialect } from './id-list';
import type { CollectionProductRow, LinkRow, ReferenceRow, ReferenceTable, RowList, RowOf } from './reference-rows';
import { replaceChangedLists, updateRatings, writeChangedRows } from './write-reference';

/** A part of a feed's places and of what surrounds its products, as rows (feed-rows.ts rowsOf). */
export interface ReferenceRows {
  priceGroups: RowOf<'price_groups'>[];
  regions: RowOf<'regions'>[];
  cities: RowOf<'cities'>[];
  zones: RowOf<'zones'>[];
  postalCodes: RowOf<'postal_codes'>[];
  stores: RowOf<'stores'>[];
  /** Products whose pictogram the feed sets, and those whose pictogram it clears (null). */
  pictograms: RowOf<'product_pictograms'>[];
  clearedPictograms: string[];
  links: RowList<LinkRow>[];
  collections: RowOf<'collections'>[];
  collectionProducts: RowList<CollectionProductRow>[];
  sponsored: RowOf<'sponsored_products'>[];
  reviews: RowOf<'reviews'>[];
  questions: RowOf<'questions'>[];
}

type Kind = Exclude<keyof ReferenceRows, 'clearedPictograms' | 'collectionProducts'>;
/**
 * Rows written of each of these kinds; a kind appears in an import's report only once a feed
 * wrote some (a feed of prices and stock reports what it always did).
 */
export type ReferenceWritten = Partial<Record<Kind, number>>;

export function noReferenceRows(): ReferenceRows {
  return {
    priceGroups: [],
    regions: [],
    cities: [],
    zones: [],
    postalCodes: [],
    stores: [],
    pictograms: [],
    clearedPictograms: [],
    links: [],
    collections: [],
    collectionProducts: [],
    sponsored: [],
    reviews: [],
    questions: [],
  };
}

const placeTables: [Kind, ReferenceTable][] = [
  ['priceGroups', 'price_groups'],
  ['regions', 'regions'],
  ['cities', 'cities'],
  ['zones', 'zones'],
  ['postalCodes', 'postal_codes'],
  ['stores', 'stores'],
];

function counted(counts: ReferenceWritten, kind: Kind, written: number): void {
  if (written > 0) counts[kind] = (counts[kind] ?? 0) + written;
}

/** Places before the catalogue: a zone's price group, a store's zone, before the stock that names the store. */
export async function writePlaces(
  trx: Db,
  dialect: Dialect,
  tenant: string,
  rows: ReferenceRows,
): Promise<ReferenceWritten> {
  const counts: ReferenceWritten = {};
  for (const [kind, table] of placeTables)
    counted(counts, kind, (await writeChangedRows(trx, dialect, table, tenant, rows[kind] as ReferenceRow[])).length);
  return counts;
}

/** What surrounds the products, after them. Answers the counts and the products whose pages change. */
export async function writeSurroundings(
  trx: Db,
  dialect: Dialect,
  tenant: string,
  rows: ReferenceRows,
): Promise<{ counts: ReferenceWritten; productIds: string[] }> {
  const counts: ReferenceWritten = {};
  const productIds: string[] = [];
  const productOf = (row: { product_id: string }) => row.product_id;
  const pictograms = await writeChangedRows(trx, dialect, 'product_pictograms', tenant, rows.pictograms);
  if (rows.clearedPictograms.length > 0)
    await trx
      .deleteFrom('product_pictograms')
      .where('tenant', '=', tenant)
      .where('product_id', 'in', rows.clearedPictograms)
      .execute();
  counted(counts, 'pictograms', pictograms.length);
  productIds.push(...pictograms.map(productOf));
  const links = await replaceChangedLists(trx, dialect, 'product_links', tenant, rows.links);
  counted(counts, 'links', links.length);
  productIds.push(...links.map((list) => list.owner.product_id as string));
  const collections = await writeChangedRows(trx, dialect, 'collections', tenant, rows.collections);
  const members = await replaceChangedLists(trx, dialect, 'collection_products', tenant, rows.collectionProducts);
  counted(
    counts,
    'collections',
    new Set([...collections.map((row) => row.id), ...members.map((list) => list.owner.collection_id)]).size,
  );
  counted(
    counts,
    'sponsored',
    (await writeChangedRows(trx, dialect, 'sponsored_products', tenant, rows.sponsored)).length,
  );
  const reviews = await writeChangedRows(trx, dialect, 'reviews', tenant, rows.reviews);
  counted(counts, 'reviews', reviews.length);
  await updateRatings(trx, dialect, tenant, reviews.map(productOf));
  productIds.push(...reviews.map(productOf));
  const questions = await writeChangedRows(trx, dialect, 'questions', tenant, rows.questions);
  counted(counts, 'questions', questions.length);
  productIds.push(...questions.map(productOf));
  return { counts, productIds };
}
