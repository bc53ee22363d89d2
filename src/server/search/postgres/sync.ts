import type pg from 'pg';
import type { PostgresHandle } from '../../db';
import { numberedParameters } from '../../db/postgres';
import { logLine } from '../../log';
import { SearchIndex } from '../build-index';
import { DocumentStore } from '../document-store';
import { indexSourceOf } from '../index-source';
import { searchDocuments } from '../load';
import { type PostgresRows, readPostgresFacts } from '../refresh';
import { synonymGroups } from '../synonyms';
import { type ProductRow, productRows, termRows, type Vocabulary, vocabularyOf, wordRows } from './rows';

/**
 * Keeps each tenant's search tables (migration 018) as current as its catalogue:
 * - at a server's first search of a tenant, and after a catalogue feed, the rows are checked
 *   against the catalogue revision (migration 016) and written again when older; one server
 *   writes, under an advisory lock, and the others then find them current;
 * - an order or a review updates its products' rows in place (refreshSearchRows), on the server
 *   that made it, before it tells the others.
 */

/** Per tenant, this server's check of the rows and the vocabulary it read. */
const checked = new Map<string, Promise<Vocabulary>>();

/** Pooled clients given an error listener already: each is handed out many times. */
const guarded = new WeakSet<pg.PoolClient>();

/** Rows per INSERT: 19 parameters each, well under PostgreSQL's 65,535. */
const rowsPerInsert = 500;

async function revisionOf(client: pg.PoolClient, tenant: string): Promise<string> {
  // The triggers only update the row (migration 016): it is made here on first use.
  await client.query(
    `INSERT INTO catalogue_revisions (tenant, revision) VALUES ($1, md5(random()::text)) ON CONFLICT DO NOTHING`,
    [tenant],
  );
  const { rows } = await client.query<{ revision: string }>(
    'SELECT revision FROM catalogue_revisions WHERE tenant = $1',
    [tenant],
  );
  return rows[0]?.revision as string;
}

