import type { Kysely } from 'kysely';

/**
 * A product's GTIN: the article's number in the group's product master, the same wherever the
 * article is sold (tools/catalogue-generator/master.ts). Pages find the same product on the other
 * country sites by it (hreflang, src/server/seo/alternates.ts), so it is indexed on its own,
 * across tenants. Null for rows written without one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('gtin', 'text').execute();
  await db.schema.createIndex('products_gtin').on('products').columns(['gtin', 'tenant', 'id']).execute();
}
