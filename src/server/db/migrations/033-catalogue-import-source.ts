import type { Kysely } from 'kysely';

/**
 * catalogue_imports.source: 'feed' for a retailer's own feed (a file, the API), 'generator' for
 * the demo catalogue a first start imports from the generator's feed. A tenant whose imports are
 * all the generator's still holds the demo catalogue, which a later start may replace when it
 * lacks reference data the shop reads (db/first-catalogue.ts); one with a retailer's import never.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('catalogue_imports')
    .addColumn('source', 'text', (column) => column.notNull().defaultTo('feed'))
    .execute();
}
