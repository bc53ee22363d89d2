import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * Search on PostgreSQL (SEARCH_ENGINE=postgres, src/server/search/postgres): each tenant's
 * products as the search index reads them, one row each, written by whichever server first finds
 * them older than the catalogue (sync.ts). SQLite has no use for them: its servers search in
 * memory.
 * - search_products: the stems of a product with their weights (a tsvector to find it through a
 *   GIN index, a jsonb of the same stems' weights to rank it as the in-memory index does), its codes,
 *   and the columns its facets, filters and sorts read; its document for the product card.
 * - search_terms: every stem with how many products it finds, whether it names products (what a
 *   correction may offer: did-you-mean reads them by trigram similarity) and the word that shows it.
 * - search_words: the words behind the stems, for typeahead's prefix match ("C" collation: the
 *   index answers LIKE 'pre%'), and the order each was first met in.
 * - search_state: which catalogue revision the rows were written at, and the tenant's facet labels.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE TABLE search_products (
    tenant text NOT NULL,
    position integer NOT NULL,
    product_id text NOT NULL,
    terms tsvector NOT NULL,
    weights jsonb NOT NULL,
    codes text[] NOT NULL,
    brand_slug text NOT NULL,
    category_path text[] NOT NULL,
    color_slugs text[] NOT NULL,
    attributes jsonb NOT NULL,
    rating real NOT NULL,
    rating_count integer NOT NULL,
    sold_week integer NOT NULL,
    created_at double precision NOT NULL,
    shipping_type text NOT NULL,
    ships_home boolean NOT NULL,
    stocked_stores text[] NOT NULL,
    prices jsonb NOT NULL,
    document jsonb NOT NULL,
    PRIMARY KEY (tenant, position)
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX search_products_id ON search_products (tenant, product_id)`.execute(db);
  await sql`CREATE INDEX search_products_terms ON search_products USING gin (terms)`.execute(db);
  await sql`CREATE INDEX search_products_codes ON search_products USING gin (codes)`.execute(db);
  await sql`CREATE TABLE search_terms (
    tenant text NOT NULL,
    stem text NOT NULL,
    documents integer NOT NULL,
    naming boolean NOT NULL,
    shown text NOT NULL,
    PRIMARY KEY (tenant, stem)
  )`.execute(db);
  await sql`CREATE TABLE search_words (
    tenant text NOT NULL,
    word text COLLATE "C" NOT NULL,
    stem text NOT NULL,
    seen integer NOT NULL,
    PRIMARY KEY (tenant, word)
  )`.execute(db);
  await sql`CREATE TABLE search_state (
    tenant text PRIMARY KEY,
    revision text NOT NULL,
    vocabulary jsonb NOT NULL,
    written_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}
