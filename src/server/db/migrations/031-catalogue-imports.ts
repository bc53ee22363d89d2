import type { Kysely } from 'kysely';

/**
 * Catalogue imports (src/server/import):
 * - products.withdrawn_at: when a full import stopped naming the product (ISO, UTC); null while
 *   it is sold. A withdrawn product keeps its row, so orders, reviews and lists that name it still
 *   read it, and a later feed that names it again brings it back; its page answers 410, and it
 *   leaves search, listings and the sitemap.
 * - catalogue_imports: each committed import, by tenant. A tenant with one holds the retailer's
 *   own catalogue, which a start never replaces with a generated one (seed.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('withdrawn_at', 'text').execute();
  await db.schema
    .createTable('catalogue_imports')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .addColumn('full', 'integer', (c) => c.notNull())
    .addColumn('records', 'integer', (c) => c.notNull())
    /** What it wrote, by kind (JSON). */
    .addColumn('written', 'text', (c) => c.notNull())
    .execute();
  // two imports may land in one millisecond: a log, keyed by nothing, read by tenant
  await db.schema
    .createIndex('catalogue_imports_tenant')
    .on('catalogue_imports')
    .columns(['tenant', 'imported_at'])
    .execute();
}