async function writtenState(
  client: pg.PoolClient,
  tenant: string,
): Promise<{ revision: string; vocabulary: Vocabulary } | undefined> {
  const { rows } = await client.query<{ revision: string; vocabulary: Vocabulary }>(
    'SELECT revision, vocabulary FROM search_state WHERE tenant = $1',
    [tenant],
  );
  return rows[0];
}

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
async function buildRows(handle: PostgresHandle, tenant: string) {
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
async function writeRows(
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

/**
 * Runs work in a transaction that holds the tenant's search-tables lock: a rewrite and an in-place
 * refresh never interleave, so a refresh made while the rows are rewritten lands on the new rows.
 */
async function inTablesLock<T>(client: pg.PoolClient, tenant: string, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`search tables\u001f${tenant}`]);
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

/** A pooled client that survives its connection dropping, released after the work. */
async function withClient<T>(handle: PostgresHandle, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await handle.pool.pool.connect();
  // A dropped connection fails the next query rather than ending the process (postgres.ts).
  if (!guarded.has(client)) {
    guarded.add(client);
    client.on('error', () => {});
  }
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

/**
 * The tenant's vocabulary once its rows are current. Rows older than the catalogue are built
 * first, holding no connection (the catalogue is read through the pool), then written under the
 * lock unless another server wrote them meanwhile: a server never waits on the lock while it
 * needs more connections than it holds.
 */
async function check(handle: PostgresHandle, tenant: string): Promise<Vocabulary> {
  const revision = await withClient(handle, (client) => revisionOf(client, tenant));
  const state = await withClient(handle, (client) => writtenState(client, tenant));
  if (state?.revision === revision) return state.vocabulary;
  const started = performance.now();
  const rows = await buildRows(handle, tenant);
  return withClient(handle, (client) =>
    inTablesLock(client, tenant, async () => {
      const now = await writtenState(client, tenant);
      if (now?.revision === (await revisionOf(client, tenant))) return now.vocabulary;
      // Labelled with the revision read before the catalogue was: a change made while it was read
      // leaves the rows older than the catalogue, and the next check writes them again.
      const vocabulary = await writeRows(client, tenant, revision, rows);
      logLine('info', 'search tables written', {
        tenant,
        products: vocabulary.products,
        durationMs: Math.round(performance.now() - started),
      });
      return vocabulary;
    }),
  );
}

/** The tenant's facet labels and names, once its rows are current: every PostgreSQL search starts here. */
export function searchVocabulary(handle: PostgresHandle, tenant: string): Promise<Vocabulary> {
  let found = checked.get(tenant);
  if (!found) {
    const checking = check(handle, tenant);
    found = checking;
    checked.set(tenant, checking);
    checking.then(
      () => {
        if (checked.get(tenant) === checking) current.add(tenant);
      },
      () => {
        if (checked.get(tenant) === checking) checked.delete(tenant);
      },
    );
  }
  return found;
}

/** Tenants whose rows this server has found current (or written) since it last had reason to doubt them. */
const current = new Set<string>();

/** Whether this server has checked the tenant's rows and found them current: its readiness (`/readyz`). */
export function searchRowsChecked(tenant: string): boolean {
  return current.has(tenant);
}

/** The catalogue changed (a feed): the next search checks the rows again and whoever comes first rewrites them. */
export function recheckSearchRows(tenant?: string): void {
  if (tenant === undefined) {
    checked.clear();
    current.clear();
  } else {
    checked.delete(tenant);
    current.delete(tenant);
  }
}

/**
 * Brings some products' rows up to date with what an order or a review changed (units, rating),
 * as the in-memory index does in place (refresh.ts). Rows not written yet read the change when
 * they are.
 */
export function refreshSearchRows(handle: PostgresHandle, tenant: string, ids: readonly string[]): Promise<void> {
  // One refresh per tenant at a time on this server: a burst of orders holds one connection, not the pool.
  const previous = refreshes.get(tenant) ?? Promise.resolve();
  const next = previous.then(() => updateRows(handle, tenant, ids));
  const settled = next.catch(() => {});
  refreshes.set(tenant, settled);
  settled.then(() => {
    if (refreshes.get(tenant) === settled) refreshes.delete(tenant);
  });
  return next;
}

/** Per tenant, the last refresh queued on this server. */
const refreshes = new Map<string, Promise<void>>();

async function updateRows(handle: PostgresHandle, tenant: string, ids: readonly string[]): Promise<void> {
  await withClient(handle, (client) =>
    inTablesLock(client, tenant, async () => {
      // Read through the client that holds the lock: waiting for another connection while holding
      // it could wait for ever on a pool whose connections all wait for the lock.
      const rows: PostgresRows = async (sql, parameters) =>
        (await client.query(numberedParameters(sql), [...parameters])).rows;
      const facts = await readPostgresFacts(rows, tenant, ids);
      for (const [id, { rating, units }] of facts) {
        const stores = [...units].filter(([store]) => store !== 'DC');
        await client.query(
          `UPDATE search_products SET
             rating = CASE WHEN $3::integer IS NULL THEN rating WHEN $3 > 0 THEN $4::real ELSE 0 END,
             rating_count = COALESCE($3, rating_count),
             ships_home = $5::integer > 0 AND shipping_type <> 'pickup_only',
             stocked_stores = $6::text[],
             document = document || jsonb_build_object('webStock', $5::integer, 'storeStock', $7::jsonb)
               || CASE WHEN $3::integer IS NULL THEN '{}'::jsonb
                       ELSE jsonb_build_object('rating', $4::double precision, 'ratingCount', $3::integer) END
           WHERE tenant = $1 AND product_id = $2`,
          [
            tenant,
            id,
            rating?.count ?? null,
            rating?.average ?? null,
            units.get('DC') ?? 0,
            stores.filter(([, left]) => left > 0).map(([store]) => store),
            JSON.stringify(stores),
          ],
        );
      }
    }),
  );
}
