import type pg from 'pg';
import type { PostgresHandle } from '../../db';
import { SearchIndex } from '../build-index';
import { DocumentStore } from '../document-store';
import { indexSourceOf } from '../index-source';
import { searchDocuments } from '../load';
import { synonymGroups } from '../synonyms';
import { type ProductRow, productRows, termRows, type Vocabulary, vocabularyOf, wordRows } from './rows';

/** Rows per INSERT: 19 parameters each, well under PostgreSQL's 65,535. */
const rowsPerInsert = 500;

async function insertAll<Row>(
  client: pg.PoolClient,
  table: string,
  columns: string[],
  rows: readonly Row[],
  values: (row: Row) => unknown[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    const batch = rows.slice(start, start + rowsPerInsert).map(values);
    let number = 0;
    const tuples = batch.map((row) => `(${row.map(() => `$${++number}`).join(', ')})`);
    await client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, batch.flat());
  }
}

const productColumns = [
  'tenant',
  'position',
  'product_id',
  'terms',
  'weights',
  'codes',
  'brand_slug',
  'category_path',
  'color_slugs',
  'attributes',
  'rating',
  'rating_count',
  'sold_week',
  'created_at',
  'shipping_type',
  'ships_home',
  'stocked_stores',
  'prices',
  'document',
];

function productValues(tenant: string) {
  return (row: ProductRow) => [
    tenant,
    row.position,
    row.productId,
    row.terms,
    JSON.stringify(row.weights),
    row.codes,
    row.brandSlug,
    row.categoryPath,
    row.colorSlugs,
    JSON.stringify(row.attributes),
    row.rating,
    row.ratingCount,
    row.soldWeek,
    row.createdAt,
    row.shippingType,
    row.shipsHome,
    row.stockedStores,
    JSON.stringify(row.prices),
    JSON.stringify(row.document),
  ];
}

/** A tenant's rows, built from its catalogue as it is now (the same analysis as the in-memory index). */
export async function buildRows(handle: PostgresHandle, tenant: string) {
  const synonyms = await synonymGroups(tenant);
  const index = new SearchIndex(DocumentStore.from(searchDocuments(await indexSourceOf(handle, tenant))), {
    synonyms,
  });
  return {
    products: productRows(index),
    terms: termRows(index),
    words: wordRows(index),
    vocabulary: vocabularyOf(index),
  };
}

/** Replaces a tenant's rows, inside the caller's transaction: searches see the old rows or the new. */
export async function writeRows(
  client: pg.PoolClient,
  tenant: string,
  revision: string,
  rows: Awaited<ReturnType<typeof buildRows>>,
): Promise<Vocabulary> {
  for (const table of ['search_products', 'search_terms', 'search_words'])
    await client.query(`DELETE FROM ${table} WHERE tenant = $1`, [tenant]);
  await insertAll(client, 'search_products', productColumns, rows.products, productValues(tenant));
  await insertAll(client, 'search_terms', ['tenant', 'stem', 'documents', 'naming', 'shown'], rows.terms, (row) => [
    tenant,
    row.stem,
    row.documents,
    row.naming,
    row.shown,
  ]);
  await insertAll(client, 'search_words', ['tenant', 'word', 'stem', 'seen'], rows.words, (row) => [
    tenant,
    row.word,
    row.stem,
    row.seen,
  ]);
  await client.query(
    `INSERT INTO search_state (tenant, revision, vocabulary) VALUES ($1, $2, $3)
     ON CONFLICT (tenant) DO UPDATE SET revision = excluded.revision, vocabulary = excluded.vocabulary, written_at = now()`,
    [tenant, revision, JSON.stringify(rows.vocabulary)],
  );
  return rows.vocabulary;
}
