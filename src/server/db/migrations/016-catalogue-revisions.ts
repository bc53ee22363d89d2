import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

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
  if (dialectOf(db) === 'postgres') {
    await postgresTriggers(db);
    return;
  }
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

/**
 * The same triggers in PostgreSQL: once per statement, over the tenants its rows touched (a feed
 * writes thousands of rows in one statement), through one function.
 */
async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`CREATE FUNCTION catalogue_revision_touch() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE catalogue_revisions SET revision = md5(random()::text || clock_timestamp()::text)
        WHERE tenant IN (SELECT DISTINCT tenant FROM changed_rows);
        RETURN NULL;
      END $$`)
    .execute(db);
  for (const table of revisedTables) {
    for (const [event, rows] of [
      ['insert', 'NEW TABLE'],
      ['update', 'NEW TABLE'],
      ['delete', 'OLD TABLE'],
    ] as const) {
      await sql
        .raw(`CREATE TRIGGER catalogue_revision_${table}_${event} AFTER ${event.toUpperCase()} ON ${table}
          REFERENCING ${rows} AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_revision_touch()`)
        .execute(db);
    }
  }
}
