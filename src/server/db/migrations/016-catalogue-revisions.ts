import { type Kysely, sql } from 'kysely';

/** The tables a tenant's search index is built from (src/server/search/load.ts). */
export const revisedTables = ['products', 'skus', 'prices', 'stock', 'brands', 'categories'] as const;

/** Names of the triggers below, so a reader can tell they are all still there. */
export const revisionTriggers = revisedTables.flatMap((table) =>
  (['insert', 'update', 'delete'] as const).map((event) => `catalogue_revision_${table}_${event}`),
);

/**
 * A tenant's catalogue revision: a random token that every write to a table the search index
 * reads replaces, whoever writes it (the seed, the catalogue feeds, an order taking stock, a
 * review updating a rating, a maintenance script). A search index saved at one revision
 * (src/server/search/snapshots.ts) is used only while the token is still the same. Random rather
 * than counted, so a database restored from a copy and changed again never comes back to a token
 * it had before. The row is made when an index is first read for the tenant, so the triggers only
 * update: no snapshot can have been saved before it exists, and writes before it cost a lookup.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_revisions')
    .addColumn('tenant', 'text', (c) => c.primaryKey())
    .addColumn('revision', 'text', (c) => c.notNull())
    .execute();
  for (const table of revisedTables) {
    for (const [event, row] of [
      ['insert', 'NEW'],
      ['update', 'NEW'],
      ['delete', 'OLD'],
    ] as const) {
      await sql
        .raw(`CREATE TRIGGER catalogue_revision_${table}_${event} AFTER ${event.toUpperCase()} ON ${table}
          BEGIN
            UPDATE catalogue_revisions SET revision = lower(hex(randomblob(8))) WHERE tenant = ${row}.tenant;
          END`)
        .execute(db);
    }
  }
}
