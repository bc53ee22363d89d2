import type { Kysely } from 'kysely';

/**
 * Each SKU's own gallery (JSON, the shape of products.gallery): a colour shows its own pictures
 * under its own media paths. Null for rows written before the column: such a SKU shows its
 * product's gallery until the catalogue is loaded again (`npm start` seeds such tenants again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('skus').addColumn('gallery', 'text').execute();
}
